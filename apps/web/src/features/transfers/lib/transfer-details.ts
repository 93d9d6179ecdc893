import { createTransferRequestSchema, z } from '@homeward/contract';

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

/** The details of a draft, if they pass the contract's rules (the review needs all of them). */
export function parseDetails(value: unknown): TransferDetails | null {
  const parsed = transferDetailsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
