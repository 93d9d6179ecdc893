import { clsx } from 'clsx';
import type { InputHTMLAttributes } from 'react';

interface SwitchControlProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'onChange' | 'className'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The drawn switch: a real checkbox with the switch role (screen readers say "on"/"off"),
 * invisible but over the track, so a tap or a test's click lands on the input itself. Its
 * label and description come from the row around it.
 */
export function SwitchControl({ checked, disabled, onChange, ...input }: SwitchControlProps) {
  return (
    <span className="relative inline-flex shrink-0">
      <input
        {...input}
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span
        aria-hidden="true"
        className={clsx(
          'h-7 w-12 rounded-full transition-colors',
          // The input is visually hidden: its keyboard focus is drawn on the track.
          'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
          // Off is a grey with 3:1 contrast against the card, not a faint line colour.
          checked ? 'bg-brand-700' : 'bg-subtle',
          disabled && 'opacity-60',
        )}
      />
      <span
        aria-hidden="true"
        className={clsx(
          'pointer-events-none absolute top-1 start-1 size-5 rounded-full bg-white shadow transition-transform',
          checked && 'translate-x-5 rtl:-translate-x-5',
        )}
      />
    </span>
  );
}
