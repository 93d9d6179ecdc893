import { z } from './zod';

/**
 * Support requests: a customer's question from the Help page's contact form (optionally about
 * one of their transfers), answered by support staff in the back office and by email.
 */
export const supportTopics = [
  'fees_and_rates',
  'delivery',
  'limits',
  'verification',
  'cancellation',
  'complaint',
  'other',
] as const;
export const supportTopicSchema = z.enum(supportTopics, {
  error: 'Choose what your question is about.',
});
export type SupportTopic = z.infer<typeof supportTopicSchema>;

export const supportTopicTitles: Record<SupportTopic, string> = {
  fees_and_rates: 'Fees and exchange rates',
  delivery: 'When the money arrives',
  limits: 'Sending limits',
  verification: 'Verifying my identity',
  cancellation: 'Cancelling and refunds',
  complaint: 'A complaint',
  other: 'Something else',
};

export const supportStatuses = ['open', 'answered'] as const;
export type SupportStatus = (typeof supportStatuses)[number];
export const supportStatusTitles: Record<SupportStatus, string> = {
  open: 'Waiting for our answer',
  answered: 'Answered',
};

/** The longest message a customer or staff member may write, in characters. */
export const SUPPORT_MESSAGE_MAX = 4000;

/** The contact form's post (POST /client/v1/support-requests, with an Idempotency-Key). */
export const createSupportRequestSchema = z.object({
  topic: supportTopicSchema,
  message: z
    .string({ error: 'Write your question.' })
    .trim()
    .min(1, { error: 'Write your question.', abort: true })
    .min(10, 'Tell us a little more: at least 10 characters.')
    .max(SUPPORT_MESSAGE_MAX, `Keep your message under ${SUPPORT_MESSAGE_MAX} characters.`),
  /** One of the customer's transfers, or null when the question is not about one. */
  transfer_id: z.uuid({ error: 'Choose one of your transfers, or none.' }).nullish(),
});
export type CreateSupportRequest = z.input<typeof createSupportRequestSchema>;

/** The transfer a request is about, as both ends link to it. */
const attachedTransferSchema = z.object({ id: z.string(), tracking_number: z.string() });

/** One message of the thread: the customer's, or support's reply. */
export const supportMessageSchema = z.object({
  id: z.string(),
  from: z.enum(['customer', 'support']),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A request as its customer sees it (GET /client/v1/support-requests lists them, newest first). */
export const supportRequestSchema = z.object({
  id: z.string(),
  topic: supportTopicSchema,
  topic_title: z.string(),
  status: z.enum(supportStatuses),
  status_title: z.string(),
  transfer: attachedTransferSchema.nullable(),
  messages: z.array(supportMessageSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export const supportRequestsSchema = z.array(supportRequestSchema);

// ---- Staff (admin API) ----

export const adminSupportQuerySchema = z.object({
  status: z
    .enum([...supportStatuses, 'all'], { error: 'Choose open, answered or all.' })
    .default('open'),
});

/** A request in the back office's Support list, with its customer and transfer to link to. */
export const adminSupportSummarySchema = z.object({
  id: z.string(),
  topic: supportTopicSchema,
  topic_title: z.string(),
  status: z.enum(supportStatuses),
  status_title: z.string(),
  customer: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }),
  transfer: attachedTransferSchema.nullable(),
  /** The start of the customer's message. */
  preview: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminSupportSummary = z.infer<typeof adminSupportSummarySchema>;

/** A request's page: the summary and the whole thread, with who on staff wrote each reply. */
export const adminSupportRequestSchema = adminSupportSummarySchema.extend({
  messages: z.array(supportMessageSchema.extend({ staff_email: z.string().nullable() })),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequestSchema>;

/** A staff reply: sent to the customer by email and shown on their Help page. */
export const supportReplySchema = z.object({
  message: z
    .string({ error: 'Write the reply.' })
    .trim()
    .min(2, 'Write the reply.')
    .max(SUPPORT_MESSAGE_MAX, `Keep the reply under ${SUPPORT_MESSAGE_MAX} characters.`),
  /**
   * The thread's last message as the staff member saw it. When another reply came since (a
   * colleague's, or this one sent twice) the reply is refused with 409, so the customer never
   * gets two answers by accident. The console always sends it.
   */
  in_reply_to: z.uuid({ error: 'Name the message you are replying to.' }).optional(),
});
export type SupportReply = z.input<typeof supportReplySchema>;
