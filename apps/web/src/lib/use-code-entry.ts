import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from './api-client';
import { useCountdown } from './use-countdown';

/** What the last "send a new code" did, shown under the button. */
export interface ResendNote {
  tone: 'info' | 'error';
  text: string;
}

interface UseCodeEntryOptions<Result> {
  /** Seconds left of the cool-down of the code already sent. */
  initialCooldown: number;
  /** The server's cool-down between two codes, in seconds. */
  cooldown: number;
  /** Where a new code goes, for the "sent" note. */
  email: string;
  verify: (otp: string) => Promise<Result>;
  onVerified: (result: Result) => void;
  resend: () => Promise<unknown>;
  /** The message for a failure the form does not handle itself. */
  describeFailure: (error: unknown) => string;
  /** A verify error other than 422 that the caller handles; true when it did. */
  handleVerifyError?: (error: ApiError) => boolean;
  /** A resend error other than 429 that the caller shows as an info note, or undefined. */
  resendErrorNote?: (error: ApiError) => string | undefined;
}

/**
 * A one-time code form with "send a new code": a 422 puts the server's `otp` message on the
 * field, a throttled resend (429) waits out `Retry-After`, and 401 is left to the API client,
 * which has already sent the browser to sign-in.
 */
export function useCodeEntry<Result>({
  initialCooldown,
  cooldown,
  email,
  verify,
  onVerified,
  resend,
  describeFailure,
  handleVerifyError,
  resendErrorNote,
}: UseCodeEntryOptions<Result>) {
  const countdown = useCountdown(initialCooldown);
  const [note, setNote] = useState<ResendNote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ otp: string }>({ defaultValues: { otp: '' } });
  const { handleSubmit, setError, setFocus } = form;

  const onSubmit = handleSubmit(async ({ otp }) => {
    setFailure(null);
    let verified: Result;
    try {
      verified = await verify(otp.trim());
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const message = error.fieldErrors.otp?.[0] ?? error.message;
        setError('otp', { type: 'server', message }, { shouldFocus: true });
      } else if (error instanceof ApiError && handleVerifyError?.(error)) {
        // The caller dealt with it.
      } else if (!(error instanceof ApiError && error.status === 401)) {
        // 401 already sent the browser to sign-in.
        setFailure(describeFailure(error));
      }
      return;
    }
    onVerified(verified);
  });

  const onResend = async () => {
    setNote(null);
    try {
      await resend();
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        countdown.start(error.retryAfter ?? cooldown);
        setNote({ tone: 'info', text: error.message });
        return;
      }
      const info = error instanceof ApiError ? resendErrorNote?.(error) : undefined;
      if (info !== undefined) {
        setNote({ tone: 'info', text: info });
      } else if (!(error instanceof ApiError && error.status === 401)) {
        setNote({ tone: 'error', text: describeFailure(error) });
      }
      return;
    }
    countdown.start(cooldown);
    setNote({ tone: 'info', text: t`We sent a new code to ${email}.` });
    setFocus('otp');
  };

  return { form, countdown, note, failure, onSubmit, onResend };
}
