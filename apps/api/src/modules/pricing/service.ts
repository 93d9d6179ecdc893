import type { Corridor, PayoutMethod } from '@homeward/contract';
import type { Database } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import { NotFound, TemporarilyUnavailable } from '../../lib/domain-errors';
import type { AuditHook } from '../audit/audit';
import {
  checkRate,
  corridorValues,
  invalid,
  parseRoute,
  payoutMethodValues,
  type CorridorChange,
  type PayoutMethodChange,
} from './checks';
import { currencyDecimals, money } from '../../lib/money';
import { Decimal } from '../../lib/decimal';
import type { PriceTerms } from './price';
import type { CorridorCatalogue } from './corridor-copy';
import type { ReferenceCopy } from './reference-copy';
import type { CorridorWithMethods, PayoutMethodRow, PricingRepository } from './repository';
import type { MidMarketRate, RateProvider } from './rates';

/** Prices cannot be made now: rates are missing or too old. Clients try again in a minute. */
export class RatesUnavailable extends TemporarilyUnavailable {
  constructor(destination: string) {
    super(
      `We can't price transfers to ${destination} right now because our exchange rates are out of date. Please try again in a few minutes.`,
      60,
    );
  }
}

export interface PricingSettings {
  ratesMaxAgeMinutes: number;
}

export type { CorridorChange, PayoutMethodChange } from './checks';

/**
 * Corridors, fees and mid-market rates: the data every price is made of, and the operations
 * that change it (`npm run ops -- corridors:set | fees:set | rates:set`).
 */
export function pricingService(deps: {
  pricing: PricingRepository;
  /**
   * This node's copy of the corridors, which customers' reads (the corridors list, every quote,
   * recipients, rate alerts) take from memory. Staff's reads and every change's own checks go
   * to the database.
   */
  catalogue: Pick<ReferenceCopy<CorridorCatalogue>, 'read'>;
  /** Called once a change to the corridors or their methods has committed (or failed). */
  corridorsChanged: () => void;
  /** The same repositories in one transaction: a change, its history and its audit line. */
  store: UnitOfWork<{ pricing: PricingRepository }>;
  rates: RateProvider;
  settings: PricingSettings;
  /** Hears every rate set, in its transaction (rate alerts queue their check there). */
  rateSet?: (tx: Database, change: { base: string; quote: string; asOf: Date }) => Promise<void>;
  now?: () => Date;
}) {
  const { pricing, store, rates, settings, catalogue } = deps;
  const now = deps.now ?? (() => new Date());
  /** A change, then the copies of every node: after it committed, and after a failure too. */
  async function changing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      deps.corridorsChanged();
    }
  }

  return {
    /**
     * The corridors customers can send through, with their enabled payout methods. Shared by
     * every request: read it, never change it.
     */
    openCorridors: async (): Promise<readonly CorridorWithMethods[]> =>
      (await catalogue.read()).open,

    /** One open corridor and one of its enabled methods, or undefined. */
    async openRoute(corridorId: number, method: PayoutMethod) {
      const entry = (await catalogue.read()).byId.get(corridorId);
      if (!entry || !entry.corridor.enabled) return undefined;
      const payout = entry.methods.find((m) => m.method === method && m.enabled);
      return payout ? { ...entry, payout } : undefined;
    },

    /** A fresh mid-market rate, or RatesUnavailable naming where the customer wanted to send. */
    async freshRate(base: string, quote: string, destination: string): Promise<MidMarketRate> {
      let found: MidMarketRate | null;
      try {
        found = await rates.midRate(base, quote);
      } catch {
        throw new RatesUnavailable(destination);
      }
      const oldest = now().getTime() - settings.ratesMaxAgeMinutes * 60_000;
      if (!found || found.asOf.getTime() < oldest) throw new RatesUnavailable(destination);
      return found;
    },

    terms(entry: CorridorWithMethods, payout: PayoutMethodRow, midRate: string): PriceTerms {
      return {
        midRate,
        marginPercent: entry.corridor.marginPercent,
        fixedFeeMinor: payout.fixedFeeMinor,
        percentageFee: payout.percentageFee,
        sourceDecimals: currencyDecimals(entry.corridor.sourceCurrency),
        destinationDecimals: currencyDecimals(entry.corridor.destinationCurrency),
      };
    },

    rates: () => pricing.rates(),
    /** Every corridor, open or not, from the database: what staff read. */
    allCorridors: () => pricing.corridors(),
    /** One corridor, open or not, as customers' reads see it (this node's copy). */
    corridor: async (id: number) => (await catalogue.read()).byId.get(id),
    /** The rates' history, newest first: every change with who made it. */
    rateHistory: (pair: { base?: string; quote?: string }, limit: number) =>
      pricing.rateHistory(pair, limit),

    /** Refuses a rate that cannot be set (422), before anyone is asked to approve it. */
    checkRate,

    /**
     * Sets a mid-market rate and keeps it in the rates' history, in one transaction; `audit`
     * (a staff action's record) joins it with the rate before and after.
     */
    async setRate(base: string, quote: string, rate: string, actor: string, audit?: AuditHook) {
      checkRate(base, quote, rate);
      await store.run(async ({ pricing: books, tx }) => {
        const before = await books.rate(base, quote);
        const values = {
          baseCurrency: base,
          quoteCurrency: quote,
          rate,
          source: actor,
          asOf: now(),
        };
        await books.setRate(values, actor);
        await deps.rateSet?.(tx, { base, quote, asOf: values.asOf });
        await audit?.(tx, { before: before ?? null, after: await books.rate(base, quote) });
      });
    },

    /** Adds a corridor, or changes one: `AUD-PH-PHP`. */
    setCorridor: (route: string, change: CorridorChange) =>
      changing(() => setCorridor(route, change)),

    /** Refuses a change to an existing corridor that cannot be made (404, 422). */
    async checkCorridorChange(corridorId: number, change: CorridorChange) {
      corridorValues(...(await corridorToChange(corridorId, change)));
    },

    /** Changes an existing corridor; `audit` joins its transaction with before and after. */
    changeCorridor: (corridorId: number, change: CorridorChange, audit?: AuditHook) =>
      changing(() => changeCorridor(corridorId, change, audit)),

    /** Refuses a fee change that cannot be made (404, 422). */
    async checkPayoutMethod(corridorId: number, method: string, change: PayoutMethodChange) {
      const entry = await pricing.corridor(corridorId);
      payoutMethodValues(entry, corridorId, method, change);
    },

    /**
     * Sets a payout method's fee and delivery time on a corridor (by id); `audit` joins its
     * transaction with the method before and after.
     */
    setPayoutMethod: (
      corridorId: number,
      method: string,
      change: PayoutMethodChange,
      audit?: AuditHook,
    ) => changing(() => setPayoutMethod(corridorId, method, change, audit)),
  };

  async function setCorridor(route: string, change: CorridorChange) {
    const { source, countryCode, destination } = parseRoute(route);
    const countryId = await pricing.countryId(countryCode);
    if (!countryId) throw invalid('route', `${countryCode} is not a country code.`);
    const existing = await pricing.findCorridor(source, countryId, destination);
    if (existing) {
      await changeCorridor(existing.corridor.id, change);
      return existing.corridor.id;
    }
    const values = corridorValues(source, change, undefined);
    const { minSendMinor, maxSendMinor, marginPercent } = values;
    if (minSendMinor === undefined || maxSendMinor === undefined || marginPercent === undefined) {
      throw invalid('route', 'A new corridor needs --min, --max and --margin.');
    }
    const created = await pricing.insertCorridor({
      sourceCurrency: source,
      destinationCountryId: countryId,
      destinationCurrency: destination,
      minSendMinor,
      maxSendMinor,
      marginPercent,
      enabled: values.enabled ?? true,
    });
    return created.id;
  }

  async function setPayoutMethod(
    corridorId: number,
    method: string,
    change: PayoutMethodChange,
    audit?: AuditHook,
  ) {
    await store.run(async ({ pricing: books, tx }) => {
      const entry = await books.corridor(corridorId);
      const values = payoutMethodValues(entry, corridorId, method, change);
      await books.upsertPayoutMethod(values);
      const methodOf = (found: CorridorWithMethods | undefined) =>
        found?.methods.find((m) => m.method === method) ?? null;
      await audit?.(tx, {
        before: methodOf(entry),
        after: methodOf(await books.corridor(corridorId)),
      });
    });
  }

  async function changeCorridor(corridorId: number, change: CorridorChange, audit?: AuditHook) {
    await store.run(async ({ pricing: books, tx }) => {
      const existing = await books.corridor(corridorId);
      if (!existing) throw new NotFound(`No corridor ${corridorId}.`);
      const values = corridorValues(existing.corridor.sourceCurrency, change, existing);
      await books.updateCorridor(corridorId, values);
      await audit?.(tx, {
        before: existing.corridor,
        after: (await books.corridor(corridorId))?.corridor,
      });
    });
  }

  async function corridorToChange(
    corridorId: number,
    change: CorridorChange,
  ): Promise<[string, CorridorChange, CorridorWithMethods]> {
    const existing = await pricing.corridor(corridorId);
    if (!existing) throw new NotFound(`No corridor ${corridorId}.`);
    return [existing.corridor.sourceCurrency, change, existing];
  }
}
export type PricingService = ReturnType<typeof pricingService>;

/**
 * The corridors answer (GET /client/v1/corridors), with how long a price stays locked: the
 * configured quote lifetime, so no screen has its own number for it.
 */
export function presentCorridor(
  entry: CorridorWithMethods,
  settings: { priceLockMinutes: number },
): Corridor {
  const { corridor, country, methods } = entry;
  const source = corridor.sourceCurrency;
  return {
    id: corridor.id,
    source_currency: source,
    source_currency_decimals: currencyDecimals(source),
    destination_country: {
      id: country.id,
      iso2_alpha: country.iso2Alpha,
      common_name: country.commonName,
    },
    destination_currency: corridor.destinationCurrency,
    destination_currency_decimals: currencyDecimals(corridor.destinationCurrency),
    min_send_amount: money(corridor.minSendMinor, source),
    max_send_amount: money(corridor.maxSendMinor, source),
    payout_methods: methods.map((method) => ({
      method: method.method as PayoutMethod,
      fixed_fee: money(method.fixedFeeMinor, source),
      percentage_fee: new Decimal(method.percentageFee).toString(),
      delivery_minutes: method.deliveryMinutes,
    })),
    price_lock_minutes: settings.priceLockMinutes,
  };
}

/** How operations name a corridor: `AUD-PH-PHP`. */
export function corridorRoute(entry: CorridorWithMethods | undefined): string {
  if (!entry) return '';
  return `${entry.corridor.sourceCurrency}-${entry.country.iso2Alpha}-${entry.corridor.destinationCurrency}`;
}
