import type { Recipient } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Send, Trash2, UserX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button, buttonClasses } from '@/components/button';
import { Card, PageHeader } from '@homeward/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/lib/paths';
import { useDeleteRecipient } from '../api/delete-recipient';
import { recipientQueryKey, recipientQueryOptions } from '@/api/recipient';
import { Notice, noticeFrom } from '../components/notice';
import { RecipientDetails } from '../components/recipient-details';
import { RecipientForm } from '../components/recipient-form';
import { RecipientPageSkeleton } from '../components/recipient-skeletons';
import { describeFailure, isNotFound, isSignedOut } from '@/lib/describe-failure';
import { describeDestination, destinationOf } from '../lib/destination';
import { sendMoneyPath } from '../lib/send-money-path';
import { nameOfCountry } from '@/lib/country-name';

export interface ViewRecipientRouteProps {
  /**
   * The transfers to this recipient, as a card of their own (the transactions feature's list,
   * composed in by the app).
   */
  pastTransfers?: (recipientId: string, recipientName: string) => ReactNode;
}

function RecipientNotFound() {
  return (
    <section
      aria-labelledby="recipient-not-found"
      className="rounded-card bg-surface p-6 text-center shadow-card sm:p-10"
    >
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-canvas text-muted">
        <UserX aria-hidden="true" className="size-6" />
      </span>
      <h1 id="recipient-not-found" className="mt-4 text-2xl font-bold tracking-tight text-ink">
        <Trans>We couldn’t find that recipient</Trans>
      </h1>
      <p className="mx-auto mt-2 max-w-sm text-muted">
        <Trans>They may have been deleted, or the link may be incomplete.</Trans>
      </p>
      <Link to={paths.recipients} className={buttonClasses('primary', 'mt-6')}>
        <Trans>Back to recipients</Trans>
      </Link>
    </section>
  );
}

interface RecipientPageProps extends ViewRecipientRouteProps {
  recipient: Recipient;
}

function RecipientPage({ recipient, pastTransfers }: RecipientPageProps) {
  const { t } = useLingui();
  const name = recipient.full_name;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const remove = useDeleteRecipient();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(() => noticeFrom(location.state));
  const [confirming, setConfirming] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  /** Deleted, on the way to the list: the dialog stays busy so nothing is clicked twice. */
  const [leaving, setLeaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const editHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) {
      editHeading.current?.focus();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const confirmDelete = async () => {
    setDialogError(null);
    try {
      await remove.mutateAsync(recipient.id);
    } catch (error) {
      if (isSignedOut(error)) return;
      // Already gone (deleted elsewhere): the outcome the customer asked for.
      if (!isNotFound(error)) {
        setDialogError(describeFailure(error));
        return;
      }
    }
    setLeaving(true);
    await navigate(paths.recipients, {
      state: { notice: t`${name} was deleted from your recipients.` },
    });
    queryClient.removeQueries({ queryKey: recipientQueryKey(recipient.id), exact: true });
  };

  return (
    <div>
      <Link
        to={paths.recipients}
        className="mb-2 inline-flex min-h-11 items-center gap-1.5 rounded-field text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>All recipients</Trans>
      </Link>
      <PageHeader
        title={recipient.full_name}
        subtitle={describeDestination(destinationOf(recipient), nameOfCountry(recipient.country))}
      />
      {notice ? <Notice>{notice}</Notice> : null}

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={sendMoneyPath(recipient.id)} className={buttonClasses('primary')}>
          <Send aria-hidden="true" className="size-4" />
          <Trans>
            Send money to <bdi translate="no">{name}</bdi>
          </Trans>
        </Link>
        {editing ? null : (
          <Button
            ref={editButton}
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>Edit</Trans>
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            setDialogError(null);
            setConfirming(true);
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete</Trans>
        </Button>
      </div>

      <div className="space-y-6">
        {editing ? (
          <section
            aria-labelledby="edit-recipient-heading"
            className="rounded-card bg-surface p-5 shadow-card sm:p-7"
          >
            <h2
              id="edit-recipient-heading"
              ref={editHeading}
              tabIndex={-1}
              className="mb-5 text-lg font-semibold text-ink focus:outline-none"
            >
              <Trans>Edit recipient</Trans>
            </h2>
            <RecipientForm
              recipient={recipient}
              onSaved={(saved) => {
                const savedName = saved.full_name;
                setNotice(t`${savedName}’s details are saved.`);
                stopEditing();
              }}
              onCancel={stopEditing}
            />
          </section>
        ) : (
          <Card title={t`Details`}>
            <RecipientDetails recipient={recipient} />
          </Card>
        )}

        {pastTransfers?.(recipient.id, recipient.full_name)}
      </div>

      {confirming ? (
        <ConfirmDialog
          title={t`Delete ${name}?`}
          confirmLabel={t`Delete recipient`}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
          busy={remove.isPending || leaving}
          error={dialogError}
        >
          <Trans>
            They will no longer be in your recipients. Transfers you already made to them keep their
            details.
          </Trans>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/**
 * /recipient/:id: a recipient's details with their requirement labels, edit, delete, "send
 * money to", and the transfers made to them when the app composes a list in.
 */
export function ViewRecipientRoute({ pastTransfers }: ViewRecipientRouteProps) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const recipient = useQuery(recipientQueryOptions(id));

  if (recipient.isPending) return <RecipientPageSkeleton />;
  if (recipient.isError) {
    if (isNotFound(recipient.error)) return <RecipientNotFound />;
    return (
      <div>
        <PageHeader title={t`Recipient`} />
        <Alert tone="error">
          <p>{describeFailure(recipient.error)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void recipient.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      </div>
    );
  }
  return (
    <RecipientPage
      // Another recipient (a link from this page's slot) starts with a fresh page state.
      key={recipient.data.id}
      recipient={recipient.data}
      {...(pastTransfers ? { pastTransfers } : {})}
    />
  );
}

export { ViewRecipientRoute as Component };
