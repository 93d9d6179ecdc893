import type { RateAlert } from '@homeward/contract';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDate, formatRate } from '@/lib/format';
import { useDeleteRateAlert } from '../api/rate-alerts';

const where = (alert: RateAlert) =>
  `${alert.corridor.source_currency} to ${alert.corridor.destination_country.common_name}`;

/** Today's rate beside the target, or why there is none. */
function Today({ alert }: { alert: RateAlert }) {
  const { source_currency: source, destination_currency: destination } = alert.corridor;
  if (!alert.corridor.open) {
    return <>We are not sending there right now: this alert waits until we are.</>;
  }
  if (alert.current_rate === null) return <>Today’s rate is not available right now.</>;
  return <>Today: {formatRate(alert.current_rate, source, destination)}</>;
}

function AlertRow({ alert, onRemove }: { alert: RateAlert; onRemove: () => void }) {
  const { source_currency: source, destination_currency: destination } = alert.corridor;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{where(alert)}</p>
        <p className="text-ink">
          When {formatRate(alert.target_rate, source, destination)} or more
        </p>
        <p className="text-sm text-muted">
          <Today alert={alert} />
        </p>
        {alert.reached ? (
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Reached
            {alert.last_notified_on
              ? `: we told you on ${formatCalendarDate(alert.last_notified_on)}`
              : ''}
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        className="self-start sm:self-center"
        onClick={onRemove}
        aria-label={`Remove the alert for ${where(alert)} at ${alert.target_rate} ${destination}`}
      >
        Remove
      </Button>
    </li>
  );
}

/** The alerts, each removable after a question. */
export function RateAlertList({ alerts }: { alerts: RateAlert[] }) {
  const remove = useDeleteRateAlert();
  const [asked, setAsked] = useState<RateAlert | null>(null);
  const close = () => {
    setAsked(null);
    remove.reset();
  };

  if (alerts.length === 0) {
    return (
      <div className="py-6 text-center">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <BellRing aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-3 font-semibold text-ink">No rate alerts yet</p>
        <p className="mx-auto mt-1 max-w-sm text-muted">
          Set one above and we will tell you when the rate you want is here, with a price ready.
        </p>
      </div>
    );
  }

  return (
    <>
      <ul aria-label="Your rate alerts" className="divide-y divide-line">
        {alerts.map((alert) => (
          <AlertRow key={alert.id} alert={alert} onRemove={() => setAsked(alert)} />
        ))}
      </ul>
      {asked ? (
        <ConfirmDialog
          title="Remove this rate alert?"
          confirmLabel="Remove alert"
          busy={remove.isPending}
          error={
            remove.error
              ? remove.error instanceof ApiError && remove.error.status === 404
                ? 'This alert was already removed.'
                : 'We could not remove this alert. Please try again.'
              : null
          }
          onCancel={close}
          onConfirm={() => remove.mutate(asked.id, { onSuccess: close })}
        >
          We will stop watching {where(asked)} for{' '}
          {formatRate(
            asked.target_rate,
            asked.corridor.source_currency,
            asked.corridor.destination_currency,
          )}
          .
        </ConfirmDialog>
      ) : null}
    </>
  );
}
