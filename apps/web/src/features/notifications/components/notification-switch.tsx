import { clsx } from 'clsx';
import { useId } from 'react';

interface NotificationSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  /** On and cannot be turned off; `description` says why. */
  locked?: boolean;
  busy?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * One choice: a real checkbox with the switch role (screen readers say "on"/"off"), labelled by
 * its name and described by what it covers. The whole row is the label, so it is easy to hit.
 */
export function NotificationSwitch(props: NotificationSwitchProps) {
  const { label, description, checked, locked = false, busy = false, onChange } = props;
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={clsx(
        'flex items-start justify-between gap-4 py-4',
        locked ? 'cursor-not-allowed' : 'cursor-pointer',
      )}
    >
      <span className="min-w-0">
        <span id={`${id}-label`} className="block font-medium text-ink">
          {label}
        </span>
        <span id={`${id}-description`} className="mt-0.5 block text-sm text-muted">
          {description}
        </span>
      </span>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          // Invisible but over the track, so a tap or a test's click lands on the input itself.
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
          checked={checked}
          disabled={locked}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          aria-busy={busy || undefined}
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
            locked && 'opacity-60',
          )}
        />
        <span
          aria-hidden="true"
          className={clsx(
            'pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </span>
    </label>
  );
}
