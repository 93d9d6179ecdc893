import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * Settings in sections, each its own address under the spec's /settings, so a link (an email's,
 * a task's) opens the right one and Back moves between them.
 */
export const settingsSections = [
  { section: 'profile', segment: '' },
  { section: 'security', segment: 'security' },
  { section: 'notifications', segment: 'notifications' },
] as const;

export type SettingsSection = (typeof settingsSections)[number]['section'];

/** The sections as child routes that draw nothing: the page reads its section from the address. */
export const settingsSectionRoutes: RouteObject[] = settingsSections.map(({ segment }) =>
  segment ? { path: segment, element: null } : { index: true, element: null },
);

export function settingsSectionPath(section: SettingsSection): string {
  const segment = settingsSections.find((entry) => entry.section === section)?.segment;
  return segment ? `${paths.settings}/${segment}` : paths.settings;
}

/** The section an address under /settings shows (the profile for the bare address). */
export function sectionOfPath(pathname: string): SettingsSection {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return settingsSections.find(({ segment }) => segment && segment === last)?.section ?? 'profile';
}
