import { type Recipient } from '@homeward/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronRight, Plus, Search, Send, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button, buttonClasses } from '@/components/button';
import { PageHeader } from '@homeward/ui/card';
import { TextField } from '@homeward/ui/text-field';
import { pathTo } from '@/lib/paths';
import { recipientsQueryOptions } from '../api/get-recipients';
import { Notice, noticeFrom } from '../components/notice';
import { RecipientForm } from '../components/recipient-form';
import { RecipientListSkeleton } from '../components/recipient-skeletons';
import { sendMoneyPath } from '../lib/send-money-path';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { payoutMethodName } from '@/lib/payout-methods';
import { nameOfCountry } from '@/lib/country-name';

/** A recipient: their page, and "Send" straight to a price for them (as their page offers). */
function RecipientRow({ recipient }: { recipient: Recipient }) {
  const { t } = useLingui();
  const name = recipient.full_name;
  return (
    <li className="flex items-center gap-2 pe-1 sm:pe-2">
      <Link
        to={pathTo('viewRecipient', { id: recipient.id })}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-field px-3 py-4 hover:bg-canvas focus-visible:ring-3 focus-visible:ring-brand-600 focus-visible:outline-none sm:px-4"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800"
        >
          {recipient.full_name.trim().charAt(0).toUpperCase()}
        </span>
        <span className="min-w-0 flex-1">
          <span translate="no" className="block font-semibold break-words text-ink">
            {recipient.full_name}
          </span>
          <span className="block text-sm text-muted">
            {nameOfCountry(recipient.country)} · {payoutMethodName(recipient.payout_method)}
          </span>
          <span translate="no" className="block text-sm break-words text-muted">
            {recipient.summary}
          </span>
        </span>
        <ChevronRight
          aria-hidden="true"
          className="hidden size-5 shrink-0 text-subtle sm:block rtl:-scale-x-100"
        />
      </Link>
      <Link
        to={sendMoneyPath(recipient.id)}
        aria-label={t`Send money to ${name}`}
        className={buttonClasses('secondary', 'shrink-0 px-4')}
      >
        <Send aria-hidden="true" className="size-4" />
        <Trans>Send</Trans>
      </Link>
    </li>
  );
}

interface AddRecipientPanelProps {
  onSaved: (recipient: Recipient) => void;
  onCancel: () => void;
}

/** The add form in a panel of its own; its heading takes the focus when it opens. */
function AddRecipientPanel({ onSaved, onCancel }: AddRecipientPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="add-recipient-heading"
      className="mb-6 rounded-card bg-surface p-5 shadow-card sm:p-7"
    >
      <h2
        id="add-recipient-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-ink focus:outline-none"
      >
        <Trans>Add a recipient</Trans>
      </h2>
      <p className="mt-0.5 mb-5 text-sm text-muted">
        <Trans>
          Who receives the money, and where. We ask for what that country’s banks and wallets need.
        </Trans>
      </p>
      <RecipientForm onSaved={onSaved} onCancel={onCancel} />
    </section>
  );
}

/** /recipients: the people the customer sends money to, searchable by name, and a way to add one. */
export function RecipientsRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = noticeFrom(location.state);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const recipients = useQuery({
    ...recipientsQueryOptions({ q }),
    // Keep the last answer on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  const found = recipients.data?.length ?? 0;
  const searched = q || search.trim();
  const none = recipients.isSuccess && recipients.data.length === 0 && q === '' && search === '';

  // Cancel gives the focus back to the button that opened the form, once it is back.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (adding || !returnFocus.current) return;
    returnFocus.current = false;
    addButton.current?.focus();
  }, [adding]);
  const closeForm = () => {
    returnFocus.current = true;
    setAdding(false);
  };

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader
          title={t`Recipients`}
          subtitle={t`The people you send money to, with their bank or wallet details.`}
        />
        {!adding && !none ? (
          <Button ref={addButton} onClick={() => setAdding(true)} className="mb-6 sm:mb-0">
            <Plus aria-hidden="true" className="size-5" />
            <Trans>Add recipient</Trans>
          </Button>
        ) : null}
      </div>

      {notice ? <Notice>{notice}</Notice> : null}

      {adding ? (
        <AddRecipientPanel
          onSaved={(recipient) => {
            const name = recipient.full_name;
            void navigate(pathTo('viewRecipient', { id: recipient.id }), {
              state: { notice: t`${name} was added to your recipients.` },
            });
          }}
          onCancel={closeForm}
        />
      ) : null}

      {recipients.isPending ? (
        <RecipientListSkeleton />
      ) : recipients.isError ? (
        <Alert tone="error">
          <p>
            <Trans>We could not load your recipients.</Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void recipients.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : none ? (
        adding ? null : (
          <section
            aria-labelledby="no-recipients-heading"
            className="rounded-card bg-surface p-6 text-center shadow-card sm:p-10"
          >
            <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Users aria-hidden="true" className="size-6" />
            </span>
            <h2 id="no-recipients-heading" className="mt-4 text-lg font-semibold text-ink">
              <Trans>No recipients yet</Trans>
            </h2>
            <p className="mx-auto mt-1 max-w-sm text-muted">
              <Trans>
                Add the people you send money to. Their details are kept, so sending again takes
                seconds.
              </Trans>
            </p>
            <Button ref={addButton} className="mt-6" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-5" />
              <Trans>Add your first recipient</Trans>
            </Button>
          </section>
        )
      ) : (
        <section
          aria-label={t`Your recipients`}
          className="rounded-card bg-surface p-3 shadow-card sm:p-5"
        >
          <div role="search" className="p-2 sm:p-0 sm:pb-3">
            <TextField
              label={t`Search recipients`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t`Name`}
              autoComplete="off"
              trailing={<Search aria-hidden="true" className="me-3 size-5 text-subtle" />}
            />
          </div>
          <p aria-live="polite" className="sr-only">
            {q === '' || recipients.isPlaceholderData
              ? ''
              : plural(found, {
                  one: `${found} recipient found`,
                  other: `${found} recipients found`,
                })}
          </p>
          {recipients.data.length === 0 ? (
            <p className="px-3 py-8 text-center text-muted">
              <Trans>No recipients match “{searched}”.</Trans>
            </p>
          ) : (
            <ul
              aria-label={t`Recipients`}
              aria-busy={recipients.isPlaceholderData || undefined}
              className="divide-y divide-line"
            >
              {recipients.data.map((recipient) => (
                <RecipientRow key={recipient.id} recipient={recipient} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

export { RecipientsRoute as Component };
