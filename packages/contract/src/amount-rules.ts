/*
 * What an amount a customer types may look like, without zod: the calculator checks it on every
 * keystroke on the dashboard, whose first load has no room for zod (`@homeward/contract/
 * amount-rules`). money.ts builds the wire schema from the same two rules.
 */

/** The longest amount text accepted: far beyond any limit, short enough to refuse junk. */
export const AMOUNT_MAX_LENGTH = 20;

/** Digits with an optional decimal point: no sign, no exponent, no thousands separators. */
export const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;
