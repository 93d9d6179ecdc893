import { createTransferRequestSchema } from '@homeward/contract';
import { z } from 'zod';

const { purpose, source_of_funds, reference } = createTransferRequestSchema.shape;

/** The reference's limit, read from the contract's rule so the input and the server agree. */
export const REFERENCE_MAX: number =
  reference.unwrap().maxLength ??
  (() => {
    throw new Error('The contract gives the transfer reference no maximum length');
  })();

/**
 * The details step: the contract's own rules for purpose, source of funds and reference. The
 * selects start empty (""), which the contract's enums refuse with their messages.
 */
export const transferDetailsSchema = z.object({
  purpose: z.string().pipe(purpose),
  source_of_funds: z.string().pipe(source_of_funds),
  reference,
});
export type TransferDetailsInput = z.input<typeof transferDetailsSchema>;
export type TransferDetails = z.output<typeof transferDetailsSchema>;

/** Details carried in router state (from an accepted new price), if they still pass the rules. */
export function parseDetails(value: unknown): TransferDetails | null {
  const parsed = transferDetailsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What the wizard hands to the next quote's page when the customer accepts a new price. */
export interface CarriedChoices {
  recipientId: string | null;
  details: TransferDetails | null;
}

export function readCarriedChoices(state: unknown): CarriedChoices {
  if (state === null || typeof state !== 'object') return { recipientId: null, details: null };
  const { recipientId, details } = state as Record<string, unknown>;
  return {
    recipientId: typeof recipientId === 'string' && recipientId ? recipientId : null,
    details: parseDetails(details),
  };
}
