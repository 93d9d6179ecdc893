import DecimalJs from 'decimal.js';

/**
 * decimal.js rounds every result to `precision` significant digits (20 by default). Forty keeps
 * products of the largest amounts and rates exact, and quotients far closer than a minor unit,
 * so floor and ceil below are always right.
 */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;
