import { StepUpProvider } from '@/features/account-security/components/step-up';
import { useCustomer } from '@/features/auth/api/get-profile';
import { useLogOut } from '@/features/auth/api/log-out';
import { FocusedLayout } from '@/features/customer-layout/components/focused-layout';

/** The passkeys feature's step-up, loaded only when a customer chooses it. */
const confirmWithPasskey = async () =>
  (await import('@/features/passkeys/api/assert')).confirmWithPasskey();

/**
 * Onboarding and MFA: the focused layout with the auth feature's sign-out, and step-up for
 * onboarding's one sensitive change (replacing a verified mobile number).
 */
export function FocusedShell() {
  const customer = useCustomer();
  const logOut = useLogOut();
  return (
    <StepUpProvider email={customer?.account.email ?? ''} confirmWithPasskey={confirmWithPasskey}>
      <FocusedLayout onSignOut={() => logOut.mutate()} signingOut={logOut.isPending} />
    </StepUpProvider>
  );
}

export { FocusedShell as Component };
