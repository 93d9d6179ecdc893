import type { ChangePasswordRequest } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/password-field';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { paths } from '@/lib/paths';
import { useChangePassword } from '../api/change-password';
import { useEndSession } from '../api/log-out';
import {
  confirmationProblem,
  currentPasswordProblem,
  newPasswordProblem,
} from '../lib/field-checks';
import { usePolicyResolver, type FormCheck } from '../lib/use-policy-resolver';
import { NewPasswordFields } from './new-password-fields';

const serverFields = ['current_password', 'password', 'confirm_password'] as const;

const checkChange: FormCheck<ChangePasswordRequest> = (values, policy) => ({
  current_password: currentPasswordProblem(values.current_password),
  password: newPasswordProblem(policy, values.password),
  confirm_password: confirmationProblem(values.password, values.confirm_password),
});

/**
 * Settings' password change. Success signs every browser out (the server revokes the sessions),
 * so this one forgets the customer and goes to sign-in with the "changed" note.
 */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const change = useChangePassword();
  const endSession = useEndSession();
  const { policy, resolver } = usePolicyResolver(checkChange);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest>({
    resolver,
    defaultValues: { current_password: '', password: '', confirm_password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const field of serverFields) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        return;
      }
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(describeFailure(error));
      return;
    }
    await endSession(`${paths.signIn}?referer=change-password`, { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <PasswordField
        label={t`Current Password`}
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <NewPasswordFields
        policy={policy}
        password={password}
        passwordField={register('password')}
        confirmField={register('confirm_password')}
        passwordError={errors.password?.message}
        confirmError={errors.confirm_password?.message}
      />
      <p className="text-sm text-muted">
        <Trans>Changing your password signs you out everywhere, this browser included.</Trans>
      </p>
      <Button type="submit" loading={isSubmitting || change.isPending}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
