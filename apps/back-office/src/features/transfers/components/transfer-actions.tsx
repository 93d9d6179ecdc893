import { staffMay, type AdminTransfer, type StaffRole } from '@homeward/contract';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { ReasonDialog } from '@/components/reason-dialog';
import { failureMessage } from '@/lib/api-client';
import { useRelease, useTransferDecision } from '../api/transfers';

/** What an officer may do with the transfer in its present status. */
export function TransferActions({
  transfer,
  roles,
}: {
  transfer: AdminTransfer;
  roles: readonly StaffRole[];
}) {
  const release = useRelease(transfer.id);
  const refuse = useTransferDecision(transfer.id, 'refuse');
  const hold = useTransferDecision(transfer.id, 'hold');
  const [dialog, setDialog] = useState<'refuse' | 'hold' | null>(null);
  if (!staffMay(roles, 'transfers.hold')) return null;

  const proposed = release.data?.kind === 'proposed';
  return (
    <div className="space-y-3">
      {proposed ? (
        <Alert tone="info" title="Waiting for a second officer's approval">
          This release is above the four-eyes threshold. It goes ahead when another officer approves
          it under Approvals.
        </Alert>
      ) : null}
      {release.data?.kind === 'released' ? (
        <Alert tone="info" title="Released">
          The transfer is on its way again.
        </Alert>
      ) : null}
      {release.error ? (
        <Alert tone="error" title="Not released">
          {failureMessage(release.error)}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {transfer.status === 'on_hold' && !proposed ? (
          <>
            <Button loading={release.isPending} onClick={() => release.mutate()}>
              Release
            </Button>
            <Button variant="danger" onClick={() => setDialog('refuse')}>
              Refuse
            </Button>
          </>
        ) : null}
        {transfer.status === 'funds_received' ? (
          <Button variant="secondary" onClick={() => setDialog('hold')}>
            Hold
          </Button>
        ) : null}
      </div>
      {dialog === 'refuse' ? (
        <ReasonDialog
          title="Refuse this transfer?"
          description="The transfer stops for good and the customer's money is refunded."
          confirmLabel="Refuse transfer"
          danger
          onConfirm={(reason) => refuse.mutateAsync(reason)}
          onDismiss={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'hold' ? (
        <ReasonDialog
          title="Hold this transfer?"
          description="The payout waits until an officer releases or refuses it."
          confirmLabel="Hold transfer"
          onConfirm={(reason) => hold.mutateAsync(reason)}
          onDismiss={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
