import type { ResetPasswordRequest } from '@homeward/contract';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { paths } from '@/lib/paths';
import { useResetPassword } from '../api/reset-password';
import { confirmationProblem, newPasswordProblem } from '../lib/field-checks';
import { usePolicyResolver, type FormCheck } from '../lib/use-policy-resolver';
import { NewPasswordFields } from './new-password-fields';

const passwordFields = ['password', 'confirm_password'] as const;

const checkReset: FormCheck<ResetPasswordRequest> = (values, policy) => ({
  password: newPasswordProblem(policy, values.password),
  confirm_password: confirmationProblem(values.password, values.confirm_password),
});

/** The expired or unknown link: say so, and offer a new one. */
export function InvalidResetLink({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <Alert tone="error" title={t`This link cannot be used`}>
      <p>{message}</p>
      <Link
        to={paths.forgotPassword}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        <Trans>Ask for a new link</Trans>
      </Link>
    </Alert>
  );
}

/** Said when the link cannot even be read; the server says its own words for one it refuses. */
export const INVALID_LINK = msg`This password reset link is invalid or has expired.`;

/** `token` is the decoded secret of the emailed link. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const { t } = useLingui();
  const reset = useResetPassword();
  const { policy, resolver } = usePolicyResolver(checkReset);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordRequest>({
    resolver,
    defaultValues: { token, password: '', confirm_password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ ...values, token });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const tokenMessage = error.fieldErrors.token?.[0];
        if (tokenMessage) setTokenError(tokenMessage);
        for (const field of passwordFields) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        return;
      }
      setFailure(describeFailure(error));
      return;
    }
    onReset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {tokenError ? <InvalidResetLink message={tokenError} /> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <NewPasswordFields
        policy={policy}
        password={password}
        passwordLabel={t`Password`}
        passwordField={register('password')}
        confirmField={register('confirm_password')}
        passwordError={errors.password?.message}
        confirmError={errors.confirm_password?.message}
      />
      <Button type="submit" className="w-full" loading={isSubmitting || reset.isPending}>
        <Trans>Reset password</Trans>
      </Button>
    </form>
  );
}
