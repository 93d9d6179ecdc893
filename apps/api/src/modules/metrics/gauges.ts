import { Gauge, type Registry } from 'prom-client';
import type { MetricsRepository } from './repository';

/** Transfers by status, the queue's lateness and the rates' age (see metricsRepository). */
export function registerOperationsMetrics(registry: Registry, reads: MetricsRepository) {
  new Gauge({
    name: 'homeward_transfers',
    help: 'Transfers by status.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, count } of await reads.transfersByStatus()) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'homeward_jobs_oldest_due_seconds',
    help: 'How long the oldest due job has waited for a worker (0 when none waits).',
    registers: [registry],
    async collect() {
      this.set(await reads.oldestDueJobSeconds());
    },
  });
  new Gauge({
    name: 'homeward_exchange_rate_age_seconds',
    help: 'Age of the stalest mid-market rate in the rates table (absent when there is none).',
    registers: [registry],
    async collect() {
      this.reset();
      const seconds = await reads.oldestRateSeconds();
      if (seconds !== null) this.set(seconds);
    },
  });
  // What the last daily reconciliation found (docs/operations.md "Reconciliation"): any
  // difference is money our books and the provider's disagree on, so it is worth a page.
  new Gauge({
    name: 'homeward_reconciliation_differences',
    help: 'Differences the last daily reconciliation found, by provider and currency.',
    labelNames: ['provider', 'currency'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const run of await reads.lastReconciliations()) {
        this.set({ provider: run.provider, currency: 'all' }, run.differences.length);
        for (const { currency } of run.differences) this.inc({ provider: run.provider, currency });
      }
    },
  });
  new Gauge({
    name: 'homeward_reconciliation_last_run_seconds',
    help: 'Seconds since the last daily reconciliation of each provider ran.',
    labelNames: ['provider'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const run of await reads.lastReconciliations()) {
        this.set({ provider: run.provider }, run.ageSeconds);
      }
    },
  });
}
