import { t } from '@lingui/core/macro';
import { AMOUNT_MAX_LENGTH, AMOUNT_PATTERN } from '@homeward/contract/amount-rules';

/**
 * What is wrong with an amount the customer typed (already normalised to "1234.5"), in their
 * language, or null when it can be priced: the contract's amount rules, checked in the browser
 * without zod. The API checks them again, and the currency's decimals.
 */
export function amountProblem(amount: string): string | null {
  const text = amount.trim();
  if (text === '') return t`Enter an amount.`;
  if (text.length > AMOUNT_MAX_LENGTH) return t`That amount is too large.`;
  if (!AMOUNT_PATTERN.test(text)) return t`Enter the amount as a number, like 250 or 250.50.`;
  return null;
}
