import { transferStatusTitles, type TimelineEvent } from '@homeward/contract';
import { clsx } from 'clsx';
import { formatDateTime } from '@/lib/format';
import { chronological } from '../lib/timeline';

/** Every status the transfer went through, with when and, where there is one, why. */
export function StatusTimeline({ events }: { events: TimelineEvent[] }) {
  const ordered = chronological(events);
  if (ordered.length === 0) return <p className="text-muted">No updates yet.</p>;
  return (
    <ol aria-label="Status history" className="relative space-y-5">
      {ordered.map((event, index) => {
        const current = index === ordered.length - 1;
        return (
          <li
            key={`${event.status}-${event.at}-${index}`}
            aria-current={current ? 'step' : undefined}
            className="relative flex gap-3"
          >
            <span aria-hidden="true" className="relative flex w-4 shrink-0 justify-center">
              {index < ordered.length - 1 ? (
                <span className="absolute top-4 -bottom-5 w-px bg-line" />
              ) : null}
              <span
                className={clsx(
                  'mt-1 size-3 rounded-full border-2',
                  current ? 'border-brand-700 bg-brand-700' : 'border-brand-400 bg-surface',
                )}
              />
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {/* The badge's word for the status, from the same table. */}
                {transferStatusTitles[event.status] ?? event.title}
                {current ? <span className="sr-only"> (current status)</span> : null}
              </p>
              <p className="text-sm text-muted">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
              {event.reason ? <p className="mt-1 text-sm text-ink">{event.reason}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
