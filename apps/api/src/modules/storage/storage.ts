import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where document files live. Keys are random and carry no customer data; nothing here is ever
 * served from a public path: files are read back only through the API's own checks.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** A directory under DATA_DIR, outside the web root; files are private to the server user. */
export function localStorage(directory: string): FileStorage {
  const pathOf = (key: string) => {
    if (!/^[A-Za-z0-9_-]{16,}$/.test(key)) throw new Error('invalid storage key');
    // Two levels of fan-out keep directories small.
    return path.join(directory, key.slice(0, 2), key.slice(2, 4), key);
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
    },
    get: (key) => readFile(pathOf(key)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
