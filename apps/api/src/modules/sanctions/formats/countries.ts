import countryData from 'world-countries';

/**
 * The lists name countries in their own words ("Iranian", "Korea, North", "Russian Federation",
 * "DPRK"). This resolves that wording to ISO 3166-1 alpha-2 codes, from the maintained
 * world-countries names, official names, alternative spellings and demonyms, plus the lists'
 * own spellings that no data set carries.
 */
const listSpellings: Record<string, string> = {
  'korea, north': 'KP',
  'north korea': 'KP',
  'north korean': 'KP',
  dprk: 'KP',
  "democratic people's republic of korea": 'KP',
  'korea, south': 'KR',
  burma: 'MM',
  'cabo verde': 'CV',
  burmese: 'MM',
  afghani: 'AF',
  uzbek: 'UZ',
  belarussian: 'BY',
  ukranian: 'UA',
  türkiyish: 'TR',
  turkey: 'TR',
  palestinian: 'PS',
  'state of palestine': 'PS',
  'congo, democratic republic of the': 'CD',
  'democratic republic of congo': 'CD',
  'congo, republic of the': 'CG',
  'north macedonia, the republic of': 'MK',
  'united kingdom of great britain': 'GB',
  uk: 'GB',
  usa: 'US',
  uae: 'AE',
  'saudi arabian': 'SA',
  filipino: 'PH',
};

function key(wording: string): string {
  return wording
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/^the\s+/, '')
    .replace(/[.\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function buildIndex(): Map<string, string> {
  const candidates = new Map<string, Set<(typeof countryData)[number]>>();
  const add = (wording: string | undefined, country: (typeof countryData)[number]) => {
    if (!wording) return;
    const k = key(wording);
    candidates.set(k, (candidates.get(k) ?? new Set()).add(country));
  };
  for (const country of countryData) {
    add(country.name.common, country);
    add(country.name.official, country);
    // Short codes ("NA", "TR") are left out: the lists write "na" for "not available".
    for (const spelling of country.altSpellings) if (spelling.length > 3) add(spelling, country);
    add(country.demonyms?.eng?.m, country);
    add(country.demonyms?.eng?.f, country);
  }
  const index = new Map<string, string>();
  for (const [k, countries] of candidates) {
    // "French" is also the demonym of French Guiana and "Norwegian" of Svalbard: the sovereign
    // state is meant. "Congolese" names two sovereign states, so it identifies neither.
    const all = [...countries];
    const sovereign = all.filter((country) => country.independent);
    const [only] = all.length === 1 ? all : sovereign;
    if (only && (all.length === 1 || sovereign.length === 1)) index.set(k, only.cca2);
  }
  for (const [wording, code] of Object.entries(listSpellings)) index.set(key(wording), code);
  return index;
}

const index = buildIndex();

/** The country one wording names, or undefined when it is not recognised. */
export function countryCode(wording: string): string | undefined {
  return index.get(key(wording.replace(/^(possibly|alt\.?)\s+/i, '')));
}

/**
 * Every country a free-text citizenship field names: "Russian and Ukrainian",
 * "a) Pakistani b) Saudi Arabian", "Malian / Mauritanian", "Indonesian (as at Dec. 2003)".
 * Pieces that are not a recognised country ("USSR (until 1991)", "na") are dropped.
 */
export function countryCodes(text: string): string[] {
  const codes = new Set<string>();
  const whole = countryCode(text);
  if (whole) return [whole];
  const pieces = text
    .replace(/\([^)]*\)?/g, ' ')
    .split(/(?:^|\s)[a-z]\)\s*|[;/\n\r]|\bor\b/i)
    .map((piece) => piece.trim())
    .filter(Boolean);
  for (const piece of pieces) {
    const code = countryCode(piece);
    if (code) {
      codes.add(code);
      continue;
    }
    for (const part of piece.split(/,|\band\b/i)) {
      const partCode = countryCode(part.trim());
      if (partCode) codes.add(partCode);
    }
  }
  return [...codes];
}
