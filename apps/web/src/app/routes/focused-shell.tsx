import { useLogOut } from '@/features/auth/api/log-out';
import { FocusedLayout } from '@/features/customer-layout/components/focused-layout';

/** Onboarding and MFA: the focused layout with the auth feature's sign-out. */
export function FocusedShell() {
  const logOut = useLogOut();
  return <FocusedLayout onSignOut={() => logOut.mutate()} signingOut={logOut.isPending} />;
}

export { FocusedShell as Component };
