import { PlaceholderPage } from '@/components/placeholder-page';

export function RecipientsRoute() {
  return (
    <PlaceholderPage
      title="Recipients"
      note="Managing the people you send money to arrives with the next release."
    />
  );
}

export { RecipientsRoute as Component };
