/**
 * A seeded pseudo-random generator (mulberry32): the evaluation sets must be the same on every
 * machine and every run, so that a change of recall is a change of the matcher, not of the draw.
 */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, bound). */
  below(bound: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (bound: number): number => Math.floor(next() * bound);
  return {
    next,
    below,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[below(items.length)] as T;
    },
  };
}

/** The first `count` items of a seeded shuffle (Fisher-Yates), without changing `items`. */
export function sample<T>(items: readonly T[], count: number, random: Random): T[] {
  const copy = [...items];
  const wanted = Math.min(count, copy.length);
  for (let i = 0; i < wanted; i += 1) {
    const j = i + random.below(copy.length - i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, wanted);
}
