import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthHeading, AuthLayout } from '../components/auth-layout';

export function ResetPasswordRoute() {
  // The emailed link carries the reset token; the form that sends it arrives next.
  const { token = '' } = useParams();
  return (
    <AuthLayout>
      <AuthHeading
        title="Reset Password"
        subtitle="Choosing a new password arrives with the next release."
      />
      <input type="hidden" name="token" value={token} />
      <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
        Back to sign in
      </Link>
    </AuthLayout>
  );
}

export { ResetPasswordRoute as Component };
