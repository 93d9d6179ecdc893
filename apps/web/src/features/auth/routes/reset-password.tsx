import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthHeading, AuthLayout } from '../components/auth-layout';
import {
  INVALID_LINK,
  InvalidResetLink,
  ResetPasswordForm,
} from '../components/reset-password-form';
import { LoadingRegion, Skeleton, SkeletonField } from '@homeward/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useResetLinkCheck } from '../api/reset-password';
import { decodeResetToken } from '../lib/reset-token';

/** The form's shape while the link is checked: two fields and the button. */
function FormSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Checking your link`}>
      <div className="space-y-5">
        <SkeletonField />
        <SkeletonField />
        <Skeleton className="h-12 w-full rounded-field" />
      </div>
    </LoadingRegion>
  );
}

/**
 * The form, once the server has said the link can be used. A link it refuses says why at once;
 * if the check itself fails (offline), the form shows and the reset will say what is wrong.
 */
function CheckedResetForm({ secret, onReset }: { secret: string; onReset: () => void }) {
  const { t } = useLingui();
  const check = useResetLinkCheck(secret);
  if (check.isPending) return <FormSkeleton />;
  if (check.error instanceof ApiError && check.error.status === 422) {
    return <InvalidResetLink message={check.error.fieldErrors.token?.[0] ?? t(INVALID_LINK)} />;
  }
  return <ResetPasswordForm token={secret} onReset={onReset} />;
}

export function ResetPasswordRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The router hands over the segment URL-decoded; the page base64-decodes it (spec section 7).
  const { token = '' } = useParams();
  const secret = decodeResetToken(token);
  return (
    <AuthLayout>
      <AuthHeading
        title={t`Reset Password`}
        subtitle={t`Choose a new password for your account.`}
      />
      {secret === null ? (
        <InvalidResetLink message={t(INVALID_LINK)} />
      ) : (
        <CheckedResetForm
          secret={secret}
          onReset={() => void navigate(`${paths.signIn}?referer=reset-password`, { replace: true })}
        />
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to={paths.signIn}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </AuthLayout>
  );
}

export { ResetPasswordRoute as Component };
