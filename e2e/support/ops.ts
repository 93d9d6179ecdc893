import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as OTPAuth from 'otpauth';

/**
 * The ops CLI in the journeys: a client of the running API's admin API with a staff token, as
 * operations run it (issue 16). Each journeys API starts with an operations member invited by
 * `staff:create-admin` before it opens its database (support/api-server.ts), who accepts the
 * invitation and makes the token once the server is up; the token waits in a file for the specs.
 */
const root = path.resolve(import.meta.dirname, '../..');
/**
 * The built CLI, as the journeys run the built server (`npm run build` comes first); compiling
 * the sources with tsx on each call cost twice the CPU on a machine Chromium already fills.
 */
const BUILT = path.join(root, 'apps/api/dist/ops.js');
const CLI = existsSync(BUILT) ? [BUILT] : ['--import', 'tsx', 'apps/api/src/cli/ops.ts'];

/** Where the token of the API on `port` is kept for this run. */
export function opsTokenFile(port: number): string {
  const dir = process.env.E2E_OUTPUT_DIR;
  if (!dir) throw new Error('E2E_OUTPUT_DIR is set by playwright.config.ts');
  return path.join(dir, `ops-token-${port}`);
}

/** `npm run ops -- <args>` with the given environment; throws with its output on a failure. */
export function runOpsCli(args: string[], env: Record<string, string | undefined>): string {
  return execFileSync(process.execPath, [...CLI, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** The token of the API on `port`, once its server has made it (it starts beside the specs). */
export async function opsToken(port: number, waitMs = 60_000): Promise<string> {
  const file = opsTokenFile(port);
  const until = Date.now() + waitMs;
  while (!existsSync(file)) {
    if (Date.now() > until) throw new Error(`No ops token at ${file}: did the API start?`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return readFileSync(file, 'utf8').trim();
}

/** The ops CLI against the journeys API at `url` (on `port`): it goes through that server. */
export async function ops(url: string, port: number, ...args: string[]): Promise<string> {
  return runOpsCli(args, {
    HOMEWARD_API_URL: url,
    HOMEWARD_STAFF_TOKEN: await opsToken(port),
  });
}

/** The invitation link `staff:create-admin` printed. */
export function invitationUrlIn(output: string): string {
  const found = /https?:\/\/\S+\/back-office\/invitation\/\S+/.exec(output);
  if (!found) throw new Error(`staff:create-admin printed no invitation link:\n${output}`);
  return found[0];
}

/**
 * Accepts the invitation on the running server (a password and the authenticator's code, as
 * the console would) and makes a service token, kept in `file` for the specs.
 */
export async function acceptAndMakeToken(apiUrl: string, invitationUrl: string, file: string) {
  const token = invitationUrl.split('/').pop() ?? '';
  const admin = (suffix: string) => new URL(`/admin/v1/${suffix}`, apiUrl);
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const invitation = await fetch(admin(`invitations/${token}`), { headers: json });
  if (!invitation.ok)
    throw new Error(`invitation: ${invitation.status} ${await invitation.text()}`);
  const { otpauth_url } = (await invitation.json()) as { otpauth_url: string };
  const code = OTPAuth.URI.parse(otpauth_url).generate();
  const accepted = await fetch(admin(`invitations/${token}/accept`), {
    method: 'POST',
    // No session yet: any anti-forgery value will do (plugins/staff-auth.ts).
    headers: { ...json, 'x-staff-csrf': 'journeys' },
    body: JSON.stringify({ password: `Journeys-${crypto.randomUUID()}`, code }),
  });
  if (!accepted.ok) throw new Error(`accept: ${accepted.status} ${await accepted.text()}`);
  const cookie = (accepted.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrf_token } = (await accepted.json()) as { csrf_token: string };
  const created = await fetch(admin('tokens'), {
    method: 'POST',
    headers: { ...json, cookie, 'x-staff-csrf': csrf_token },
    body: JSON.stringify({ name: 'journeys' }),
  });
  if (created.status !== 201) throw new Error(`token: ${created.status} ${await created.text()}`);
  const { token: secret } = (await created.json()) as { token: string };
  writeFileSync(file, secret);
}
