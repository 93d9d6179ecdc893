import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '@homeward/ui/card';
import { Calculator } from '../components/calculator';
import { LimitsCard } from '../components/limits-card';

interface DashboardRouteProps {
  /** The open-tasks card, composed in by the app (features do not import each other). */
  tasks?: ReactNode;
  /** The recent-transfers card, composed in by the app likewise. */
  recentTransfers?: ReactNode;
  /** The scheduled-transfers card (it draws nothing when there are none). */
  schedules?: ReactNode;
}

/**
 * The dashboard: the calculator first and largest, then limits, open tasks and recent
 * transfers. One column on phones; from 1024 px the calculator takes the wide left column.
 */
export function DashboardRoute({ tasks, recentTransfers, schedules }: DashboardRouteProps) {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`Dashboard`}
        subtitle={t`Send money, follow your transfers, see your limits.`}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <div className="lg:row-span-2">
          <Calculator />
        </div>
        <LimitsCard />
        {tasks ? <div>{tasks}</div> : null}
        {schedules}
        {recentTransfers ? <div className="lg:col-span-2">{recentTransfers}</div> : null}
      </div>
    </div>
  );
}

export { DashboardRoute as Component };
