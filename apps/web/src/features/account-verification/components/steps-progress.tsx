import { useLingui } from '@lingui/react/macro';
import type { VerificationStep } from '../lib/steps';

/** "1 of 3 done · 1 in review", with a bar: done is approved; in review waits on us. */
export function StepsProgress({ steps }: { steps: VerificationStep[] }) {
  const { t } = useLingui();
  const done = steps.filter((step) => step.state === 'approved').length;
  const inReview = steps.filter((step) => step.state === 'in_review').length;
  const total = steps.length;
  const text =
    inReview > 0
      ? t`${done} of ${total} done · ${inReview} in review`
      : t`${done} of ${total} done`;
  return (
    <div className="mb-5">
      <p id="steps-progress" className="mb-2 text-sm font-semibold text-ink">
        {text}
      </p>
      <div
        role="progressbar"
        aria-labelledby="steps-progress"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
        aria-valuetext={text}
        className="flex gap-1.5"
      >
        {steps.map((step) => (
          <span
            key={step.category.code}
            className={`h-2 flex-1 rounded-full ${
              step.state === 'approved'
                ? 'bg-success'
                : step.state === 'in_review'
                  ? 'bg-accent-300'
                  : 'bg-line'
            }`}
          />
        ))}
      </div>
    </div>
  );
}
