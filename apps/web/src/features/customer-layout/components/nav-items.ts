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
import { paths } from '@/lib/paths';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const navItems: NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.transactions, label: 'Transactions', icon: ArrowLeftRight },
  { to: paths.recipients, label: 'Recipients', icon: Users },
  { to: paths.schedules, label: 'Scheduled', icon: CalendarClock },
  { to: paths.rateAlerts, label: 'Rate alerts', icon: BellRing },
  { to: paths.accountVerification, label: 'Verification', icon: ShieldCheck },
  { to: paths.settings, label: 'Settings', icon: Settings },
  { to: paths.devices, label: 'Devices', icon: MonitorSmartphone },
  { to: paths.help, label: 'Help', icon: LifeBuoy },
];
