import { zodResolver } from '@hookform/resolvers/zod';
import { staffCodeSchema } from '@homeward/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { OtpField } from '@/components/otp-field';
import { ApiError, failureMessage } from '@/lib/api-client';
import { useSignInCode } from '../api/session';

type Values = z.input<typeof staffCodeSchema>;

/** The second step, always: the 6-digit code from the officer's authenticator app. */
export function CodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const verify = useSignInCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(staffCodeSchema), defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(staffCodeSchema.parse(values));
    } catch (error) {
      // A wrong code is a 422; its message belongs under the field, whatever key it came in.
      if (error instanceof ApiError && error.status === 422) {
        setError('code', {
          type: 'server',
          message: error.fieldErrors.code?.[0] ?? error.message,
        });
      }
      return;
    }
    onSignedIn();
  });
  const shownError =
    verify.error && !(verify.error instanceof ApiError && verify.error.status === 422)
      ? verify.error
      : null;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {shownError ? (
        <Alert tone="error" title="The code was not accepted">
          {failureMessage(shownError)}
        </Alert>
      ) : null}
      <OtpField
        label="Authenticator code"
        hint="The 6-digit code your authenticator app shows for Homeward back office."
        required
        autoFocus
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" className="w-full" loading={verify.isPending}>
        Sign in
      </Button>
    </form>
  );
}
