import { useEffect, useReducer } from 'react';

/**
 * Whole seconds until `iso` (0 once it has passed), re-rendering every second. It reads the
 * clock on each render rather than counting ticks, so a throttled or backgrounded tab, or a
 * new end time, shows the right time at once.
 */
export function useSecondsLeft(iso: string): number {
  const end = Date.parse(iso);
  const [, tick] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (Number.isNaN(end) || end <= Date.now()) return undefined;
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);

  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - Date.now()) / 1000));
}
