import { PlaceholderPage } from '@/components/placeholder-page';

export function PaymentCallbackRoute() {
  return (
    <PlaceholderPage
      title="Processing Payment"
      note="Following your payment as it is confirmed arrives with the next release."
    />
  );
}

export { PaymentCallbackRoute as Component };
