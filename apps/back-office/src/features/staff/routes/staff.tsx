import { staffRoleTitles, type StaffMember } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Badge, statusTone } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@homeward/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { useStaffSession } from '@/features/auth/api/session';
import { failureMessage } from '@/lib/api-client';
import { formatDateTime, humanize } from '@/lib/format';
import { staffQueryOptions, useUpdateStaff } from '../api/staff';
import { EditStaffDialog } from '../components/edit-staff-dialog';
import { InviteForm } from '../components/invite-form';

export function Component() {
  const staff = useQuery(staffQueryOptions);
  const update = useUpdateStaff();
  const me = useStaffSession()?.staff.id;
  const [editing, setEditing] = useState<StaffMember | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader title="Staff" subtitle="Who can use the back office, and with which roles." />
      <Card
        title="Invite a colleague"
        description="They set a password and an authenticator app from the link."
      >
        <InviteForm />
      </Card>
      <Card title="Team">
        {update.error ? (
          <Alert tone="error" className="mb-4">
            {failureMessage(update.error)}
          </Alert>
        ) : null}
        {staff.isPending ? (
          <LoadingState label="Loading staff" />
        ) : staff.isError ? (
          <ErrorState error={staff.error} onRetry={() => void staff.refetch()} />
        ) : staff.data.data.length === 0 ? (
          <EmptyState title="No staff yet" />
        ) : (
          <Table caption="Staff" head={['Name', 'Roles', 'Status', 'Last sign-in', 'Actions']}>
            {staff.data.data.map((member) => (
              <tr key={member.id}>
                <Cell>
                  <span className="font-semibold">{member.name}</span>
                  <p className="text-xs text-muted">{member.email}</p>
                </Cell>
                <Cell>{member.roles.map((role) => staffRoleTitles[role]).join(', ')}</Cell>
                <Cell>
                  <Badge tone={statusTone(member.status)}>{humanize(member.status)}</Badge>
                </Cell>
                <Cell className="whitespace-nowrap">{formatDateTime(member.last_sign_in_at)}</Cell>
                <Cell>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Change the roles of ${member.name}`}
                      onClick={() => setEditing(member)}
                    >
                      Roles
                    </Button>
                    {member.id === me ? null : (
                      <Button
                        variant={member.status === 'disabled' ? 'secondary' : 'ghost'}
                        size="sm"
                        aria-label={`${member.status === 'disabled' ? 'Restore access for' : 'Disable'} ${member.name}`}
                        loading={update.isPending && update.variables.id === member.id}
                        onClick={() =>
                          update.mutate({ id: member.id, disabled: member.status !== 'disabled' })
                        }
                      >
                        {member.status === 'disabled' ? 'Restore access' : 'Disable'}
                      </Button>
                    )}
                  </div>
                </Cell>
              </tr>
            ))}
          </Table>
        )}
      </Card>
      {editing ? <EditStaffDialog member={editing} onDismiss={() => setEditing(null)} /> : null}
    </div>
  );
}
