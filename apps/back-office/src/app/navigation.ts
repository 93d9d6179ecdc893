import type { StaffPermission, StaffRole } from '@homeward/contract';
import {
  BadgeCheck,
  FileSearch,
  FileSpreadsheet,
  FileText,
  KeyRound,
  Landmark,
  ListChecks,
  Radar,
  LibraryBig,
  LifeBuoy,
  ScrollText,
  ServerCrash,
  ShieldAlert,
  Tags,
  Users,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { mayUse } from '@/lib/access';
import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Any one of these lets the officer in; none means every signed-in officer. */
  anyOf: readonly StaffPermission[];
}

/** The console's sections, in the order of a day's work. */
export const navItems: readonly NavItem[] = [
  { label: 'Work queue', to: paths.queue, icon: ListChecks, anyOf: ['queue.read'] },
  { label: 'Customers', to: paths.customers, icon: Users, anyOf: ['customers.read'] },
  { label: 'Documents', to: paths.documents, icon: FileSearch, anyOf: ['documents.read'] },
  { label: 'Cases', to: paths.cases, icon: ShieldAlert, anyOf: ['cases.read'] },
  { label: 'Support', to: paths.support, icon: LifeBuoy, anyOf: ['support.read'] },
  { label: 'Transfers', to: paths.transfers, icon: Landmark, anyOf: ['transfers.read'] },
  {
    label: 'Approvals',
    to: paths.approvals,
    icon: BadgeCheck,
    anyOf: ['transfers.hold', 'pricing.change'],
  },
  { label: 'Pricing', to: paths.pricing, icon: Tags, anyOf: ['pricing.read'] },
  { label: 'Failed jobs', to: paths.jobs, icon: ServerCrash, anyOf: ['jobs.read'] },
  { label: 'Sanctions lists', to: paths.sanctions, icon: LibraryBig, anyOf: ['sanctions.read'] },
  { label: 'IFTI reports', to: paths.reports, icon: FileText, anyOf: ['reports.read'] },
  { label: 'Exports', to: paths.exports, icon: FileSpreadsheet, anyOf: ['exports.finance'] },
  { label: 'Monitoring rules', to: paths.monitoring, icon: Radar, anyOf: ['monitoring.read'] },
  { label: 'Audit log', to: paths.audit, icon: ScrollText, anyOf: ['audit.read'] },
  { label: 'Staff', to: paths.staff, icon: UserCog, anyOf: ['staff.manage'] },
  { label: 'API tokens', to: paths.tokens, icon: KeyRound, anyOf: [] },
];

export function visibleNavItems(roles: readonly StaffRole[]): NavItem[] {
  return navItems.filter((item) => mayUse(roles, item.anyOf));
}
