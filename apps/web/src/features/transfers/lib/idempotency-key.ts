/**
 * One Idempotency-Key per quote, kept in sessionStorage: a double click, a retry after a lost
 * answer, or a reload of the page all confirm with the same key, so the server makes one
 * transfer. Where storage is refused (some private modes) the key lives as long as the page.
 */
const fallback = new Map<string, string>();
const storageKey = (quoteId: string) => `homeward.transfer-key.${quoteId}`;

function read(quoteId: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(quoteId));
  } catch {
    return null;
  }
}

function write(quoteId: string, key: string): boolean {
  try {
    window.sessionStorage.setItem(storageKey(quoteId), key);
    return true;
  } catch {
    return false;
  }
}

export function idempotencyKeyFor(quoteId: string): string {
  const saved = read(quoteId) ?? fallback.get(quoteId);
  if (saved) return saved;
  const key = crypto.randomUUID();
  if (!write(quoteId, key)) fallback.set(quoteId, key);
  return key;
}

/** Once the transfer exists the quote is spent, and its key with it. */
export function forgetIdempotencyKey(quoteId: string): void {
  fallback.delete(quoteId);
  try {
    window.sessionStorage.removeItem(storageKey(quoteId));
  } catch {
    // Nothing was stored.
  }
}
