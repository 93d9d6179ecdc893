import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SanctionsList } from '@homeward/contract';
import { REFRESH_JOB } from '../src/modules/sanctions/refresh';
import { importedList, importList } from './support/sanctions';
import { opsLines } from './support/ops';
import { signedInStaff, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The three official list formats, imported from the real files in ../shared/compliance through
 * the admin API, the ops CLI and the scheduled refresh; and every way an import is refused,
 * each leaving the list in force as it was.
 */
const compliance = resolve(__dirname, '../../../../shared/compliance');
const files = {
  ofac: resolve(compliance, 'ofac-sdn-2024-05-03.csv'),
  un: resolve(compliance, 'un-consolidated-2024-11-30.xml'),
  dfat: resolve(compliance, 'dfat-consolidated-2024-12.xlsx'),
};

let t: TestApp;
let officer: StaffBrowser;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({
    SANCTIONS_UN_URL: 'http://127.0.0.1:9/unused-until-the-server-starts',
  });
  officer = await signedInStaff(t, ['compliance']);
  // The publisher's website, for the imports by address and the refresh.
  server = createServer((request, response) => {
    const name = request.url?.slice(1) as keyof typeof files;
    if (!(name in files)) {
      response.writeHead(404).end('not here');
      return;
    }
    readFile(files[name]).then(
      (bytes) => response.writeHead(200).end(bytes),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  server.close();
  await t.close();
});

async function lists(): Promise<Record<string, SanctionsList>> {
  const answer = await officer.get('sanctions/lists');
  expect(answer.statusCode, answer.body).toBe(200);
  return Object.fromEntries(
    (answer.json().data as SanctionsList[]).map((list) => [list.source, list]),
  );
}

describe('importing the official formats', () => {
  it('loads the OFAC SDN CSV, the UN XML and the DFAT XLSX, with their versions and counts', async () => {
    expect((await lists()).ofac?.active).toBeNull();
    for (const source of ['ofac', 'un', 'dfat'] as const) {
      const result = await importedList(officer, source, await readFile(files[source]));
      expect(result.rescreening).toBe(true);
      expect(result.import).toMatchObject({
        status: 'active',
        origin: `${source}-list`,
        imported_by: officer.email,
      });
    }
    const loaded = await lists();
    // Every entry of each file (the parsers' own tests check entries field by field).
    expect(loaded.ofac?.active?.entries).toBe(14_965);
    expect(loaded.un?.active?.entries).toBe(879);
    expect(loaded.un?.active?.version).toMatch(/^2024-11-30/);
    expect(loaded.dfat?.active?.entries).toBe(3_062);
    for (const list of Object.values(loaded)) {
      expect(list.active?.names).toBeGreaterThan(list.active?.entries ?? 0);
      expect(list.last_rejected).toBeNull();
    }
    // Screening reads the lists in force: a person listed by the UN and by DFAT, by an alias.
    const { index } = await t.app.deps.sanctions.current({ fresh: true });
    const hits = index.screen({ name: 'Muhammad Tahir Anwari' });
    expect(hits.map((hit) => hit.source)).toEqual(expect.arrayContaining(['un', 'dfat']));
  }, 120_000);

  it('the same file again changes nothing and screens nobody again', async () => {
    const before = (await lists()).un?.active;
    const again = await importedList(officer, 'un', await readFile(files.un));
    expect(again.rescreening).toBe(false);
    expect(again.import.id).toBe(before?.id);
  }, 60_000);
});

describe('refused imports keep the list in force', () => {
  const refusedWith = async (source: 'ofac' | 'un' | 'dfat', file: Uint8Array | string) => {
    const before = (await lists())[source]?.active;
    const answer = await importList(officer, source, file, 'bad-file');
    expect(answer.statusCode, answer.body).toBe(422);
    const message = answer.json().errors.file[0] as string;
    const after = await lists();
    expect(after[source]?.active).toEqual(before);
    expect(after[source]?.last_rejected).toMatchObject({ status: 'rejected', error: message });
    return message;
  };

  it('a file of another format, an empty file, random bytes, a truncated file', async () => {
    expect(await refusedWith('ofac', await readFile(files.un))).toMatch(/OFAC/);
    expect(await refusedWith('un', await readFile(files.dfat))).toMatch(/UN/);
    expect(await refusedWith('dfat', await readFile(files.ofac))).toMatch(/DFAT|XLSX|spreadsheet/i);
    expect(await refusedWith('ofac', '')).toMatch(/empty|no entries/i);
    expect(await refusedWith('un', new Uint8Array([0xde, 0xad, 0xbe, 0xef, 0x00, 0x01]))).toMatch(
      /UN/,
    );
    const xml = (await readFile(files.un, 'utf8')).slice(0, 50_000);
    expect(await refusedWith('un', xml)).toMatch(/./);
  }, 60_000);

  it('a list that shrinks suspiciously (a partial download) is refused as such', async () => {
    // Whole lines: a download cut mid-line is refused as unreadable before its size is judged.
    const lines = (await readFile(files.ofac, 'utf8')).split('\r\n');
    const csv = `${lines.slice(0, 2_000).join('\r\n')}\r\n`;
    expect(await refusedWith('ofac', csv)).toMatch(/fewer than the .* in force.*suspicious/);
  }, 60_000);

  it('an address that does not answer with a list', async () => {
    const answer = await officer.post('sanctions/lists/dfat/imports', { url: `${baseUrl}/nope` });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.file[0]).toMatch(/Could not fetch the list .* 404/);
    const bad = await officer.post('sanctions/lists/dfat/imports', { url: 'not an address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.url).toBeDefined();
    expect((await officer.post('sanctions/lists/ofax/imports', { url: baseUrl })).statusCode).toBe(
      422,
    );
  });
});

describe('who imports, and how', () => {
  it('by address, from the console’s form or the CLI, and audited', async () => {
    const cli = opsLines(t, ['compliance']);
    const lines = await cli('sanctions:import', '--source', 'dfat', `${baseUrl}/dfat`);
    expect(lines.join(' ')).toMatch(/dfat: version .* in force/);
    const fromFile = await cli('sanctions:import', '--source', 'un', files.un);
    expect(fromFile.at(-1)).toBe('The file is the list already in force: nothing changed.');
    const status = await cli('sanctions:lists');
    expect(status.filter((line) => /^(ofac|un|dfat) /.test(line))).toHaveLength(3);
    expect(status.join('\n')).toMatch(/last import refused/);
    await expect(cli('sanctions:import', '--source', 'x', files.un)).rejects.toThrow(
      'Give --source ofac, un or dfat.',
    );
    const audit = await t.app.deps.audit.list({ target: 'dfat', limit: 10 });
    expect(audit.some((line) => line.action === 'sanctions.import')).toBe(true);
  }, 60_000);

  it('support may not import or read lists', async () => {
    const support = await signedInStaff(t, ['support']);
    expect((await support.get('sanctions/lists')).statusCode).toBe(403);
    expect((await importList(support, 'ofac', 'x')).statusCode).toBe(403);
  });
});

describe('the scheduled refresh', () => {
  it('fetches each configured list and keeps the chain going, an unchanged file changing nothing', async () => {
    const refresh = t.app.deps.jobs;
    await refresh.enqueue(REFRESH_JOB, { source: 'un', slot: 0 });
    // The configured address does not answer: refused, recorded, and the next run queued.
    await refresh.runDue();
    const after = await lists();
    expect(after.un?.last_rejected?.error).toMatch(/Could not fetch/);
    expect(after.un?.active?.version).toMatch(/^2024-11-30/);
  });
});
