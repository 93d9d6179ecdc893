import fc from 'fast-check';
import type { z } from 'zod';
import { badFieldValue, extraKey, RawJson } from './hostile';

/**
 * JSON bodies derived from a route's zod schema: a valid body, then a few mutations of it
 * (fields dropped, fields of the wrong type or with hostile values, fields nobody asked for),
 * written as JSON text that may hold what JSON.stringify cannot (1e309, 5000 levels of arrays).
 */

type Path = string[];
type Mutation =
  | { kind: 'drop'; path: Path }
  | { kind: 'set'; path: Path; value: unknown }
  | { kind: 'extra'; path: Path; key: string; value: unknown };

/** Writes a value as JSON text, RawJson fragments verbatim; the `__proto__` key stays a key. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Every place in a valid body a mutation can touch: its fields, and fields of nested objects. */
function pathsOf(value: Record<string, unknown>, prefix: Path = []): Path[] {
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, key];
    return child !== null && typeof child === 'object' && !Array.isArray(child)
      ? [path, ...pathsOf(child as Record<string, unknown>, path)]
      : [path];
  });
}

/** Object paths only (the body itself included), where extra keys can be added. */
function objectPathsOf(value: Record<string, unknown>): Path[] {
  return [[], ...pathsOf(value).filter((path) => isObject(get(value, path)))];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof RawJson);

function get(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), value);
}

function apply(base: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const body = structuredClone(base);
  for (const mutation of mutations) {
    const parentPath = mutation.kind === 'extra' ? mutation.path : mutation.path.slice(0, -1);
    const parent = get(body, parentPath);
    if (!isObject(parent)) continue;
    if (mutation.kind === 'drop') Reflect.deleteProperty(parent, mutation.path.at(-1) as string);
    else if (mutation.kind === 'set') parent[mutation.path.at(-1) as string] = mutation.value;
    else {
      // defineProperty, so a key like "__proto__" becomes a key and not the prototype.
      Object.defineProperty(parent, mutation.key, {
        value: mutation.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
  }
  return body;
}

/** Bodies that start from `valid` and go wrong in one to three ways. */
export function mutatedBodies(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const paths = pathsOf(valid);
  const objects = objectPathsOf(valid);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.constantFrom(...paths).map((path): Mutation => ({ kind: 'drop', path })),
    fc
      .tuple(fc.constantFrom(...paths), badFieldValue)
      .map(([path, value]): Mutation => ({ kind: 'set', path, value })),
    fc
      .tuple(fc.constantFrom(...objects), extraKey, badFieldValue)
      .map(([path, key, value]): Mutation => ({ kind: 'extra', path, key, value })),
  );
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((mutations) => toJsonText(apply(valid, mutations)));
}

/** Bodies that are not a JSON object, or not JSON at all. */
export const malformedJson = [
  '{"email":',
  "{'a':1}",
  '{"a":1,}',
  '{"a":undefined}',
  'NaN',
  '{"a":NaN}',
  '{"a":0x10}',
  '{"a":"\\x41"}',
  '{"a":"\u0000"}',
  '{}{}',
  '{"a":1}garbage',
  '<xml/>',
  '{"a":"\\ud800"',
];
/** A byte-order mark is allowed before JSON (the parser skips it), so '\ufeff{}' is an empty object. */
export const nonObjectJson = [
  '\ufeff{}',
  '[]',
  '[{}]',
  '"text"',
  '42',
  '-0',
  '1e309',
  'true',
  'null',
];
export const prototypePollution = [
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":{"__proto__":{"admin":true}}}',
];

/**
 * The statuses a JSON body can get before any handler runs: 400 when it does not parse (or
 * tries to reach Object.prototype), 422 when the route's schema refuses it; `undefined` when
 * the schema accepts it and only the service can judge it.
 */
export function statusesBeforeHandler(
  text: string,
  schema: z.ZodType | undefined,
): number[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch {
    return [400];
  }
  if (/"(__proto__|constructor)"\s*:/.test(text) && hasPrototypeKey(parsed)) return [400];
  // An empty body (null) validates as {}, as a form with nothing filled in would.
  if (!schema) return undefined;
  return schema.safeParse(parsed ?? {}).success ? undefined : [422];
}

/** Walks with a stack of its own: the bodies are nested 5000 levels deep on purpose. */
function hasPrototypeKey(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (key === '__proto__') return true;
      if (key === 'constructor' && isObject(child) && 'prototype' in child) return true;
      pending.push(child);
    }
  }
  return false;
}
