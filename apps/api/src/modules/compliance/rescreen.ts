import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import { RESCREEN_JOB } from '../sanctions/lists';
import { complianceRepository } from './repository';
import type { ScreeningService } from './screening';

/** Customers or recipients screened per job; the job hands the rest to its next self. */
const PAGE = 500;

/**
 * A list changed: every customer and recipient is screened again, a page per job, each job
 * queueing the next page, so a crash resumes where it stopped and no job runs for long.
 */
export function registerRescreening(deps: {
  db: Database;
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  screening: Pick<ScreeningService, 'screenCustomer' | 'screenRecipient'>;
}) {
  const store = complianceRepository(deps.db);
  const FIRST = '00000000-0000-0000-0000-000000000000';

  deps.jobs.register(RESCREEN_JOB, async (payload) => {
    const job = payload as { importId: string; kind?: 'customer' | 'recipient'; after?: string };
    const kind = job.kind ?? 'customer';
    const page =
      kind === 'customer'
        ? await store.customersAfter(job.after ?? FIRST, PAGE)
        : await store.recipientsAfter(job.after ?? FIRST, PAGE);
    for (const { id } of page) {
      if (kind === 'customer') await deps.screening.screenCustomer(id, 'list_changed');
      else await deps.screening.screenRecipient(id, 'list_changed');
    }
    const last = page.at(-1)?.id;
    if (page.length === PAGE && last) {
      await deps.jobs.enqueue(RESCREEN_JOB, { importId: job.importId, kind, after: last });
    } else if (kind === 'customer') {
      await deps.jobs.enqueue(RESCREEN_JOB, { importId: job.importId, kind: 'recipient' });
    }
  });
}
