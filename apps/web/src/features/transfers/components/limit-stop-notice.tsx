import type { LimitStop } from '@homeward/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';

/** Why this cannot be sent now, in the API's words, and the step that changes it. */
export function LimitStopNotice({ stop, title }: { stop: LimitStop; title: string }) {
  return (
    <Alert tone="error" title={title}>
      <p>{stop.message}</p>
      {stop.next_step ? (
        <Link
          to={stop.next_step.route}
          className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {stop.next_step.title}
          <ArrowRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </Alert>
  );
}
