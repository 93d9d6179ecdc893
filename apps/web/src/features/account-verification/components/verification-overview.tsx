import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { PageHeader } from '@homeward/ui/card';
import { documentCategoriesQueryOptions, type CustomerDocument } from '../api/documents';
import { limitsQueryOptions } from '@/api/limits';
import { currentStep, verificationSteps } from '../lib/steps';
import { OtherDocuments } from './other-documents';
import { StepsProgress } from './steps-progress';
import { StepsSkeleton } from './upload-skeletons';
import { VerificationStepCard } from './verification-step';
import { VerifiedPanel } from './verified-panel';

interface VerificationOverviewProps {
  documents: CustomerDocument[];
  /** A one-off message, such as "we received your document". */
  notice?: string | undefined;
}

/**
 * /account-verification: the required documents as ordered steps, the one needed now first in
 * line for action, what each unlocks, and "Verified" once all are approved.
 */
export function VerificationOverview({ documents, notice }: VerificationOverviewProps) {
  const { t } = useLingui();
  const categories = useQuery(documentCategoriesQueryOptions());
  const limits = useQuery(limitsQueryOptions());
  const steps = categories.data ? verificationSteps(categories.data, documents) : [];
  const now = currentStep(steps);
  const verified = steps.length > 0 && steps.every((step) => step.state === 'approved');
  // The approval that completes the steps raises the limits: read them again for the panel.
  const { refetch } = limits;
  useEffect(() => {
    if (verified) void refetch();
  }, [verified, refetch]);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t`Account verification`}
        subtitle={
          verified
            ? undefined
            : t`We check who you are and where you live before you send money. It usually takes less than a day.`
        }
      />
      {/* "We received…" is old news once everything is approved. */}
      {notice && !verified ? (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-field border border-success/30 bg-success-soft p-4 text-sm text-ink"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <p>{notice}</p>
        </div>
      ) : null}
      {categories.isPending ? (
        <StepsSkeleton />
      ) : categories.isError ? (
        <Alert tone="error">
          <p>
            <Trans>We could not load the documents we need.</Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void categories.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : verified ? (
        <VerifiedPanel steps={steps} limits={limits.data} />
      ) : (
        <>
          <StepsProgress steps={steps} />
          <ol aria-label={t`Verification steps`} className="space-y-4">
            {steps.map((step, index) => (
              <li key={step.category.code}>
                <VerificationStepCard
                  step={step}
                  number={index + 1}
                  current={step === now}
                  limits={limits.data}
                />
              </li>
            ))}
          </ol>
          <OtherDocuments categories={categories.data} steps={steps} documents={documents} />
        </>
      )}
    </div>
  );
}
