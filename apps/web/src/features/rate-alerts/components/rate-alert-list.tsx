import type { RateAlert } from '@homeward/contract';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDate, formatRate } from '@/lib/format';
import { useDeleteRateAlert } from '../api/rate-alerts';
import { nameOfCountry } from '@/lib/country-name';

/** "AUD to Philippines": where the alert watches. Read while rendering, in the app's language. */
function where(alert: RateAlert): string {
  const source = alert.corridor.source_currency;
  const country = nameOfCountry(alert.corridor.destination_country);
  return t`${source} to ${country}`;
}

/** The alert's target as a rate: "1 AUD = 36.5 PHP". */
const targetOf = (alert: RateAlert) =>
  formatRate(
    alert.target_rate,
    alert.corridor.source_currency,
    alert.corridor.destination_currency,
  );

/** Today's rate beside the target, or why there is none. */
function Today({ alert }: { alert: RateAlert }) {
  const { source_currency: source, destination_currency: destination } = alert.corridor;
  if (!alert.corridor.open) {
    return <Trans>We are not sending there right now: this alert waits until we are.</Trans>;
  }
  if (alert.current_rate === null) return <Trans>Today’s rate is not available right now.</Trans>;
  const rate = formatRate(alert.current_rate, source, destination);
  return <Trans>Today: {rate}</Trans>;
}

/** "Reached", and when we said so. */
function Reached({ on }: { on: string | null }) {
  if (!on) return <Trans>Reached</Trans>;
  const date = formatCalendarDate(on);
  return <Trans>Reached: we told you on {date}</Trans>;
}

function AlertRow({ alert, onRemove }: { alert: RateAlert; onRemove: () => void }) {
  const { t } = useLingui();
  const place = where(alert);
  const target = targetOf(alert);
  const rate = alert.target_rate;
  const destination = alert.corridor.destination_currency;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{place}</p>
        <p className="text-ink">
          <Trans>When {target} or more</Trans>
        </p>
        <p className="text-sm text-muted">
          <Today alert={alert} />
        </p>
        {alert.reached ? (
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            <Reached on={alert.last_notified_on} />
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        className="self-start sm:self-center"
        onClick={onRemove}
        aria-label={t`Remove the alert for ${place} at ${rate} ${destination}`}
      >
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

/** The alerts, each removable after a question. */
export function RateAlertList({ alerts }: { alerts: RateAlert[] }) {
  const { t } = useLingui();
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
        <p className="mt-3 font-semibold text-ink">
          <Trans>No rate alerts yet</Trans>
        </p>
        <p className="mx-auto mt-1 max-w-sm text-muted">
          <Trans>
            Set one above and we will tell you when the rate you want is here, with a price ready.
          </Trans>
        </p>
      </div>
    );
  }

  const place = asked ? where(asked) : '';
  const target = asked ? targetOf(asked) : '';
  return (
    <>
      <ul aria-label={t`Your rate alerts`} className="divide-y divide-line">
        {alerts.map((alert) => (
          <AlertRow key={alert.id} alert={alert} onRemove={() => setAsked(alert)} />
        ))}
      </ul>
      {asked ? (
        <ConfirmDialog
          title={t`Remove this rate alert?`}
          confirmLabel={t`Remove alert`}
          busy={remove.isPending}
          error={
            remove.error
              ? remove.error instanceof ApiError && remove.error.status === 404
                ? t`This alert was already removed.`
                : t`We could not remove this alert. Please try again.`
              : null
          }
          onCancel={close}
          onConfirm={() => remove.mutate(asked.id, { onSuccess: close })}
        >
          <Trans>
            We will stop watching {place} for {target}.
          </Trans>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
