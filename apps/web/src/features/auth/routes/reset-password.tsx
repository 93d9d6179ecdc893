import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthHeading, AuthLayout } from '../components/auth-layout';
import {
  INVALID_LINK,
  InvalidResetLink,
  ResetPasswordForm,
} from '../components/reset-password-form';
import { decodeResetToken } from '../lib/reset-token';

export function ResetPasswordRoute() {
  const navigate = useNavigate();
  // The router hands over the segment URL-decoded; the page base64-decodes it (spec section 7).
  const { token = '' } = useParams();
  const secret = decodeResetToken(token);
  return (
    <AuthLayout>
      <AuthHeading title="Reset Password" subtitle="Choose a new password for your account." />
      {secret === null ? (
        <InvalidResetLink message={INVALID_LINK} />
      ) : (
        <ResetPasswordForm
          token={secret}
          onReset={() => void navigate(`${paths.signIn}?referer=reset-password`, { replace: true })}
        />
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to={paths.signIn}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}

export { ResetPasswordRoute as Component };
