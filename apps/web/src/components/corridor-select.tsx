import { Trans } from '@lingui/react/macro';
import type { Corridor } from '@homeward/contract';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from '@homeward/ui/field-message';
import { inputClasses } from '@homeward/ui/text-field';
import { nameOfCountry, sortByName } from '@/lib/country-name';

interface CorridorSelectProps {
  corridors: Corridor[];
  value: number;
  onChange: (corridorId: number) => void;
  error?: string | undefined;
}

/** "Philippines · PHP": where the money goes, in the currency it arrives in. */
export function corridorLabel(corridor: Corridor): string {
  return `${nameOfCountry(corridor.destination_country)} · ${corridor.destination_currency}`;
}

export function CorridorSelect({ corridors, value, onChange, error }: CorridorSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        <Trans>Send to</Trans>
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={clsx(inputClasses(Boolean(error)), 'appearance-none pe-11')}
        >
          {sortByName(corridors, corridorLabel).map((corridor) => (
            <option key={corridor.id} value={corridor.id}>
              {corridorLabel(corridor)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 end-3.5 size-5 -translate-y-1/2 text-muted"
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
