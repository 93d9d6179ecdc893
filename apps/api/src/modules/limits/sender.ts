import type { Customer, RiskLevel } from '@homeward/contract';
import type { CustomerService } from '../customers/service';
import type { RiskService } from '../risk/service';
import type { SessionRow } from '../sessions/repository';

/**
 * The signed-in sender for a request that only reads (the limits, a price): the Customer answer
 * and the risk rating in force, both from this node's copies while the customer's data version
 * the session lookup read still holds (decision 0040).
 */
export async function senderForRead(
  deps: { customers: CustomerService; risk: RiskService },
  session: SessionRow,
): Promise<{ customer: Customer; riskLevel: RiskLevel }> {
  const [customer, riskLevel] = await Promise.all([
    deps.customers.presentForRead(session),
    deps.risk.levelForRead(session.customerId, session.customerDataVersion),
  ]);
  return { customer, riskLevel };
}
