import type { Country } from '@homeward/contract';
import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ChevronDown, Search } from 'lucide-react';
import {
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldError } from '@homeward/ui/field-message';
import { inputClasses } from '@homeward/ui/text-field';
import { nameOfCountry, sortByName } from '@/lib/country-name';
import { CountryFlag } from './country-flag';

/**
 * Lower case without accents, so "cote" finds "Côte d'Ivoire" and "an do" finds "Ấn Độ"
 * (Vietnamese "đ" is a letter of its own to Unicode, not a "d" with a mark: folded by hand).
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/đ/g, 'd');
}

/** A country with the name the picker shows for it, in the app's language. */
interface Shown {
  country: Country;
  name: string;
}

/**
 * How well a country answers the query: 0 its name starts with it, 1 a word of a name does, 2 a
 * name contains it, 3 an ISO code or the calling code ("+63") is it; null no match. The names
 * are the one shown and the API's English ones: a customer may type either.
 */
function rank({ country, name }: Shown, query: string): number | null {
  const q = fold(query.trim());
  if (q === '') return 0;
  const names = [name, country.common_name, country.official_name, country.endonym ?? ''].map(fold);
  if (fold(name).startsWith(q) || fold(country.common_name).startsWith(q)) return 0;
  if (names.some((name) => name.split(/[\s-]+/).some((word) => word.startsWith(q)))) return 1;
  if (names.some((name) => name.includes(q))) return 2;
  if (q.length <= 3 && [country.iso2_alpha, country.iso3_alpha].some((code) => fold(code) === q)) {
    return 3;
  }
  const digits = q.replace(/[^0-9]/g, '');
  const callingCode = (country.calling_code ?? '').replace('+', '');
  return q.startsWith('+') && digits !== '' && callingCode === digits ? 3 : null;
}

function filterCountries(countries: Shown[], query: string): Country[] {
  return countries
    .map(({ country, name }, index) => ({ country, index, rank: rank({ country, name }, query) }))
    .filter(
      (entry): entry is { country: Country; index: number; rank: number } => entry.rank !== null,
    )
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ country }) => country);
}

export interface CountryComboboxProps {
  label: string;
  countries: Country[];
  /** The chosen country's id, or null. */
  value: number | null;
  onChange: (id: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Show the calling code with each country (for phone numbers). */
  showCallingCode?: boolean;
  loading?: boolean;
  required?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A country picker: type to filter, arrows to move, Enter to choose, Escape to close. It follows
 * the WAI-ARIA combobox pattern with a listbox popup (aria-activedescendant keeps focus in the
 * input), so screen readers announce the highlighted country as the customer moves.
 */
export function CountryCombobox({
  label,
  countries,
  value,
  onChange,
  onBlur,
  error,
  hint,
  showCallingCode = false,
  loading = false,
  required = false,
  name,
  inputRef,
  className,
}: CountryComboboxProps) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const selected = countries.find((country) => country.id === value) ?? null;
  const describe = (country: Country) =>
    showCallingCode && country.calling_code
      ? `${nameOfCountry(country)} (${country.calling_code})`
      : nameOfCountry(country);

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);

  // Named and put in order in the app's language (its alphabet, not the English names'), once
  // per list: a search ranks these, and ties keep this order. A new language draws the app
  // anew from the top (RenderedInLanguage), which makes these again.
  const shown = useMemo(
    () =>
      sortByName(
        countries.map((country) => ({ country, name: nameOfCountry(country) })),
        ({ name }) => name,
      ),
    [countries],
  );
  const filtered = useMemo(() => filterCountries(shown, query ?? ''), [shown, query]);
  const activeCountry = open ? filtered[active] : undefined;
  const text = query ?? (selected ? describe(selected) : '');

  const scrollTo = (index: number) => {
    const option = list.current?.querySelectorAll('[role="option"]')[index];
    option?.scrollIntoView?.({ block: 'nearest' });
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
    requestAnimationFrame(() => scrollTo(index));
  };

  const choose = (country: Country) => {
    onChange(country.id);
    setQuery(null);
    setOpen(false);
  };

  const move = (next: number) => {
    const bounded = Math.max(0, Math.min(filtered.length - 1, next));
    setActive(bounded);
    scrollTo(bounded);
  };

  const selectedIndex = () => {
    const index = filtered.findIndex((country) => country.id === value);
    return index === -1 ? 0 : index;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(event.altKey ? active : selectedIndex());
        else move(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(selectedIndex());
        else move(active - 1);
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          move(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          move(filtered.length - 1);
        }
        break;
      case 'Enter':
        if (open) {
          // Choosing from the list must not submit the surrounding form.
          event.preventDefault();
          if (activeCountry) choose(activeCountry);
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setQuery(null);
        }
        break;
      default:
    }
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="-mt-0.5 mb-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 start-0 flex w-11 items-center justify-center"
        >
          {selected && query === null ? (
            <CountryFlag iso2={selected.iso2_alpha} />
          ) : (
            <Search className="size-5 text-subtle" />
          )}
        </span>
        <input
          id={id}
          ref={inputRef}
          name={name}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeCountry ? `${id}-option-${activeCountry.id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={required || undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={loading ? t`Loading countries…` : t`Type to search`}
          value={text}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => (open ? setOpen(false) : openAt(selectedIndex()))}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setQuery(null);
            onBlur?.();
          }}
          className={clsx(inputClasses(Boolean(error)), 'pe-11 ps-11')}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 end-0 flex w-11 items-center justify-center text-muted"
        >
          <ChevronDown className={clsx('size-5 transition-transform', open && 'rotate-180')} />
        </span>
        <ul
          ref={list}
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-field border border-line bg-surface py-1 shadow-card"
        >
          {filtered.map((country, index) => (
            <li
              key={country.id}
              id={`${id}-option-${country.id}`}
              role="option"
              aria-selected={country.id === value}
              data-active={index === active || undefined}
              // Keep focus in the input: the click chooses, the input stays the control.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(country)}
              onMouseMove={() => setActive(index)}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-3 px-3 text-base text-ink',
                index === active && 'bg-brand-50',
                country.id === value && 'font-semibold',
              )}
            >
              <CountryFlag iso2={country.iso2_alpha} />
              <span className="min-w-0 flex-1 truncate">{nameOfCountry(country)}</span>
              {showCallingCode && country.calling_code ? (
                <span className="shrink-0 text-sm text-muted tabular-nums">
                  {country.calling_code}
                </span>
              ) : null}
            </li>
          ))}
          {filtered.length === 0 ? (
            <li role="presentation" className="px-3 py-2.5 text-sm text-muted">
              {loading ? t`Loading countries…` : t`No country matches`}
            </li>
          ) : null}
        </ul>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
