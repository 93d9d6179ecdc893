import { toMinor } from '../../lib/money';
import type { TransferRow } from '../transfers/repository';

/**
 * Whether a transfer's send amount is at or above a threshold given in major units of the
 * limits' currency (COMPLIANCE_HOLD_ABOVE, FOUR_EYES_RELEASE_ABOVE). One home for the
 * comparison: the hold at payment and the four-eyes release must agree on what "large" means.
 */
export function reachesThreshold(
  transfer: Pick<TransferRow, 'limitMinor'>,
  thresholdMajor: number,
  limitsCurrency: string,
): boolean {
  return transfer.limitMinor >= toMinor(String(thresholdMajor), limitsCurrency);
}
