import type { SupportRequest } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { useSupportRequests } from '../api/support-requests';
import { requestStatusTitle, topicTitle } from '../lib/support-words';

/** "Sent 12 Mar 2025, 14:05 · about transfer HW-123", the transfer a link to its page. */
function Sent({ request }: { request: SupportRequest }) {
  const sent = formatDateTime(request.created_at);
  if (!request.transfer) return <Trans>Sent {sent}</Trans>;
  const tracking = request.transfer.tracking_number;
  return (
    <Trans>
      Sent {sent} · about{' '}
      <Link
        className="font-medium text-brand-800 underline underline-offset-2"
        to={pathTo('viewTransaction', { transactionId: request.transfer.id })}
      >
        transfer <span translate="no">{tracking}</span>
      </Link>
    </Trans>
  );
}

/** The customer's requests, newest first, each with its status and the whole thread. */
export function YourRequests() {
  const { t } = useLingui();
  const { data: requests, isPending, isError } = useSupportRequests();
  if (isPending) return <SkeletonRows count={2} label={t`Loading your requests`} />;
  if (isError) {
    return (
      <p className="text-sm text-muted">
        <Trans>Your requests could not be loaded.</Trans>
      </p>
    );
  }
  if (requests.length === 0) {
    return (
      <p className="text-sm text-muted">
        <Trans>You have not sent us a request yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {requests.map((request) => (
        <li key={request.id} className="rounded-field border border-line p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-ink">{topicTitle(request.topic)}</h3>
            <span
              className={clsx(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                request.status === 'answered'
                  ? 'bg-brand-50 text-brand-900'
                  : 'bg-canvas text-ink ring-1 ring-line',
              )}
            >
              {requestStatusTitle(request.status)}
            </span>
          </div>
          <p className="mt-1 text-xs text-muted">
            <Sent request={request} />
          </p>
          <ol className="mt-3 space-y-3">
            {request.messages.map((message) => (
              <li
                key={message.id}
                className={clsx(
                  'rounded-field p-3 text-sm whitespace-pre-line wrap-anywhere',
                  message.from === 'support' ? 'bg-brand-50' : 'bg-canvas',
                )}
              >
                <p className="mb-1 text-xs font-semibold text-muted">
                  {message.from === 'support' ? t`Homeward support` : t`You`} ·{' '}
                  {formatDateTime(message.created_at)}
                </p>
                {message.body}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
