import { StepUpProvider } from '@/features/account-security/components/step-up';
import { useCustomer } from '@/features/auth/api/get-profile';
import { useEndSession, useForgetCustomerOnLeave, useLogOut } from '@/features/auth/api/log-out';
import { signedOutState } from '@/features/auth/lib/signed-out-notice';
import { CustomerLayout } from '@/features/customer-layout/components/customer-layout';
import { RealtimeProvider } from '@/features/realtime/components/realtime-provider';
import { useAccountLanguage } from '@/i18n/account-language';
import { paths } from '@/lib/paths';

/** The passkeys feature's step-up, loaded only when a customer chooses it. */
const confirmWithPasskey = async () =>
  (await import('@/features/passkeys/api/assert')).confirmWithPasskey();

/**
 * Composes the customer layout with the auth feature's session and sign-out, live updates on
 * the customer's channel (a revoked session ends as a 401 would: forgotten, to sign-in), and
 * step-up for the sensitive changes made on any of its pages.
 */
export function CustomerShell() {
  const customer = useCustomer();
  const logOut = useLogOut();
  const endSession = useEndSession();
  useForgetCustomerOnLeave();
  useAccountLanguage(customer !== null);
  return (
    <RealtimeProvider
      customerId={customer?.id}
      sessionId={customer?.session?.id}
      onSessionRevoked={(reason) =>
        void endSession(paths.signIn, { state: signedOutState(reason) })
      }
    >
      <StepUpProvider email={customer?.account.email ?? ''} confirmWithPasskey={confirmWithPasskey}>
        <CustomerLayout
          email={customer?.account.email}
          onSignOut={() => logOut.mutate()}
          signingOut={logOut.isPending}
        />
      </StepUpProvider>
    </RealtimeProvider>
  );
}

export { CustomerShell as Component };
