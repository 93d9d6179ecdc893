import type { Payment, PaymentMethod } from '@homeward/contract';
import type { TransferLifecycle } from '../transfer-lifecycle/lifecycle';
import type { PaymentProvider } from './provider';
import { presentPayment } from './presenter';
import type { PaymentRepository } from './repository';

/**
 * Payments as the customer and the provider see them: starting a checkout, reading the latest
 * payment, and the provider's webhooks, verified here and handed to the transfer's lifecycle,
 * which owns what money does to a transfer.
 */
export function paymentService(deps: {
  provider: PaymentProvider;
  payments: Pick<PaymentRepository, 'latestFor'>;
  lifecycle: Pick<TransferLifecycle, 'startPayment' | 'receiveProviderEvent'>;
}) {
  const { provider, lifecycle } = deps;
  return {
    provider,

    async latest(transferId: string): Promise<Payment | null> {
      const row = await deps.payments.latestFor(transferId);
      return row ? presentPayment(row) : null;
    },

    /** Starts (or resumes) paying a transfer at the provider's hosted checkout. */
    async start(customerId: string, transferId: string, method: PaymentMethod): Promise<Payment> {
      return presentPayment(await lifecycle.startPayment(customerId, transferId, method));
    },

    /**
     * A webhook: verified (WebhookRejected otherwise), then recorded once and applied once by
     * the lifecycle. Answers what was done, for the log and the provider's dashboard.
     */
    async receiveWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const event = provider.verifyWebhook(rawBody, headers);
      return lifecycle.receiveProviderEvent(event);
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
