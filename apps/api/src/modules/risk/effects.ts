import type { Customer, RiskLevel, Task } from '@homeward/contract';

export const SOURCE_OF_FUNDS_CATEGORY = 'source_of_funds';
/** An approved source of funds lifts the lowered limits for a year; then it is asked again. */
export const SOURCE_OF_FUNDS_VALID_DAYS = 365;

/**
 * What the customer sees of a high rating: a task and a stop that speak only of where their
 * money comes from. Never the rating itself (telling them would tip them off).
 */
export const sourceOfFundsTask: Task = {
  code: `document:${SOURCE_OF_FUNDS_CATEGORY}`,
  title: 'Tell us where your money comes from',
  description: 'A recent payslip or bank statement. It lets you send up to your usual limits.',
  route: `/account-verification/upload/${SOURCE_OF_FUNDS_CATEGORY}`,
};

export const raiseWithSourceOfFunds =
  ' Tell us where your money comes from (a payslip or bank statement) to raise your limit.';

const ofSourceOfFunds = (customer: Pick<Customer, 'documents'>, statuses: string[]) =>
  customer.documents.filter(
    (document) =>
      document.document_category.code === SOURCE_OF_FUNDS_CATEGORY &&
      statuses.includes(document.status_code),
  );

/** An approved source of funds within the last year. */
export function sourceOfFundsApproved(customer: Pick<Customer, 'documents'>, now: Date): boolean {
  const since = now.getTime() - SOURCE_OF_FUNDS_VALID_DAYS * 86_400_000;
  return ofSourceOfFunds(customer, ['approved']).some(
    (document) => new Date(document.updated_at).getTime() >= since,
  );
}

/** Whether the rating lowers this customer's limits: high, until a source of funds is approved. */
export function limitsLowered(
  customer: Pick<Customer, 'documents'>,
  level: RiskLevel,
  now: Date,
): boolean {
  return level === 'high' && !sourceOfFundsApproved(customer, now);
}

/** The task, while the limits are lowered and no source of funds waits for review. */
export function sourceOfFundsTasks(
  customer: Pick<Customer, 'documents'>,
  level: RiskLevel,
  now: Date,
): Task[] {
  if (!limitsLowered(customer, level, now)) return [];
  const waiting = ofSourceOfFunds(customer, ['pending', 'in_review']).length > 0;
  return waiting ? [] : [sourceOfFundsTask];
}
