import { X } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { AuthHeading, AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';

export function SignUpRoute() {
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <a
        href={getRuntimeConfig().marketingUrl}
        aria-label="Close"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-canvas hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
      </a>
      <AuthHeading
        // Room on the right for the close icon.
        className="pr-8"
        title="Adventure starts here"
        subtitle="Make your money transfers easy and fun."
      />
      <SignUpForm onSuccess={() => void navigate(paths.onboardingWorkflow)} />
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
          Sign in instead
        </Link>
      </p>
    </AuthLayout>
  );
}

export { SignUpRoute as Component };
