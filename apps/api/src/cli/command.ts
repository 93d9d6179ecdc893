import type { AdminClient } from './admin-client';

/** One command of the operations CLI: its usage line and what it asks of the admin API. */
export interface OpsCommand {
  help: string;
  run(client: AdminClient, args: string[], out: (line: string) => void): Promise<void>;
}

/** The first positional argument, or a CommandFailed saying what to give. */
export function firstOf(positionals: string[], what: string): string {
  const [value] = positionals;
  if (!value) throw new Error(`Give the ${what}.`);
  return value;
}

/** `--limit`, checked the same way by every command that takes it. */
export function limitOf(value: string): number {
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new Error('--limit must be a whole number from 1 to 1000');
  }
  return limit;
}

/** A path segment from user input (an id), so a slash or "?" cannot change the route. */
export const segment = (value: string) => encodeURIComponent(value);
