import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { LANGUAGES, type LanguageTag } from '@homeward/contract/languages';
import { chooseLanguage } from '@/i18n/locale';

interface LanguagePickerProps {
  /** What choosing does; by default the browser switches and remembers it until sign-in. */
  onChoose?: (language: LanguageTag) => void;
  /** Shows the label ("Language") instead of only telling screen readers. */
  showLabel?: boolean;
  disabled?: boolean;
}

/**
 * The language the app speaks, each named in itself so a customer who reads no English finds
 * theirs. A native select: the phone's own picker, large and accessible, for eight entries.
 */
export function LanguagePicker({
  onChoose = (language) => void chooseLanguage(language),
  showLabel = false,
  disabled = false,
}: LanguagePickerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="inline-flex items-center gap-2 text-sm text-brand-900">
      <Languages aria-hidden className="size-4 shrink-0" />
      <label htmlFor={id} className={clsx(!showLabel && 'sr-only', 'font-medium text-ink')}>
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.value as LanguageTag)}
        className="min-h-11 cursor-pointer rounded-field border border-line bg-surface ps-3 pe-8 text-sm font-medium text-ink disabled:cursor-wait"
      >
        {/* Each language named in itself, in every language: not for translation. */}
        {LANGUAGES.map(({ tag, name }) => (
          <option key={tag} value={tag} lang={tag} translate="no">
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
