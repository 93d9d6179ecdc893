import { describe, expect, it } from 'vitest';
import { versionedCopies } from './versioned-copies';

const record = (name: string) => ({ customer: { name } });
const copiesOf = (options?: Parameters<typeof versionedCopies>[0]) =>
  versionedCopies<ReturnType<typeof record>>(options);

describe("a node's copies of customers' data", () => {
  it('answer only at the version they were made at', () => {
    const copies = copiesOf();
    copies.set('c1', 4, record('Maria'));
    expect(copies.get('c1', 4)?.customer.name).toBe('Maria');
    expect(copies.get('c1', 5)).toBeUndefined();
    // A copy found out of date is dropped, not kept for an older version to find.
    expect(copies.get('c1', 4)).toBeUndefined();
    expect(copies.get('c2', 4)).toBeUndefined();
  });

  it('answer for a minute at most, whatever the version', () => {
    let now = 1_000;
    const copies = copiesOf({ maxAgeMs: 60_000, now: () => now });
    copies.set('c1', 1, record('Maria'));
    now += 60_000;
    expect(copies.get('c1', 1)).toBeDefined();
    now += 1;
    expect(copies.get('c1', 1)).toBeUndefined();
  });

  it('keep a bounded number, dropping the one stored longest ago', () => {
    const copies = copiesOf({ size: 2 });
    copies.set('c1', 1, record('one'));
    copies.set('c2', 1, record('two'));
    // Stored again: now the newest.
    copies.set('c1', 2, record('one again'));
    copies.set('c3', 1, record('three'));
    expect(copies.get('c2', 1)).toBeUndefined();
    expect(copies.get('c1', 2)?.customer.name).toBe('one again');
    expect(copies.get('c3', 1)?.customer.name).toBe('three');
  });
});
