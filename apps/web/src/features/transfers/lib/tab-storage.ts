/**
 * Text kept per quote for this browser tab (sessionStorage): it survives a reload and Back and
 * Forward, no other tab sees it, and it goes when the tab closes. Where storage is refused
 * (some private modes) it lives in memory as long as the page.
 */
export function tabStorage(prefix: string) {
  const fallback = new Map<string, string>();
  const keyOf = (quoteId: string) => `${prefix}.${quoteId}`;
  return {
    read(quoteId: string): string | null {
      try {
        return window.sessionStorage.getItem(keyOf(quoteId)) ?? fallback.get(quoteId) ?? null;
      } catch {
        return fallback.get(quoteId) ?? null;
      }
    },
    write(quoteId: string, value: string): void {
      try {
        window.sessionStorage.setItem(keyOf(quoteId), value);
        fallback.delete(quoteId);
      } catch {
        fallback.set(quoteId, value);
      }
    },
    forget(quoteId: string): void {
      fallback.delete(quoteId);
      try {
        window.sessionStorage.removeItem(keyOf(quoteId));
      } catch {
        // Nothing was stored.
      }
    },
  };
}
