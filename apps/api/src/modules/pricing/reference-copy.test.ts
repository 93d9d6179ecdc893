import { describe, expect, it } from 'vitest';
import { referenceCopy } from './reference-copy';

/** A load that answers when told to, counting how often it was asked. */
function source() {
  let version = 1;
  const pending: (() => void)[] = [];
  const state = {
    loads: 0,
    held: false,
    set: (value: number) => (version = value),
    /** Lets every held load answer (with the version read when it started). */
    release: () => pending.splice(0).forEach((answer) => answer()),
    load: () => {
      state.loads += 1;
      const read = version;
      return state.held
        ? new Promise<number>((resolve) => pending.push(() => resolve(read)))
        : Promise.resolve(read);
    },
  };
  return state;
}

describe('a reference copy', () => {
  it('loads once, however many read at once, then answers from memory', async () => {
    const data = source();
    const copy = referenceCopy(data.load, { maxAgeMs: 60_000 });
    data.held = true;
    const reads = [copy.read(), copy.read(), copy.read()];
    data.release();
    expect(await Promise.all(reads)).toEqual([1, 1, 1]);
    expect(await copy.read()).toBe(1);
    expect(data.loads).toBe(1);
  });

  it('loads again on the read after a change is heard', async () => {
    const data = source();
    const copy = referenceCopy(data.load, { maxAgeMs: 60_000 });
    expect(await copy.read()).toBe(1);
    data.set(2);
    expect(await copy.read()).toBe(1);
    copy.forget();
    expect(await copy.read()).toBe(2);
    expect(data.loads).toBe(2);
  });

  it('does not keep a load that read the data before a change heard while it ran', async () => {
    const data = source();
    const copy = referenceCopy(data.load, { maxAgeMs: 60_000 });
    data.held = true;
    const stale = copy.read();
    // The change commits and is heard while the first load is still running.
    data.set(2);
    copy.forget();
    // A read after the change does not share the load that began before it.
    const fresh = copy.read();
    data.release();
    expect([await stale, await fresh]).toEqual([1, 2]);
    data.held = false;
    expect(await copy.read()).toBe(2);
    expect(data.loads).toBe(2);
  });

  it('reads through while changes may go unheard, and keeps again once they are heard', async () => {
    const data = source();
    const copy = referenceCopy(data.load, { maxAgeMs: 60_000 });
    await copy.read();
    copy.distrust();
    data.set(2);
    expect(await copy.read()).toBe(2);
    data.set(3);
    expect(await copy.read()).toBe(3);
    expect(data.loads).toBe(3);
    copy.trust();
    expect([await copy.read(), await copy.read()]).toEqual([3, 3]);
    expect(data.loads).toBe(4);
  });

  it('does not keep a load that ran while the channel dropped', async () => {
    const data = source();
    const copy = referenceCopy(data.load, { maxAgeMs: 60_000 });
    data.held = true;
    const during = copy.read();
    copy.distrust();
    copy.trust();
    data.set(2);
    data.release();
    expect(await during).toBe(1);
    data.held = false;
    expect(await copy.read()).toBe(2);
  });

  it('loads again once the copy is older than its longest age', async () => {
    let clock = 0;
    const data = source();
    const copy = referenceCopy(data.load, { maxAgeMs: 1_000, now: () => clock });
    await copy.read();
    data.set(2);
    clock = 999;
    expect(await copy.read()).toBe(1);
    clock = 1_000;
    expect(await copy.read()).toBe(2);
  });

  it('keeps nothing from a load that failed', async () => {
    let fail = true;
    let loads = 0;
    const copy = referenceCopy(
      async () => {
        loads += 1;
        if (fail) throw new Error('database away');
        return 'corridors';
      },
      { maxAgeMs: 60_000 },
    );
    await expect(copy.read()).rejects.toThrow('database away');
    fail = false;
    expect(await copy.read()).toBe('corridors');
    expect(await copy.read()).toBe('corridors');
    expect(loads).toBe(2);
  });

  it('is loaded again in the background past half its age, so no reader waits', async () => {
    let clock = 0;
    const data = source();
    const copy = referenceCopy(data.load, { maxAgeMs: 1_000, now: () => clock });
    await copy.refresh();
    // Nothing kept, nothing read: nothing to refresh.
    expect(data.loads).toBe(0);
    await copy.read();
    clock = 499;
    await copy.refresh();
    expect(data.loads).toBe(1);
    data.set(2);
    clock = 500;
    await copy.refresh();
    expect(data.loads).toBe(2);
    clock = 1_400;
    // Loaded at 500: still young enough to answer from memory.
    expect(await copy.read()).toBe(2);
    expect(data.loads).toBe(2);
  });
});
