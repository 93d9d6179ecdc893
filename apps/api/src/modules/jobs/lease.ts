import type { JobRepository } from './repository';

/**
 * Keeps a claimed job's lease alive while its handler runs: every `heartbeatMs` the lease is
 * renewed for another `leaseMs`, so a slow handler is never taken over by another node, while a
 * node that dies stops renewing and its job is free again within one lease.
 *
 * Renewals run one after another, and `end()` waits for the one in flight: the lease `end()`
 * returns is the one the database holds, so finishing the job matches it.
 */
export function keepLease(
  jobs: Pick<JobRepository, 'extend'>,
  job: { id: string; lease: string },
  timing: { leaseMs: number; heartbeatMs: number },
  on: { lost: () => void; error: (error: unknown) => void },
) {
  let lease: string | undefined = job.lease;
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(async () => {
      if (lease === undefined) return;
      try {
        lease = await jobs.extend(job.id, lease, timing.leaseMs);
        if (lease === undefined) on.lost();
      } catch (error) {
        // A missed renewal is not a lost lease yet: the next one may still come in time.
        on.error(error);
      }
    });
  }, timing.heartbeatMs);
  // A renewal alone must not keep a stopping process alive.
  timer.unref();

  return {
    /** Stops renewing; the lease to finish the job with, or undefined if it was lost. */
    async end(): Promise<string | undefined> {
      clearInterval(timer);
      await renewing;
      return lease;
    },
  };
}
