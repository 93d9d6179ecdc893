import { SkeletonRows } from '@homeward/ui/skeleton';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { useSupportRequests } from '../api/support-requests';

/** The customer's requests, newest first, each with its status and the whole thread. */
export function YourRequests() {
  const { data: requests, isPending, isError } = useSupportRequests();
  if (isPending) return <SkeletonRows count={2} label="Loading your requests" />;
  if (isError) return <p className="text-sm text-muted">Your requests could not be loaded.</p>;
  if (requests.length === 0)
    return <p className="text-sm text-muted">You have not sent us a request yet.</p>;
  return (
    <ul className="space-y-4">
      {requests.map((request) => (
        <li key={request.id} className="rounded-field border border-line p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-ink">{request.topic_title}</h3>
            <span
              className={clsx(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                request.status === 'answered'
                  ? 'bg-brand-50 text-brand-900'
                  : 'bg-canvas text-ink ring-1 ring-line',
              )}
            >
              {request.status_title}
            </span>
          </div>
          <p className="mt-1 text-xs text-muted">
            Sent {formatDateTime(request.created_at)}
            {request.transfer ? (
              <>
                {' · about '}
                <Link
                  className="font-medium text-brand-800 underline underline-offset-2"
                  to={pathTo('viewTransaction', { transactionId: request.transfer.id })}
                >
                  transfer {request.transfer.tracking_number}
                </Link>
              </>
            ) : null}
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
                  {message.from === 'support' ? 'Homeward support' : 'You'} ·{' '}
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
