import type { Corridor, PayoutMethod } from '@homeward/contract';
import { payoutMethods } from '@homeward/contract';
import { TemporarilyUnavailable } from '../../lib/domain-errors';
import { currencyDecimals, isKnownCurrency, money, toMinor } from '../../lib/money';
import { Decimal } from '../../lib/decimal';
import type { PriceTerms } from './price';
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

/** What ops may change on a corridor. */
export interface CorridorChange {
  minSend?: string;
  maxSend?: string;
  marginPercent?: string;
  enabled?: boolean;
}

export interface PayoutMethodChange {
  fixedFee?: string;
  percentageFee?: string;
  deliveryMinutes?: number;
  enabled?: boolean;
}

const percentPattern = /^\d{1,2}(\.\d{1,4})?$/;

/**
 * Corridors, fees and mid-market rates: the data every price is made of, and the operations
 * that change it (`npm run ops -- corridors:set | fees:set | rates:set`).
 */
export function pricingService(deps: {
  pricing: PricingRepository;
  rates: RateProvider;
  settings: PricingSettings;
  now?: () => Date;
}) {
  const { pricing, rates, settings } = deps;
  const now = deps.now ?? (() => new Date());

  function isOpen(entry: CorridorWithMethods) {
    return entry.corridor.enabled && entry.methods.some((method) => method.enabled);
  }

  return {
    /** The corridors customers can send through, with their enabled payout methods. */
    async openCorridors(): Promise<CorridorWithMethods[]> {
      return (await pricing.corridors())
        .filter(isOpen)
        .map((entry) => ({ ...entry, methods: entry.methods.filter((m) => m.enabled) }));
    },

    /** One open corridor and one of its enabled methods, or undefined. */
    async openRoute(corridorId: number, method: PayoutMethod) {
      const entry = await pricing.corridor(corridorId);
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
    allCorridors: () => pricing.corridors(),

    async setRate(base: string, quote: string, rate: string, actor: string) {
      for (const code of [base, quote]) {
        if (!isKnownCurrency(code)) throw new Error(`${code} is not an ISO 4217 currency.`);
      }
      if (!/^\d+(\.\d{1,10})?$/.test(rate) || new Decimal(rate).lte(0)) {
        throw new Error('Give the rate as a positive decimal number, like 36.5123.');
      }
      await pricing.setRate({
        baseCurrency: base,
        quoteCurrency: quote,
        rate,
        source: actor,
        asOf: now(),
      });
    },

    /** Adds a corridor, or changes one: `AUD-PH-PHP`. */
    async setCorridor(route: string, change: CorridorChange) {
      const match = /^([A-Z]{3})-([A-Z]{2})-([A-Z]{3})$/.exec(route);
      if (!match) throw new Error('Name the corridor as SOURCE-COUNTRY-CURRENCY, like AUD-PH-PHP.');
      const [, source, countryCode, destination] = match as unknown as [
        string,
        string,
        string,
        string,
      ];
      for (const code of [source, destination]) {
        if (!isKnownCurrency(code)) throw new Error(`${code} is not an ISO 4217 currency.`);
      }
      if (change.marginPercent !== undefined && !percentPattern.test(change.marginPercent)) {
        throw new Error('Give the margin as a percentage, like 0.75.');
      }
      const values = {
        ...(change.minSend !== undefined && { minSendMinor: toMinor(change.minSend, source) }),
        ...(change.maxSend !== undefined && { maxSendMinor: toMinor(change.maxSend, source) }),
        ...(change.marginPercent !== undefined && { marginPercent: change.marginPercent }),
        ...(change.enabled !== undefined && { enabled: change.enabled }),
      };
      const countryId = await pricing.countryId(countryCode);
      if (!countryId) throw new Error(`${countryCode} is not a country code.`);
      const existing = await pricing.findCorridor(source, countryId, destination);
      const min = values.minSendMinor ?? existing?.corridor.minSendMinor;
      const max = values.maxSendMinor ?? existing?.corridor.maxSendMinor;
      if (
        min === undefined ||
        max === undefined ||
        (values.marginPercent === undefined && !existing)
      ) {
        throw new Error('A new corridor needs --min, --max and --margin.');
      }
      if (min <= 0 || max < min)
        throw new Error('The minimum must be positive and below the maximum.');
      if (existing) {
        await pricing.updateCorridor(existing.corridor.id, values);
        return existing.corridor.id;
      }
      const created = await pricing.insertCorridor({
        sourceCurrency: source,
        destinationCountryId: countryId,
        destinationCurrency: destination,
        minSendMinor: min,
        maxSendMinor: max,
        marginPercent: values.marginPercent ?? '0',
        enabled: values.enabled ?? true,
      });
      return created.id;
    },

    /** Sets a payout method's fee and delivery time on a corridor (by id). */
    async setPayoutMethod(corridorId: number, method: string, change: PayoutMethodChange) {
      if (!(payoutMethods as readonly string[]).includes(method)) {
        throw new Error(`The payout method is one of ${payoutMethods.join(', ')}.`);
      }
      const entry = await pricing.corridor(corridorId);
      if (!entry) throw new Error(`No corridor ${corridorId}.`);
      const current = entry.methods.find((m) => m.method === method);
      if (change.percentageFee !== undefined && !percentPattern.test(change.percentageFee)) {
        throw new Error('Give the percentage fee like 0.5.');
      }
      const fixedFeeMinor =
        change.fixedFee !== undefined
          ? toMinor(change.fixedFee, entry.corridor.sourceCurrency)
          : current?.fixedFeeMinor;
      const percentageFee = change.percentageFee ?? current?.percentageFee;
      const deliveryMinutes = change.deliveryMinutes ?? current?.deliveryMinutes;
      if (
        fixedFeeMinor === undefined ||
        percentageFee === undefined ||
        deliveryMinutes === undefined
      ) {
        throw new Error('A new payout method needs --fixed, --percent and --delivery-minutes.');
      }
      await pricing.upsertPayoutMethod({
        corridorId,
        method,
        fixedFeeMinor,
        percentageFee,
        deliveryMinutes,
        enabled: change.enabled ?? current?.enabled ?? true,
      });
    },
  };
}
export type PricingService = ReturnType<typeof pricingService>;

/** The corridors answer (GET /client/v1/corridors). */
export function presentCorridor(entry: CorridorWithMethods): Corridor {
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
  };
}
