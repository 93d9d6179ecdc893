import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInvitationSchema, staffRoleTitles } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { OtpField } from '@/components/otp-field';
import { ErrorState, LoadingState } from '@/components/states';
import { TextField } from '@homeward/ui/text-field';
import { ApiError, failureMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { applyServerErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { invitationQueryOptions, useAcceptInvitation } from '../api/session';
import { AuthenticatorSetup } from '../components/authenticator-setup';
import { AuthHeading, AuthLayout } from '../components/auth-layout';

type Values = z.input<typeof acceptInvitationSchema>;

function AcceptForm({ token }: { token: string }) {
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { password: '', code: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await accept.mutateAsync(acceptInvitationSchema.parse(values));
    } catch (error) {
      applyServerErrors(error, setError, ['password', 'code']);
      return;
    }
    void navigate(paths.queue, { replace: true });
  });
  const unplaced =
    accept.error &&
    !(accept.error instanceof ApiError && Object.keys(accept.error.fieldErrors).length > 0);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {unplaced ? (
        <Alert tone="error" title="The invitation could not be accepted">
          {failureMessage(accept.error)}
        </Alert>
      ) : null}
      <TextField
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters."
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <OtpField
        label="Code from your authenticator app"
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" className="w-full" loading={accept.isPending}>
        Set up my account
      </Button>
    </form>
  );
}

export function Component() {
  const { token = '' } = useParams();
  const invitation = useQuery(invitationQueryOptions(token));
  return (
    <AuthLayout>
      <AuthHeading title="Join the back office" />
      {invitation.isPending ? <LoadingState label="Opening your invitation" /> : null}
      {invitation.isError ? (
        <ErrorState error={invitation.error} />
      ) : invitation.data ? (
        <div className="space-y-6">
          <p className="text-muted">
            Welcome, <span className="font-semibold text-ink">{invitation.data.name}</span> (
            {invitation.data.email}). Your roles:{' '}
            {invitation.data.roles.map((role) => staffRoleTitles[role]).join(', ')}. This invitation
            expires {formatDateTime(invitation.data.expires_at)}.
          </p>
          <AuthenticatorSetup
            secret={invitation.data.totp_secret}
            otpauthUrl={invitation.data.otpauth_url}
          />
          <AcceptForm token={token} />
        </div>
      ) : null}
    </AuthLayout>
  );
}
