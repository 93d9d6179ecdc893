import type { Database } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { JobQueue } from '../jobs/queue';
import type { Notifications } from '../notifications/service';
import type { PaymentProvider } from '../payments/provider';
import type { PayoutProvider } from '../payouts/provider';
import type { SmsSender } from '../sms/sender';
import type { TransferRow } from '../transfers/repository';
import type { LifecycleRepositories } from './repository';

export interface LifecycleSettings {
  appUrl: string;
  /** The limits' currency: the hold threshold is in its major units. */
  limitsCurrency: string;
  /** Paid transfers at or above this (major units of the limits' currency) wait for review. */
  holdAbove: number;
  /** How long after payment the payout starts (the customer's window to change their mind). */
  payoutStartSeconds: number;
}

export interface LifecycleDeps {
  store: UnitOfWork<LifecycleRepositories>;
  jobs: JobQueue;
  notifications: Notifications;
  payments: PaymentProvider;
  payouts: PayoutProvider;
  /** Whether the customer's proof of identity is approved (read in the caller's transaction). */
  identityApproved: (tx: Database, customerId: string) => Promise<boolean>;
  customerEmail: (tx: Database, customerId: string) => Promise<string | undefined>;
  /** The sender's name as the recipient knows them (their legal name), for the pickup text. */
  customerName: (tx: Database, customerId: string) => Promise<string | undefined>;
  /** Texts to people who are not customers (a cash pickup's recipient), through the queue. */
  sms: Pick<SmsSender, 'send'>;
  /**
   * Sanctions screening before the money leaves (in the step's transaction): true when a
   * compliance case stops this transfer's customer or recipient.
   */
  stopsPayout: (
    tx: Database,
    transfer: { id: string; customerId: string; recipientId: string | null; recipientName: string },
  ) => Promise<boolean>;
  /**
   * Transaction monitoring as a transfer is paid (in the step's transaction): its alerts open or
   * add to the customer's monitoring case, which a 'hold' rule makes stop the payout.
   */
  monitor: (tx: Database, transfer: TransferRow) => Promise<void>;
  settings: LifecycleSettings;
  /** Tells the customer's screens that a transfer changed, once the change is committed. */
  notify: (transferId: string) => void;
  /** Test only: a pause inside a webhook's transaction, after it is recorded (crash tests). */
  faultPauseMs?: number;
  /** Problems operations must see (a refund the provider refused); never thrown. */
  alert: (message: string, details: Record<string, unknown>) => void;
}

/** One transaction of the lifecycle: the repositories, and the transfers it changed. */
export type Step = LifecycleRepositories & { tx: Database; changed: Set<string> };

/**
 * Runs `work` in one database transaction, then tells the screens of every transfer it
 * changed: after the commit, so nobody is told of a change that rolled back.
 */
export async function inStep<T>(deps: LifecycleDeps, work: (step: Step) => Promise<T>) {
  const changed = new Set<string>();
  const result = await deps.store.run((repositories) => work({ ...repositories, changed }));
  for (const id of changed) deps.notify(id);
  return result;
}

export const PROVIDER_ACTOR = (name: string) => `provider:${name}`;
