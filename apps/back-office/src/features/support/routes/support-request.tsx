import {
  staffMay,
  supportReplySchema,
  supportStatusTitles,
  type AdminSupportRequest,
} from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Link, useParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Card, PageHeader } from '@homeward/ui/card';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ErrorState, LoadingState } from '@/components/states';
import { Facts } from '@/components/table';
import { TextAreaField } from '@/components/text-area-field';
import { useStaffSession } from '@/features/auth/api/session';
import { failureMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useServerForm } from '@/lib/use-server-form';
import { pathTo } from '@/lib/paths';
import { supportRequestQueryOptions, useReply } from '../api/support';

const linkClass = 'font-semibold text-brand-700 hover:underline';

/** The reply: emailed to the customer, shown on their Help page; support only. */
function ReplyForm({ request }: { request: AdminSupportRequest }) {
  const reply = useReply(request.id);
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useServerForm(supportReplySchema, { message: '' }, (values) =>
    // The thread as this page shows it: a reply sent meanwhile makes this one a 409.
    reply.mutateAsync({ ...values, in_reply_to: request.messages.at(-1)?.id }),
  );
  return (
    <Card
      title="Reply"
      description={
        // A long address breaks anywhere rather than widen the page on a phone.
        <span className="wrap-anywhere">
          Sent by email to {request.customer.email}, and shown on their Help page.
        </span>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        {reply.isSuccess ? <Alert tone="info">Reply sent; the request is answered.</Alert> : null}
        {reply.error && !errors.message ? (
          <Alert tone="error">{failureMessage(reply.error)}</Alert>
        ) : null}
        <TextAreaField
          label="Your reply"
          rows={6}
          error={errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" loading={reply.isPending}>
          Send reply
        </Button>
      </form>
    </Card>
  );
}

function RequestPage({ request }: { request: AdminSupportRequest }) {
  const roles = useStaffSession()?.staff.roles ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title={request.topic_title}
        subtitle={`Support request from ${request.customer.email}`}
      />
      <Card title="Request">
        <Facts
          items={[
            [
              'Status',
              <Badge key="status" tone={request.status === 'open' ? 'warning' : 'success'}>
                {supportStatusTitles[request.status]}
              </Badge>,
            ],
            [
              'Customer',
              <Link
                key="customer"
                className={linkClass}
                to={pathTo('customer', { id: request.customer.id })}
              >
                {request.customer.name ?? request.customer.email}
              </Link>,
            ],
            [
              'Transfer',
              request.transfer ? (
                <Link
                  key="transfer"
                  className={clsx(linkClass, 'font-mono')}
                  to={pathTo('transfer', { id: request.transfer.id })}
                >
                  {request.transfer.tracking_number}
                </Link>
              ) : (
                'None'
              ),
            ],
            ['Sent', formatDateTime(request.created_at)],
          ]}
        />
      </Card>
      <Card title="Thread">
        <ol className="space-y-3">
          {request.messages.map((message) => (
            <li
              key={message.id}
              className={clsx(
                'rounded-field border p-3',
                message.from === 'support' ? 'border-brand-200 bg-brand-50' : 'border-line',
              )}
            >
              <p className="text-xs font-semibold text-muted">
                {message.from === 'support'
                  ? `Support (${message.staff_email ?? 'staff'})`
                  : 'Customer'}{' '}
                · {formatDateTime(message.created_at)}
              </p>
              <p className="mt-1 whitespace-pre-wrap text-ink">{message.body}</p>
            </li>
          ))}
        </ol>
      </Card>
      {staffMay(roles, 'support.reply') ? <ReplyForm request={request} /> : null}
    </div>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const request = useQuery(supportRequestQueryOptions(id));
  if (request.isPending) return <LoadingState label="Loading the request" />;
  if (request.isError)
    return <ErrorState error={request.error} onRetry={() => void request.refetch()} />;
  return <RequestPage request={request.data} />;
}
