import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { opsToken } from './ops';
import { recordSecret } from './secrets';
import { API_PORT, API_URL } from './urls';

/** A staff member of the journeys, with what signing in takes. */
export interface StaffMember {
  email: string;
  password: string;
  /** The authenticator's secret, as the invitation showed it. */
  totp: OTPAuth.TOTP;
}

const json = { 'content-type': 'application/json', accept: 'application/json' };
const admin = (path: string) => new URL(`/admin/v1/${path}`, API_URL);

/**
 * A new staff member with `roles`: invited by the journeys' operations admin (its service
 * token, support/ops.ts) and enrolled as the console's invitation page would, over the API.
 */
export async function staffMember(
  roles: string[],
  name = roles.join(' and '),
): Promise<StaffMember> {
  const email = `${roles.join('-')}-${crypto.randomUUID().slice(0, 8)}@journeys.homeward.test`;
  const token = await opsToken(API_PORT);
  const invited = await fetch(admin('staff'), {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ email, name: `Journeys ${name}`, roles }),
  });
  expect(invited.status, await invited.clone().text()).toBe(201);
  const { invitation_url } = (await invited.json()) as { invitation_url: string };
  const link = invitation_url.split('/').pop() ?? '';
  recordSecret('staff invitation', link);
  const invitation = (await (
    await fetch(admin(`invitations/${link}`), { headers: json })
  ).json()) as {
    otpauth_url: string;
  };
  const totp = OTPAuth.URI.parse(invitation.otpauth_url) as OTPAuth.TOTP;
  recordSecret('authenticator secret', totp.secret.base32);
  const password = `Journeys-${crypto.randomUUID()}`;
  recordSecret('password', password);
  const accepted = await fetch(admin(`invitations/${link}/accept`), {
    method: 'POST',
    headers: { ...json, 'x-staff-csrf': 'journeys' },
    body: JSON.stringify({ password, code: totp.generate() }),
  });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return { email, password, totp };
}

/**
 * Signs in at /back-office with the password and the authenticator's code. The code is the next
 * 30-second step's (one step either side is accepted): the one the invitation used is spent.
 */
export async function signInToConsole(page: Page, member: StaffMember) {
  await page.goto('/back-office/sign-in');
  await page.getByLabel('Work email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByLabel('Authenticator code')
    .fill(member.totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Work queue', level: 1 })).toBeVisible();
}
