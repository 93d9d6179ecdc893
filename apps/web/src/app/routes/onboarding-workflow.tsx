import { useQueryClient } from '@tanstack/react-query';
import { VerifyEmailStep } from '@/features/account-security/components/verify-email-step';
import { setCustomer, useCustomer } from '@/features/auth/api/get-profile';
import { OnboardingWorkflow } from '@/features/onboarding/components/onboarding-workflow';
import { tasksQueryKey } from '@/features/tasks/api/get-tasks';

/** Onboarding: the workflow's stages, with email verification from account security. */
export function OnboardingWorkflowRoute() {
  const customer = useCustomer();
  const queryClient = useQueryClient();
  if (!customer) return null;
  const store = (next: typeof customer) => {
    setCustomer(queryClient, next);
    // What is left to do changed with the profile.
    void queryClient.invalidateQueries({ queryKey: tasksQueryKey });
  };
  return (
    <OnboardingWorkflow
      customer={customer}
      onCustomer={store}
      views={{
        'verify-email': <VerifyEmailStep customer={customer} onVerified={store} />,
      }}
    />
  );
}

export { OnboardingWorkflowRoute as Component };
