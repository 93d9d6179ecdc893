import { PlaceholderPage } from '@/components/placeholder-page';

export function DashboardRoute() {
  return (
    <PlaceholderPage
      title="Dashboard"
      note="Your transfer calculator, open tasks and recent transfers arrive with the next release."
    />
  );
}

export { DashboardRoute as Component };
