import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { AuthHeading, AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';

export function SignUpRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <a
        href={getRuntimeConfig().marketingUrl}
        aria-label={t`Close`}
        className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-canvas hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
      </a>
      <AuthHeading
        // Room at the end for the close icon (the left in Urdu).
        className="pe-8"
        title={t`Adventure starts here`}
        subtitle={t`Make your money transfers easy and fun.`}
      />
      <SignUpForm onSuccess={() => void navigate(paths.onboardingWorkflow)} />
      <p className="mt-6 text-center text-sm text-muted">
        <Trans>
          Already have an account?{' '}
          <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
            Sign in instead
          </Link>
        </Trans>
      </p>
    </AuthLayout>
  );
}

export { SignUpRoute as Component };
