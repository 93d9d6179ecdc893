import fc from 'fast-check';

/**
 * Building blocks of bad input: the strings, numbers and shapes that break parsers, databases
 * and templates. Everything here is plain data or a fast-check arbitrary; the request builders
 * (json-body.ts, query.ts, multipart.ts) place them into requests.
 */

/** A JSON fragment written into a body verbatim: numbers JSON.stringify cannot write, nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

export const HUGE = 100_000;

/** Characters that are text to JavaScript but trouble to UTF-8, PostgreSQL or a screen. */
export const unicodeEdgeCases = [
  '\u0000',
  'Maria\u0000Santos',
  '\ud800',
  'a\udc00b',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\u2060\ufeff',
  '👩‍👩‍👧‍👦🇵🇭',
  `e${'\u0301'.repeat(200)}`,
  'Z̷̢͔̓a̴̝̓l̸̗̅g̶͚̈o̵̟͑',
  '\u2028\u2029',
  '\uffff\ufffe',
  'ﷺ',
  '\u0085\u00a0\u3000',
  'İıß',
  '\r\n\t\v\f\b',
  '\u001b[31mred',
];

/** Paths that try to leave a directory, in every spelling a server might decode. */
export const traversalNames = [
  '../../etc/passwd',
  '..\\..\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2fetc%2fpasswd',
  '%252e%252e%252f',
  '....//....//etc/passwd',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  'passport.jpg\u0000.php',
  '\u0000',
  '..',
  '.',
  'CON',
  '.htaccess',
  '~/.ssh/id_rsa',
  '\u202egpj.exe',
];

/** Markup and template syntax: must come back escaped or not at all. */
export const injectionStrings = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  "' or 1=1 --",
  "Robert'); drop table customers; --",
  '%_\\',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  'toString',
];

/** Amounts as a customer could type them, all of them wrong somehow. */
export const amountStrings = [
  '1e309',
  '1e-7',
  '-0',
  '-1',
  '0',
  '0.00',
  '0.0000001',
  '9007199254740993',
  '99999999999999999999',
  '999999999999999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1,000',
  '1_000',
  ' 1 ',
  '１２３',
  '٣٠٠',
  '1.',
  '.5',
  '1.005',
  '00000000000000000001',
  '+5',
  '',
  ' ',
];

/** Numbers as JSON can spell them but JavaScript cannot write them. */
export const rawNumbers = [
  '1e309',
  '-1e309',
  '-0',
  '0',
  '-1',
  '1.5',
  '1e-7',
  '9007199254740993',
  '18446744073709551616',
  '1e21',
  '2147483648',
  '-2147483649',
  '0.1e1',
];

const DEPTH = 5000;
/** 5000 levels of arrays, or of objects: parsers that recurse fall over here. */
export const deepArrays = new RawJson(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);
export const deepObjects = new RawJson(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`);

export const hugeStrings = [
  'A'.repeat(HUGE),
  '€'.repeat(HUGE),
  '\u0000'.repeat(1000),
  '\ud800'.repeat(HUGE / 10),
];

/** Any string worth sending where a string is expected. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...unicodeEdgeCases) },
  { weight: 2, arbitrary: fc.constantFrom(...traversalNames) },
  { weight: 2, arbitrary: fc.constantFrom(...injectionStrings) },
  { weight: 2, arbitrary: fc.constantFrom(...amountStrings) },
  { weight: 1, arbitrary: fc.constantFrom(...hugeStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Mixtures: an edge case inside otherwise ordinary text.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...unicodeEdgeCases))
      .map(([text, edge]) => `${text}${edge}${text}`),
  },
);

/** A value of the wrong type for any field, including shapes only raw JSON can carry. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, [], {}, [null], { a: 1 }, ''),
  fc.constantFrom(...rawNumbers).map((text) => new RawJson(text)),
  fc.constantFrom(deepArrays, deepObjects),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** A field's bad value: wrong type, hostile text, or an amount nobody should send. */
export const badFieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: wrongTypeValue },
  { weight: 1, arbitrary: fc.constantFrom(...amountStrings) },
);

/** Keys nobody asked for: prototype names, empty, huge, unicode. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('constructor', 'toString', 'valueOf', '', ' ', 'id', 'customer_id', 'status'),
  fc.constantFrom(...unicodeEdgeCases),
  fc.constant('k'.repeat(10_000)),
  fc.string({ maxLength: 12 }),
);

/** Path segments that are not the id a route expects. */
export const badPathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1e309',
    'null',
    'undefined',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '------------------------------------',
    '00000000-0000-0000-0000-00000000000g',
    "' or '1'='1",
  ),
  fc.uuid(),
  fc.constantFrom(...traversalNames),
  fc.constantFrom(...unicodeEdgeCases),
  fc.constant('x'.repeat(5000)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
);

/**
 * Percent-encodes text as a browser would, lone surrogates included (they become U+FFFD, as
 * a browser's encoder does; encodeURIComponent would throw).
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** What a server that percent-decodes sees of `percentEncode(text)`. */
export function wellFormed(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** Segments written into a URL as they are, for decoders to trip over. */
export const rawPathSegments = [
  '%E0%A4%A',
  '%',
  '%%32%65',
  '%00',
  '%C0%AE%C0%AE%2F',
  '..%2F..%2F',
  '%2e%2e%2f',
  '%u002e',
  '%FF%FE',
];
