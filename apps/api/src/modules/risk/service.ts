import type {
  CustomerRisk,
  RiskFactor,
  RiskLevel,
  RiskOverride,
  RiskRating,
} from '@homeward/contract';
import type { Database } from '../../db/client';
import { NotFound } from '../../lib/domain-errors';
import { versionedCopies } from '../../lib/versioned-copies';
import type { StaffActor } from '../audit/audit';
import type { AuditRepository } from '../audit/repository';
import { SOURCE_OF_FUNDS_VALID_DAYS } from './effects';
import { rateCustomer, type RiskThresholds } from './rating';
import { riskRepository, type RiskRatingRow } from './repository';

const DAY = 86_400_000;
const VOLUME_DAYS = 90;
const ALERT_DAYS = 365;

type Rated = { level: RiskLevel; factors: RiskFactor[] };

/** Two ratings say the same when their level and each factor's code and points agree. */
const sameRating = (a: Rated, b: Rated) =>
  a.level === b.level &&
  JSON.stringify(a.factors.map((f) => [f.code, f.points])) ===
    JSON.stringify(b.factors.map((f) => [f.code, f.points]));

function view(row: RiskRatingRow, staff: string | null): RiskRating {
  return {
    id: row.id,
    level: row.level as RiskLevel,
    factors: row.factors as RiskFactor[],
    source: row.source as 'computed' | 'officer',
    staff,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The customer risk rating: computed from the facts after each event that can change them (a
 * profile saved, a transfer paid, an alert raised, a case decided) and recorded when it changes;
 * an officer may set it, with a reason, and their rating is in force until another officer's.
 */
export function riskService(deps: {
  db: Database;
  audit: Pick<AuditRepository, 'append'>;
  /** When the customer's newest source of funds was approved (documents module). */
  sourceOfFundsApprovedAt: (customerId: string) => Promise<Date | undefined>;
  settings: { currency: string; thresholds?: RiskThresholds };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** The rating the facts give now; undefined when there is no such customer. */
  async function compute(db: Database, customerId: string): Promise<Rated | undefined> {
    const store = riskRepository(db);
    const profile = await store.profile(customerId);
    if (!profile) return undefined;
    const at = now().getTime();
    // One after another: inside a transaction they share its one connection.
    const facts = {
      ...profile,
      sent90DaysMinor: await store.sentSince(customerId, new Date(at - VOLUME_DAYS * DAY)),
      alerts12Months: await store.alertsSince(customerId, new Date(at - ALERT_DAYS * DAY)),
      confirmedCase: await store.hasConfirmedCase(customerId),
    };
    return rateCustomer(facts, {
      highRiskCountries: await store.highRiskCountries(),
      currency: deps.settings.currency,
      thresholds: deps.settings.thresholds,
    });
  }

  /** Rates the customer again and records the rating if it changed (in the caller's transaction). */
  async function recompute(tx: Database, customerId: string): Promise<void> {
    const rated = await compute(tx, customerId);
    if (rated) await record(tx, customerId, rated);
  }

  /** Records a computed rating unless the latest computed one says the same. */
  async function record(tx: Database, customerId: string, rated: Rated): Promise<void> {
    const store = riskRepository(tx);
    const last = await store.latest(customerId, 'computed');
    if (
      last &&
      sameRating(rated, { level: last.level as RiskLevel, factors: last.factors as RiskFactor[] })
    ) {
      return;
    }
    await store.insert({
      customerId,
      level: rated.level,
      factors: rated.factors,
      source: 'computed',
    });
  }

  /**
   * The rating in force: the latest officer's, else the latest computed. A customer no event has
   * rated yet (new, or from before ratings were kept) is rated from the facts once and the rating
   * recorded, as an event would have: limits and every quote read this, and the facts take seven
   * statements where the recorded rating takes one.
   */
  async function level(customerId: string, tx: Database = deps.db): Promise<RiskLevel> {
    const row = await riskRepository(tx).inForce(customerId);
    if (row) return row.level as RiskLevel;
    const rated = await compute(tx, customerId);
    if (!rated) return 'low';
    await record(tx, customerId, rated);
    return rated.level;
  }

  // Each node's copies of the level in force, for the reads of a signed-in request (the limits
  // answer, every price): a new rating moves the customer's data version (migration 0035), so a
  // copy is used only while no rating was recorded since it was made (decision 0040).
  const levels = versionedCopies<RiskLevel>();

  /**
   * The level in force for a request that only reads, at the data version its session lookup
   * read: from this node's copy while that version holds, else read (and kept) as `level` reads.
   */
  async function levelForRead(customerId: string, version: number | undefined) {
    const copy = version === undefined ? undefined : levels.get(customerId, version);
    if (copy) return copy;
    const read = await level(customerId);
    if (version !== undefined) levels.set(customerId, version, read);
    return read;
  }

  async function customerRisk(customerId: string): Promise<CustomerRisk> {
    const store = riskRepository(deps.db);
    if (!(await store.profile(customerId))) throw new NotFound('No such customer.');
    const history = (await store.history(customerId)).map((row) => view(row.rating, row.staff));
    const officer = history.find((row) => row.source === 'officer') ?? null;
    const computed = history.find((row) => row.source === 'computed') ?? null;
    const effective = officer ?? computed;
    const approvedAt = await deps.sourceOfFundsApprovedAt(customerId);
    const sourceOfFundsCurrent =
      approvedAt !== undefined &&
      approvedAt.getTime() >= now().getTime() - SOURCE_OF_FUNDS_VALID_DAYS * DAY;
    return {
      effective,
      computed,
      limits_lowered: effective?.level === 'high' && !sourceOfFundsCurrent,
      history,
    };
  }

  return {
    recompute,
    level,
    levelForRead,
    get: customerRisk,

    /** An officer's rating, with their reason: recorded, audited, in force from now. */
    async override(actor: StaffActor, customerId: string, change: RiskOverride) {
      await deps.db.transaction(async (tx) => {
        const store = riskRepository(tx);
        if (!(await store.profile(customerId))) throw new NotFound('No such customer.');
        const before = await level(customerId, tx);
        const row = await store.insert({
          customerId,
          level: change.level,
          factors: [],
          source: 'officer',
          staffId: actor.staffId,
          reason: change.reason,
        });
        await deps.audit.append(tx, actor, {
          action: 'customer.risk_rating',
          targetType: 'customer',
          targetId: customerId,
          before: { level: before },
          after: { level: change.level, reason: change.reason, rating_id: row.id },
        });
      });
      return customerRisk(customerId);
    },
  };
}
export type RiskService = ReturnType<typeof riskService>;
