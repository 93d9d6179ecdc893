import type { JobQueue } from './queue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day a run belongs to: one run per day, whoever asks for it. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const dayAfter = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));

/**
 * Work once a day, as a job of the shared queue. Runs are keyed by their day, so any number of
 * nodes starting (each asks for today's run) or a run retried after a crash (it asks for the
 * next day's) add each day's run once; each run schedules the next before it works, so a run
 * that fails is retried and tomorrow stays.
 */
export function dailyJob(deps: {
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  name: string;
  run: (day: string) => Promise<void>;
  /** When the next day's run starts: by default a day after this one, or at that day's UTC midnight. */
  startOf?: 'a day later' | 'midnight';
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const keyOf = (day: string) => `${deps.name}:${day}`;

  deps.jobs.register(deps.name, async (payload) => {
    const { day } = payload as { day: string };
    const aDayLater = new Date(now().getTime() + DAY_MS);
    // Tomorrow by the clock, but never this run's own day again (a run taken early, a clock a
    // little behind the database's): that key exists, and the chain would stop.
    const next = [dayOf(aDayLater), dayAfter(day)].sort().at(-1) ?? dayOf(aDayLater);
    const runAt = deps.startOf === 'midnight' ? new Date(`${next}T00:00:00Z`) : aDayLater;
    await deps.jobs.enqueue(deps.name, { day: next }, undefined, runAt, keyOf(next));
    await deps.run(day);
  });

  return {
    /** Today's run, unless it is scheduled (or done) already: every node calls this at start. */
    scheduleToday: async () => {
      const day = dayOf(now());
      await deps.jobs.enqueue(deps.name, { day }, undefined, undefined, keyOf(day));
    },
  };
}
