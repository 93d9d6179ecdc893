import type { ForgotPasswordRequest } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, type ResolverResult } from 'react-hook-form';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { TextField } from '@homeward/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { useForgotPassword } from '../api/forgot-password';
import { emailProblem } from '../lib/field-checks';

/** The email checked in the browser, in the customer's language; the server checks it again. */
function resolver(values: ForgotPasswordRequest): ResolverResult<ForgotPasswordRequest> {
  const problem = emailProblem(values.email);
  if (problem) return { values: {}, errors: { email: { type: 'validate', message: problem } } };
  return { values: { email: values.email.trim().toLowerCase() }, errors: {} };
}

/** Asks for a reset link; `onSent` gets the server's confirmation, the same for any email. */
export function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useLingui();
  const request = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await request.mutateAsync(values);
      onSent(answer.message);
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors.email?.[0] : undefined;
      if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
    }
  });

  const showFailure =
    request.error && !(request.error instanceof ApiError && request.error.fieldErrors.email);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {showFailure ? <Alert tone="error">{describeFailure(request.error)}</Alert> : null}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" className="w-full" loading={isSubmitting || request.isPending}>
        <Trans>Send reset link</Trans>
      </Button>
    </form>
  );
}
