import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useStaffSession } from '../api/session';
import { AuthHeading, AuthLayout } from '../components/auth-layout';
import { CodeForm } from '../components/code-form';
import { SignInForm } from '../components/sign-in-form';

export function Component() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const codeOwed = session?.stage === 'second_factor';
  return (
    <AuthLayout>
      {codeOwed ? (
        <>
          <AuthHeading
            title="Enter your code"
            subtitle={`Signed in as ${session.staff.email}. Open your authenticator app.`}
          />
          <CodeForm onSignedIn={() => void navigate(paths.queue, { replace: true })} />
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
