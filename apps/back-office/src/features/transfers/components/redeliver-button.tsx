import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { failureMessage } from '@/lib/api-client';
import { useRedeliverWebhooks } from '../api/transfers';

/** For finance: the provider sends a payment's webhooks again (already filed ones change nothing). */
export function RedeliverButton({
  transferId,
  paymentId,
}: {
  transferId: string;
  paymentId: string;
}) {
  const redeliver = useRedeliverWebhooks(transferId);
  return (
    <div className="space-y-1">
      <Button
        variant="secondary"
        size="sm"
        loading={redeliver.isPending}
        aria-label={`Send this payment's webhooks again`}
        onClick={() => redeliver.mutate(paymentId)}
      >
        Send webhooks again
      </Button>
      {redeliver.data ? (
        <p role="status" className="text-xs text-muted">
          {redeliver.data.redelivered === 1
            ? '1 webhook is on its way again.'
            : `${redeliver.data.redelivered} webhooks are on their way again.`}
        </p>
      ) : null}
      {redeliver.error ? <Alert tone="error">{failureMessage(redeliver.error)}</Alert> : null}
    </div>
  );
}
