import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkApiLog,
  findSecretsInLog,
  readRecordedSecrets,
  type RecordedSecret,
} from './secret-scan';

/** Lines as the API writes them at info level (pino JSON, Fastify's request lines). */
const line = (fields: object) =>
  JSON.stringify({ level: 30, time: 1763719162123, pid: 4242, hostname: 'ci', ...fields });
const request = (url: string) =>
  line({
    reqId: 'b2c1f1c8-5d1e-4e34-9a0f-0c1d2e3f4a5b',
    req: { method: 'GET', url },
    res: { statusCode: 200 },
    responseTime: 12.482913,
    msg: 'request completed',
  });
const cleanLog = [
  request('/client/v1/profile'),
  request('/reset-password/[redacted]'),
  line({
    to: 'maria@example.com',
    subject: 'Your sign-in code ######',
    msg: 'mail kept in the development outbox',
  }),
].join('\n');

const secrets: RecordedSecret[] = [
  { kind: 'password', value: 'Sunny-days-2026!' },
  { kind: 'one-time code', value: '482913' },
  { kind: 'one-time code', value: '162123' },
  { kind: 'password reset token', value: 'c2VjcmV0LXJlc2V0LXRva2Vu' },
  { kind: 'XSRF token', value: 'eyJpdiI6Ik1+/abc=' },
  { kind: 'session cookie', value: 'k3j4h5g6f7d8s9a0q1w2e3r4t5y6u7i8' },
];

describe('finding secrets in the API log', () => {
  it('finds none in a log that keeps them out, even where digits happen to match', () => {
    // 482913 is inside a duration and 162123 inside a timestamp: neither is a code in the log.
    expect(findSecretsInLog(cleanLog, secrets)).toEqual(new Map());
  });

  it('catches each planted secret, by kind', () => {
    const planted = [
      [request('/reset-password/c2VjcmV0LXJlc2V0LXRva2Vu'), 'password reset token'],
      [line({ body: { password: 'Sunny-days-2026!' }, msg: 'oops' }), 'password'],
      [request('/client/v1/verify?otp=482913'), 'one-time code'],
      [line({ otp: '482913', msg: 'oops' }), 'one-time code'],
      // Written URL-encoded, recorded as the page sent it.
      [line({ headers: { cookie: 'XSRF-TOKEN=eyJpdiI6Ik1%2B%2Fabc%3D' } }), 'XSRF token'],
      [line({ cookie: 'homeward_session=k3j4h5g6f7d8s9a0q1w2e3r4t5y6u7i8' }), 'session cookie'],
    ] as const;
    for (const [leak, kind] of planted) {
      const found = findSecretsInLog(`${cleanLog}\n${leak}`, secrets);
      expect(found, leak).toEqual(new Map([[kind, 1]]));
    }
  });

  it('counts each secret once, however often it was recorded or logged', () => {
    const log = `${cleanLog}\n${line({ otp: '482913' })}\n${line({ otp: '482913' })}`;
    expect(findSecretsInLog(log, [...secrets, ...secrets])).toEqual(
      new Map([['one-time code', 1]]),
    );
  });

  it('reads the secrets file the workers append to', () => {
    const text = `${JSON.stringify(secrets[0])}\n\n${JSON.stringify(secrets[1])}\n`;
    expect(readRecordedSecrets(text)).toEqual([secrets[0], secrets[1]]);
  });
});

describe("the teardown's check", () => {
  const files = (log: string | undefined, recorded: RecordedSecret[]) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-scan-'));
    const logFile = path.join(dir, 'api.log');
    const secretsFile = path.join(dir, 'secrets.jsonl');
    if (log !== undefined) writeFileSync(logFile, log);
    writeFileSync(secretsFile, recorded.map((secret) => JSON.stringify(secret)).join('\n'));
    return [logFile, secretsFile] as const;
  };

  it('passes a clean log and says what it looked at', () => {
    expect(checkApiLog(...files(cleanLog, secrets))).toBe(
      'No secret in the API log: 6 secrets of 5 kinds looked for in 3 lines.',
    );
  });

  it('fails naming the kinds of secret found, never the secrets', () => {
    const log = `${cleanLog}\n${line({ password: 'Sunny-days-2026!', otp: '482913' })}`;
    const check = () => checkApiLog(...files(log, secrets));
    expect(check).toThrow(
      /^The API log holds secrets the journeys used: 1 × password, 1 × one-time code\./,
    );
    try {
      check();
    } catch (error) {
      expect(String(error)).not.toContain('Sunny-days-2026!');
      expect(String(error)).not.toContain('482913');
    }
  });

  it('fails when the log is missing or has no request lines, since it then proves nothing', () => {
    expect(() => checkApiLog(...files(undefined, secrets))).toThrow(/is missing/);
    const warningsOnly = line({ level: 40, msg: 'no SPA build found: serving the API only' });
    expect(() => checkApiLog(...files(warningsOnly, secrets))).toThrow(/has no request lines/);
  });
});
