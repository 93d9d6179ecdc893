import type { Customer, LimitStop, RiskLevel, createQuoteRequestSchema } from '@homeward/contract';
import { payoutMethodLabels } from '@homeward/contract';
import type { z } from 'zod';
import { NotFound, ValidationFailed } from '../../lib/domain-errors';
import type { LimitService } from '../limits/service';
import {
  AmountNotValid,
  amountFormatSentences,
  spokenMoney as spoken,
  toMinor,
} from '../../lib/money';
import { PriceOutOfRange, priceFromReceive, priceFromSend, type Price } from '../pricing/price';
import type { PricingService } from '../pricing/service';
import type { TransferRepository } from '../transfers/repository';
import { sendingRefusals } from '../../i18n/messages';
import { inEnglish } from '../tasks/words';
import { presentQuote } from './presenter';
import type { QuoteRepository, QuoteWithCountry } from './repository';

type QuoteRequest = z.output<typeof createQuoteRequestSchema>;

/**
 * Why a price cannot be made, in English with its values (an amount as `spokenMoney` writes
 * it): a schedule keeps the first as its day's note, said per request (schedules/words.ts).
 */
export const quoteRefusals = {
  smallest: 'The smallest transfer is {amount}.',
  largest: 'The largest transfer is {amount}.',
  methodUnavailable: '{method} is not available to this country.',
  corridorClosed: sendingRefusals.corridorClosed,
  amountTooLarge: sendingRefusals.amountTooLarge,
  noDecimals: amountFormatSentences.noDecimals,
  atMostDecimals: amountFormatSentences.atMost,
} as const;

/**
 * Quotes: a price made from the corridor's data and a fresh mid-market rate, locked for the
 * configured time (PRODUCT.md: 30 minutes). Each answer says whether the customer's limits
 * let it become a transfer; confirmation checks again.
 */
export function quoteService(deps: {
  quotes: QuoteRepository;
  pricing: PricingService;
  limits: LimitService;
  transfers: TransferRepository;
  settings: { quoteTtlMinutes: number };
  now?: () => Date;
}) {
  const { quotes, pricing, limits, transfers } = deps;
  const now = deps.now ?? (() => new Date());

  /** The quote's send amount in the limits' currency, rounded up. */
  async function limitAmount(quote: QuoteWithCountry['quote'], destination: string) {
    if (quote.sourceCurrency === limits.currency) return quote.sendMinor;
    const rate = await pricing.freshRate(quote.sourceCurrency, limits.currency, destination);
    return limits.inLimitCurrency(quote.sendMinor, quote.sourceCurrency, rate.rate);
  }

  /** `riskLevel`: the rating in force when the caller has it (a signed-in read), else read. */
  async function limitStopFor(
    customer: Customer,
    found: QuoteWithCountry,
    riskLevel?: RiskLevel,
  ): Promise<LimitStop | null> {
    const [amount, used, level] = await Promise.all([
      limitAmount(found.quote, found.country.commonName),
      transfers.usedSince(customer.id, limits.windowStart()),
      riskLevel ?? limits.riskLevel(customer.id),
    ]);
    return limits.stopFor(customer, amount, used, level);
  }

  async function present(customer: Customer, found: QuoteWithCountry, riskLevel?: RiskLevel) {
    const [limitStop, transfer] = await Promise.all([
      limitStopFor(customer, found, riskLevel),
      transfers.byQuote(found.quote.id),
    ]);
    return presentQuote(found, { limitStop, transactionId: transfer?.id ?? null, now: now() });
  }

  return {
    async create(customer: Customer, request: QuoteRequest, riskLevel?: RiskLevel) {
      const route = await pricing.openRoute(request.corridor_id, request.payout_method);
      if (!route) {
        const corridorOpen = (await pricing.openCorridors()).some(
          (entry) => entry.corridor.id === request.corridor_id,
        );
        throw new ValidationFailed(
          corridorOpen
            ? {
                payout_method: [
                  inEnglish(quoteRefusals.methodUnavailable, {
                    method: payoutMethodLabels[request.payout_method],
                  }),
                ],
              }
            : { corridor_id: [quoteRefusals.corridorClosed] },
        );
      }
      const { corridor, country, payout } = route;
      const field = request.send_amount !== undefined ? 'send_amount' : 'receive_amount';
      const typed = request.send_amount ?? request.receive_amount ?? '';
      const currency =
        field === 'send_amount' ? corridor.sourceCurrency : corridor.destinationCurrency;

      let amountMinor: number;
      try {
        amountMinor = toMinor(typed, currency);
      } catch (error) {
        if (error instanceof AmountNotValid)
          throw new ValidationFailed({ [field]: [error.message] });
        throw error;
      }
      const rate = await pricing.freshRate(
        corridor.sourceCurrency,
        corridor.destinationCurrency,
        country.commonName,
      );
      const terms = pricing.terms(route, payout, rate.rate);
      let price: Price;
      try {
        price =
          field === 'send_amount'
            ? priceFromSend(amountMinor, terms)
            : priceFromReceive(amountMinor, terms);
      } catch (error) {
        if (error instanceof PriceOutOfRange) {
          throw new ValidationFailed({ [field]: [sendingRefusals.amountTooLarge] });
        }
        throw error;
      }
      const source = corridor.sourceCurrency;
      if (price.sendMinor < corridor.minSendMinor || price.receiveMinor <= 0) {
        throw new ValidationFailed({
          [field]: [
            inEnglish(quoteRefusals.smallest, { amount: spoken(corridor.minSendMinor, source) }),
          ],
        });
      }
      if (price.sendMinor > corridor.maxSendMinor) {
        throw new ValidationFailed({
          [field]: [
            inEnglish(quoteRefusals.largest, { amount: spoken(corridor.maxSendMinor, source) }),
          ],
        });
      }

      const createdAt = now();
      const quote = await quotes.insert({
        customerId: customer.id,
        corridorId: corridor.id,
        payoutMethod: payout.method,
        amountType: field === 'send_amount' ? 'send' : 'receive',
        sourceCurrency: source,
        destinationCurrency: corridor.destinationCurrency,
        sendMinor: price.sendMinor,
        feeMinor: price.feeMinor,
        totalMinor: price.totalMinor,
        receiveMinor: price.receiveMinor,
        midRate: rate.rate,
        customerRate: price.customerRate,
        deliveryMinutes: payout.deliveryMinutes,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + deps.settings.quoteTtlMinutes * 60_000),
      });
      const found = {
        quote,
        country: { iso2Alpha: country.iso2Alpha, commonName: country.commonName },
      };
      // A quote made a moment ago has no transfer yet: no need to look for one.
      const limitStop = await limitStopFor(customer, found, riskLevel);
      return presentQuote(found, { limitStop, transactionId: null, now: now() });
    },

    async get(customer: Customer, id: string, riskLevel?: RiskLevel) {
      const found = await quotes.find(customer.id, id);
      if (!found) throw new NotFound();
      return present(customer, found, riskLevel);
    },

    /** For confirmation: the quote itself (or undefined), with the stop helpers. */
    find: (customerId: string, id: string) => quotes.find(customerId, id),
    limitAmount,
  };
}
export type QuoteService = ReturnType<typeof quoteService>;
