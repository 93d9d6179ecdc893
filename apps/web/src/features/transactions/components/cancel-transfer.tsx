import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Transfer } from '@homeward/contract';
import { Ban } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { formatMoney } from '@/lib/format';
import { right } from '@/lib/rights';
import { useCancelTransaction } from '../api/cancel-transaction';
import { paymentMayBeUnderWay } from '../lib/transfer-status';

interface CancelTransferProps {
  transfer: Transfer;
  /** The transfer as the server answered the cancellation (cancelled, or on its way to a refund). */
  onCancelled: (transfer: Transfer) => void;
  /**
   * The dialog closed while its button is gone (the server said it is too late), so focus has
   * nowhere to return to: the page puts it somewhere sensible.
   */
  onFocusLost?: () => void;
}

/** Why the cancellation did not happen, in words for the dialog; null when nothing to say. */
function cancelErrorMessage(error: unknown): string | null {
  // A 401 is already on its way to sign-in.
  if (error instanceof ApiError && error.status === 401) return null;
  // A 409 (the transfer has moved on: too late, already cancelled) says why in its message.
  return describeFailure(error, t`We could not cancel the transfer. Please try again.`);
}

/**
 * "Cancel transfer" while the server allows it (`can_cancel`), behind a dialog that says what
 * happens to the money. Renders nothing once cancelling is no longer possible.
 */
export function CancelTransfer({ transfer, onCancelled, onFocusLost }: CancelTransferProps) {
  const { t } = useLingui();
  const cancel = useCancelTransaction(transfer.id);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // The dialog gave focus back to its opener; when the opener has gone, focus fell to <body>.
    if (!document.activeElement || document.activeElement === document.body) onFocusLost?.();
  }, [open, onFocusLost]);

  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    setError(null);
    let answer: Transfer;
    try {
      answer = await cancel.mutateAsync();
    } catch (failure) {
      setError(cancelErrorMessage(failure));
      return;
    }
    setOpen(false);
    onCancelled(answer);
  };

  const paid = transfer.paid_at !== null;
  const amount = formatMoney(transfer.send_amount);
  const name = transfer.recipient.full_name;
  const total = formatMoney(transfer.total_to_pay);

  return (
    <>
      {transfer.can_cancel ? (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
        >
          <Ban aria-hidden="true" className="size-4" />
          <Trans>Cancel transfer</Trans>
        </Button>
      ) : null}
      {/* Stays open after a refusal, even though the button has gone, so its reason is read. */}
      {open ? (
        <ConfirmDialog
          title={t`Cancel this transfer?`}
          confirmLabel={t`Yes, cancel transfer`}
          onConfirm={() => void confirm()}
          onCancel={close}
          busy={cancel.isPending}
          error={error}
        >
          <p>
            <Trans>
              {amount} will not be sent to <bdi translate="no">{name}</bdi>.
            </Trans>
          </p>
          <p className="mt-2">
            {paid
              ? `${t`We refund ${total}, fee included, to the card you paid with.`} ${right('refundTimeFrame')}`
              : paymentMayBeUnderWay(transfer)
                ? t`No payment has reached us yet. If you paid a moment ago, we refund it in full when it arrives.`
                : t`Nothing has been paid, so nothing is refunded.`}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
