import { PlaceholderPage } from '@/components/placeholder-page';

export function AccountVerificationRoute() {
  return (
    <PlaceholderPage
      title="Account verification"
      note="Verifying your identity and address arrives with the next release."
    />
  );
}

export { AccountVerificationRoute as Component };
