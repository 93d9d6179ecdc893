import { staffMay, type AdminCustomer } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge, statusTone } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@homeward/ui/card';
import { ReasonDialog } from '@/components/reason-dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Facts, Table } from '@/components/table';
import { useStaffSession } from '@/features/auth/api/session';
import { formatAmount, formatCalendarDate, formatDateTime, humanize } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { customerQueryOptions, useSetBlocked } from '../api/customers';
import { Notes } from '../components/notes';
import { RiskRatingCard } from '../components/risk-rating';
import { ResendVerification } from '../components/resend-verification';

function BlockAction({ customer }: { customer: AdminCustomer }) {
  const [open, setOpen] = useState(false);
  const setBlocked = useSetBlocked(customer.id);
  const block = !customer.blocked;
  return (
    <>
      <Button variant={block ? 'danger' : 'secondary'} onClick={() => setOpen(true)}>
        {block ? 'Block customer' : 'Unblock customer'}
      </Button>
      {open ? (
        <ReasonDialog
          title={block ? 'Block this customer?' : 'Unblock this customer?'}
          description={
            block
              ? 'They will be signed out and cannot sign in or send money until unblocked.'
              : 'They will be able to sign in and send money again.'
          }
          confirmLabel={block ? 'Block' : 'Unblock'}
          danger={block}
          onConfirm={(reason) => setBlocked.mutateAsync({ block, reason })}
          onDismiss={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function CustomerPage({ customer }: { customer: AdminCustomer }) {
  const roles = useStaffSession()?.staff.roles ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader
          title={customer.name || customer.email}
          subtitle={
            <span className="inline-flex flex-wrap items-center gap-2">
              {customer.email}
              {customer.blocked ? (
                <Badge tone="danger">Blocked</Badge>
              ) : (
                <Badge tone="success">Active</Badge>
              )}
            </span>
          }
        />
        <div className="flex flex-wrap items-start gap-3">
          {staffMay(roles, 'customers.resend_mail') ? (
            <ResendVerification customerId={customer.id} />
          ) : null}
          {staffMay(roles, 'customers.block') ? <BlockAction customer={customer} /> : null}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card title="Profile">
          <Facts
            items={[
              ['Email', customer.email],
              ['Phone', customer.phone ?? '—'],
              ['Birth date', formatCalendarDate(customer.birth_date)],
              ['Nationality', customer.nationality ?? '—'],
              ['Country', customer.country ?? '—'],
              ['Address', customer.address ?? '—'],
              ['Customer since', formatDateTime(customer.created_at)],
            ]}
          />
        </Card>
        <Card title="Tier and limits">
          <Facts
            items={[
              ['Tier', customer.tier],
              [
                'Sent in the last 30 days',
                formatAmount(customer.limits.used_30_days, customer.limits.currency),
              ],
              [
                '30-day limit',
                formatAmount(customer.limits.limit_30_days, customer.limits.currency),
              ],
            ]}
          />
          <h3 className="mt-6 mb-3 font-semibold text-ink">Attributes</h3>
          {customer.attributes.length === 0 ? (
            <p className="text-sm text-muted">No attributes recorded.</p>
          ) : (
            <Facts items={customer.attributes.map(({ title, value }) => [title, value])} />
          )}
        </Card>
      </div>
      {staffMay(roles, 'cases.read') ? (
        <RiskRatingCard customerId={customer.id} mayDecide={staffMay(roles, 'cases.decide')} />
      ) : null}
      <Card title="Documents">
        {customer.documents.length === 0 ? (
          <EmptyState title="No documents uploaded" />
        ) : (
          <Table caption="Documents" head={['Document', 'Category', 'Status', 'Uploaded']}>
            {customer.documents.map((document) => (
              <tr key={document.id}>
                <Cell>
                  <Link
                    to={pathTo('document', { id: document.id })}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {humanize(document.type)}
                  </Link>
                </Cell>
                <Cell>{humanize(document.category)}</Cell>
                <Cell>
                  <Badge tone={statusTone(document.status)}>{humanize(document.status)}</Badge>
                </Cell>
                <Cell className="whitespace-nowrap">{formatDateTime(document.created_at)}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </Card>
      <Card title="Transfers">
        {customer.transfers.length === 0 ? (
          <EmptyState title="No transfers yet" />
        ) : (
          <Table
            caption="Transfers"
            head={['Tracking number', 'Recipient', 'Amount', 'Status', 'Created']}
          >
            {customer.transfers.map((transfer) => (
              <tr key={transfer.id}>
                <Cell>
                  <Link
                    to={pathTo('transfer', { id: transfer.id })}
                    className="font-mono font-semibold text-brand-700 hover:underline"
                  >
                    {transfer.tracking_number}
                  </Link>
                </Cell>
                <Cell>{transfer.recipient_name}</Cell>
                <Cell className="whitespace-nowrap">
                  {formatAmount(transfer.send_amount, transfer.send_currency)}
                </Cell>
                <Cell>
                  <Badge tone={statusTone(transfer.status)}>{humanize(transfer.status)}</Badge>
                </Cell>
                <Cell className="whitespace-nowrap">{formatDateTime(transfer.created_at)}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </Card>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card title="Recipients">
          {customer.recipients.length === 0 ? (
            <EmptyState title="No recipients saved" />
          ) : (
            <Table caption="Recipients" head={['Name', 'Country', 'Method']}>
              {customer.recipients.map((recipient) => (
                <tr key={recipient.id}>
                  <Cell>{recipient.name}</Cell>
                  <Cell>{recipient.country}</Cell>
                  <Cell>{humanize(recipient.method)}</Cell>
                </tr>
              ))}
            </Table>
          )}
        </Card>
        <Card title="Devices">
          {customer.devices.length === 0 ? (
            <EmptyState title="No signed-in devices" />
          ) : (
            <Table caption="Devices" head={['Device', 'IP address', 'Last active']}>
              {customer.devices.map((device) => (
                <tr key={device.id}>
                  <Cell>
                    {device.client}
                    {device.current ? (
                      <span className="ml-2">
                        <Badge tone="info">Latest</Badge>
                      </span>
                    ) : null}
                  </Cell>
                  <Cell className="font-mono">{device.ip}</Cell>
                  <Cell className="whitespace-nowrap">{formatDateTime(device.last_active_at)}</Cell>
                </tr>
              ))}
            </Table>
          )}
        </Card>
      </div>
      <Card title="Security events">
        {customer.security_events.length === 0 ? (
          <EmptyState title="No security events" />
        ) : (
          <Table caption="Security events" head={['Event', 'Device', 'IP address', 'When']}>
            {customer.security_events.map((event, index) => (
              <tr key={`${event.at}-${index}`}>
                <Cell>{humanize(event.type)}</Cell>
                <Cell>{event.client}</Cell>
                <Cell className="font-mono">{event.ip}</Cell>
                <Cell className="whitespace-nowrap">{formatDateTime(event.at)}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </Card>
      <Notes customer={customer} mayNote={staffMay(roles, 'customers.note')} />
    </div>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const customer = useQuery(customerQueryOptions(id));
  if (customer.isPending || customer.isError) {
    return (
      <>
        <PageHeader title="Customer" />
        {customer.isError ? (
          <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />
        ) : (
          <LoadingState label="Loading the customer" />
        )}
      </>
    );
  }
  return <CustomerPage customer={customer.data} />;
}
