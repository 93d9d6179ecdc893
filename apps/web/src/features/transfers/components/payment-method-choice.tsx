import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paymentMethods, type PaymentMethod } from '@homeward/contract';
import { clsx } from 'clsx';
import { CreditCard } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@homeward/ui/field-message';

/** Each method's name (the contract's `paymentMethodLabels`, in the customer's language). */
const names: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Debit or credit card`,
};

const descriptions: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`You enter your card details on our payment partner’s secure page.`,
};

interface PaymentMethodChoiceProps {
  registration: UseFormRegisterReturn;
  /** The server's message for the field, or a browser check's (said here in words). */
  error?: { type: string; message?: string | undefined } | undefined;
}

/**
 * How the customer pays, as radio cards: native radios, so arrow keys move between methods
 * and screen readers say "1 of n". One method today; the list comes from the contract.
 */
export function PaymentMethodChoice({ registration, error }: PaymentMethodChoiceProps) {
  const { t } = useLingui();
  const id = useId();
  // The server's words stay as they are; the browser's own check is said in the app's language.
  const message = error
    ? error.type === 'server'
      ? error.message
      : t`Choose how you pay.`
    : undefined;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={message ? errorId : undefined}>
      <legend className="mb-3 text-base font-semibold text-ink">
        <Trans>How you pay</Trans>
      </legend>
      <div className="grid gap-3">
        {paymentMethods.map((method) => (
          <label
            key={method}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-field border border-line bg-surface p-4 transition-colors',
              'hover:border-brand-400 has-focus-visible:ring-3 has-focus-visible:ring-brand-500/40',
              'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
            )}
          >
            <input
              type="radio"
              value={method}
              aria-labelledby={`${id}-${method}`}
              aria-describedby={`${id}-${method}-description`}
              className="mt-1 size-4 shrink-0 accent-brand-700"
              {...registration}
            />
            <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span id={`${id}-${method}`} className="block font-semibold text-ink">
                {t(names[method])}
              </span>
              <span id={`${id}-${method}-description`} className="mt-0.5 block text-sm text-muted">
                {t(descriptions[method])}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
