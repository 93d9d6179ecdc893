import type {
  Customer,
  CreateTransferRequest,
  Task,
  TransfersQuery,
  transfersQuerySchema,
} from '@homeward/contract';
import { payoutMethodLabels } from '@homeward/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import { sha256 } from '../../lib/crypto';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/domain-errors';
import { blockedMessage, type LimitService } from '../limits/service';
import type { QuoteService } from '../quotes/service';
import { snapshotOf } from '../recipients/presenter';
import { presentPayment } from '../payments/presenter';
import { presentTransfer, presentTransferSummary } from './presenter';
import type { TransferRepositories, TransferRow } from './repository';
import { newTrackingNumber } from './tracking-number';
import { inEnglish, taskSentences } from '../tasks/words';
import { customerRefusals, valuedSentences } from '../../i18n/messages';

type CreateRequest = Required<Pick<CreateTransferRequest, 'quote_id' | 'recipient_id'>> &
  Omit<CreateTransferRequest, 'quote_id' | 'recipient_id'>;
type ListQuery = z.output<typeof transfersQuerySchema>;

const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

export interface TransferSettings {
  payWithinHours: number;
}

/** Keyset cursor: the last row's (created_at, id), opaque to clients. */
function encodeCursor(row: TransferRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    const createdAt = new Date(String(at));
    // Exactly what encodeCursor writes: a UUID, and a time PostgreSQL can read back.
    if (
      typeof id !== 'string' ||
      !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ||
      Number.isNaN(createdAt.getTime()) ||
      !/^[1-9]\d{3}-/.test(createdAt.toISOString())
    ) {
      throw new Error('bad cursor');
    }
    return { createdAt, id };
  } catch {
    throw new ValidationFailed({
      cursor: [customerRefusals.transfersPageGone],
    });
  }
}

/**
 * What a confirming request asks for, as validated (so key order, an empty and a missing
 * reference are the same request): the Idempotency-Key is bound to it.
 */
function fingerprintOf(request: CreateRequest): string {
  const { quote_id, recipient_id, purpose, source_of_funds, reference } = request;
  return sha256(
    JSON.stringify([quote_id, recipient_id, purpose, source_of_funds, reference || null]),
  );
}

/** The same price confirmed twice: the answer names the transfer it already became. */
const alreadyConfirmed = (transfer: TransferRow) =>
  new Conflict(customerRefusals.alreadyConfirmed, { transaction_id: transfer.id });

/**
 * Transfers: confirming a quote (idempotent, one transfer a quote, within limits) and reading
 * them back. Confirmation runs in one database transaction holding the customer's row lock;
 * the unique indexes on the quote and on (customer, idempotency key) are the last word.
 */
export function transferService(deps: {
  /** The transfers, quotes, recipients and payments repositories, and their transactions. */
  store: UnitOfWork<TransferRepositories>;
  quotes: Pick<QuoteService, 'limitAmount'>;
  limits: Pick<LimitService, 'stopFor' | 'windowStart' | 'riskLevel'>;
  settings: TransferSettings;
  /** Hands the new transfer to its lifecycle (inside the confirmation's transaction). */
  confirmed: (tx: Database, transfer: TransferRow) => Promise<void>;
  /** Tells the customer's screens, once the transfer is committed. */
  notify: (transferId: string) => void;
  now?: () => Date;
}) {
  const { store, limits } = deps;
  const now = deps.now ?? (() => new Date());
  const { transfers: reader, payments } = store.read;

  /**
   * The same key again: the same transfer when the request is the same, a clear refusal when it
   * is another (as Stripe answers). Transfers kept before fingerprints compare their quote.
   */
  function replay(existing: TransferRow, request: CreateRequest) {
    const same = existing.requestFingerprint
      ? existing.requestFingerprint === fingerprintOf(request)
      : existing.quoteId === request.quote_id;
    if (!same) {
      throw new ValidationFailed({
        idempotency_key: [
          'This Idempotency-Key was already used with a different request. Use a new key for a new transfer.',
        ],
      });
    }
    return existing;
  }

  async function withTimeline(row: TransferRow) {
    const [events, payment, pickupCode] = await Promise.all([
      reader.events(row.id),
      payments.latestFor(row.id),
      reader.pickupCode(row.id),
    ]);
    return presentTransfer(row, events, payment ? presentPayment(payment) : null, pickupCode);
  }

  return {
    async create(customer: Customer, request: CreateRequest, key: string | undefined) {
      if (!key || !KEY_PATTERN.test(key)) {
        throw new ValidationFailed({
          idempotency_key: [
            'Send an Idempotency-Key header (8 to 255 visible characters, a new UUID for each transfer).',
          ],
        });
      }
      const outcome = await store.run(async ({ transfers, quotes, recipients, tx }) => {
        await transfers.lockCustomer(customer.id);
        const earlier = await transfers.byIdempotencyKey(customer.id, key);
        if (earlier) return { row: replay(earlier, request), created: false };

        if (customer.is_blocked_for_sending) {
          throw new Forbidden(blockedMessage, {
            stop: { code: 'blocked', message: blockedMessage, next_step: null },
          });
        }
        const found = await quotes.find(customer.id, request.quote_id);
        if (!found) {
          throw new ValidationFailed({
            quote_id: [customerRefusals.priceNotFound],
          });
        }
        const { quote, country } = found;
        const used = await transfers.byQuote(quote.id);
        if (used) throw alreadyConfirmed(used);
        const confirmedAt = now();
        if (quote.expiresAt.getTime() <= confirmedAt.getTime()) {
          throw new ValidationFailed(
            { quote_id: [customerRefusals.priceExpired] },
            { code: 'quote_expired' },
          );
        }
        const recipient = await recipients.find(customer.id, request.recipient_id);
        if (!recipient) {
          throw new ValidationFailed({ recipient_id: [customerRefusals.chooseYourRecipient] });
        }
        const r = recipient.recipient;
        // Compliance confirmed this recipient is a listed person; the reason is not given.
        if (r.blockedAt) {
          throw new ValidationFailed({
            recipient_id: [customerRefusals.recipientBlocked],
          });
        }
        if (
          recipient.country.iso2Alpha !== country.iso2Alpha ||
          r.currency !== quote.destinationCurrency ||
          r.payoutMethod !== quote.payoutMethod
        ) {
          throw new ValidationFailed({
            recipient_id: [
              inEnglish(valuedSentences.priceForAnotherRoute, {
                currency: quote.destinationCurrency,
                country: country.commonName,
                method:
                  payoutMethodLabels[
                    quote.payoutMethod as keyof typeof payoutMethodLabels
                  ].toLowerCase(),
              }),
            ],
          });
        }
        const limitMinor = await deps.quotes.limitAmount(quote, country.commonName);
        const stop = limits.stopFor(
          customer,
          limitMinor,
          await transfers.usedSince(customer.id, limits.windowStart()),
          await limits.riskLevel(customer.id, tx),
        );
        if (stop) throw new Forbidden(stop.message, { stop });

        // Milliseconds, like the keyset cursor: Postgres would keep microseconds JS cannot.
        const createdAt = new Date(confirmedAt.getTime());
        let row: TransferRow | null = null;
        for (let attempt = 0; row === null && attempt < 3; attempt += 1) {
          row = await transfers.insert({
            customerId: customer.id,
            trackingNumber: newTrackingNumber(),
            quoteId: quote.id,
            idempotencyKey: key,
            requestFingerprint: fingerprintOf(request),
            recipientId: r.id,
            recipientName: r.fullName,
            recipient: snapshotOf(recipient),
            payoutMethod: quote.payoutMethod,
            sourceCurrency: quote.sourceCurrency,
            destinationCurrency: quote.destinationCurrency,
            sendMinor: quote.sendMinor,
            feeMinor: quote.feeMinor,
            totalMinor: quote.totalMinor,
            receiveMinor: quote.receiveMinor,
            midRate: quote.midRate,
            customerRate: quote.customerRate,
            limitMinor,
            purpose: request.purpose,
            sourceOfFunds: request.source_of_funds,
            reference: request.reference || null,
            status: 'awaiting_payment',
            availableBy: new Date(createdAt.getTime() + quote.deliveryMinutes * 60_000),
            payBy: new Date(createdAt.getTime() + deps.settings.payWithinHours * 3600_000),
            createdAt,
            updatedAt: createdAt,
          });
          if (row === null) {
            // Another request took the key or the quote first (the row lock makes this rare).
            const winner: TransferRow | undefined =
              (await transfers.byIdempotencyKey(customer.id, key)) ??
              (await transfers.byQuote(quote.id));
            if (winner?.idempotencyKey === key)
              return { row: replay(winner, request), created: false };
            if (winner) throw alreadyConfirmed(winner);
            // Otherwise the tracking number collided: try another.
          }
        }
        if (row === null) throw new Error('could not allocate a tracking number');
        await transfers.addEvent({
          transferId: row.id,
          status: 'awaiting_payment',
          actor: 'customer',
          reason: null,
          createdAt,
        });
        await deps.confirmed(tx, row);
        return { row, created: true };
      });
      if (outcome.created) deps.notify(outcome.row.id);
      return { transfer: await withTimeline(outcome.row), created: outcome.created };
    },

    /** Held transfers as tasks: the customer sees what we are checking and where. */
    async holdTasks(customerId: string): Promise<Task[]> {
      return (await reader.onHold(customerId)).map(({ transfer, reason }) => ({
        code: `transfer_on_hold:${transfer.id}`,
        title: inEnglish(taskSentences.transferOnHold, { name: transfer.recipientName }),
        description: reason ?? taskSentences.transferOnHoldHow,
        route: `/transaction/${transfer.id}`,
      }));
    },

    async get(customerId: string, id: string) {
      const row = await reader.find(customerId, id);
      if (!row) throw new NotFound();
      return withTimeline(row);
    },

    async list(customerId: string, query: ListQuery) {
      const to = query.to ? new Date(`${query.to}T00:00:00Z`) : undefined;
      if (to) to.setUTCDate(to.getUTCDate() + 1);
      const rows = await reader.list(customerId, {
        statuses: query.status,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        to,
        text: query.q || undefined,
        recipientId: query.recipient_id,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        data: page.map(presentTransferSummary),
        next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },
  };
}
export type TransferService = ReturnType<typeof transferService>;
export type { TransfersQuery };
