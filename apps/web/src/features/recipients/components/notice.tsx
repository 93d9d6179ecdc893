import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A one-off confirmation ("Recipient added"), read politely by screen readers. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-field border border-success/30 bg-success-soft p-4 text-sm text-ink"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <p>{children}</p>
    </div>
  );
}

/** The notice a page passed along in the history state, if any. */
export function noticeFrom(state: unknown): string | null {
  if (state !== null && typeof state === 'object' && 'notice' in state) {
    const { notice } = state as { notice: unknown };
    return typeof notice === 'string' ? notice : null;
  }
  return null;
}
