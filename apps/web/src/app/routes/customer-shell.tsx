import { useCustomer } from '@/features/auth/api/get-profile';
import { useLogOut } from '@/features/auth/api/log-out';
import { CustomerLayout } from '@/features/customer-layout/components/customer-layout';

/** Composes the customer layout with the auth feature's session and sign-out. */
export function CustomerShell() {
  const customer = useCustomer();
  const logOut = useLogOut();
  return (
    <CustomerLayout
      email={customer?.account.email}
      onSignOut={() => logOut.mutate()}
      signingOut={logOut.isPending}
    />
  );
}

export { CustomerShell as Component };
