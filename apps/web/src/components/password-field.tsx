import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from '@homeward/ui/text-field';

/** A password input with a show/hide toggle; the toggle says its state to screen readers. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
          className="inline-flex size-11 items-center justify-center rounded-field text-muted hover:bg-canvas hover:text-ink"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
