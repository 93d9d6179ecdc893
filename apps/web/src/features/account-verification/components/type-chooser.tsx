import type { DocumentType } from '@homeward/contract';
import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';

interface TypeChooserProps {
  types: DocumentType[];
  value: number | null;
  onChange: (typeId: number) => void;
}

/** The document types of a category as radio cards: a title and what it is. */
export function TypeChooser({ types, value, onChange }: TypeChooserProps) {
  return (
    <fieldset>
      <legend className="mb-3 text-base font-semibold text-ink">
        <Trans>Which document will you upload?</Trans>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {types.map((type) => {
          const checked = value === type.id;
          return (
            <label
              key={type.id}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-field border p-4 transition-colors',
                'has-focus-visible:ring-3 has-focus-visible:ring-brand-500/40',
                checked
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-line bg-surface hover:border-brand-400',
              )}
            >
              <input
                type="radio"
                name="document-type"
                value={type.id}
                checked={checked}
                onChange={() => onChange(type.id)}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-ink">{type.title}</span>
                {type.description ? (
                  <span className="mt-0.5 block text-sm text-muted">{type.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
