import { PlaceholderPage } from '@/components/placeholder-page';

export function ViewRecipientRoute() {
  return (
    <PlaceholderPage
      title="Recipient"
      note="This recipient's details arrive with the next release."
    />
  );
}

export { ViewRecipientRoute as Component };
