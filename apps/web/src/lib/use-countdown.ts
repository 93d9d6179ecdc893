import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';

/**
 * A count-down in whole seconds, for "send a new code" cool-downs. It keeps the moment it ends
 * rather than a counter, so a throttled or backgrounded tab still shows the right time.
 */
export function useCountdown(initialSeconds = 0) {
  const [endsAt, setEndsAt] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((duration: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + Math.max(0, duration) * 1000);
  }, []);

  return { seconds, running: seconds > 0, start };
}

/** Seconds left of a cool-down that began at `since` (an ISO time), clamped to [0, length]. */
export function cooldownLeft(since: string | null | undefined, length: number): number {
  if (!since) return 0;
  const started = Date.parse(since);
  if (Number.isNaN(started)) return 0;
  const left = Math.ceil(length - (Date.now() - started) / 1000);
  return Math.min(length, Math.max(0, left));
}

/** "0:42" */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The wall clock as a store for `useSyncExternalStore`: it tells React to look again every
 * second until `end` (ms; NaN for none) and then stops. React reads the clock through the
 * store's snapshot, not in the render itself, and re-renders only when that snapshot changes.
 */
function clockUntil(end: number) {
  return (onTick: () => void) => {
    if (Number.isNaN(end) || end <= Date.now()) return () => undefined;
    const timer = setInterval(() => {
      onTick();
      if (Date.now() >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  };
}

/**
 * Whole seconds until `iso` (0 once it has passed), re-rendering every second. It reads the
 * clock each time rather than counting ticks, so a throttled or backgrounded tab, or a new end
 * time, shows the right time at once.
 */
export function useSecondsLeft(iso: string): number {
  const end = Date.parse(iso);
  const subscribe = useMemo(() => clockUntil(end), [end]);
  return useSyncExternalStore(subscribe, () =>
    Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - Date.now()) / 1000)),
  );
}

/**
 * Whether `iso` has passed, re-rendering once when it does (not every second), for a screen
 * that only changes at the end while a small `useSecondsLeft` child shows the clock. It looks
 * at the wall clock each second rather than waiting on one long timer, which a sleeping laptop
 * or phone would hold back past the end.
 */
export function useHasPassed(iso: string): boolean {
  const end = Date.parse(iso);
  const subscribe = useMemo(() => clockUntil(end), [end]);
  return useSyncExternalStore(subscribe, () => Number.isNaN(end) || end <= Date.now());
}
