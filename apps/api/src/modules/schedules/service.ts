import type {
  ConfirmScheduleRequest,
  Customer,
  Quote,
  Schedule,
  ScheduleCadence,
  ScheduleReview,
  createScheduleRequestSchema,
  updateScheduleRequestSchema,
} from '@homeward/contract';
import type { z } from 'zod';
import { sha256 } from '../../lib/crypto';
import { Decimal } from '../../lib/decimal';
import { sendingRefusals } from '../../i18n/messages';
import { Conflict, NotFound, ValidationFailed } from '../../lib/domain-errors';
import { fromMinor, toMinor } from '../../lib/money';
import { frame, scheduleSentences as says } from '../mail/sentences';
import { wallClock } from '../../lib/wall-clock';
import type { NoticeExecutor, NoticeFor } from '../notifications/notice';
import type { QuoteService } from '../quotes/service';
import type { TransferService } from '../transfers/service';
import { residenceTimeZone } from '../transfers/receipt-format';
import { firstOccurrenceFrom, occurrenceDay } from './dates';
import { presentSchedule, presentOccurrence } from './presenter';
import type { OccurrenceRow, ScheduleRepository, ScheduleWithNames } from './repository';

type CreateRequest = z.output<typeof createScheduleRequestSchema>;
type UpdateRequest = z.output<typeof updateScheduleRequestSchema>;

const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
const KEY_MESSAGE =
  'Send an Idempotency-Key header (8 to 255 visible characters, a new UUID for each request).';

/** Transfers that never went ahead are not worth repeating. */
const NOT_REPEATABLE = new Set(['cancelled', 'expired', 'failed', 'refunded', 'refund_pending']);

/** Why a schedule stops on its own, in the customer's words. */
export const stopReasons = {
  customer: 'You stopped this schedule.',
  blocked: 'Your account cannot send money at the moment. Please contact support.',
  recipientGone: 'The recipient was removed from your recipients.',
  recipientBlocked: 'We cannot send money to this recipient. Please contact support.',
} as const;

/** What a day the customer skipped says of itself (kept in English, said per request). */
export const SKIPPED_NOTE = 'You skipped this one.';

/**
 * How long a run's claim on a day's occurrence holds while it prices it: another run waits
 * (answers 'taken'); a claim older than this belongs to a run that crashed, and is taken over.
 */
const CLAIM_FOR = '10 minutes';

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Scheduled transfers (issue 19 item 6): a transfer repeated on a cadence. On each day a new
 * price is made through the quote service (its corridor, amount and limit checks) and the
 * customer confirms it with one tap; nothing is ever paid without them.
 */
export function scheduleService(deps: {
  schedules: ScheduleRepository;
  quotes: Pick<QuoteService, 'create' | 'get' | 'find'>;
  transfers: Pick<TransferService, 'create'>;
  /** The customer as a quote sees them (blocked, tier, limits), or undefined when gone. */
  loadCustomer: (customerId: string) => Promise<Customer | undefined>;
  /**
   * Runs `work` in one database transaction, with the repository and the notifications'
   * executor bound to it: a schedule's state and the notice that tells of it commit together.
   */
  transaction: <T>(
    work: (schedules: ScheduleRepository, executor: NoticeExecutor) => Promise<T>,
  ) => Promise<T>;
  /**
   * The notification service, kind `scheduled_transfers` (the mail's template says so), queued
   * in the caller's transaction.
   */
  notify: (
    customerId: string,
    notice: NoticeFor,
    executor: NoticeExecutor,
    key: string,
  ) => Promise<unknown>;
  settings: { appUrl: string };
  now?: () => Date;
}) {
  const { schedules } = deps;
  const now = deps.now ?? (() => new Date());
  const today = (timeZone: string) => wallClock(timeZone, now()).day;

  async function present(found: ScheduleWithNames): Promise<Schedule> {
    const occurrences = await schedules.occurrences([found.schedule.id]);
    return presentSchedule(found, occurrences);
  }

  async function owned(customerId: string, id: string) {
    const found = await schedules.find(customerId, id);
    if (!found) throw new NotFound();
    return found;
  }

  const active = (found: ScheduleWithNames) => {
    if (found.schedule.status !== 'active') {
      throw new Conflict(sendingRefusals.scheduleStopped);
    }
  };

  /** The quote request a schedule makes: its fixed amount, as the customer typed it. */
  const quoteRequest = (schedule: ScheduleWithNames['schedule'], amount?: string) => {
    const typed = amount ?? fromMinor(schedule.amountMinor, schedule.currency);
    return {
      corridor_id: schedule.corridorId,
      payout_method: schedule.payoutMethod as Quote['payout_method'],
      ...(schedule.amountType === 'send' ? { send_amount: typed } : { receive_amount: typed }),
    };
  };

  /**
   * Tells the customer, once per schedule, occurrence and event (the job's key), in the
   * transaction of the change it tells of. The customer is read before it: a read outside the
   * transaction while it holds the connection would wait for it.
   */
  async function tell(
    executor: NoticeExecutor,
    customer: Customer | undefined,
    found: ScheduleWithNames,
    event: 'prepared' | 'failed' | 'stopped',
    day: string,
    reason: string | null,
  ) {
    if (!customer) return;
    const { schedule } = found;
    const path = event === 'prepared' ? `/schedules/${schedule.id}/review` : '/schedules';
    const link = `${deps.settings.appUrl}${path}`;
    const who = found.recipient.fullName;
    const amount = { minor: schedule.amountMinor, currency: schedule.currency };
    // Texts and pushes can be read on a locked screen (decision 0027): no amount, no name; the
    // email, behind the customer's login to their mailbox, carries them.
    const headline = {
      prepared: says.preparedHeadline,
      failed: says.failedHeadline,
      stopped: says.stoppedHeadline,
    }[event];
    const notice: NoticeFor = ({ t }) => ({
      mail: {
        to: customer.account.email,
        message: {
          template: 'scheduled-transfer',
          event,
          recipientName: who,
          amount,
          day,
          reason,
          link,
        },
      },
      // No link in the text: links in texts look like phishing (as transfer texts); the push
      // opens the page, the email links it.
      sms: t(says.text, { headline: t(headline) }),
      push: {
        title: t(headline),
        body: t(frame.openToSee),
        url: path,
        tag: `schedule:${schedule.id}`,
      },
    });
    await deps.notify(
      schedule.customerId,
      notice,
      executor,
      `schedule:${schedule.id}:${event}:${day}`,
    );
  }

  /** Why this schedule can no longer prepare anything, if it cannot. */
  function stopReasonFor(found: ScheduleWithNames, customer: Customer | undefined) {
    if (!customer || customer.is_blocked_for_sending) return stopReasons.blocked;
    if (found.recipient.deletedAt) return stopReasons.recipientGone;
    if (found.recipient.blockedAt) return stopReasons.recipientBlocked;
    return null;
  }

  /** Stops the schedule and tells the customer, together; false when it had stopped already. */
  async function stopWithNotice(
    found: ScheduleWithNames,
    customer: Customer | undefined,
    reason: string,
    day: string,
  ) {
    return deps.transaction(async (locked, executor) => {
      const current = await locked.lock(found.schedule.id);
      if (current?.status !== 'active') return false;
      await locked.expirePrepared(found.schedule.id);
      await locked.update(found.schedule.id, { status: 'stopped', stoppedReason: reason });
      await tell(executor, customer, found, 'stopped', day, reason);
      return true;
    });
  }

  /** The rate move past the customer's threshold since the rate they last had, if any. */
  function rateMove(
    threshold: string | null,
    previous: string | null,
    current: string,
  ): ScheduleReview['rate_move'] {
    if (threshold === null || previous === null) return null;
    const before = new Decimal(previous);
    if (before.isZero()) return null;
    const percent = new Decimal(current).minus(before).dividedBy(before).times(100);
    if (percent.abs().lte(threshold)) return null;
    return {
      previous_rate: before.toString(),
      current_rate: new Decimal(current).toString(),
      percent: percent.toDecimalPlaces(2).toNumber(),
      threshold_percent: Number(threshold),
    };
  }

  /**
   * One schedule's day, in three steps (decision 0029). Under the schedule's lock, the day's
   * occurrence is claimed, or, when a run already settled it without moving the schedule on (a
   * crash), the schedule moves on. The claim is priced (a new quote) outside the lock. Then,
   * under the lock again, the occurrence is prepared or failed with the quote service's reason,
   * the schedule moves to its next day and the customer's notice is queued: all or nothing. A
   * prepared one left from the last time expires: the new price replaces it.
   */
  async function prepare(found: ScheduleWithNames, runDay: string) {
    const { schedule } = found;
    const customer = await deps.loadCustomer(schedule.customerId);
    const reason = stopReasonFor(found, customer);
    if (reason || !customer) {
      const stopped = await stopWithNotice(
        found,
        customer,
        reason ?? stopReasons.blocked,
        schedule.nextDate,
      );
      return stopped ? ('stopped' as const) : ('taken' as const);
    }
    // The first day after this run's: days missed while no run happened are not caught up
    // (a customer is not asked to confirm three transfers at once).
    const cadence = schedule.cadence as ScheduleCadence;
    const following = firstOccurrenceFrom(schedule.startDate, cadence, dayAfter(runDay));
    const nextSequence = Math.max(schedule.nextSequence + 1, following.sequence);
    const next = {
      nextSequence,
      nextDate: occurrenceDay(schedule.startDate, cadence, nextSequence),
    };

    const claimed = await deps.transaction(async (locked) => {
      const current = await locked.lock(schedule.id);
      // Another run moved it on or it stopped since it was read.
      if (current?.status !== 'active' || current.nextSequence !== schedule.nextSequence) {
        return 'taken' as const;
      }
      const row =
        (await locked.addOccurrence({
          scheduleId: schedule.id,
          sequence: schedule.nextSequence,
          date: schedule.nextDate,
          status: 'due',
          previousRate: schedule.lastRate,
        })) ?? (await locked.occurrenceAt(schedule.id, schedule.nextSequence));
      if (!row) throw new Error('schedule occurrence neither inserted nor found');
      // Settled (prepared, failed, skipped) by a run that stopped before moving the schedule:
      // moving it on now is what that run would have done.
      if (row.status !== 'due') {
        await locked.update(schedule.id, next);
        return 'moved' as const;
      }
      // A row left 'due' by a run that failed part-way is claimed now; one another run is
      // pricing right now is not.
      return (await locked.claim(row.id, CLAIM_FOR)) ?? ('taken' as const);
    });
    if (typeof claimed === 'string') return claimed;

    // Whatever fails from here (rates unavailable, the database, the notice's queue) gives the
    // claim back and leaves the schedule on this day: the job's retry prices it.
    try {
      const settled = await price(customer, schedule);
      return await deps.transaction(async (locked, executor) => {
        const current = await locked.lock(schedule.id);
        const row = await locked.lockOccurrence(claimed.id);
        // Stopped while it was priced: nothing to confirm, and no "ready to confirm".
        if (current?.status !== 'active') {
          if (row?.status === 'due') {
            await locked.updateOccurrence(claimed.id, {
              status: 'expired',
              quoteId: settled.quoteId,
            });
          }
          return 'stopped' as const;
        }
        // Our claim ran out and another run settled it.
        if (row?.status !== 'due' || current.nextSequence !== schedule.nextSequence) {
          return 'taken' as const;
        }
        await locked.expirePrepared(schedule.id);
        await locked.updateOccurrence(claimed.id, settled);
        await locked.update(schedule.id, next);
        await tell(executor, customer, found, settled.status, schedule.nextDate, settled.note);
        return settled.status;
      });
    } catch (error) {
      await schedules.release(claimed.id);
      throw error;
    }
  }

  /** A new price for the day, or the quote service's reason it cannot be made (failed). */
  async function price(customer: Customer, schedule: ScheduleWithNames['schedule']) {
    try {
      const quote = await deps.quotes.create(customer, quoteRequest(schedule));
      return quote.limit_stop
        ? { status: 'failed' as const, quoteId: quote.id, note: quote.limit_stop.message }
        : { status: 'prepared' as const, quoteId: quote.id, note: null };
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      const note = Object.values(error.errors).flat()[0] ?? error.message;
      return { status: 'failed' as const, quoteId: null, note };
    }
  }

  /** The prepared occurrence, with a quote that has not expired (a fresh one if it had). */
  async function prepared(customer: Customer, found: ScheduleWithNames) {
    const latest = (await schedules.occurrences([found.schedule.id])).find(
      (row) => row.status === 'prepared',
    );
    if (!latest?.quoteId) {
      throw new NotFound(sendingRefusals.nothingToConfirm);
    }
    const quote = await deps.quotes.get(customer, latest.quoteId);
    if (Date.parse(quote.expires_at) > now().getTime() || quote.transaction_id !== null) {
      return { occurrence: latest, quote };
    }
    // The fresh price replaces the expired one only if no one replaced it meanwhile (two
    // confirms at once): both then confirm the same quote, and a quote becomes one transfer.
    const fresh = await deps.quotes.create(customer, quoteRequest(found.schedule));
    const current = await deps.transaction(async (locked) => {
      const row = await locked.lockOccurrence(latest.id);
      if (row?.status !== 'prepared' || row.quoteId !== latest.quoteId) return row;
      await locked.updateOccurrence(latest.id, { quoteId: fresh.id });
      return { ...row, quoteId: fresh.id };
    });
    if (current?.status !== 'prepared' || !current.quoteId) {
      throw new NotFound(sendingRefusals.nothingToConfirm);
    }
    return {
      occurrence: current,
      quote:
        current.quoteId === fresh.id ? fresh : await deps.quotes.get(customer, current.quoteId),
    };
  }

  async function review(found: ScheduleWithNames, row: OccurrenceRow, quote: Quote) {
    return {
      schedule: await present(found),
      occurrence: presentOccurrence(row),
      quote,
      rate_move: rateMove(
        found.schedule.rateThresholdPercent,
        row.previousRate,
        quote.customer_rate,
      ),
    };
  }

  return {
    async list(customerId: string) {
      const rows = await schedules.list(customerId);
      const occurrences = await schedules.occurrences(rows.map((row) => row.schedule.id));
      return {
        data: rows.map((row) =>
          presentSchedule(
            row,
            occurrences.filter((o) => o.scheduleId === row.schedule.id),
          ),
        ),
      };
    },

    get: async (customerId: string, id: string) => present(await owned(customerId, id)),

    /** Each corridor's destination country code, by corridor id (to name it in a language). */
    destinationCodes: () => schedules.destinationCodes(),

    /** "Repeat" a transfer; the same Idempotency-Key with the same request is the same schedule. */
    async create(customer: Customer, request: CreateRequest, key: string | undefined) {
      if (!key || !KEY_PATTERN.test(key)) {
        throw new ValidationFailed({ idempotency_key: [KEY_MESSAGE] });
      }
      const fingerprint = sha256(
        JSON.stringify([
          request.transfer_id,
          request.cadence,
          request.start_date,
          request.rate_threshold_percent ?? null,
        ]),
      );
      const replay = async () => {
        const earlier = await schedules.byIdempotencyKey(customer.id, key);
        if (!earlier) return undefined;
        if (earlier.requestFingerprint !== fingerprint) {
          throw new ValidationFailed({
            idempotency_key: [
              'This Idempotency-Key was already used with a different request. Use a new key for a new schedule.',
            ],
          });
        }
        return { schedule: await present(await owned(customer.id, earlier.id)), created: false };
      };
      const earlier = await replay();
      if (earlier) return earlier;

      const repeated = await schedules.transferToRepeat(customer.id, request.transfer_id);
      if (!repeated)
        throw new ValidationFailed({ transfer_id: [sendingRefusals.chooseYourTransfer] });
      const { transfer, quote } = repeated;
      if (NOT_REPEATABLE.has(transfer.status) || !transfer.recipientId) {
        throw new ValidationFailed({
          transfer_id: [sendingRefusals.transferDidNotGo],
        });
      }
      const timeZone = residenceTimeZone(customer.country?.iso2_alpha);
      if (request.start_date < today(timeZone)) {
        throw new ValidationFailed({
          start_date: [sendingRefusals.startTodayOrLater],
        });
      }
      const receive = quote.amountType === 'receive';
      const inserted = await schedules.insert({
        customerId: customer.id,
        recipientId: transfer.recipientId,
        corridorId: quote.corridorId,
        payoutMethod: transfer.payoutMethod,
        amountType: receive ? 'receive' : 'send',
        amountMinor: receive ? transfer.receiveMinor : transfer.sendMinor,
        currency: receive ? transfer.destinationCurrency : transfer.sourceCurrency,
        purpose: transfer.purpose,
        sourceOfFunds: transfer.sourceOfFunds,
        reference: transfer.reference,
        cadence: request.cadence,
        startDate: request.start_date,
        nextSequence: 0,
        nextDate: request.start_date,
        timeZone,
        rateThresholdPercent:
          request.rate_threshold_percent === undefined || request.rate_threshold_percent === null
            ? null
            : String(request.rate_threshold_percent),
        lastRate: transfer.customerRate,
        idempotencyKey: key,
        requestFingerprint: fingerprint,
      });
      if (!inserted) {
        const raced = await replay();
        if (raced) return raced;
        throw new Error('schedule insert lost to a key that is not there');
      }
      return { schedule: await present(await owned(customer.id, inserted.id)), created: true };
    },

    /** A new amount is checked by pricing it, exactly as a quote of that amount would be. */
    async update(customer: Customer, id: string, request: UpdateRequest) {
      const found = await owned(customer.id, id);
      active(found);
      const changes: Parameters<ScheduleRepository['update']>[1] = {};
      if (request.amount !== undefined) {
        try {
          const quote = await deps.quotes.create(
            customer,
            quoteRequest(found.schedule, request.amount),
          );
          const priced =
            found.schedule.amountType === 'send' ? quote.send_amount : quote.receive_amount;
          changes.amountMinor = toMinor(priced.amount, priced.currency);
        } catch (error) {
          if (error instanceof ValidationFailed) {
            throw new ValidationFailed({ amount: Object.values(error.errors).flat() });
          }
          throw error;
        }
      }
      if (request.rate_threshold_percent !== undefined) {
        changes.rateThresholdPercent =
          request.rate_threshold_percent === null ? null : String(request.rate_threshold_percent);
      }
      await schedules.update(found.schedule.id, changes);
      return present(await owned(customer.id, id));
    },

    /** The next occurrence is skipped: recorded, never priced; the schedule moves on. */
    async skipNext(customerId: string, id: string) {
      const found = await owned(customerId, id);
      active(found);
      const { schedule } = found;
      const cadence = schedule.cadence as ScheduleCadence;
      await deps.transaction(async (locked) => {
        const current = await locked.lock(schedule.id);
        if (current?.status !== 'active') throw new Conflict(sendingRefusals.scheduleStopped);
        // Days a run settled without moving the schedule on (a crash) are past: the next one
        // is the first without an occurrence.
        let sequence = current.nextSequence;
        for (
          let row = await locked.occurrenceAt(schedule.id, sequence);
          row;
          row = await locked.occurrenceAt(schedule.id, ++sequence)
        ) {
          // The day's run is pricing this one: moving on would skip the one after it too.
          if (row.status === 'due') {
            throw new Conflict(sendingRefusals.beingPrepared);
          }
        }
        await locked.addOccurrence({
          scheduleId: schedule.id,
          sequence,
          date: occurrenceDay(schedule.startDate, cadence, sequence),
          status: 'skipped',
          note: SKIPPED_NOTE,
        });
        await locked.update(schedule.id, {
          nextSequence: sequence + 1,
          nextDate: occurrenceDay(schedule.startDate, cadence, sequence + 1),
        });
      });
      return present(await owned(customerId, id));
    },

    async stop(customerId: string, id: string) {
      const found = await owned(customerId, id);
      // Under the schedule's lock: a run pricing it now sees the stop and sends nothing.
      await deps.transaction(async (locked) => {
        const current = await locked.lock(found.schedule.id);
        if (current?.status !== 'active') return;
        await locked.expirePrepared(found.schedule.id);
        await locked.update(found.schedule.id, {
          status: 'stopped',
          stoppedReason: stopReasons.customer,
        });
      });
      return present(await owned(customerId, id));
    },

    /** The prepared review: a price that is still good, and whether the rate moved too far. */
    async review(customer: Customer, id: string): Promise<ScheduleReview> {
      const found = await owned(customer.id, id);
      active(found);
      const { occurrence, quote } = await prepared(customer, found);
      return review(found, occurrence, quote);
    },

    /**
     * Confirms the prepared price as a transfer (the transfers service checks limits and the
     * recipient again). A rate past the threshold needs `rate_move_accepted`.
     */
    async confirm(
      customer: Customer,
      id: string,
      request: ConfirmScheduleRequest,
      key: string | undefined,
    ) {
      const found = await owned(customer.id, id);
      active(found);
      const { occurrence, quote } = await prepared(customer, found);
      const moved = rateMove(
        found.schedule.rateThresholdPercent,
        occurrence.previousRate,
        quote.customer_rate,
      );
      if (moved && request.rate_move_accepted !== true) {
        throw new ValidationFailed({
          rate_move_accepted: [sendingRefusals.rateMoved],
        });
      }
      const { transfer } = await deps.transfers.create(
        customer,
        {
          quote_id: quote.id,
          recipient_id: found.schedule.recipientId,
          purpose: found.schedule.purpose as never,
          source_of_funds: found.schedule.sourceOfFunds as never,
          reference: found.schedule.reference ?? undefined,
        },
        key,
      );
      await deps.transaction(async (locked) => {
        const row = await locked.lockOccurrence(occurrence.id);
        if (row?.status !== 'prepared') return;
        await locked.updateOccurrence(occurrence.id, {
          status: 'confirmed',
          transferId: transfer.id,
        });
        await locked.update(found.schedule.id, { lastRate: quote.customer_rate });
      });
      return transfer;
    },

    /**
     * The day's run: every active schedule whose day has come in its own time zone (or by
     * `day`, for operations and tests) is prepared once. Answers what happened to each.
     */
    async runDue(day?: string) {
      // The latest zone is at most a day ahead of UTC: the window is read wide, then each
      // schedule is judged by its own day.
      const horizon = day ?? wallClock('Pacific/Kiritimati', now()).day;
      const results: { id: string; outcome: Awaited<ReturnType<typeof prepare>> }[] = [];
      const failures: unknown[] = [];
      for (const found of await schedules.due(horizon)) {
        if (found.schedule.nextDate > (day ?? today(found.schedule.timeZone))) continue;
        const runDay = day ?? today(found.schedule.timeZone);
        // One schedule that cannot be priced now (rates unavailable) does not hold up the rest;
        // the run then fails, and its retry prices what is left (the others are done).
        try {
          results.push({ id: found.schedule.id, outcome: await prepare(found, runDay) });
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw failures[0];
      return results;
    },
  };
}
export type ScheduleService = ReturnType<typeof scheduleService>;
