import type { TextFieldProps } from './text-field';
import { TextField } from './text-field';

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

/** The browser-side rule for a six-digit code; the server decides whether it is right. */
export const otpRules = {
  required: 'Enter the 6-digit code.',
  pattern: { value: /^\s*\d{6}\s*$/, message: 'The code is 6 digits.' },
};
