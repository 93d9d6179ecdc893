import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { wizardSteps, type TransferStep } from '../lib/wizard-steps';

interface TransferStepperProps {
  current: TransferStep;
  /** Opens an earlier step again; later steps open only by finishing this one. */
  onOpen: (step: TransferStep) => void;
}

/**
 * Where the customer is in the transfer: one <ol>, the step on screen marked
 * aria-current="step", each state said in words; finished steps are buttons back to them.
 */
export function TransferStepper({ current, onOpen }: TransferStepperProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Transfer steps`} className="mb-6">
      <ol className="flex gap-2">
        {wizardSteps.map(({ step, title: titleMessage }) => {
          const title = t(titleMessage);
          const state =
            step < current ? t`done` : step === current ? t`current step` : t`not started`;
          const content = (
            <>
              <span
                aria-hidden="true"
                className={clsx(
                  'block h-1.5 rounded-full',
                  step < current && 'bg-brand-600',
                  step === current && 'bg-accent-400',
                  step > current && 'bg-line',
                )}
              />
              <span className="mt-2 flex min-w-0 items-center gap-1.5 text-sm">
                <span
                  aria-hidden="true"
                  className={clsx(
                    'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[0.7rem] font-bold',
                    step < current && 'bg-brand-600 text-white',
                    step === current && 'bg-accent-400 text-brand-950',
                    step > current && 'border border-line text-muted',
                  )}
                >
                  {step < current ? <Check className="size-3" strokeWidth={3} /> : step}
                </span>
                <span
                  className={clsx(
                    // Wrapped, not cut: "Mga detalye" is longer than a phone's third.
                    'min-w-0 leading-tight wrap-anywhere',
                    step === current ? 'font-semibold text-ink' : 'text-muted',
                  )}
                >
                  {title}
                </span>
                <span className="sr-only"> {t`(${state})`}</span>
              </span>
            </>
          );
          return (
            <li
              key={step}
              aria-current={step === current ? 'step' : undefined}
              className="min-w-0 flex-1"
            >
              {step < current ? (
                <button
                  type="button"
                  onClick={() => onOpen(step)}
                  className="-my-1 block w-full rounded-sm py-1 text-start hover:opacity-80"
                >
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
