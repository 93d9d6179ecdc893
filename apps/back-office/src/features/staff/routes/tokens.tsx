import { createStaffTokenSchema } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@homeward/ui/card';
import { CopyOnce } from '@/components/copy-once';
import { Dialog } from '@homeward/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { TextField } from '@homeward/ui/text-field';
import { failureMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useServerForm } from '@/lib/use-server-form';
import { tokensQueryOptions, useCreateToken, useDeleteToken, type StaffToken } from '../api/staff';

function CreateToken() {
  const create = useCreateToken();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useServerForm(createStaffTokenSchema, { name: '' }, (values) => create.mutateAsync(values));
  return (
    <div className="space-y-4">
      {create.data ? (
        <CopyOnce
          title={`Token "${create.data.name}" created`}
          label="Service token"
          value={create.data.token}
        />
      ) : null}
      {create.error && !errors.name ? (
        <Alert tone="error">{failureMessage(create.error)}</Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Token name"
          hint="Where it will be used, e.g. “ops laptop”."
          className="min-w-60 flex-1"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <Button type="submit" size="field" loading={create.isPending}>
          Create token
        </Button>
      </form>
    </div>
  );
}

function RevokeDialog({ token, onDismiss }: { token: StaffToken; onDismiss: () => void }) {
  const revoke = useDeleteToken();
  return (
    <Dialog
      role="alertdialog"
      title={`Revoke "${token.name}"?`}
      description="Anything using it stops working at once."
      onDismiss={onDismiss}
      busy={revoke.isPending}
    >
      {revoke.error ? (
        <Alert tone="error" className="mt-4">
          {failureMessage(revoke.error)}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDismiss} disabled={revoke.isPending}>
          Keep it
        </Button>
        <Button
          variant="danger"
          loading={revoke.isPending}
          onClick={() => revoke.mutate(token.id, { onSuccess: onDismiss })}
        >
          Revoke
        </Button>
      </div>
    </Dialog>
  );
}

export function Component() {
  const tokens = useQuery(tokensQueryOptions);
  const [revoking, setRevoking] = useState<StaffToken | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader
        title="API tokens"
        subtitle="Your own service tokens for the ops CLI (npm run ops -- …, HOMEWARD_STAFF_TOKEN). They act as you."
      />
      <Card title="New token">
        <CreateToken />
      </Card>
      <Card title="Your tokens">
        {tokens.isPending ? (
          <LoadingState label="Loading your tokens" />
        ) : tokens.isError ? (
          <ErrorState error={tokens.error} onRetry={() => void tokens.refetch()} />
        ) : tokens.data.data.length === 0 ? (
          <EmptyState title="No tokens" />
        ) : (
          <Table caption="Your tokens" head={['Name', 'Created', 'Last used', 'Action']}>
            {tokens.data.data.map((token) => (
              <tr key={token.id}>
                <Cell className="font-semibold">{token.name}</Cell>
                <Cell className="whitespace-nowrap">{formatDateTime(token.created_at)}</Cell>
                <Cell className="whitespace-nowrap">
                  {token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'}
                </Cell>
                <Cell>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Revoke ${token.name}`}
                    onClick={() => setRevoking(token)}
                  >
                    Revoke
                  </Button>
                </Cell>
              </tr>
            ))}
          </Table>
        )}
      </Card>
      {revoking ? <RevokeDialog token={revoking} onDismiss={() => setRevoking(null)} /> : null}
    </div>
  );
}
