import { AMOUNT_MAX_LENGTH, AMOUNT_PATTERN } from './amount-rules';
import { z } from './zod';

/**
 * Money on the wire (PRODUCT.md, Money rules): a decimal string in major units and an ISO 4217
 * code, never a float. Inside the API amounts are integer minor units.
 */
export const moneySchema = z.object({
  amount: z.string().regex(/^-?\d+(\.\d+)?$/),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof moneySchema>;

export const currencyCodeSchema = z
  .string({ error: 'Choose a currency.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Choose a currency.');

/**
 * An amount a customer typed: digits with an optional decimal point, at most two groups of
 * digits, no sign and no exponent. How many decimals the currency allows is checked by the API,
 * which knows each currency's minor unit.
 */
export const amountInputSchema = z
  .string({ error: 'Enter an amount.' })
  .trim()
  .min(1, 'Enter an amount.')
  .max(AMOUNT_MAX_LENGTH, 'That amount is too large.')
  .regex(AMOUNT_PATTERN, 'Enter the amount as a number, like 250 or 250.50.');
