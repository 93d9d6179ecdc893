import { PlaceholderPage } from '@/components/placeholder-page';

export function TransferWizardRoute() {
  return (
    <PlaceholderPage
      title="Send Money"
      note="Choosing a recipient and confirming your transfer arrives with the next release."
    />
  );
}

export { TransferWizardRoute as Component };
