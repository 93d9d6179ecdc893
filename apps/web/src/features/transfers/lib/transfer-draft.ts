import { z } from '@homeward/contract';
import { tabStorage } from '@/lib/tab-storage';
import { REFERENCE_MAX, type TransferDetailsInput } from './transfer-details';

/**
 * What the customer has chosen and typed in the wizard for one quote, kept for the tab so a
 * reload, Back and Forward keep it (issue 18, defect 2). It goes with the tab, or when the quote
 * makes its transfer.
 */
export interface TransferDraft {
  recipientId: string | null;
  /** The details form as typed, finished or not; the review applies the contract's rules. */
  details: Partial<TransferDetailsInput>;
}

export const emptyDraft: TransferDraft = { recipientId: null, details: {} };

const drafts = tabStorage('transfer-draft');

/** Loose on purpose: a half-filled form is a draft too. Anything else stored is no draft. */
const storedDraft = z.object({
  recipientId: z.string().min(1).nullable(),
  details: z
    .object({
      purpose: z.string().max(40),
      source_of_funds: z.string().max(40),
      reference: z.string().max(REFERENCE_MAX),
    })
    .partial(),
});

export function readDraft(quoteId: string): TransferDraft | null {
  const text = drafts.read(quoteId);
  if (!text) return null;
  try {
    const parsed = storedDraft.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(quoteId: string, draft: TransferDraft): void {
  drafts.write(quoteId, JSON.stringify(draft));
}

export function forgetDraft(quoteId: string): void {
  drafts.forget(quoteId);
}
