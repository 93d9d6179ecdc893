/**
 * Text kept for this browser tab (sessionStorage), under `homeward.{name}.{id}`: it survives a
 * reload and Back and Forward, no other tab sees it, and it goes when the tab closes or the
 * customer signs out ({@link forgetTabStorage}). Where storage is refused (some private modes)
 * it lives in memory as long as the page.
 */
const ROOT = 'homeward.';
const fallbacks: Map<string, string>[] = [];

export interface TabStore {
  read(id: string): string | null;
  write(id: string, value: string): void;
  forget(id: string): void;
}

export function tabStorage(name: string): TabStore {
  const fallback = new Map<string, string>();
  fallbacks.push(fallback);
  const keyOf = (id: string) => `${ROOT}${name}.${id}`;
  return {
    read(id) {
      try {
        return window.sessionStorage.getItem(keyOf(id)) ?? fallback.get(id) ?? null;
      } catch {
        return fallback.get(id) ?? null;
      }
    },
    write(id, value) {
      try {
        window.sessionStorage.setItem(keyOf(id), value);
        fallback.delete(id);
      } catch {
        fallback.set(id, value);
      }
    },
    forget(id) {
      fallback.delete(id);
      try {
        window.sessionStorage.removeItem(keyOf(id));
      } catch {
        // Nothing was stored.
      }
    },
  };
}

/**
 * Signing out forgets everything the tab kept for the customer (wizard drafts, confirmation
 * keys), including what an earlier page load of this tab kept.
 */
export function forgetTabStorage(): void {
  for (const fallback of fallbacks) fallback.clear();
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, index) =>
      window.sessionStorage.key(index),
    );
    for (const key of keys) if (key?.startsWith(ROOT)) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
