import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { pathTo } from '@/lib/paths';

/**
 * A link to the schedules page, styled as a button. Its words come from where it is shown (the
 * dashboard's card, "Repeat" on a transfer's page), each in its own catalog.
 */
export function SchedulesLink({ children }: { children: ReactNode }) {
  return (
    <Link to={pathTo('schedules')} className={buttonClasses('secondary', 'mt-3')}>
      {children}
    </Link>
  );
}
