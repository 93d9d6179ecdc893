import { wallClock } from '../../lib/wall-clock';

/** "2026-11-03 14:05": the wall-clock time in `timeZone`, sortable, as spreadsheets read it. */
export function localDateTime(timeZone: string, at: Date): string {
  const { day, hour, minute } = wallClock(timeZone, at);
  return `${day} ${hour}:${minute}`;
}
