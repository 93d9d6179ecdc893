import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';

/**
 * The embedded database (PGlite) is a directory of files that one process at a time may open:
 * a second process writing the same files loses its changes and can corrupt the database
 * (issue 16: an approval printed "Approved." and was gone after a restart). Whoever opens it
 * takes this lock first and gives it back on close.
 */
export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${directory} is in use by another process (pid ${pid}): start the server and run this again (the CLI then goes through it), or stop that process.`,
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}

/** Whether a process with this id runs; EPERM means it runs as someone else. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isFresh(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < 2_000;
  } catch {
    return false;
  }
}

export interface EmbeddedLock {
  release(): void;
}

/**
 * Takes `<directory>.lock` (the pid inside, created exclusively). A lock left by a process that
 * is gone (a crash, a kill -9) is taken over; one held by a living process, this one included
 * (two opens in one process would corrupt the files just the same), is refused.
 */
export function lockEmbeddedDatabase(directory: string): EmbeddedLock {
  const file = `${directory}.lock`;
  // Twice at most: once, and once more after removing a dead process's lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, String(process.pid));
      } finally {
        closeSync(fd);
      }
      const release = () => {
        // Only our own lock: after a take-over the file may be someone else's now.
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
        process.off('exit', release);
      };
      // A process that ends without closing the database (an uncaught error) still lets go.
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder !== undefined && isRunning(holder)) {
        throw new EmbeddedDatabaseInUse(directory, holder);
      }
      // An empty lock this fresh is another opener between creating it and writing its pid.
      if (holder === undefined && isFresh(file)) throw new EmbeddedDatabaseInUse(directory, 0);
      rmSync(file, { force: true });
    }
  }
  throw new EmbeddedDatabaseInUse(directory, holderOf(file) ?? 0);
}
