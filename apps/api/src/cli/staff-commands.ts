import { parseArgs } from 'node:util';
import { inviteStaffSchema, staffRoleSchema, type StaffRole } from '@homeward/contract';
import { ValidationFailed } from '../lib/domain-errors';
import { invitationInstructions, inviteFirstAdmin } from '../first-admin';
import { CommandFailed } from './admin-client';
import { appInProcess } from './connect';

export const CREATE_ADMIN_HELP =
  'staff:create-admin --email <email> --name <name> [--roles compliance,finance]   the first admin’s invitation (direct database access; refused once an admin exists)';

function rolesOf(value: string | undefined): StaffRole[] {
  if (!value) return [];
  return value.split(',').map((role) => {
    const parsed = staffRoleSchema.safeParse(role.trim());
    if (!parsed.success) {
      throw new CommandFailed(`Unknown role ${role}: one of support, compliance, finance, admin.`);
    }
    return parsed.data;
  });
}

/**
 * `staff:create-admin`: no token exists before the first admin, so this one command opens the
 * database itself (PostgreSQL beside a running server; an embedded database only while no
 * server holds it) and invites through the staff service.
 */
export async function createAdmin(
  args: string[],
  env: Record<string, string | undefined>,
  out: (line: string) => void,
): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      roles: { type: 'string' },
    },
  });
  if (!values.email || !values.name) throw new CommandFailed('Give --email and --name.');
  const input = inviteStaffSchema.safeParse({
    email: values.email,
    name: values.name,
    roles: [...new Set<StaffRole>(['admin', ...rolesOf(values.roles)])],
  });
  if (!input.success) {
    throw new CommandFailed(input.error.issues.map((issue) => issue.message).join(' '));
  }
  // No token exists yet, so there is no going through a running server: it must let go first.
  const { app, close } = await appInProcess(
    env,
    (error) =>
      `The embedded database in ${error.directory} is in use by another process (pid ${error.pid}). staff:create-admin opens the database itself: stop that process (the server), run this again, then start the server.`,
  );
  let lines: string[];
  try {
    const { staff, invitationUrl } = await inviteFirstAdmin(app.deps.staff, input.data);
    lines = [
      ...invitationInstructions(staff.email, invitationUrl),
      `Roles: ${staff.roles.join(', ')}.`,
    ];
  } catch (error) {
    if (error instanceof ValidationFailed) {
      throw new CommandFailed(Object.values(error.errors).flat().join(' '));
    }
    throw error instanceof Error ? new CommandFailed(error.message) : error;
  } finally {
    try {
      await app.close();
    } finally {
      await close();
    }
  }
  // Only once the database closed cleanly: the invitation is kept.
  for (const line of lines) out(line);
}
