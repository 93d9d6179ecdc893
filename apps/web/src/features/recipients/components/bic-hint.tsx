import { clsx } from 'clsx';
import { CircleAlert, Landmark } from 'lucide-react';
import { useWatch, type Control } from 'react-hook-form';
import { describeBic } from '../lib/account-codes';
import type { DetailValues } from '../lib/form-values';

interface BicHintProps {
  control: Control<DetailValues>;
  name: string;
  /** The recipient's country: a code of a bank elsewhere cannot be theirs. */
  country: string;
}

/**
 * Under the SWIFT / BIC field, once the code is whole: what its letters say (a bank in Nepal,
 * its bank code, head office or branch), or that it is of a bank in another country. A live
 * region, so a screen reader hears it as the last character is typed.
 */
export function BicHint({ control, name, country }: BicHintProps) {
  const value = useWatch({ control, name }) ?? '';
  const said = describeBic(value, country);
  const Icon = said?.tone === 'error' ? CircleAlert : Landmark;
  return (
    <p
      aria-live="polite"
      className={clsx(
        'flex items-start gap-1.5 text-sm empty:hidden',
        said ? 'mt-1.5' : null,
        said?.tone === 'error' ? 'text-danger' : 'text-muted',
      )}
    >
      {said ? (
        <>
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{said.text}</span>
        </>
      ) : null}
    </p>
  );
}
