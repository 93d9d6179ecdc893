import { z } from './zod';

/**
 * Values sealed under APP_KEY (authenticator seeds), counted by the key that sealed them: a key
 * rotation is over when nothing is left under a previous key (`npm run ops -- keys:check`).
 */
export const sealedValuesSchema = z.object({
  /** What is sealed: customer authenticators (and pending ones), staff authenticators. */
  kind: z.string(),
  current: z.number().int(),
  previous: z.number().int(),
  /** Opened by no key of the ring: sealed under a key that has been dropped, or tampered with. */
  unreadable: z.number().int(),
});
export type SealedValues = z.infer<typeof sealedValuesSchema>;

export const resealRequestSchema = z.object({
  batch_size: z.number().int().min(1).max(5000).default(500),
});

/** What one re-seal run did for each kind. */
export const resealedValuesSchema = z.object({
  kind: z.string(),
  checked: z.number().int(),
  resealed: z.number().int(),
  /** Changed by someone else between the read and the write (a new enrolment): left as it is. */
  skipped: z.number().int(),
  unreadable: z.number().int(),
});
export type ResealedValues = z.infer<typeof resealedValuesSchema>;
