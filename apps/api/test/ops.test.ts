import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerJournals, staffAuditEvents } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { uniqueEmail } from './support/mail';
import { opsLines } from './support/ops';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The ops CLI's commands, sent to the admin API with a staff token (through `app.inject`, as
 * when no server runs; ops-transport.test.ts covers HTTP and the choice between the two).
 */
let t: TestApp;
let run: ReturnType<typeof opsLines>;
beforeAll(async () => {
  t = await createTestApp();
  run = opsLines(t);
});
afterAll(() => t.close());

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
    const usage = (await run()).join('\n');
    expect(usage).toContain('security-events');
    expect(usage).toContain('staff:create-admin');
    expect(usage).toContain('HOMEWARD_STAFF_TOKEN');
    await expect(run('nope')).rejects.toThrow('Unknown command: nope');
    await expect(run('security-events', '--limit', 'lots')).rejects.toThrow('--limit');
  });

  it('is for compliance and admins: support is refused with the server’s words', async () => {
    const support = opsLines(t, ['support']);
    await expect(support('security-events')).rejects.toThrow('Your role does not allow this.');
    expect(await opsLines(t, ['compliance'])('security-events', '--limit', '1')).toHaveLength(1);
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

  it('is finance’s: compliance is refused', async () => {
    await expect(opsLines(t, ['compliance'])('ledger:check')).rejects.toThrow(
      'Your role does not allow this.',
    );
  });
});

describe('ops documents:expire', () => {
  it('says the server’s refusal for a document that is not approved, and records nothing', async () => {
    const before = await t.database.db.select().from(staffAuditEvents);
    await expect(run('documents:expire', '00000000-0000-0000-0000-000000000000')).rejects.toThrow(
      'No document 00000000-0000-0000-0000-000000000000.',
    );
    await expect(run('documents:expire')).rejects.toThrow('Give the document id.');
    expect(await t.database.db.select().from(staffAuditEvents)).toHaveLength(before.length);
  });
});

describe('ops pricing: four-eyes proposals', () => {
  it('proposes a rate that takes effect when a second finance officer approves it', async () => {
    const finance = opsLines(t, ['finance']);
    const [proposed = ''] = await finance('rates:set', 'aud', 'php', '40.5');
    expect(proposed).toMatch(
      /^Proposed .* takes effect when another finance officer approves: proposals:approve \S+$/,
    );
    const id = proposed.split(' ').at(-1) ?? '';
    expect((await finance('proposals:list')).some((line) => line.startsWith(id))).toBe(true);
    await expect(finance('proposals:approve', id)).rejects.toThrow(/./);
    await opsLines(t, ['finance'])('proposals:approve', id);
    const rates = await run('rates:list');
    expect(rates.find((line) => line.startsWith('AUD/PHP'))).toMatch(/^AUD\/PHP {2}40\.5/);
    await expect(finance('rates:set', 'AUD', 'PHP', '0')).rejects.toThrow(/./);
  });

  it('proposes corridor and fee changes, refusing bad ones with the server’s words', async () => {
    const finance = opsLines(t, ['finance']);
    expect(await finance('corridors:set', 'AUD-PH-PHP', '--min', '20', '--margin', '0.5')).toEqual([
      expect.stringMatching(/^Proposed .*proposals:approve \S+$/),
    ]);
    expect(
      await finance('fees:set', '1', 'bank_account', '--fixed', '2.50', '--delivery-minutes', '30'),
    ).toEqual([expect.stringMatching(/^Proposed .*proposals:approve \S+$/)]);
    await expect(finance('corridors:set', 'AUD-FR-EUR', '--min', '10')).rejects.toThrow(
      'No corridor AUD-FR-EUR',
    );
    await expect(finance('fees:set', '1', 'pigeon')).rejects.toThrow(/./);
    await expect(finance('corridors:set', 'AUD-PH-PHP', '--open', 'maybe')).rejects.toThrow(
      '--open is yes or no.',
    );
    expect((await run('corridors:list'))[0]).toMatch(/^#\d+ {2}\S+ {2}(open|closed)/);
  });
});

describe('ops customers', () => {
  it('blocks and unblocks a customer, with a reason', async () => {
    const email = uniqueEmail('blocked');
    await new TestBrowser(t.app).signUp(email);
    expect(await run('customers:block', email, '--reason', 'Card fraud reported.')).toEqual([
      `${email} can no longer send money.`,
    ]);
    await expect(
      run('customers:block', 'nobody@example.com', '--reason', 'Card fraud reported.'),
    ).rejects.toThrow('No customer has the email nobody@example.com.');
    await expect(run('customers:unblock', email)).rejects.toThrow(/reason/);
    expect(await run('customers:unblock', email, '--reason', 'Cleared by the bank.')).toEqual([
      `${email} can send money again.`,
    ]);
  });
});
