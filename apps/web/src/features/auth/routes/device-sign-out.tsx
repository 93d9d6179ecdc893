import { ArrowLeft, MonitorX, ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { describeFailure } from '@/lib/describe-failure';
import { paths } from '@/lib/paths';
import { useSignOutDeviceByLink } from '../api/device-sign-out';
import { AuthHeading, AuthLayout } from '../components/auth-layout';
import { AuthOutcome } from '../components/auth-outcome';

const linkStyle =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline';

/** Done: the device is signed out; the next step is a new password. */
function SignedOut({ message }: { message: string }) {
  return (
    <AuthOutcome icon={ShieldCheck} tone="success" title="Device signed out" message={message}>
      <div className="mt-6 flex flex-col items-center gap-2">
        <Link to={paths.forgotPassword} className={linkStyle}>
          Choose a new password
        </Link>
        <Link to={paths.signIn} className={linkStyle}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to sign in
        </Link>
      </div>
    </AuthOutcome>
  );
}

/**
 * /device-sign-out?session=…&token=…, from the new-device email. Opening the link changes
 * nothing (mail scanners open links too); the button does.
 */
export function DeviceSignOutRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const token = params.get('token') ?? '';
  const signOut = useSignOutDeviceByLink();

  if (signOut.isSuccess) {
    return (
      <AuthLayout>
        <SignedOut message={signOut.data.message} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <MonitorX aria-hidden="true" className="size-7" />
      </span>
      <AuthHeading
        title="Sign out a device"
        subtitle="We emailed you because your account was signed in to from a new device. If that was not you, sign it out now."
      />
      {!sessionId || !token ? (
        <Alert tone="error">This link is not complete. Open it from the email again.</Alert>
      ) : (
        <>
          {signOut.isError ? (
            <Alert tone="error" className="mb-4">
              {describeFailure(signOut.error)}
            </Alert>
          ) : null}
          <Button
            variant="danger"
            className="w-full"
            loading={signOut.isPending}
            onClick={() => signOut.mutate({ session_id: sessionId, token })}
          >
            Sign that device out
          </Button>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.signIn} className={linkStyle}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          It was me: back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}

export { DeviceSignOutRoute as Component };
