import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { NavLink, useLocation } from 'react-router';
import { PageHeader } from '@homeward/ui/card';
import { useCustomer } from '@/features/auth/api/get-profile';
import { NotificationsSection } from './notifications-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';
import {
  sectionOfPath,
  settingsSectionPath,
  settingsSections,
  type SettingsSection,
} from './sections';

/**
 * Each section's tab and subtitle. Here, not in sections.ts: the route table imports that, and
 * these words belong to the settings page's catalog.
 */
const words = {
  profile: { title: msg`Profile`, subtitle: msg`Who you are and where we write to you.` },
  security: {
    title: msg`Security`,
    subtitle: msg`How you sign in and keep your account safe.`,
  },
  notifications: {
    title: msg`Notifications`,
    subtitle: msg`How we let you know about your money and your account.`,
  },
} satisfies Record<SettingsSection, unknown>;

/** The sections as tabs: links, so each has its address and the current one is marked. */
function SectionTabs() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Settings sections`} className="mb-6 border-b border-line">
      <ul className="-mb-px flex gap-6">
        {settingsSections.map(({ section }) => (
          <li key={section}>
            <NavLink
              to={settingsSectionPath(section)}
              end
              className={({ isActive }) =>
                clsx(
                  'inline-flex min-h-11 items-center border-b-2 px-1 text-sm font-semibold transition-colors',
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-muted hover:border-line hover:text-ink',
                )
              }
            >
              {t(words[section].title)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /settings (the profile), /settings/security and /settings/notifications: one page of short sections, not one long one. */
export function SettingsRoute() {
  const { t } = useLingui();
  const customer = useCustomer();
  const section = sectionOfPath(useLocation().pathname);
  if (!customer) return null;
  return (
    <div>
      <PageHeader title={t`Settings`} subtitle={t(words[section].subtitle)} />
      <SectionTabs />
      {section === 'security' ? (
        <SecuritySection customer={customer} />
      ) : section === 'notifications' ? (
        <NotificationsSection />
      ) : (
        <ProfileSection customer={customer} />
      )}
    </div>
  );
}

export { SettingsRoute as Component };
