import { describe, expect, it } from 'vitest';
import { flattenToDottedKeys, nestDottedKeys } from './onboarding';

describe('nestDottedKeys (spec: keys containing a dot become nested objects)', () => {
  it('nests dotted keys and keeps plain ones', () => {
    expect(
      nestDottedKeys({
        name: 'Maria',
        'address.city': 'Sydney',
        'address.postcode': '2000',
        'birth_detail.date_of_birth': '1990-07-25',
      }),
    ).toEqual({
      name: 'Maria',
      address: { city: 'Sydney', postcode: '2000' },
      birth_detail: { date_of_birth: '1990-07-25' },
    });
  });

  it('nests more than one level', () => {
    expect(nestDottedKeys({ 'a.b.c': 'x', 'a.b.d': 'y', 'a.e': 'z' })).toEqual({
      a: { b: { c: 'x', d: 'y' }, e: 'z' },
    });
  });

  it('round-trips with flattenToDottedKeys', () => {
    const flat = { name: 'Ana', 'address.city': 'Suva', 'employment.status': 'employed' };
    expect(flattenToDottedKeys(nestDottedKeys(flat))).toEqual(flat);
  });

  it('flattens what a client sent, arrays and nulls as values', () => {
    expect(flattenToDottedKeys({ address: { lines: ['a'], city: null }, n: 1 })).toEqual({
      'address.lines': ['a'],
      'address.city': null,
      n: 1,
    });
  });
});
