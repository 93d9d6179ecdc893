import type { PayoutMethod, Recipient } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { recipientsQueryOptions } from '../api/get-recipients';
import { RecipientForm } from './recipient-form';
import { RecipientPickerSkeleton } from './recipient-skeletons';

export interface RecipientPickerProps {
  /** The destination country, ISO 3166 alpha-2 ("PH"). */
  country: string;
  /** The destination currency ("PHP"). */
  currency: string;
  payoutMethod: PayoutMethod;
  /** The recipient chosen so far, if any. */
  selectedId?: string | null | undefined;
  onSelect: (recipient: Recipient) => void;
}

const byName = (a: Recipient, b: Recipient) => a.full_name.localeCompare(b.full_name);

/**
 * The customer's recipients who can receive money at this destination by this method, as a
 * radio list, with a form to add one right here (its destination fixed); a recipient just added
 * is selected at once. With none yet, the form is open from the start.
 */
export function RecipientPicker({
  country,
  currency,
  payoutMethod,
  selectedId,
  onSelect,
}: RecipientPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const options = recipientsQueryOptions({ country, currency, payout_method: payoutMethod });
  const recipients = useQuery(options);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLFieldSetElement>(null);
  /** What to focus once the form has closed: the new recipient's radio, or the add button. */
  const focusAfterClose = useRef<string | null>(null);

  const destination = { country, currency, payoutMethod };
  const empty = recipients.isSuccess && recipients.data.length === 0;
  const formOpen = adding || empty;

  useEffect(() => {
    if (adding) formHeading.current?.focus();
  }, [adding]);

  // Once the form closes, focus the new recipient's radio (the customer sees it chosen) or,
  // after Cancel, the button that opened the form.
  useEffect(() => {
    const target = focusAfterClose.current;
    if (target === null || formOpen) return;
    const element =
      target === ''
        ? addButton.current
        : list.current?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(target)}"]`);
    if (element) {
      element.focus();
      focusAfterClose.current = null;
    }
  });

  const onSaved = (recipient: Recipient) => {
    // Show the new recipient at once; the invalidated list confirms it from the server.
    queryClient.setQueryData(options.queryKey, (current) =>
      current && !current.some((item) => item.id === recipient.id)
        ? [...current, recipient].sort(byName)
        : current,
    );
    focusAfterClose.current = recipient.id;
    setAdding(false);
    onSelect(recipient);
  };

  if (recipients.isPending) {
    return <RecipientPickerSkeleton />;
  }
  if (recipients.isError) {
    return (
      <Alert tone="error">
        <p>
          <Trans>We could not load your recipients.</Trans>
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void recipients.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }

  return (
    <div className="space-y-4">
      {recipients.data.length > 0 ? (
        <fieldset ref={list}>
          <legend className="mb-3 text-base font-semibold text-ink">
            <Trans>Choose a recipient</Trans>
          </legend>
          <div className="space-y-3">
            {recipients.data.map((recipient) => {
              const checked = recipient.id === selectedId;
              return (
                <label
                  key={recipient.id}
                  className={clsx(
                    'flex cursor-pointer items-start gap-3 rounded-field border p-4 transition-colors',
                    'has-focus-visible:ring-3 has-focus-visible:ring-brand-500/40',
                    checked
                      ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                      : 'border-line bg-surface hover:border-brand-400',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-recipient`}
                    value={recipient.id}
                    checked={checked}
                    onChange={() => onSelect(recipient)}
                    className="mt-1 size-4 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <span translate="no" className="block font-semibold break-words text-ink">
                      {recipient.full_name}
                    </span>
                    <span translate="no" className="mt-0.5 block text-sm break-words text-muted">
                      {recipient.summary}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {formOpen ? (
        <section
          aria-labelledby={`${id}-form-heading`}
          className="rounded-field border border-line p-4 sm:p-5"
        >
          <h3
            id={`${id}-form-heading`}
            ref={formHeading}
            tabIndex={-1}
            className="text-base font-semibold text-ink focus:outline-none"
          >
            {empty ? t`Add your recipient` : t`Add a new recipient`}
          </h3>
          <p className="mt-1 mb-4 text-sm text-muted">
            {empty
              ? t`You have no saved recipients who can receive this transfer yet. Tell us who receives the money.`
              : t`Their details are saved for your next transfers too.`}
          </p>
          <RecipientForm
            destination={destination}
            onSaved={onSaved}
            onCancel={
              empty
                ? undefined
                : () => {
                    focusAfterClose.current = '';
                    setAdding(false);
                  }
            }
          />
        </section>
      ) : (
        <Button ref={addButton} variant="secondary" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add a new recipient</Trans>
        </Button>
      )}
    </div>
  );
}
