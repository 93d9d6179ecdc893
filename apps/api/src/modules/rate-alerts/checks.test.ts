import { describe, expect, it } from 'vitest';
import type { JobHandler } from '../jobs/queue';
import { RATE_ALERTS_SWEEP_JOB, rateAlertChecks } from './checks';

/** The checks with a queue that records, and no alert waiting: only the sweep's chain is seen. */
function sweeping(at: string) {
  const handlers = new Map<string, JobHandler>();
  const queued: { name: string; payload: unknown; runAt?: Date; key?: string }[] = [];
  let checked = 0;
  const checks = rateAlertChecks({
    jobs: {
      register: (name, handler) => void handlers.set(name, handler),
      enqueue: async (name, payload, _executor, runAt, key) => {
        queued.push({ name, payload, ...(runAt ? { runAt } : {}), ...(key ? { key } : {}) });
        return true;
      },
    },
    alerts: {
      notYetNotified: async () => {
        checked += 1;
        return [];
      },
      lastSend: async () => undefined,
    },
    alertsIn: () => ({ markNotified: async () => false }),
    transaction: (work) => work(undefined as never),
    pricing: {} as never,
    quotes: {} as never,
    customer: async () => undefined,
    notifications: {} as never,
    settings: { appUrl: 'https://app.homeward.example', sweepMinutes: 15 },
    log: () => undefined,
    now: () => new Date(at),
  });
  return { checks, handlers, queued, checked: () => checked };
}

describe('the rate alerts sweep', () => {
  it('is one job per 15-minute slot, whoever asks for it', async () => {
    const { checks, queued } = sweeping('2026-11-26T23:37:12Z');
    await checks.scheduleSweeps();
    expect(queued).toEqual([
      {
        name: RATE_ALERTS_SWEEP_JOB,
        payload: { slot: '2026-11-26T23:30:00.000Z' },
        key: `${RATE_ALERTS_SWEEP_JOB}:2026-11-26T23:30:00.000Z`,
      },
    ]);
  });

  it('queues the next slot before it checks, so a failing check keeps the chain', async () => {
    const { handlers, queued, checked } = sweeping('2026-11-26T23:30:01Z');
    await handlers.get(RATE_ALERTS_SWEEP_JOB)?.({ slot: '2026-11-26T23:30:00.000Z' });
    expect(queued).toEqual([
      {
        name: RATE_ALERTS_SWEEP_JOB,
        payload: { slot: '2026-11-26T23:45:00.000Z' },
        runAt: new Date('2026-11-26T23:45:00.000Z'),
        key: `${RATE_ALERTS_SWEEP_JOB}:2026-11-26T23:45:00.000Z`,
      },
    ]);
    expect(checked()).toBe(1);
  });

  it('after a long outage, schedules from now rather than replaying missed slots', async () => {
    const { handlers, queued } = sweeping('2026-11-27T02:05:00Z');
    await handlers.get(RATE_ALERTS_SWEEP_JOB)?.({ slot: '2026-11-26T23:30:00.000Z' });
    expect(queued[0]?.payload).toEqual({ slot: '2026-11-27T02:00:00.000Z' });
  });
});
