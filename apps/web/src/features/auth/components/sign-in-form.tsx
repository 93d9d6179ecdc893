import type { Customer } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
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
import { emailProblem, passwordProblem } from '../lib/field-checks';

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

interface Problems {
  email?: string | undefined;
  password?: string | undefined;
}

const problemsOf = (email: string, password: string): Problems => ({
  email: emailProblem(email),
  password: passwordProblem(password),
});

/*
 * The first screen keeps its two fields in the browser's own form instead of a form library:
 * its first load has a budget (scripts/measure-bundle.mjs) and two fields need none. As the
 * other forms do, it checks on submit, moves focus to the first field with a problem, and from
 * then on checks each field again as it changes. The server checks everything again.
 */
export function SignInForm({ onSuccess }: { onSuccess: (customer: Customer) => void }) {
  const { t } = useLingui();
  const logIn = useLogIn();
  const [problems, setProblems] = useState<Problems | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const recheck = () => {
    if (problems)
      setProblems(problemsOf(emailRef.current?.value ?? '', passwordRef.current?.value ?? ''));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    const found = problemsOf(email, password);
    setProblems(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    let customer: Customer;
    try {
      // The spec leaves "Remember me" unused; the product uses it: a remembered sign-in lasts
      // 30 days, otherwise the session ends with the browser.
      customer = await logIn.mutateAsync({
        email,
        password,
        remember: form.get('remember') === 'on',
      });
    } catch {
      // The mutation's error state drives the "Login failed" box.
      return;
    }
    onSuccess(customer);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
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
        ref={emailRef}
        name="email"
        label={t`Email`}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={problems?.email}
        onChange={recheck}
      />
      <PasswordField
        ref={passwordRef}
        name="password"
        label={t`Password`}
        autoComplete="current-password"
        required
        error={problems?.password}
        onChange={recheck}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <Checkbox name="remember" label={t`Remember me`} />
        <Link
          to={paths.forgotPassword}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={logIn.isPending}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
