import type { ScheduleCadence, Schedule } from '@homeward/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { TextField } from '@homeward/ui/text-field';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { describeFirstProblem } from '@/lib/describe-failure';
import { formatCalendarDate } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { useScheduleAction } from '../api/schedules';
import { amountWords } from '../lib/words';

type Asking = 'skip' | 'stop' | 'amount' | null;

/** How often, in running text after the amount: "AUD 300.00 sent · every month". */
const cadenceInText: Record<ScheduleCadence, MessageDescriptor> = {
  weekly: msg`every week`,
  fortnightly: msg`every two weeks`,
  monthly: msg`every month`,
};

/** One schedule: what it sends, when next, and its actions (skip, change amount, stop). */
export function ScheduleItem({ schedule }: { schedule: Schedule }) {
  const { t } = useLingui();
  const action = useScheduleAction(schedule.id);
  const [asking, setAsking] = useState<Asking>(null);
  const [amount, setAmount] = useState(schedule.amount.amount);
  const active = schedule.status === 'active';
  const close = () => {
    action.reset();
    setAsking(null);
  };
  const run = (kind: 'skip' | 'stop') => action.mutate({ kind }, { onSuccess: close });
  const changeAmount = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ kind: 'update', body: { amount } }, { onSuccess: close });
  };
  const name = schedule.recipient.full_name;
  const currency = schedule.amount.currency;
  const nextDate = schedule.next_date ? formatCalendarDate(schedule.next_date) : null;

  return (
    <li className="rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 translate="no" className="font-semibold wrap-anywhere text-ink">
            {name}
          </h3>
          <p className="text-sm text-muted">
            {amountWords(schedule)} · {t(cadenceInText[schedule.cadence])}
          </p>
        </div>
        <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
          <CalendarClock aria-hidden="true" className="size-4" />
          {active && nextDate ? t`Next: ${nextDate}` : t`Stopped`}
        </p>
      </div>
      {!active && schedule.stopped_reason ? (
        <p className="mt-2 text-sm text-muted">{schedule.stopped_reason}</p>
      ) : null}
      {schedule.prepared ? (
        <Alert tone="info" className="mt-3" title={t`Ready to confirm`}>
          <p>
            <Prepared date={formatCalendarDate(schedule.prepared.date)} id={schedule.id} />
          </p>
        </Alert>
      ) : null}
      {asking === 'amount' ? (
        <form noValidate onSubmit={changeAmount} className="mt-3 space-y-3">
          <TextField
            label={
              schedule.amount_type === 'send'
                ? t`New amount to send (${currency})`
                : t`New amount to receive (${currency})`
            }
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={action.isError ? describeFirstProblem(action.error) : undefined}
          />
          <div className="flex gap-2">
            <Button type="submit" loading={action.isPending}>
              <Trans>Save amount</Trans>
            </Button>
            <Button variant="secondary" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      ) : active ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setAsking('skip')}>
            <Trans>Skip next</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setAsking('amount')}>
            <Trans>Change amount</Trans>
          </Button>
          <Button variant="ghost" className="text-danger" onClick={() => setAsking('stop')}>
            <Trans>Stop</Trans>
          </Button>
        </div>
      ) : null}
      {asking === 'skip' && nextDate ? (
        <ConfirmDialog
          title={t`Skip the next transfer?`}
          confirmLabel={t`Skip it`}
          onConfirm={() => run('skip')}
          onCancel={close}
          busy={action.isPending}
          error={action.isError ? describeFirstProblem(action.error) : null}
        >
          <Trans>
            We will not prepare the transfer to <bdi translate="no">{name}</bdi> on {nextDate}. The
            schedule goes on after it.
          </Trans>
        </ConfirmDialog>
      ) : null}
      {asking === 'stop' ? (
        <ConfirmDialog
          title={t`Stop this schedule?`}
          confirmLabel={t`Stop schedule`}
          onConfirm={() => run('stop')}
          onCancel={close}
          busy={action.isPending}
          error={action.isError ? describeFirstProblem(action.error) : null}
        >
          <Trans>
            No more transfers to <bdi translate="no">{name}</bdi> will be prepared. Transfers you
            already confirmed are not affected. You cannot restart it; you can repeat a transfer
            again.
          </Trans>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

/** "The transfer for 31 March 2027 has a new price. Review and pay" */
function Prepared({ date, id }: { date: string; id: string }) {
  return (
    <Trans>
      The transfer for {date} has a new price.{' '}
      <Link
        to={pathTo('scheduleReview', { id })}
        className="font-semibold text-brand-800 underline"
      >
        Review and pay
      </Link>
    </Trans>
  );
}
