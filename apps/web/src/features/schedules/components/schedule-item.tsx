import { scheduleCadenceLabels, type Schedule } from '@homeward/contract';
import { CalendarClock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { TextField } from '@homeward/ui/text-field';
import { Button, buttonClasses } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { describeFirstProblem } from '@/lib/describe-failure';
import { formatCalendarDate } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { useScheduleAction } from '../api/schedules';
import { amountWords } from '../lib/words';

type Asking = 'skip' | 'stop' | 'amount' | null;

/** One schedule: what it sends, when next, and its actions (skip, change amount, stop). */
export function ScheduleItem({ schedule }: { schedule: Schedule }) {
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

  return (
    <li className="rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold wrap-anywhere text-ink">{schedule.recipient.full_name}</h3>
          <p className="text-sm text-muted">
            {amountWords(schedule)} · {scheduleCadenceLabels[schedule.cadence].toLowerCase()}
          </p>
        </div>
        <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
          <CalendarClock aria-hidden="true" className="size-4" />
          {active && schedule.next_date
            ? `Next: ${formatCalendarDate(schedule.next_date)}`
            : 'Stopped'}
        </p>
      </div>
      {!active && schedule.stopped_reason ? (
        <p className="mt-2 text-sm text-muted">{schedule.stopped_reason}</p>
      ) : null}
      {schedule.prepared ? (
        <Alert tone="info" className="mt-3" title="Ready to confirm">
          <p>
            The transfer for {formatCalendarDate(schedule.prepared.date)} has a new price.{' '}
            <Link
              to={pathTo('scheduleReview', { id: schedule.id })}
              className="font-semibold text-brand-800 underline"
            >
              Review and pay
            </Link>
          </p>
        </Alert>
      ) : null}
      {asking === 'amount' ? (
        <form noValidate onSubmit={changeAmount} className="mt-3 space-y-3">
          <TextField
            label={`New amount ${schedule.amount_type === 'send' ? 'to send' : 'to receive'} (${schedule.amount.currency})`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={action.isError ? describeFirstProblem(action.error) : undefined}
          />
          <div className="flex gap-2">
            <Button type="submit" loading={action.isPending}>
              Save amount
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      ) : active ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setAsking('skip')}>
            Skip next
          </Button>
          <Button variant="secondary" onClick={() => setAsking('amount')}>
            Change amount
          </Button>
          <Button variant="ghost" className="text-danger" onClick={() => setAsking('stop')}>
            Stop
          </Button>
        </div>
      ) : null}
      {asking === 'skip' && schedule.next_date ? (
        <ConfirmDialog
          title="Skip the next transfer?"
          confirmLabel="Skip it"
          onConfirm={() => run('skip')}
          onCancel={close}
          busy={action.isPending}
          error={action.isError ? describeFirstProblem(action.error) : null}
        >
          We will not prepare the transfer to {schedule.recipient.full_name} on{' '}
          {formatCalendarDate(schedule.next_date)}. The schedule goes on after it.
        </ConfirmDialog>
      ) : null}
      {asking === 'stop' ? (
        <ConfirmDialog
          title="Stop this schedule?"
          confirmLabel="Stop schedule"
          onConfirm={() => run('stop')}
          onCancel={close}
          busy={action.isPending}
          error={action.isError ? describeFirstProblem(action.error) : null}
        >
          No more transfers to {schedule.recipient.full_name} will be prepared. Transfers you
          already confirmed are not affected. You cannot restart it; you can repeat a transfer
          again.
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

/** A link to the schedules page, styled as a button. */
export function SchedulesLink({ label = 'Manage schedules' }: { label?: string }) {
  return (
    <Link to={pathTo('schedules')} className={buttonClasses('secondary', 'mt-3')}>
      {label}
    </Link>
  );
}
