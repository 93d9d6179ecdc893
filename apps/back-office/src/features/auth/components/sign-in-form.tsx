import { zodResolver } from '@hookform/resolvers/zod';
import { staffSignInSchema } from '@homeward/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { TextField } from '@homeward/ui/text-field';
import { failureMessage } from '@/lib/api-client';
import { useSignIn } from '../api/session';

type Values = z.input<typeof staffSignInSchema>;

/** The first step: email and password. The answer asks for the authenticator code next. */
export function SignInForm() {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(staffSignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(staffSignInSchema.parse(values));
    } catch {
      // "These credentials do not match our records." belongs to neither field alone: the
      // mutation's error shows it once, above the form.
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {signIn.error ? (
        <Alert tone="error" title="Sign-in failed">
          {failureMessage(signIn.error)}
        </Alert>
      ) : null}
      <TextField
        label="Work email"
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" loading={signIn.isPending}>
        Continue
      </Button>
    </form>
  );
}
