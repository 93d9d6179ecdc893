import {
  RATE_ALERT_BAND_PERCENT,
  RATE_ALERTS_MAX,
  type CreateRateAlert,
  type RateAlert,
} from '@homeward/contract';
import type { Database } from '../../db/client';
import { Decimal } from '../../lib/decimal';
import { NotFound, TemporarilyUnavailable, ValidationFailed } from '../../lib/domain-errors';
import { customerRateOf, RATE_DECIMALS } from '../pricing/price';
import type { PricingService } from '../pricing/service';
import type { CorridorWithMethods } from '../pricing/repository';
import type { RateAlertRepository, RateAlertRow } from './repository';
import { customerRefusals, valuedSentences } from '../../i18n/messages';
import { inEnglish } from '../../i18n/translate';

type Pricing = Pick<PricingService, 'openCorridors' | 'corridor' | 'freshRate'>;

/** Open: the corridor and at least one of its payout methods take transfers today. */
export const isOpen = (entry: CorridorWithMethods) =>
  entry.corridor.enabled && entry.methods.some((method) => method.enabled);

/** Today's customer rate of a corridor (after our margin), or null when rates are out of date. */
export async function customerRateNow(pricing: Pricing, entry: CorridorWithMethods) {
  const { corridor, country } = entry;
  try {
    const mid = await pricing.freshRate(
      corridor.sourceCurrency,
      corridor.destinationCurrency,
      country.commonName,
    );
    return { mid: mid.rate, customer: customerRateOf(mid.rate, corridor.marginPercent) };
  } catch (error) {
    if (error instanceof TemporarilyUnavailable) return null;
    throw error;
  }
}

/** "38.5": a rate as the customer typed or reads it, without trailing zeros. */
export const rateText = (rate: Decimal | string) =>
  new Decimal(rate).toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_DOWN).toString();

function present(
  row: RateAlertRow,
  entry: CorridorWithMethods,
  current: Decimal | null,
): RateAlert {
  const { corridor, country } = entry;
  return {
    id: row.id,
    corridor: {
      id: corridor.id,
      source_currency: corridor.sourceCurrency,
      destination_currency: corridor.destinationCurrency,
      destination_country: { iso2_alpha: country.iso2Alpha, common_name: country.commonName },
      open: isOpen(entry),
    },
    target_rate: rateText(row.targetRate),
    current_rate: current ? rateText(current) : null,
    reached: current !== null && current.gte(row.targetRate),
    last_notified_on: row.lastNotifiedOn,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The customer's side of rate alerts: list (each with today's rate beside its target), add and
 * remove. What fires them is checks.ts.
 */
export function rateAlertService(deps: {
  alerts: RateAlertRepository;
  alertsIn: (tx: Database) => Pick<RateAlertRepository, 'lockOwner' | 'count' | 'insert'>;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  pricing: Pricing;
}) {
  const { alerts, pricing } = deps;

  /** Each corridor's entry and current rate, asked once however many alerts share it. */
  async function corridorsOf(rows: RateAlertRow[]) {
    const found = new Map<number, { entry: CorridorWithMethods; rate: Decimal | null }>();
    for (const id of new Set(rows.map((row) => row.corridorId))) {
      const entry = await pricing.corridor(id);
      if (!entry) continue;
      const rate = isOpen(entry)
        ? ((await customerRateNow(pricing, entry))?.customer ?? null)
        : null;
      found.set(id, { entry, rate });
    }
    return found;
  }

  return {
    async list(customerId: string): Promise<RateAlert[]> {
      const rows = await alerts.list(customerId);
      const corridors = await corridorsOf(rows);
      return rows.flatMap((row) => {
        const seen = corridors.get(row.corridorId);
        return seen ? [present(row, seen.entry, seen.rate)] : [];
      });
    },

    /** Adds an alert on an open corridor, near today's rate, within the customer's allowance. */
    async create(customerId: string, request: CreateRateAlert): Promise<RateAlert> {
      const entry = (await pricing.openCorridors()).find(
        (open) => open.corridor.id === request.corridor_id,
      );
      if (!entry) {
        throw new ValidationFailed({ corridor_id: ['We do not send money there at the moment.'] });
      }
      // Out-of-date rates are the pricing service's 503: a target needs today's rate to check.
      const { corridor, country } = entry;
      const mid = await pricing.freshRate(
        corridor.sourceCurrency,
        corridor.destinationCurrency,
        country.commonName,
      );
      const current = customerRateOf(mid.rate, corridor.marginPercent);
      const target = new Decimal(request.target_rate);
      const band = current.times(RATE_ALERT_BAND_PERCENT).dividedBy(100);
      const lowest = current.minus(band);
      const highest = current.plus(band);
      if (target.lt(lowest) || target.gt(highest)) {
        throw new ValidationFailed({
          target_rate: [
            inEnglish(valuedSentences.rateBetween, {
              lowest: rateText(lowest),
              highest: rateText(highest),
              current: rateText(current),
              currency: corridor.destinationCurrency,
            }),
          ],
        });
      }
      const row = await deps.transaction(async (tx) => {
        const books = deps.alertsIn(tx);
        // Two alerts added at once cannot both be the last one allowed.
        await books.lockOwner(customerId);
        if ((await books.count(customerId)) >= RATE_ALERTS_MAX) {
          throw new ValidationFailed({
            corridor_id: [inEnglish(valuedSentences.rateAlertsAtMost, { count: RATE_ALERTS_MAX })],
          });
        }
        return books.insert({ customerId, corridorId: corridor.id, targetRate: target.toString() });
      });
      return present(row, entry, current);
    },

    async remove(customerId: string, id: string) {
      if (!(await alerts.remove(customerId, id)))
        throw new NotFound(customerRefusals.noSuchRateAlert);
    },
  };
}
export type RateAlertService = ReturnType<typeof rateAlertService>;
