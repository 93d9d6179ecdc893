import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/cli/ops';
import { ledgerEntries, ledgerJournals } from '../src/db/schema';
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

describe('ops pricing and customers', () => {
  it('sets a rate that the next quote uses, and lists rates with their age', async () => {
    expect(await run('rates:set', 'aud', 'php', '40.5', '--actor', 'dana')).toEqual([
      '1 AUD = 40.5 PHP from now.',
    ]);
    const rates = await run('rates:list');
    expect(rates.find((line) => line.startsWith('AUD/PHP'))).toMatch(
      /40\.5 .*\(0 min old, ops:dana\)/,
    );
    await expect(run('rates:set', 'AUD', 'PHP', '0')).rejects.toThrow('positive decimal');
    await expect(run('rates:set', 'AUD', 'ABC', '1')).rejects.toThrow('not an ISO 4217');
  });

  it('changes a corridor and its fees, and adds a new one', async () => {
    await run('corridors:set', 'AUD-PH-PHP', '--min', '20', '--margin', '0.5');
    await run(
      'fees:set',
      '1',
      'bank_account',
      '--fixed',
      '2.50',
      '--percent',
      '0.25',
      '--delivery-minutes',
      '30',
    );
    const listed = await run('corridors:list');
    expect(listed[0]).toMatch(/AUD-PH-PHP {2}open {2}20\.00–50000\.00 AUD {2}margin 0\.5 %/);
    expect(listed.find((line) => line.includes('bank_account'))).toMatch(
      /fee 2\.50 \+ 0\.25 % {2}delivery 30 min/,
    );
    expect(
      await run('corridors:set', 'AUD-KW-KWD', '--min', '10', '--max', '5000', '--margin', '1'),
    ).toEqual([expect.stringMatching(/^Corridor #\d+ AUD-KW-KWD saved\.$/)]);
    await expect(run('corridors:set', 'AUD-FR-EUR', '--min', '10')).rejects.toThrow(
      '--min, --max and --margin',
    );
    await expect(run('corridors:set', 'PHILIPPINES')).rejects.toThrow('SOURCE-COUNTRY-CURRENCY');
    await expect(run('fees:set', '1', 'pigeon')).rejects.toThrow('payout method is one of');
    await run('corridors:set', 'AUD-PH-PHP', '--open', 'no');
    expect((await run('corridors:list'))[0]).toContain('closed');
    await run('corridors:set', 'AUD-PH-PHP', '--open', 'yes', '--min', '10', '--margin', '0.75');
  });

  it('blocks and unblocks a customer', async () => {
    const email = uniqueEmail('blocked');
    await new TestBrowser(t.app).signUp(email);
    expect(await run('customers:block', email)).toEqual([`${email} can no longer send money.`]);
    await expect(run('customers:block', 'nobody@example.com')).rejects.toThrow('No customer');
    expect(await run('customers:unblock', email)).toEqual([`${email} can send money again.`]);
  });
});

describe('ops ledger:check', () => {
  it('passes on balanced journals and names an unbalanced one', async () => {
    expect((await run('ledger:check')).at(-1)).toMatch(/^\d+ journals, all balanced\.$/);
    const [journal] = await t.database.db
      .insert(ledgerJournals)
      .values({ kind: 'broken' })
      .returning({ id: ledgerJournals.id });
    if (!journal) throw new Error('no journal');
    await t.database.db.insert(ledgerEntries).values([
      { journalId: journal.id, account: 'payment_clearing', currency: 'AUD', amountMinor: 100 },
      { journalId: journal.id, account: 'customer_funds', currency: 'AUD', amountMinor: -99 },
    ]);
    await expect(run('ledger:check')).rejects.toThrow('1 journal(s) do not balance.');
    await t.database.db.delete(ledgerEntries).where(eq(ledgerEntries.journalId, journal.id));
    await t.database.db.delete(ledgerJournals).where(eq(ledgerJournals.id, journal.id));
  });
});
