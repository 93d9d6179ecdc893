import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/lib/paths';

export function OnboardingWorkflowRoute() {
  return (
    <PlaceholderPage title="Complete Signup" note="Onboarding stages arrive with the next release.">
      <Link to={paths.dashboard} className={buttonClasses('primary')}>
        Go to the dashboard
      </Link>
    </PlaceholderPage>
  );
}

export { OnboardingWorkflowRoute as Component };
