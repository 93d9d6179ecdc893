import type { SignUpRequest } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { ExternalLink } from '@/components/external-link';
import { TextField } from '@homeward/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useSignUp } from '../api/sign-up';
import { confirmationProblem, emailProblem, newPasswordProblem } from '../lib/field-checks';
import { usePolicyResolver, type FormCheck } from '../lib/use-policy-resolver';
import { NewPasswordFields } from './new-password-fields';

/** The fields whose 422 messages the form shows (spec section 5). */
const serverFields = ['email', 'password', 'confirm_password'] as const;

/** The sign-up fields checked in the browser, every problem at once. */
const checkSignUp: FormCheck<SignUpRequest> = (values, policy) => ({
  email: emailProblem(values.email),
  password: newPasswordProblem(policy, values.password),
  confirm_password: confirmationProblem(values.password, values.confirm_password),
});

const tidySignUp = (values: SignUpRequest) => ({
  ...values,
  email: values.email.trim().toLowerCase(),
});

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useLingui();
  const [accepted, setAccepted] = useState(false);
  const signUp = useSignUp();
  const config = getRuntimeConfig();

  // The browser checks the same rules as the server, with whatever policy it has.
  const { policy, resolver } = usePolicyResolver(checkSignUp, tidySignUp);

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignUpRequest>({
    resolver,
    defaultValues: { email: '', password: '', confirm_password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const field of serverFields) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        return;
      }
      // Spec section 8: any other sign-up error is only logged.
      console.warn('Sign-up failed', error);
      return;
    }
    onSuccess();
  });

  const busy = isSubmitting || signUp.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        policy={policy}
        password={password}
        passwordLabel={t`Password`}
        passwordField={register('password')}
        confirmField={register('confirm_password')}
        passwordError={errors.password?.message}
        confirmError={errors.confirm_password?.message}
      />
      <Checkbox
        required
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
        label={
          <Trans>
            I agree to{' '}
            <ExternalLink href={config.privacyPolicyUrl} className={linkClass}>
              privacy policy
            </ExternalLink>{' '}
            &amp;{' '}
            <ExternalLink href={config.termsOfServiceUrl} className={linkClass}>
              terms of service
            </ExternalLink>
          </Trans>
        }
      />
      <Button type="submit" className="w-full" disabled={!accepted} loading={busy}>
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
