import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { LANGUAGES } from '@homeward/contract/languages';
import { chooseLanguage } from '@/i18n/locale';
import type { Locale } from '@/i18n/catalogs';

/**
 * The language the app speaks, each named in itself so a customer who reads no English finds
 * theirs. A native select: the phone's own picker, large and accessible, for eight entries.
 */
export function LanguagePicker({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="inline-flex items-center gap-2 text-sm text-brand-900">
      <Languages aria-hidden className="size-4 shrink-0" />
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const locale = event.target.value as Locale;
          void chooseLanguage(locale).then(() => onChosen?.(locale));
        }}
        className="min-h-11 cursor-pointer rounded-field border border-line bg-surface ps-3 pe-8 text-sm font-medium text-ink"
      >
        {LANGUAGES.map(({ tag, name }) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
