import { useQueryClient } from '@tanstack/react-query';
import { VerifyEmailStep } from '@/features/account-security/components/verify-email-step';
import { setCustomer, useCustomer } from '@/features/auth/api/get-profile';
import { OnboardingWorkflow } from '@/features/onboarding/components/onboarding-workflow';

/** Onboarding's stepper, with the stages built so far plugged in. */
export function OnboardingWorkflowRoute() {
  const customer = useCustomer();
  const queryClient = useQueryClient();
  if (!customer) return null;
  return (
    <OnboardingWorkflow
      customer={customer}
      views={{
        'verify-email': (
          <VerifyEmailStep
            customer={customer}
            onVerified={(verified) => setCustomer(queryClient, verified)}
          />
        ),
      }}
    />
  );
}

export { OnboardingWorkflowRoute as Component };
