import type { SessionEndReason, TransferSummary } from '@homeward/contract';
import { limitsQueryKey } from '@/api/limits';
import { transactionQueryKey } from '@/api/transaction';

/**
 * What the API broadcasts (PRODUCT.md "Realtime"; apps/api/src/modules/realtime/broadcaster.ts):
 * one private channel per customer, and event names in Laravel's App.Events namespace.
 */
export const customerChannel = (customerId: string) => `private-App.Models.Customer.${customerId}`;

export const realtimeEvents = {
  transactionStatusUpdated: 'App\\Events\\TransactionStatusUpdated',
  documentStatusUpdated: 'App\\Events\\DocumentStatusUpdated',
  customerUpdated: 'App\\Events\\CustomerUpdated',
  sessionRevoked: 'App\\Events\\SessionRevoked',
} as const;

export interface TransactionStatusUpdated {
  transaction: TransferSummary;
}

export interface DocumentStatusUpdated {
  document_id: string;
  status: string;
}

export interface SessionRevoked {
  /** The ended session; null when every session of the customer ended (password change/reset). */
  session_id: string | null;
  /** Why, when it was ended from elsewhere (removed, signed out everywhere, a new password). */
  reason?: SessionEndReason | null;
}

/**
 * The query keys the events make stale. Shared resources' keys come from src/api; features may
 * not import each other, so the rest repeat their owners' keys (the profile's in
 * features/auth/api/get-profile.ts, the tasks' in features/tasks/api/get-tasks.ts, the devices'
 * in features/account-security/api/get-devices.ts). Invalidating a prefix covers every filter.
 */
export const realtimeQueryKeys = {
  transaction: transactionQueryKey,
  transactions: ['transactions'] as const,
  limits: limitsQueryKey,
  tasks: ['tasks'] as const,
  /** Holds the customer's documents and their statuses, too. */
  profile: ['customer', 'profile'] as const,
  /** The device list and the security activity. */
  accountSecurity: ['account-security'] as const,
};
