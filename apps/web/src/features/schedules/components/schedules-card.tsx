import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@homeward/ui/card';
import { formatCalendarDate } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { schedulesQueryOptions } from '../api/schedules';
import { amountWords } from '../lib/words';
import { SchedulesLink } from './schedules-link';

/**
 * The dashboard's compact card: the active schedules with their next day, a prepared one's
 * link first. Nothing at all when there are none (or while they load): most customers have none.
 * Its words are the dashboard's catalog (lingui.config.ts): keep them few.
 */
export function SchedulesCard() {
  const { t } = useLingui();
  const schedules = useQuery(schedulesQueryOptions());
  const active = (schedules.data?.data ?? []).filter((s) => s.status === 'active');
  if (active.length === 0) return null;
  const title = t`Scheduled transfers`;
  return (
    <Card
      id="schedules-card"
      title={title}
      icon={<CalendarClock aria-hidden="true" className="size-5" />}
    >
      <ul className="divide-y divide-line" aria-label={title}>
        {active.map((schedule) => (
          <li
            key={schedule.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2.5"
          >
            <span className="min-w-0">
              <span translate="no" className="block font-medium wrap-anywhere text-ink">
                {schedule.recipient.full_name}
              </span>
              <span className="block text-sm text-muted">{amountWords(schedule)}</span>
            </span>
            {schedule.prepared ? (
              <Link
                to={pathTo('scheduleReview', { id: schedule.id })}
                className="font-semibold text-brand-800 underline"
              >
                <Trans>Ready to confirm</Trans>
              </Link>
            ) : (
              <span className="text-sm text-ink">
                {schedule.next_date ? formatCalendarDate(schedule.next_date) : ''}
              </span>
            )}
          </li>
        ))}
      </ul>
      <SchedulesLink>
        <Trans>Manage schedules</Trans>
      </SchedulesLink>
    </Card>
  );
}
