import { useLocation, useNavigate } from 'react-router';
import { afterSignIn } from '@/lib/paths';
import { useStaffSession } from '../api/session';
import { AuthHeading, AuthLayout } from '../components/auth-layout';
import { CodeForm } from '../components/code-form';
import { SignInForm } from '../components/sign-in-form';

export function Component() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const codeOwed = session?.stage === 'second_factor';
  return (
    <AuthLayout>
      {codeOwed ? (
        <>
          <AuthHeading
            title="Enter your code"
            subtitle={`Signed in as ${session.staff.email}. Open your authenticator app.`}
          />
          <CodeForm onSignedIn={() => void navigate(afterSignIn(search), { replace: true })} />
        </>
      ) : (
        <>
          <AuthHeading title="Staff sign-in" subtitle="For Homeward staff only." />
          <SignInForm />
        </>
      )}
    </AuthLayout>
  );
}
