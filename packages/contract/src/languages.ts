/*
 * No zod here: the sign-in screen imports this module (`@homeward/contract/languages`) and its
 * first load has no room for zod. The wire schema is in language-schema.ts.
 */

/**
 * The languages Homeward speaks (decision 0037): English (Australia) and the languages of its
 * corridors. Each is named in itself, as a picker should show it. A BCP 47 tag is what both
 * ends pass to `Intl` and what the customer's choice is kept as.
 */
export const LANGUAGES = [
  { tag: 'en-AU', name: 'English', direction: 'ltr' },
  { tag: 'fil', name: 'Filipino', direction: 'ltr' },
  { tag: 'hi', name: 'हिन्दी', direction: 'ltr' },
  { tag: 'ne', name: 'नेपाली', direction: 'ltr' },
  { tag: 'vi', name: 'Tiếng Việt', direction: 'ltr' },
  { tag: 'id', name: 'Bahasa Indonesia', direction: 'ltr' },
  { tag: 'bn', name: 'বাংলা', direction: 'ltr' },
  { tag: 'ur', name: 'اردو', direction: 'rtl' },
] as const;

export type LanguageTag = (typeof LANGUAGES)[number]['tag'];

export const DEFAULT_LANGUAGE: LanguageTag = 'en-AU';

export const LANGUAGE_TAGS = LANGUAGES.map(({ tag }) => tag) as [LanguageTag, ...LanguageTag[]];

/**
 * Older tags a browser (or an Accept-Language header) may send for one of ours: Tagalog is the
 * base of Filipino, `in` is Indonesian's pre-1989 code. (Any English already matches en-AU by
 * its language.)
 */
const ALIASES: Record<string, LanguageTag> = { tl: 'fil', in: 'id' };

/**
 * The first of the preferred tags Homeward speaks, matched by whole tag and then by language
 * ("fil-PH" is Filipino, "en-GB" is English), or undefined when none is.
 */
export function matchLanguage(preferred: readonly string[]): LanguageTag | undefined {
  for (const wanted of preferred) {
    const exact = LANGUAGES.find(({ tag }) => tag.toLowerCase() === wanted.toLowerCase());
    if (exact) return exact.tag;
    const base = wanted.split('-')[0]?.toLowerCase() ?? '';
    const byBase = LANGUAGES.find(({ tag }) => tag.split('-')[0] === base);
    if (byBase) return byBase.tag;
    if (ALIASES[base]) return ALIASES[base];
  }
  return undefined;
}

/**
 * The language an Accept-Language header asks for, by its weights ("fil-PH,en;q=0.8" is
 * Filipino), or undefined when it asks for none Homeward speaks.
 */
export function languageFromHeader(header: string | undefined): LanguageTag | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return matchLanguage(ranked.map(({ tag }) => tag));
}

/** Whether a language is written right to left: the layout mirrors for it. */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.tag === tag)?.direction ?? 'ltr';
}
