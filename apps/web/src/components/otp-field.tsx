import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TextFieldProps } from '@homeward/ui/text-field';
import { TextField } from '@homeward/ui/text-field';

/**
 * A six-digit one-time code: the numeric keypad on phones, the code offered from SMS or mail
 * by the operating system (autocomplete="one-time-code"), and wide, spaced digits to read back.
 */
export function OtpField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]*"
      spellCheck={false}
      inputClassName="text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]"
      {...props}
    />
  );
}

/**
 * The browser-side rule for a six-digit code, in the customer's language (read when the form
 * renders); the server decides whether it is right.
 */
export const otpRules = () => ({
  required: t`Enter the 6-digit code.`,
  pattern: { value: /^\s*\d{6}\s*$/, message: t`The code is 6 digits.` },
});

/**
 * One of the authenticator app's recovery codes (ABCD-EFGH), typed in place of the app's code:
 * capitals, no autocomplete or spell check, spaced out to compare with the paper copy.
 */
export function RecoveryCodeField(
  props: Omit<TextFieldProps, 'label' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'>,
) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Recovery code`}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder="ABCD-EFGH"
      inputClassName="font-mono text-lg tracking-widest uppercase"
      {...props}
    />
  );
}

/** The browser-side rule for a recovery code; the server decides whether it is one. */
export const recoveryCodeRules = () => ({
  required: t`Enter one of your recovery codes.`,
  pattern: {
    value: /^\s*[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}\s*$/,
    message: t`A recovery code looks like ABCD-EFGH.`,
  },
});
