import type { ReactNode } from 'react';
import { PlaceholderPage } from '@/components/placeholder-page';

interface DashboardRouteProps {
  /** The open-tasks card, composed in by the app (features do not import each other). */
  tasks?: ReactNode;
}

export function DashboardRoute({ tasks }: DashboardRouteProps) {
  return (
    <div className="space-y-6">
      <PlaceholderPage
        title="Dashboard"
        note="Your transfer calculator and recent transfers arrive with the next release."
      />
      {tasks}
    </div>
  );
}

export { DashboardRoute as Component };
