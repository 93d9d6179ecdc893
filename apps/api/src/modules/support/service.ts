import {
  supportStatusTitles,
  supportTopicTitles,
  type AdminSupportRequest,
  type AdminSupportSummary,
  type CreateSupportRequest,
  type SupportRequest,
  type SupportStatus,
  type SupportTopic,
} from '@homeward/contract';
import type { Database } from '../../db/client';
import { Conflict, NotFound, ValidationFailed } from '../../lib/domain-errors';
import type { StaffActor } from '../audit/audit';
import type { AuditRepository } from '../audit/repository';
import type { Mailer } from '../mail/mailer';
import type { SupportMessageView, SupportRepository, SupportRequestView } from './repository';
import { customerRefusals } from '../../i18n/messages';

/** The same rule as a transfer's key: 8 to 255 visible characters. */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
const PREVIEW = 140;

function present(view: SupportRequestView, thread: SupportMessageView[]) {
  const { request } = view;
  const topic = request.topic as SupportTopic;
  const status = request.status as SupportStatus;
  return {
    id: request.id,
    topic,
    topic_title: supportTopicTitles[topic],
    status,
    status_title: supportStatusTitles[status],
    transfer: view.transfer
      ? { id: view.transfer.id, tracking_number: view.transfer.trackingNumber }
      : null,
    messages: thread.map((message) => ({
      id: message.id,
      from: message.staffId ? ('support' as const) : ('customer' as const),
      body: message.body,
      created_at: message.createdAt.toISOString(),
    })),
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}

function summary(view: SupportRequestView, thread: SupportMessageView[]): AdminSupportSummary {
  const { messages: _, ...rest } = present(view, thread);
  const first = thread[0]?.body ?? '';
  return {
    ...rest,
    customer: view.customer,
    preview: first.length > PREVIEW ? `${first.slice(0, PREVIEW - 1)}…` : first,
  };
}

/**
 * Support requests: customers ask from the Help page (about one of their transfers or not);
 * support staff read them in the back office and reply. A reply is stored, emailed to the
 * customer, marks the request answered and is audited, all in one transaction.
 */
export function supportService(deps: {
  support: SupportRepository;
  audit: Pick<AuditRepository, 'append'>;
  mailer: Mailer;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  /** The Help page's address, for the reply email's link. */
  helpLink: string;
}) {
  const { support } = deps;

  async function threadOf(view: SupportRequestView) {
    return (await support.messages([view.request.id])).get(view.request.id) ?? [];
  }

  async function withThreads(views: SupportRequestView[]) {
    const threads = await support.messages(views.map((view) => view.request.id));
    return views.map((view) => ({ view, thread: threads.get(view.request.id) ?? [] }));
  }

  async function staffView(id: string): Promise<AdminSupportRequest> {
    const view = await support.get(id);
    if (!view) throw new NotFound();
    const thread = await threadOf(view);
    return {
      ...summary(view, thread),
      messages: present(view, thread).messages.map((message, index) => ({
        ...message,
        staff_email: thread[index]?.staffEmail ?? null,
      })),
    };
  }

  return {
    /** Creates the request, or answers the one this key already made (a double click). */
    async create(customerId: string, input: CreateSupportRequest, key: string | undefined) {
      if (!key || !KEY_PATTERN.test(key)) {
        throw new ValidationFailed({
          idempotency_key: ['Send an Idempotency-Key header (8 to 255 visible characters).'],
        });
      }
      const transferId = input.transfer_id ?? null;
      // Someone else's transfer reads as no transfer at all: its existence is not told.
      if (transferId && !(await support.customersTransfer(customerId, transferId))) {
        throw new ValidationFailed({ transfer_id: [customerRefusals.chooseTransferOrNone] });
      }
      const { id, created, same } = await support.create({
        customerId,
        topic: input.topic,
        transferId,
        idempotencyKey: key,
        body: input.message.trim(),
      });
      if (!same) {
        throw new ValidationFailed({
          idempotency_key: [
            'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
          ],
        });
      }
      const view = await support.get(id, customerId);
      if (!view) throw new NotFound();
      const thread = await threadOf(view);
      return { request: present(view, thread) satisfies SupportRequest, created };
    },

    async listForCustomer(customerId: string): Promise<SupportRequest[]> {
      const rows = await withThreads(await support.listForCustomer(customerId));
      return rows.map(({ view, thread }) => present(view, thread));
    },

    async listForStaff(status: SupportStatus | 'all'): Promise<AdminSupportSummary[]> {
      const statuses: SupportStatus[] = status === 'all' ? ['open', 'answered'] : [status];
      const rows = await withThreads(await support.listForStaff(statuses));
      return rows.map(({ view, thread }) => summary(view, thread));
    },

    getForStaff: staffView,

    /** Stores the reply, emails it to the customer and audits it, together or not at all. */
    async reply(
      actor: StaffActor,
      id: string,
      input: { message: string; in_reply_to?: string | undefined },
    ): Promise<AdminSupportRequest> {
      const view = await support.get(id);
      if (!view) throw new NotFound();
      const text = input.message.trim();
      await deps.transaction(async (tx) => {
        const stored = await support.reply(tx, id, actor.staffId, text, input.in_reply_to);
        if (!stored) {
          throw new Conflict(customerRefusals.someoneReplied);
        }
        const { message, statusBefore } = stored;
        await deps.mailer.send(
          {
            to: view.customer.email,
            message: {
              template: 'support-reply',
              topic: supportTopicTitles[view.request.topic as SupportTopic],
              reply: text,
              link: deps.helpLink,
            },
            customerId: view.customer.id,
          },
          tx,
          `mail:support-reply:${message.id}`,
        );
        await deps.audit.append(tx, actor, {
          action: 'support.reply',
          targetType: 'support_request',
          targetId: id,
          before: { status: statusBefore },
          after: { status: 'answered', message_id: message.id, body: text },
        });
      });
      return staffView(id);
    },
  };
}
export type SupportService = ReturnType<typeof supportService>;
