import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { navItems } from './nav-items';

/** The signed-in navigation; NavLink marks the current page with aria-current="page". */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui();
  return (
    <ul className="space-y-1">
      {navItems.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              clsx(
                'flex min-h-11 items-center gap-3 rounded-field px-3 text-sm font-semibold transition-colors',
                isActive
                  ? 'bg-brand-700 text-white'
                  : 'text-muted hover:bg-brand-50 hover:text-ink',
              )
            }
          >
            <Icon aria-hidden="true" className="size-5" />
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
