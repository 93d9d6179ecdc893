import { PlaceholderPage } from '@/components/placeholder-page';

export function TransactionsRoute() {
  return (
    <PlaceholderPage
      title="Transactions"
      note="The list of your transfers arrives with the next release."
    />
  );
}

export { TransactionsRoute as Component };
