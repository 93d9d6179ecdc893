import { expect } from '@playwright/test';
import { opsToken } from './ops';
import { API_PORT, API_URL } from './urls';

/**
 * A small sanctions list in the OFAC SDN CSV format (the real one is four megabytes), with
 * invented names: what the compliance journeys screen against. Every journey and both widths
 * import these same bytes, so a second import is the list already in force (nothing changes,
 * nobody is screened again) and journeys running side by side never swap each other's list.
 */
export const MINI_OFAC_LIST =
  [
    `90001,"HADDAD, Karim Youssef",individual,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 14 Mar 1971; POB Tripoli, Lebanon; nationality Lebanon; a.k.a. 'AL-HADDAD, Karim'."`,
    `90002,"VOLKOV, Dmitri Andreyevich",individual,"RUSSIA-EO14024",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 02 Nov 1968; nationality Russia."`,
    `90003,"NORTHERN STAR SHIPPING LLC",-0- ,"IRAN",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Registration ID 12345 (Iran)."`,
  ].join('\n') + '\n';

/** How many entries the list has, as the console shows them in force. */
export const MINI_OFAC_ENTRIES = 3;

export const MINI_OFAC_FILE_NAME = 'sdn-journeys.csv';

/** The list as the console's file picker takes it. */
export const miniOfacFile = () => ({
  name: MINI_OFAC_FILE_NAME,
  mimeType: 'text/csv',
  buffer: Buffer.from(MINI_OFAC_LIST),
});

/**
 * Puts the list in force through the admin API, as the ops CLI does, with the journeys'
 * operations token: for a journey whose subject is not the import screen.
 */
export async function importMiniOfacList() {
  const token = await opsToken(API_PORT);
  const answer = await fetch(
    new URL(`/admin/v1/sanctions/lists/ofac/imports?file=${MINI_OFAC_FILE_NAME}`, API_URL),
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        accept: 'application/json',
      },
      body: MINI_OFAC_LIST,
    },
  );
  expect(answer.status, await answer.clone().text()).toBe(201);
}
