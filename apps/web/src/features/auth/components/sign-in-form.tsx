import type { Customer, LogInRequest } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@homeward/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { paths } from '@/lib/paths';
import { useLogIn } from '../api/log-in';

/**
 * What the "Login failed" box says: the server's own message whenever there is one (spec),
 * which the server writes in the language the app asks for (Accept-Language).
 */
function failureMessage(error: unknown, otherwise: string): string {
  if (error instanceof ApiError) return error.message;
  return describeFailure(error, otherwise);
}

/** Too many attempts: the account (or this address) must wait before trying again. */
const isLockOut = (error: unknown) => error instanceof ApiError && error.status === 429;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SignInForm({ onSuccess }: { onSuccess: (customer: Customer) => void }) {
  const { t } = useLingui();
  /*
   * The first screen checks its two fields with react-hook-form's own rules instead of the
   * contract's zod schema: zod is ~25 KB gzip and sign-in must load fast (the initial-JS
   * budget). The English is the contract's (Laravel's); the server still validates.
   */
  const emailRules = {
    required: t`The email field is required.`,
    pattern: { value: EMAIL, message: t`The email field must be a valid email address.` },
  };
  const passwordRules = { required: t`The password field is required.` };
  const logIn = useLogIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LogInRequest>({ defaultValues: { email: '', password: '', remember: false } });

  // The spec leaves "Remember me" unused; the product uses it: a remembered sign-in lasts 30
  // days, otherwise the session ends with the browser.
  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    let customer: Customer;
    try {
      customer = await logIn.mutateAsync({ email, password, remember: remember === true });
    } catch {
      // The mutation's error state drives the "Login failed" box.
      return;
    }
    onSuccess(customer);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {logIn.error ? (
        <Alert tone="error" title={t`Login failed`}>
          <p>{failureMessage(logIn.error, t`Something went wrong. Please try again.`)}</p>
          {isLockOut(logIn.error) ? (
            // Waiting is not the only way: a reset link signs the customer in with a new password.
            <p className="mt-2">
              <Link
                to={paths.forgotPassword}
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                <Trans>Reset your password</Trans>
              </Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email', emailRules)}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password', passwordRules)}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <Checkbox label={t`Remember me`} {...register('remember')} />
        <Link
          to={paths.forgotPassword}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={isSubmitting || logIn.isPending}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
