import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The check that no secret a journey used reached the API's log: the journeys record every
 * secret they type, read from mail or receive (secrets.ts); the API's output is kept in a file
 * (api-server.ts); the global teardown looks for each secret in it. This module is the part
 * without Playwright, so its own test can plant secrets and see them caught.
 */

export type SecretKind =
  | 'password'
  | 'one-time code'
  | 'password reset token'
  | 'upload hand-off token'
  | 'session cookie'
  | 'XSRF token'
  | 'authenticator secret'
  | 'recovery code'
  | 'sandbox checkout id'
  | 'staff invitation'
  | 'staff service token'
  | 'cash pickup code';

export interface RecordedSecret {
  kind: SecretKind;
  value: string;
}

/** One run's files, by API port, so two runs side by side (other ports) keep apart. */
export function e2eOutputDir(root: string, apiPort: number): string {
  return path.join(root, '.test-output', `e2e-${apiPort}`);
}
export const apiLogFile = (dir: string, name = 'api') => path.join(dir, `${name}.log`);
export const secretsFile = (dir: string) => path.join(dir, 'secrets.jsonl');

/** Shorter values would match by chance (and no secret of ours is that short). */
const MIN_LENGTH = 6;
/** Codes are digits: looked for as whole numbers, not inside timestamps or durations. */
const DIGITS = /^\d+$/;
const WHOLE_NUMBERS = /(?<![\w.])\d+(?![\w.])/g;

/** The ways a value can be written in a JSON log line: as is, URL-encoded or decoded, escaped. */
function spellings(value: string): string[] {
  const found = new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)]);
  try {
    found.add(decodeURIComponent(value));
  } catch {
    // Not URL-encoded text; the value as is is enough.
  }
  return [...found].filter((spelling) => spelling.length >= MIN_LENGTH);
}

/** How many recorded secrets of each kind occur in the log (kinds with none are left out). */
export function findSecretsInLog(log: string, secrets: RecordedSecret[]): Map<SecretKind, number> {
  const numbers = new Set(log.match(WHOLE_NUMBERS) ?? []);
  const leaks = new Map<SecretKind, number>();
  const seen = new Set<string>();
  for (const { kind, value } of secrets) {
    if (seen.has(value)) continue;
    seen.add(value);
    const leaked = spellings(value).some((spelling) =>
      DIGITS.test(spelling) ? numbers.has(spelling) : log.includes(spelling),
    );
    if (leaked) leaks.set(kind, (leaks.get(kind) ?? 0) + 1);
  }
  return leaks;
}

/** The secrets file: one JSON object per line, appended by every worker. */
export function readRecordedSecrets(text: string): RecordedSecret[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as RecordedSecret);
}

/** Names each kind of secret found and how many, never a secret itself. */
export function describeLeaks(leaks: Map<SecretKind, number>, logFile: string): string {
  const kinds = [...leaks].map(([kind, count]) => `${count} × ${kind}`).join(', ');
  return `The API log holds secrets the journeys used: ${kinds}. Look in ${logFile} (it is not printed here).`;
}

/**
 * The teardown's check: throws when a recorded secret is in the log, or when the log cannot
 * vouch for anything (missing, or without the request lines an info-level log has). Answers a
 * one-line summary otherwise.
 */
export function checkApiLog(logFile: string, secretsPath: string): string {
  if (!existsSync(logFile)) {
    throw new Error(
      `The API log ${logFile} is missing: nothing shows that secrets stayed out of it.`,
    );
  }
  const log = readFileSync(logFile, 'utf8');
  if (!log.includes('"msg":"request completed"')) {
    throw new Error(
      `The API log ${logFile} has no request lines (is LOG_LEVEL info?): it cannot show that secrets stayed out of it.`,
    );
  }
  const secrets = existsSync(secretsPath)
    ? readRecordedSecrets(readFileSync(secretsPath, 'utf8'))
    : [];
  const leaks = findSecretsInLog(log, secrets);
  if (leaks.size > 0) throw new Error(describeLeaks(leaks, logFile));
  const values = new Set(secrets.map((secret) => secret.value));
  const kinds = new Set(secrets.map((secret) => secret.kind));
  const lines = log.split('\n').filter((line) => line.trim()).length;
  return `No secret in the API log: ${values.size} secrets of ${kinds.size} kinds looked for in ${lines} lines.`;
}
