import { PlaceholderPage } from '@/components/placeholder-page';

export function SettingsRoute() {
  return (
    <PlaceholderPage
      title="Settings"
      note="Your profile, password and security settings arrive with the next release."
    />
  );
}

export { SettingsRoute as Component };
