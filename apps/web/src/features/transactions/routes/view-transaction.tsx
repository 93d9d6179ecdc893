import { PlaceholderPage } from '@/components/placeholder-page';

export function ViewTransactionRoute() {
  return (
    <PlaceholderPage
      title="Transaction"
      note="The details and status of this transfer arrive with the next release."
    />
  );
}

export { ViewTransactionRoute as Component };
