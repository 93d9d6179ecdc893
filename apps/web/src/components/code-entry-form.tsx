import { Trans } from '@lingui/react/macro';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { OtpField, otpRules } from '@/components/otp-field';
import { ResendCodeButton, ResendNoteText } from '@/components/resend-code-button';
import type { useCodeEntry } from '@/lib/use-code-entry';

interface CodeEntryFormProps {
  /** What useCodeEntry answered for this code. */
  entry: ReturnType<typeof useCodeEntry>;
  /** The code field's label ("Verification code", "SMS code"). */
  label: string;
  verifying: boolean;
  resending: boolean;
  /** The line above "send a new code" ("Did not get it? …"). */
  resendPrompt: string;
}

/** A six-digit code, Verify, and "send a new code" on its cool-down. */
export function CodeEntryForm({
  entry,
  label,
  verifying,
  resending,
  resendPrompt,
}: CodeEntryFormProps) {
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    countdown,
    note,
    failure,
    onSubmit,
    onResend,
  } = entry;
  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <OtpField
          label={label}
          placeholder="000000"
          error={errors.otp?.message}
          {...register('otp', otpRules())}
        />
        <Button type="submit" className="w-full" loading={isSubmitting || verifying}>
          <Trans>Verify</Trans>
        </Button>
      </form>
      <div className="mt-4 flex flex-col items-center gap-1 text-center">
        <p className="text-sm text-muted">{resendPrompt}</p>
        <ResendCodeButton
          seconds={countdown.seconds}
          loading={resending}
          onResend={() => void onResend()}
        />
        <ResendNoteText note={note} />
      </div>
    </>
  );
}
