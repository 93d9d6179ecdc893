import { createRequire } from 'node:module';

/**
 * Packages only some requests or jobs need (PDFs, image conversion, S3, SMTP, web push, passkeys,
 * QR codes, sanctions files, public holidays) are loaded the first time one does, not when a node
 * starts: loaded at start they were about 140 MB of every node's memory and a second of every
 * start (issue 21, docs/performance.md, "The embedded start").
 *
 * `onFirstUse(() => import('pkg'))` loads once and shares the promise; a failed load is tried
 * again next time rather than remembered.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

const requireHere = createRequire(import.meta.url);

/**
 * The same for a caller that cannot wait: the package's CommonJS build, required the first time.
 * Only for a package nothing else imports, or there would be two copies of it.
 */
export function requiredOnFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireHere(name) as T);
}
