import {
  changeEmailRequestSchema,
  type ChangeEmailRequest,
  type Customer,
} from '@homeward/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
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

/** The contract's longest address (its emailSchema). */
const EMAIL_LONGEST = 254;

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
  const { t } = useLingui();
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
        <Trans>
          We sent a 6-digit code to{' '}
          <bdi translate="no" className="font-semibold [overflow-wrap:anywhere] text-ink">
            {email}
          </bdi>
          . Enter it to make it your email address.
        </Trans>
      </p>
      <CodeEntryForm
        entry={entry}
        label={t`Code from the new address`}
        verifying={verify.isPending}
        resending={resend.isPending}
        resendPrompt={t`Did not get it? Check the address and the spam folder, or`}
      />
      <div className="mt-2 text-center">
        <Button variant="ghost" onClick={onBack}>
          <Trans>Use another address</Trans>
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
  const { t } = useLingui();
  const request = useRequestEmailChange();
  const [pending, setPending] = useState<string | null>(null);
  /** The address it was changed to, said once the code came back. */
  const [changedTo, setChangedTo] = useState<string | null>(null);
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
    setChangedTo(null);
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
          setChangedTo(updated.account.email);
          onChanged(updated);
        }}
      />
    );
  }
  const current = customer.account.email;
  /** The browser's check in the customer's words (zod's are the contract's English). */
  const emailError = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (error.type === 'too_small' || error.type === 'invalid_type') {
      return t`The email field is required.`;
    }
    if (error.type === 'too_big') {
      return t`The email field must not be greater than ${EMAIL_LONGEST} characters.`;
    }
    return t`The email field must be a valid email address.`;
  };
  return (
    <div>
      {changedTo ? (
        <p role="status" className="mb-4 text-sm font-medium [overflow-wrap:anywhere] text-success">
          <Trans>
            Your email address is now <bdi translate="no">{changedTo}</bdi>.
          </Trans>
        </p>
      ) : null}
      <p className="mb-4 text-sm text-muted">
        <Trans>
          Now{' '}
          <bdi translate="no" className="font-semibold [overflow-wrap:anywhere] text-ink">
            {current}
          </bdi>
          . You sign in with it, and we send every code and notice to it.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label={t`New email address`}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={emailError(errors.email)}
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting}>
          <Trans>Send code</Trans>
        </Button>
      </form>
    </div>
  );
}
