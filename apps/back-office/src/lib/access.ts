import { staffMay, type StaffPermission, type StaffRole } from '@homeward/contract';

/** Any one of the permissions lets the officer in; an empty list lets every officer in. */
export function mayUse(roles: readonly StaffRole[], anyOf: readonly StaffPermission[]): boolean {
  return anyOf.length === 0 || anyOf.some((permission) => staffMay(roles, permission));
}
