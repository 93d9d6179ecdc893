import { signUpRequestSchema, type PasswordPolicy, type SignUpRequest } from '@homeward/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { ExternalLink } from '@/components/external-link';
import { PasswordField } from '@/components/password-field';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { passwordPolicyQueryOptions } from '../api/get-password-policy';
import { useSignUp } from '../api/sign-up';
import { PasswordChecklist } from './password-checklist';

/** The fields whose 422 messages the form shows (spec section 5). */
const serverFields = ['email', 'password', 'confirm_password'] as const;

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const [accepted, setAccepted] = useState(false);
  const policy = useQuery(passwordPolicyQueryOptions());
  const signUp = useSignUp();
  const config = getRuntimeConfig();

  // The browser checks the same rules as the server, with whatever policy it has: until the
  // policy loads (or if it fails) only the basic field rules apply and the server decides.
  const policyRef = useRef<PasswordPolicy>({});
  useEffect(() => {
    policyRef.current = policy.data ?? {};
  }, [policy.data]);
  const resolver = useCallback<Resolver<SignUpRequest>>(
    (values, context, options) =>
      zodResolver(signUpRequestSchema(policyRef.current))(values, context, options),
    [],
  );

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

  useEffect(() => {
    // Spec section 8: a policy failure is only logged; the form still works without the list.
    if (policy.error) console.warn('Could not load the password policy', policy.error);
  }, [policy.error]);

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
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        {policy.isPending ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" label="Loading the password rules" />
          </p>
        ) : policy.data ? (
          <PasswordChecklist policy={policy.data} password={password} />
        ) : null}
      </div>
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <Checkbox
        required
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
        label={
          <>
            I agree to{' '}
            <ExternalLink href={config.privacyPolicyUrl} className={linkClass}>
              privacy policy
            </ExternalLink>{' '}
            &amp;{' '}
            <ExternalLink href={config.termsOfServiceUrl} className={linkClass}>
              terms of service
            </ExternalLink>
          </>
        }
      />
      <Button type="submit" className="w-full" disabled={!accepted} loading={busy}>
        Continue
      </Button>
    </form>
  );
}
