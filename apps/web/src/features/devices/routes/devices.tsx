import { PlaceholderPage } from '@/components/placeholder-page';

export function DevicesRoute() {
  return (
    <PlaceholderPage
      title="Devices"
      note="The list of browsers signed in to your account arrives with the next release."
    />
  );
}

export { DevicesRoute as Component };
