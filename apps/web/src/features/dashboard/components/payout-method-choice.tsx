import { Trans } from '@lingui/react/macro';
import { type PayoutMethod } from '@homeward/contract';
import { clsx } from 'clsx';
import { useId } from 'react';
import { payoutMethodName } from '@/lib/payout-methods';

interface PayoutMethodChoiceProps {
  methods: PayoutMethod[];
  value: PayoutMethod;
  onChange: (method: PayoutMethod) => void;
  error?: string | undefined;
}

/**
 * How the recipient receives the money, as a segmented control. Underneath it is a group of
 * native radios, so arrow keys move between methods and screen readers say "1 of 3".
 */
export function PayoutMethodChoice({ methods, value, onChange, error }: PayoutMethodChoiceProps) {
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-ink">
        <Trans>How they receive it</Trans>
      </legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-field border border-line bg-canvas p-1">
        {methods.map((method) => (
          <label
            key={method}
            className={clsx(
              'flex min-h-10 min-w-0 cursor-pointer items-center justify-center rounded-[0.55rem] px-2 py-1 text-center text-sm leading-tight font-semibold transition-colors',
              // The radio itself is visually hidden: its focus ring is drawn on the segment.
              'has-focus-visible:ring-3 has-focus-visible:ring-brand-600',
              method === value
                ? 'bg-surface text-brand-800 shadow-sm ring-1 ring-brand-600'
                : 'text-muted hover:bg-surface/70 hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={method === value}
              onChange={() => onChange(method)}
              className="sr-only"
            />
            {payoutMethodName(method)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
