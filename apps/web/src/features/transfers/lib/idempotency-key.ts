import { tabStorage } from '@/lib/tab-storage';

/**
 * One Idempotency-Key per quote, kept for the tab: a double click, a retry after a lost answer,
 * or a reload of the page all confirm with the same key, so the server makes one transfer.
 */
const keys = tabStorage('transfer-key');

export function idempotencyKeyFor(quoteId: string): string {
  const saved = keys.read(quoteId);
  if (saved) return saved;
  const key = crypto.randomUUID();
  keys.write(quoteId, key);
  return key;
}

/** Once the transfer exists the quote is spent, and its key with it. */
export function forgetIdempotencyKey(quoteId: string): void {
  keys.forget(quoteId);
}
