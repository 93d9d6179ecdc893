import { Gauge, type Registry } from 'prom-client';
import type { TransferLifecycle } from './lifecycle';

/**
 * Money that waits for a person, read from the database at each scrape: a refund the card
 * refused leaves the customer's money with us until operations act (ops refunds:retry).
 */
export function registerLifecycleMetrics(
  registry: Registry,
  lifecycle: Pick<TransferLifecycle, 'refusedRefunds'>,
) {
  new Gauge({
    name: 'homeward_refunds_refused',
    help: 'Refunds the payment provider refused, waiting for operations (npm run ops -- refunds:retry).',
    registers: [registry],
    async collect() {
      this.set(await lifecycle.refusedRefunds());
    },
  });
}
