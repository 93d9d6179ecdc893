import {
  changeEmailRequestSchema,
  type ChangeEmailRequest,
  type Customer,
} from '@homeward/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { CodeEntryForm } from '@/components/code-entry-form';
import { TextField } from '@homeward/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { useCodeEntry } from '@/lib/use-code-entry';
import { useRequestEmailChange, useVerifyNewEmail } from '../api/change-email';

/** The server's cool-down between two codes, in seconds. */
const RESEND_COOLDOWN = 60;

/** The code sent to the new address, with "send a new code". */
function NewEmailCode({
  email,
  onChanged,
  onBack,
}: {
  email: string;
  onChanged: (customer: Customer) => void;
  onBack: () => void;
}) {
  const verify = useVerifyNewEmail();
  const resend = useRequestEmailChange();
  const entry = useCodeEntry({
    initialCooldown: RESEND_COOLDOWN,
    cooldown: RESEND_COOLDOWN,
    email,
    verify: (otp) => verify.mutateAsync({ otp }),
    onVerified: onChanged,
    resend: () => resend.mutateAsync({ email }),
    describeFailure,
  });
  return (
    <div>
      <p className="mb-4 text-muted">
        We sent a 6-digit code to{' '}
        <span className="font-semibold [overflow-wrap:anywhere] text-ink">{email}</span>. Enter it
        to make it your email address.
      </p>
      <CodeEntryForm
        entry={entry}
        label="Code from the new address"
        verifying={verify.isPending}
        resending={resend.isPending}
        resendPrompt="Did not get it? Check the address and the spam folder, or"
      />
      <div className="mt-2 text-center">
        <Button variant="ghost" onClick={onBack}>
          Use another address
        </Button>
      </div>
    </div>
  );
}

/**
 * Settings' email address: a new one gets a code, and replaces the old one (where sign-in and
 * every code go) only when the code comes back. The old address is told.
 */
export function ChangeEmail({
  customer,
  onChanged,
}: {
  customer: Customer;
  onChanged: (customer: Customer) => void;
}) {
  const request = useRequestEmailChange();
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailRequest>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setNotice(null);
    try {
      const answer = await request.mutateAsync(values);
      setPending(answer.email);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const message = error.fieldErrors.email?.[0] ?? error.message;
        setError('email', { type: 'server', message }, { shouldFocus: true });
      } else if (!(error instanceof ApiError && error.status === 401)) {
        setFailure(describeFailure(error));
      }
    }
  });

  if (pending) {
    return (
      <NewEmailCode
        email={pending}
        onBack={() => setPending(null)}
        onChanged={(updated) => {
          setPending(null);
          reset();
          setNotice(`Your email address is now ${updated.account.email}.`);
          onChanged(updated);
        }}
      />
    );
  }
  return (
    <div>
      {notice ? (
        <p role="status" className="mb-4 text-sm font-medium [overflow-wrap:anywhere] text-success">
          {notice}
        </p>
      ) : null}
      <p className="mb-4 text-sm text-muted">
        Now{' '}
        <span className="font-semibold [overflow-wrap:anywhere] text-ink">
          {customer.account.email}
        </span>
        . You sign in with it, and we send every code and notice to it.
      </p>
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label="New email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting}>
          Send code
        </Button>
      </form>
    </div>
  );
}
