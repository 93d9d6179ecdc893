import { PlaceholderPage } from '@/components/placeholder-page';

export function MakePaymentRoute() {
  return (
    <PlaceholderPage
      title="Make Payment"
      note="Paying for your transfer arrives with the next release."
    />
  );
}

export { MakePaymentRoute as Component };
