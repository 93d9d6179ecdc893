import { payoutMethods } from '@homeward/contract';
import { NotFound, ValidationFailed } from '../../lib/domain-errors';
import { Decimal } from '../../lib/decimal';
import { AmountNotValid, isKnownCurrency, toMinor } from '../../lib/money';
import type { CorridorWithMethods } from './repository';

/**
 * The pricing service's checks, one set for every caller (the ops CLI, a proposal when it is
 * made, its approval when it is applied): each refusal names its field, so the admin API
 * answers 422 and the CLI prints the message.
 */

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

/** A refusal of one field, as the API's 422 and the ops CLI's message say it. */
export const invalid = (field: string, message: string) =>
  new ValidationFailed({ [field]: [message] });

export function checkRate(base: string, quote: string, rate: string) {
  for (const [field, code] of [
    ['base', base],
    ['quote', quote],
  ] as const) {
    if (!isKnownCurrency(code)) throw invalid(field, `${code} is not an ISO 4217 currency.`);
  }
  if (!/^\d+(\.\d{1,10})?$/.test(rate) || new Decimal(rate).lte(0)) {
    throw invalid('rate', 'Give the rate as a positive decimal number, like 36.5123.');
  }
}

export function parseRoute(route: string) {
  const match = /^([A-Z]{3})-([A-Z]{2})-([A-Z]{3})$/.exec(route);
  const [, source, countryCode, destination] = match ?? [];
  if (!source || !countryCode || !destination) {
    throw invalid('route', 'Name the corridor as SOURCE-COUNTRY-CURRENCY, like AUD-PH-PHP.');
  }
  for (const code of [source, destination]) {
    if (!isKnownCurrency(code)) throw invalid('route', `${code} is not an ISO 4217 currency.`);
  }
  return { source, countryCode, destination };
}

/** An amount in the corridor's source currency, or a 422 naming the field. */
function amountIn(field: string, amount: string, currency: string): number {
  try {
    return toMinor(amount, currency);
  } catch (error) {
    if (error instanceof AmountNotValid) throw invalid(field, error.message);
    throw invalid(field, `Give the amount in ${currency}, like 20.00.`);
  }
}

/** The corridor's columns after `change`, checked against what it is now (if it exists). */
export function corridorValues(
  source: string,
  change: CorridorChange,
  existing: CorridorWithMethods | undefined,
) {
  if (change.marginPercent !== undefined && !percentPattern.test(change.marginPercent)) {
    throw invalid('margin_percent', 'Give the margin as a percentage, like 0.75.');
  }
  const values = {
    ...(change.minSend !== undefined && {
      minSendMinor: amountIn('min_send', change.minSend, source),
    }),
    ...(change.maxSend !== undefined && {
      maxSendMinor: amountIn('max_send', change.maxSend, source),
    }),
    ...(change.marginPercent !== undefined && { marginPercent: change.marginPercent }),
    ...(change.enabled !== undefined && { enabled: change.enabled }),
  };
  const min = values.minSendMinor ?? existing?.corridor.minSendMinor;
  const max = values.maxSendMinor ?? existing?.corridor.maxSendMinor;
  if (min === undefined || max === undefined || (values.marginPercent === undefined && !existing)) {
    throw invalid('route', 'A new corridor needs --min, --max and --margin.');
  }
  if (min <= 0 || max < min) {
    throw invalid('min_send', 'The minimum must be positive and below the maximum.');
  }
  return values;
}

/** The payout method's row after `change`, checked (a new method needs every value). */
export function payoutMethodValues(
  entry: CorridorWithMethods | undefined,
  corridorId: number,
  method: string,
  change: PayoutMethodChange,
) {
  if (!(payoutMethods as readonly string[]).includes(method)) {
    throw invalid('method', `The payout method is one of ${payoutMethods.join(', ')}.`);
  }
  if (!entry) throw new NotFound(`No corridor ${corridorId}.`);
  const current = entry.methods.find((m) => m.method === method);
  if (change.percentageFee !== undefined && !percentPattern.test(change.percentageFee)) {
    throw invalid('percentage_fee', 'Give the percentage fee like 0.5.');
  }
  const fixedFeeMinor =
    change.fixedFee !== undefined
      ? amountIn('fixed_fee', change.fixedFee, entry.corridor.sourceCurrency)
      : current?.fixedFeeMinor;
  const percentageFee = change.percentageFee ?? current?.percentageFee;
  const deliveryMinutes = change.deliveryMinutes ?? current?.deliveryMinutes;
  if (fixedFeeMinor === undefined || percentageFee === undefined || deliveryMinutes === undefined) {
    throw invalid('method', 'A new payout method needs --fixed, --percent and --delivery-minutes.');
  }
  return {
    corridorId,
    method,
    fixedFeeMinor,
    percentageFee,
    deliveryMinutes,
    enabled: change.enabled ?? current?.enabled ?? true,
  };
}
