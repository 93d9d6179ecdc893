import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_PREFIX, STAFF_CSRF_HEADER, type StaffRole } from '@homeward/contract';
import { totpFor } from '../../src/modules/account-security/second-factor';
import { uniqueEmail } from './mail';
import type { TestApp } from './test-app';

export const STAFF_PASSWORD = 'Staff-password-1234';

/** The authenticator code for a time step from now (0: now, 1: the next 30 s): each is good once. */
export const staffCode = (email: string, secret: string, stepsAhead = 0) =>
  totpFor(email, secret).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/**
 * A staff member's browser on the admin API: keeps the `homeward_staff` cookie and sends the
 * session's anti-forgery header, as the console does.
 */
export class StaffBrowser {
  cookie = '';
  csrf = 'visitor';

  constructor(
    private readonly t: TestApp,
    readonly email: string,
    readonly totpSecret: string,
  ) {}

  async request(
    method: InjectOptions['method'],
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.t.app.inject({
      method,
      url: path.startsWith('/') ? path : `${ADMIN_PREFIX}/${path}`,
      ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
      headers: {
        ...(this.cookie && { cookie: `homeward_staff=${this.cookie}` }),
        [STAFF_CSRF_HEADER]: this.csrf,
        ...headers,
      },
    });
    const set = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('homeward_staff='));
    if (set) this.cookie = (set.split(';')[0] ?? '').slice('homeward_staff='.length);
    const body = response.headers['content-type']?.includes('json') ? response.json() : undefined;
    if (body && typeof body === 'object' && 'csrf_token' in body)
      this.csrf = String(body.csrf_token);
    return response;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, payload: unknown = {}) => this.request('POST', path, payload);
  patch = (path: string, payload: unknown) => this.request('PATCH', path, payload);
  delete = (path: string) => this.request('DELETE', path);

  /** Signs in with the password and the authenticator code of `stepsAhead`. */
  async signIn(stepsAhead = 1) {
    const first = await this.post('sign-in', { email: this.email, password: STAFF_PASSWORD });
    if (first.statusCode !== 200) throw new Error(`staff sign-in failed: ${first.body}`);
    const code = await this.post('sign-in/code', {
      code: staffCode(this.email, this.totpSecret, stepsAhead),
    });
    if (code.statusCode !== 200) throw new Error(`staff code failed: ${code.body}`);
    return this;
  }
}

/** A staff member invited with `roles` who accepted and is signed in (the invitation signs in). */
export async function signedInStaff(t: TestApp, roles: StaffRole[], prefix = roles.join('-')) {
  const email = uniqueEmail(`staff-${prefix}`);
  const { invitationUrl } = await t.app.deps.staff.invite(null, {
    email,
    name: `Staff ${prefix}`,
    roles,
  });
  const token = invitationUrl.split('/').pop() ?? '';
  const browser = new StaffBrowser(t, email, '');
  const invitation = await browser.get(`invitations/${token}`);
  if (invitation.statusCode !== 200) throw new Error(`invitation failed: ${invitation.body}`);
  const secret = invitation.json().totp_secret as string;
  const staff = new StaffBrowser(t, email, secret);
  const accepted = await staff.post(`invitations/${token}/accept`, {
    password: STAFF_PASSWORD,
    code: staffCode(email, secret),
  });
  if (accepted.statusCode !== 200) throw new Error(`acceptance failed: ${accepted.body}`);
  return staff;
}

/** A service token of a new staff member with `roles`, for calls as the ops CLI makes them. */
export async function staffToken(t: TestApp, roles: StaffRole[]) {
  const staff = await signedInStaff(t, roles, `token-${roles.join('-')}`);
  const created = await staff.post('tokens', { name: 'test' });
  if (created.statusCode !== 201) throw new Error(`token failed: ${created.body}`);
  return { staff, token: created.json().token as string };
}
