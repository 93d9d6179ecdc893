import {
  ArrowLeftRight,
  BellRing,
  CalendarClock,
  LayoutDashboard,
  LifeBuoy,
  MonitorSmartphone,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/lib/paths';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: LucideIcon;
}

export const navItems: NavItem[] = [
  { to: paths.dashboard, label: msg`Dashboard`, icon: LayoutDashboard },
  { to: paths.transactions, label: msg`Transactions`, icon: ArrowLeftRight },
  { to: paths.recipients, label: msg`Recipients`, icon: Users },
  { to: paths.schedules, label: msg`Scheduled`, icon: CalendarClock },
  { to: paths.rateAlerts, label: msg`Rate alerts`, icon: BellRing },
  { to: paths.accountVerification, label: msg`Verification`, icon: ShieldCheck },
  { to: paths.settings, label: msg`Settings`, icon: Settings },
  { to: paths.devices, label: msg`Devices`, icon: MonitorSmartphone },
  { to: paths.help, label: msg`Help`, icon: LifeBuoy },
];
