import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/cli/ops';
import { TestBrowser } from './support/browser';
import { uniqueEmail } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = async (...argv: string[]) => {
  const lines: string[] = [];
  await runOps(t.app, argv, (line) => lines.push(line));
  return lines;
};

describe('ops security-events', () => {
  it("lists an account's events, newest first, and failures to unknown accounts", async () => {
    const email = uniqueEmail('ops');
    await new TestBrowser(t.app, undefined, '192.0.2.44').signUp(email);
    await new TestBrowser(t.app, undefined, '192.0.2.45').logIn(email, 'Wrong-passw0rd!');
    await new TestBrowser(t.app, undefined, '192.0.2.46').logIn(uniqueEmail('ghost'), 'x');

    const mine = await run('security-events', '--email', email.toUpperCase());
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatch(/sign_in_failed\s+.*192\.0\.2\.45/);
    expect(mine[1]).toMatch(/signed_up\s+.*192\.0\.2\.44 {2}Chrome 131 on Linux/);

    const all = await run('security-events', '--limit', '10');
    expect(all.some((line) => /sign_in_failed\s+ - {2}192\.0\.2\.46/.test(line))).toBe(true);
  });

  it('explains its usage and refuses bad options', async () => {
    expect((await run()).join('\n')).toContain('security-events');
    await expect(run('nope')).rejects.toThrow('Unknown command: nope');
    await expect(run('security-events', '--limit', 'lots')).rejects.toThrow('--limit');
  });
});
