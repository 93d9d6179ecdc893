import { expect } from 'vitest';
import type { SanctionsImportResult } from '@homeward/contract';
import type { StaffBrowser } from './staff';

/**
 * A small list in the OFAC SDN CSV format (the real one is four megabytes): what the screening
 * suites screen against. The names are invented; the format is OFAC's, remarks included.
 */
export const miniOfacList = (extra: string[] = []) =>
  [
    `90001,"HADDAD, Karim Youssef",individual,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 14 Mar 1971; POB Tripoli, Lebanon; nationality Lebanon; a.k.a. 'AL-HADDAD, Karim'."`,
    `90002,"VOLKOV, Dmitri Andreyevich",individual,"RUSSIA-EO14024",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 02 Nov 1968; nationality Russia."`,
    `90003,"NORTHERN STAR SHIPPING LLC",-0- ,"IRAN",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Registration ID 12345 (Iran)."`,
    ...extra,
  ].join('\n') + '\n';

/** Imports a list file through the admin API, as the console and the ops CLI do. */
export async function importList(
  staff: StaffBrowser,
  source: 'ofac' | 'un' | 'dfat',
  file: Uint8Array | string,
  name = `${source}-list`,
) {
  const answer = await staff.request(
    'POST',
    `sanctions/lists/${source}/imports?file=${encodeURIComponent(name)}`,
    Buffer.from(file),
    { 'content-type': 'application/octet-stream' },
  );
  return answer;
}

export async function importedList(
  staff: StaffBrowser,
  source: 'ofac' | 'un' | 'dfat',
  file: Uint8Array | string,
) {
  const answer = await importList(staff, source, file);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as SanctionsImportResult;
}
