import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressTimings, startProgress } from './progress';

const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');
/** How far along the bar is drawn, in percent of the page's width. */
const drawn = () => {
  const shift = /translate3d\((-?[\d.]+)%/.exec(bar()?.style.transform ?? '')?.[1];
  return shift === undefined ? undefined : 100 + Number(shift);
};

describe('the progress bar', () => {
  const saved = { ...progressTimings };
  let layoutReads = 0;

  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(progressTimings, { trickleMs: 300, moveMs: 200, fadeMs: 400 });
    layoutReads = 0;
    // Reading an element's size makes the browser lay the page out there and then.
    for (const name of ['offsetWidth', 'offsetHeight'] as const) {
      vi.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(() => {
        layoutReads += 1;
        return 0;
      });
    }
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => {
      layoutReads += 1;
      return new DOMRect();
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.assign(progressTimings, saved);
  });

  it('starts at the left, trickles forward without reaching the end, and never spins', () => {
    const done = startProgress();
    expect(drawn()).toBeCloseTo(8);
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
    vi.advanceTimersByTime(300);
    expect(drawn()).toBeCloseTo(18);
    vi.advanceTimersByTime(60_000);
    expect(drawn()).toBeGreaterThan(90);
    expect(drawn()).toBeLessThan(100);
    done();
    vi.advanceTimersByTime(1_000);
  });

  it('fills, fades and goes when the last piece of work ends', () => {
    const first = startProgress();
    const second = startProgress();
    first();
    // The second still holds it.
    vi.advanceTimersByTime(1_000);
    expect(bar()).not.toBeNull();
    expect(drawn()).toBeLessThan(100);
    second();
    expect(drawn()).toBe(100);
    vi.advanceTimersByTime(200);
    expect(bar()?.style.opacity).toBe('0');
    vi.advanceTimersByTime(400);
    expect(document.querySelector('#nprogress')).toBeNull();
  });

  it('starts again from the left when work begins while it fades', () => {
    startProgress()();
    vi.advanceTimersByTime(250);
    const done = startProgress();
    expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
    expect(drawn()).toBeCloseTo(8);
    expect(bar()?.style.opacity).toBe('');
    // The old bar's timers do not take the new one away.
    vi.advanceTimersByTime(1_000);
    expect(bar()).not.toBeNull();
    done();
    vi.advanceTimersByTime(1_000);
  });

  it('never makes the browser lay the page out (it only writes styles)', () => {
    const done = startProgress();
    vi.advanceTimersByTime(3_000);
    done();
    vi.advanceTimersByTime(1_000);
    expect(layoutReads).toBe(0);
  });
});
