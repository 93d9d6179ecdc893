import fc from 'fast-check';
import type { z } from 'zod';
import {
  badFieldValue,
  extraKey,
  hostileString,
  percentEncode,
  RawJson,
  rawPathSegments,
  wellFormed,
} from './hostile';

/**
 * Query strings derived from a route's query schema: the valid query with parameters dropped,
 * given hostile values, repeated (Fastify reads `a=1&a=2` as an array) or added, and now and
 * then a raw malformed escape no decoder should choke on.
 */

type Query = Record<string, string | string[]>;
type Mutation =
  | { kind: 'drop'; key: string }
  | { kind: 'set'; key: string; value: string }
  | { kind: 'repeat'; key: string; values: string[] };

export interface QueryCase {
  /** The query string, without "?". */
  text: string;
  /** What the server's parser reads from it, when no raw malformed escape is in it. */
  parsed: Query | undefined;
}

/** Any bad value as query text: JSON-ish shapes become their JSON text, as a careless client would send. */
const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: badFieldValue.map((value) =>
      value instanceof RawJson
        ? value.text.slice(0, 2000)
        : typeof value === 'string'
          ? value
          : String(JSON.stringify(value)),
    ),
  },
);

function encode(query: Query): string {
  return Object.entries(query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (v) => `${percentEncode(key)}=${percentEncode(v)}`,
      ),
    )
    .join('&');
}

function parsedAs(query: Query): Query {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      wellFormed(key),
      Array.isArray(value) ? value.map(wellFormed) : wellFormed(value),
    ]),
  );
}

export function mutatedQueries(valid: Record<string, string>): fc.Arbitrary<QueryCase> {
  const keys = Object.keys(valid);
  const known = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('q');
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    known.map((key): Mutation => ({ kind: 'drop', key })),
    fc
      .tuple(fc.oneof(known, extraKey), queryValue)
      .map(([key, value]): Mutation => ({ kind: 'set', key, value })),
    fc
      .tuple(known, fc.array(queryValue, { minLength: 2, maxLength: 3 }))
      .map(([key, values]): Mutation => ({ kind: 'repeat', key, values })),
  );
  return fc
    .tuple(
      fc.array(mutation, { minLength: 1, maxLength: 3 }),
      fc.option(fc.constantFrom(...rawPathSegments), { freq: 6 }),
    )
    .map(([mutations, raw]) => {
      const query: Query = { ...valid };
      for (const m of mutations) {
        if (m.kind === 'drop') Reflect.deleteProperty(query, m.key);
        else if (m.kind === 'set') query[m.key] = m.value;
        else query[m.key] = m.values;
      }
      const text = encode(query);
      return raw === null
        ? { text, parsed: parsedAs(query) }
        : { text: `${text}&${keys[0] ?? 'q'}=${raw}`, parsed: undefined };
    });
}

/** 422 when the schema refuses what the server parses; undefined when only the service can judge. */
export function queryStatuses(query: QueryCase, schema: z.ZodType): number[] | undefined {
  if (!query.parsed) return undefined;
  return schema.safeParse(query.parsed).success ? undefined : [422];
}
