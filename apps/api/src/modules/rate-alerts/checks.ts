import type { Customer, PayoutMethod } from '@homeward/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { presentCustomer } from '../customers/presenter';
import type { customerRepository } from '../customers/repository';
import { Decimal } from '../../lib/decimal';
import { DomainError } from '../../lib/domain-errors';
import { fromMinor, toMinor } from '../../lib/money';
import type { JobQueue } from '../jobs/queue';
import type { Notifications } from '../notifications/service';
import type { CorridorWithMethods } from '../pricing/repository';
import type { PricingService } from '../pricing/service';
import type { QuoteService } from '../quotes/service';
import { rateAlertNotice } from './notice';
import type { RateAlertRepository, RateAlertRow } from './repository';
import { customerRateNow, isOpen } from './service';

export const RATE_ALERTS_CHECK_JOB = 'rate-alerts.check';
export const RATE_ALERTS_SWEEP_JOB = 'rate-alerts.sweep';

/** What a ready quote sends when the customer never sent through the corridor (the calculator's). */
const DEFAULT_SEND = '500';

/** The UTC day of an instant: an alert tells its customer once per such day at most. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The customer an alert belongs to, as a quote needs them, and where their email goes. */
export function alertCustomer(
  customers: Pick<ReturnType<typeof customerRepository>, 'load' | 'findAccount'>,
) {
  return async (customerId: string) => {
    const [record, account] = await Promise.all([
      customers.load(customerId),
      customers.findAccount(customerId),
    ]);
    return record && account
      ? { customer: presentCustomer(record, null), email: account.email }
      : undefined;
  };
}

/** Which pair of currencies changed; a sweep checks every corridor. */
type CheckPayload = { base: string; quote: string } | { slot: string };

/**
 * Queues a check of the alerts a rate change may have reached, in the change's transaction:
 * pricing's setRate calls it, so every change of the rates table is checked, once (the key).
 */
export function queueRateAlertCheck(jobs: Pick<JobQueue, 'enqueue'>) {
  return async (tx: Database, change: { base: string; quote: string; asOf: Date }) => {
    const { base, quote, asOf } = change;
    await jobs.enqueue(
      RATE_ALERTS_CHECK_JOB,
      { base, quote } satisfies CheckPayload,
      tx,
      undefined,
      `${RATE_ALERTS_CHECK_JOB}:${base}/${quote}:${asOf.toISOString()}`,
    );
  };
}

const touches = (entry: CorridorWithMethods, payload: CheckPayload) => {
  if (!('base' in payload)) return true;
  const { sourceCurrency: source, destinationCurrency: destination } = entry.corridor;
  return (
    (source === payload.base && destination === payload.quote) ||
    (source === payload.quote && destination === payload.base)
  );
};

/**
 * Fires the rate alerts whose customer rate reached their target: prices a quote (their last
 * amount and payout method on the corridor, or the calculator's default) and notifies them
 * with the wizard on it. Runs as jobs: after every rate change (queueRateAlertCheck) and every
 * `sweepMinutes` (rates from a feed change without telling us). Each alert tells its customer
 * at most once a UTC day: a compare-and-set on `last_notified_on`, in the notification's
 * transaction, and the notification's own key.
 */
export function rateAlertChecks(deps: {
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  alerts: Pick<RateAlertRepository, 'notYetNotified' | 'lastSend'>;
  alertsIn: (tx: Database) => Pick<RateAlertRepository, 'markNotified'>;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  pricing: Pick<PricingService, 'corridor' | 'freshRate' | 'openCorridors'>;
  quotes: Pick<QuoteService, 'create'>;
  customer: (customerId: string) => Promise<{ customer: Customer; email: string } | undefined>;
  notifications: Pick<Notifications, 'notify'>;
  settings: { appUrl: string; sweepMinutes: number };
  log: () => Pick<FastifyBaseLogger, 'warn' | 'info'> | undefined;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { alerts, pricing } = deps;

  /** The amount and method of the ready quote: what they sent last, within today's limits. */
  async function quoteRequest(alert: RateAlertRow, entry: CorridorWithMethods) {
    const { corridor } = entry;
    const last = await alerts.lastSend(alert.customerId, corridor.id);
    const methods = entry.methods.filter((m) => m.enabled).map((m) => m.method as PayoutMethod);
    const method =
      last && methods.includes(last.payoutMethod as PayoutMethod)
        ? (last.payoutMethod as PayoutMethod)
        : (methods[0] as PayoutMethod);
    const wanted = last?.sendMinor ?? toMinor(DEFAULT_SEND, corridor.sourceCurrency);
    const sendMinor = Math.min(Math.max(wanted, corridor.minSendMinor), corridor.maxSendMinor);
    return {
      corridor_id: corridor.id,
      payout_method: method,
      send_amount: fromMinor(sendMinor, corridor.sourceCurrency),
    };
  }

  async function fire(alert: RateAlertRow, entry: CorridorWithMethods, day: string) {
    const found = await deps.customer(alert.customerId);
    if (!found) return;
    const quote = await deps.quotes.create(found.customer, await quoteRequest(alert, entry));
    const notice = rateAlertNotice({
      to: found.email,
      source: entry.corridor.sourceCurrency,
      destination: entry.corridor.destinationCurrency,
      country: entry.country.iso2Alpha,
      rate: quote.customer_rate,
      target: alert.targetRate,
      sendMinor: toMinor(quote.send_amount.amount, quote.send_amount.currency),
      receiveMinor: toMinor(quote.receive_amount.amount, quote.receive_amount.currency),
      appUrl: deps.settings.appUrl,
      path: `/transfer/${quote.id}`,
    });
    await deps.transaction(async (tx) => {
      if (!(await deps.alertsIn(tx).markNotified(alert.id, day))) return;
      // A price they could not send today (over their limits, not verified yet, blocked): no
      // "your rate is here" that ends at a wall. Marked all the same, so today's checks do not
      // price it again every 15 minutes; tomorrow it is tried afresh.
      if (quote.limit_stop) {
        deps
          .log()
          ?.info(
            { alertId: alert.id, limitStop: quote.limit_stop.code },
            'rate alert reached, not sent: the customer cannot send that price today',
          );
        return;
      }
      await deps.notifications.notify(
        alert.customerId,
        notice,
        tx,
        `rate-alert:${alert.id}:${day}`,
      );
    });
  }

  async function check(payload: CheckPayload) {
    const day = dayOf(now());
    const byCorridor = new Map<number, RateAlertRow[]>();
    for (const alert of await alerts.notYetNotified(day)) {
      byCorridor.set(alert.corridorId, [...(byCorridor.get(alert.corridorId) ?? []), alert]);
    }
    for (const [corridorId, waiting] of byCorridor) {
      const entry = await pricing.corridor(corridorId);
      // A closed corridor's alerts wait: no quote can be made there today.
      if (!entry || !isOpen(entry) || !touches(entry, payload)) continue;
      const rate = await customerRateNow(pricing, entry);
      if (!rate) continue;
      for (const alert of waiting.filter((a) => rate.customer.gte(new Decimal(a.targetRate)))) {
        try {
          await fire(alert, entry, day);
        } catch (error) {
          // One customer's quote refused (their limits, an amount out of bounds) stops only theirs.
          if (!(error instanceof DomainError)) throw error;
          deps.log()?.warn({ alertId: alert.id, err: error }, 'rate alert reached but not priced');
        }
      }
    }
  }

  const slotOf = (at: Date) => {
    const ms = deps.settings.sweepMinutes * 60_000;
    return new Date(Math.floor(at.getTime() / ms) * ms).toISOString();
  };
  const sweepKey = (slot: string) => `${RATE_ALERTS_SWEEP_JOB}:${slot}`;

  deps.jobs.register(RATE_ALERTS_CHECK_JOB, (payload) => check(payload as CheckPayload));
  deps.jobs.register(RATE_ALERTS_SWEEP_JOB, async (payload) => {
    const next = new Date(
      Date.parse((payload as { slot: string }).slot) + deps.settings.sweepMinutes * 60_000,
    );
    // The next sweep first: a failing check is retried, and the chain goes on.
    const slot = slotOf(new Date(Math.max(next.getTime(), now().getTime())));
    await deps.jobs.enqueue(
      RATE_ALERTS_SWEEP_JOB,
      { slot },
      undefined,
      new Date(slot),
      sweepKey(slot),
    );
    await check({ slot });
  });

  return {
    check,
    /** This slot's sweep, unless queued already: every node asks as it starts. */
    scheduleSweeps: async () => {
      const slot = slotOf(now());
      await deps.jobs.enqueue(
        RATE_ALERTS_SWEEP_JOB,
        { slot },
        undefined,
        undefined,
        sweepKey(slot),
      );
    },
  };
}
export type RateAlertChecks = ReturnType<typeof rateAlertChecks>;
