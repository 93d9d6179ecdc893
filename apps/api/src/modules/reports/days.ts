import { wallClock } from '../../lib/wall-clock';

/**
 * Days as a regulator counts them: calendar dates ('YYYY-MM-DD') in its own time zone, whatever
 * the server's. Date arithmetic on a day is done at UTC midnight, where no clock changes.
 */
const DAY_MS = 86_400_000;

export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function partsIn(timeZone: string, at: Date) {
  const clock = wallClock(timeZone, at);
  return {
    day: clock.day,
    hour: Number(clock.hour),
    minute: Number(clock.minute),
    second: Number(clock.second),
  };
}

/** The date it is in `timeZone` at the instant `at`. */
export const dayIn = (timeZone: string, at: Date) => partsIn(timeZone, at).day;

/** How far `timeZone`'s clocks are ahead of UTC at the instant `at`. */
function offsetMs(timeZone: string, at: Date) {
  const local = partsIn(timeZone, at);
  const asUtc =
    Date.parse(`${local.day}T00:00:00Z`) +
    ((local.hour * 60 + local.minute) * 60 + local.second) * 1000;
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant `day` begins in `timeZone`, at `hour` o'clock (midnight unless given). The
 * offset is looked up twice: the first guess can fall on the other side of a clock change.
 */
export function startOfDayIn(timeZone: string, day: string, hour = 0): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000;
  let instant = wall - offsetMs(timeZone, new Date(wall));
  instant = wall - offsetMs(timeZone, new Date(instant));
  return new Date(instant);
}

/** [start, end) of the days `from` to `to` (both included) in `timeZone`. */
export const periodIn = (timeZone: string, from: string, to: string) => ({
  start: startOfDayIn(timeZone, from),
  end: startOfDayIn(timeZone, addDays(to, 1)),
});
