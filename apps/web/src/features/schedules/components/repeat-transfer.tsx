import { scheduleCadences, type ScheduleCadence } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Repeat } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Card } from '@homeward/ui/card';
import { inputClasses, TextField } from '@homeward/ui/text-field';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { formatCalendarDate } from '@/lib/format';
import { useCreateSchedule } from '../api/schedules';
import { cadenceLabel } from '../lib/cadence-labels';
import { SchedulesLink } from './schedules-link';

/** Today in the browser's zone, as the date field writes it. */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

type Errors = Partial<Record<'cadence' | 'start_date' | 'rate_threshold_percent', string>>;

/**
 * "Repeat": a transfer the customer made, again on a cadence. Each day we prepare a new price
 * and ask them to confirm it. One Idempotency-Key per form, so a double tap makes one schedule.
 */
export function RepeatTransfer({ transferId }: { transferId: string }) {
  const { t } = useLingui();
  const id = useId();
  const create = useCreateSchedule();
  const [open, setOpen] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const [cadence, setCadence] = useState<ScheduleCadence>('monthly');
  const [startDate, setStartDate] = useState(today);
  const [threshold, setThreshold] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const percent = threshold.trim() === '' ? undefined : Number(threshold);
    create.mutate(
      {
        key,
        body: {
          transfer_id: transferId,
          cadence,
          start_date: startDate,
          ...(percent === undefined ? {} : { rate_threshold_percent: percent }),
        },
      },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            const fields = error.fieldErrors;
            setErrors({
              cadence: fields.cadence?.[0],
              start_date: fields.start_date?.[0],
              rate_threshold_percent: fields.rate_threshold_percent?.[0],
            });
            if (!fields.cadence && !fields.start_date && !fields.rate_threshold_percent) {
              setFailure(error.message);
            }
          } else {
            setFailure(describeFailure(error));
          }
        },
      },
    );
  };

  return (
    <Card
      id="repeat-transfer"
      title={t`Repeat this transfer`}
      icon={<Repeat aria-hidden="true" className="size-5" />}
      description={t`Send it again every week, two weeks or month. On each day we prepare a new price and you confirm it with one tap.`}
    >
      {create.isSuccess ? (
        <div>
          <Alert tone="info" title={t({ message: 'Scheduled', context: 'A schedule was made' })}>
            <Scheduled
              cadence={cadenceLabel(create.data.cadence)}
              first={formatCalendarDate(create.data.start_date)}
            />
          </Alert>
          <SchedulesLink>
            <Trans>See your schedules</Trans>
          </SchedulesLink>
        </div>
      ) : !open ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <Repeat aria-hidden="true" className="size-4" />
          <Trans>Repeat</Trans>
        </Button>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div>
            <label htmlFor={`${id}-cadence`} className="mb-1.5 block text-sm font-medium text-ink">
              <Trans>How often</Trans>
            </label>
            <select
              id={`${id}-cadence`}
              value={cadence}
              aria-invalid={errors.cadence ? true : undefined}
              onChange={(event) => setCadence(event.target.value as ScheduleCadence)}
              className={clsx(inputClasses(Boolean(errors.cadence)), 'appearance-none')}
            >
              {scheduleCadences.map((value) => (
                <option key={value} value={value}>
                  {cadenceLabel(value)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t`First transfer on`}
            type="date"
            value={startDate}
            min={today()}
            hint={t`Monthly on the 29th, 30th or 31st runs on the last day of shorter months.`}
            onChange={(event) => setStartDate(event.target.value)}
            error={errors.start_date}
          />
          <TextField
            label={t`Ask me again if the rate moves more than (%) — optional`}
            inputMode="decimal"
            value={threshold}
            onChange={(event) => setThreshold(event.target.value)}
            error={errors.rate_threshold_percent}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={create.isPending}>
              <Trans>Create schedule</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

/** "Every month. The first one is on 31 January 2027; we will email you when it is ready to confirm." */
function Scheduled({ cadence, first }: { cadence: string; first: string }) {
  return (
    <Trans>
      {cadence}. The first one is on {first}; we will email you when it is ready to confirm.
    </Trans>
  );
}
