import type { TextFieldProps } from '@homeward/ui/text-field';
import { TextField } from '@homeward/ui/text-field';

/** A six-digit authenticator code: numeric keypad on phones, wide spaced digits to read back. */
export function OtpField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      spellCheck={false}
      inputClassName="text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]"
      {...props}
    />
  );
}
