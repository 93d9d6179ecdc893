import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthHeading, AuthLayout } from '../components/auth-layout';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout>
      <AuthHeading
        title="Forgot Password"
        subtitle="Resetting your password by email arrives with the next release."
      />
      <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
        Back to sign in
      </Link>
    </AuthLayout>
  );
}

export { ForgotPasswordRoute as Component };
