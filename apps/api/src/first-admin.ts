import { staffRoles, type StaffRole } from '@homeward/contract';
import type { StaffService } from './modules/staff/service';

/** There is an admin already: the next staff members are invited by them, in the console. */
export class AdminExists extends Error {
  constructor(email: string) {
    super(
      `An admin exists already (${email}): nothing was created. Ask them to invite you in the back-office console (Staff), or to make you an admin there.`,
    );
    this.name = 'AdminExists';
  }
}

type Staff = Pick<StaffService, 'list' | 'count' | 'invite'>;

/**
 * The first admin's invitation (`ops staff:create-admin`): refused once any admin exists, so the
 * command cannot be used to give oneself access beside the admins the console knows about.
 * A disabled admin does not count: with every admin disabled, no one could invite anyone.
 */
export async function inviteFirstAdmin(
  staff: Staff,
  input: { email: string; name: string; roles: StaffRole[] },
) {
  const admin = (await staff.list()).find((row) => row.roles.includes('admin') && !row.disabledAt);
  if (admin) throw new AdminExists(admin.email);
  const roles: StaffRole[] = ['admin', ...input.roles.filter((role) => role !== 'admin')];
  return staff.invite(null, { ...input, roles });
}

export const DEVELOPMENT_ADMIN_EMAIL = 'admin@homeward.local';

/**
 * On a development server's first start with no staff at all: an admin invitation for
 * admin@homeward.local, so the console and the ops CLI can be used at once. Every role, so one
 * developer can try every screen (four-eyes approvals still need a second member). Once any
 * staff member exists this does nothing: the link is printed once.
 */
export async function inviteDevelopmentAdmin(staff: Staff) {
  if ((await staff.count()) > 0) return undefined;
  return staff.invite(null, {
    email: DEVELOPMENT_ADMIN_EMAIL,
    name: 'Development admin',
    roles: [...staffRoles],
  });
}

/** What to do with an invitation link, for the command line and the start log. */
export function invitationInstructions(email: string, url: string): string[] {
  return [
    `Admin invitation for ${email}. Open this link to set a password and enrol an authenticator app (shown only this once):`,
    `  ${url}`,
    'Then, for the ops CLI: in the console, open "API tokens", make a token, and set HOMEWARD_STAFF_TOKEN=hws_… in the environment (or in .env).',
  ];
}
