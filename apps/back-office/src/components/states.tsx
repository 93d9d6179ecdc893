import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { failureMessage } from '@/lib/api-client';
import { Alert } from '@homeward/ui/alert';
import { Button } from './button';
import { Spinner } from '@homeward/ui/spinner';

/** While a page's data loads: words, never raw ids. */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex items-center gap-3 py-10 text-brand-700">
      <Spinner className="size-6" />
      <span className="text-muted" role="status">
        {label}…
      </span>
    </div>
  );
}

/** Nothing to show, said plainly. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-field border border-dashed border-line px-4 py-10 text-center">
      <Inbox aria-hidden="true" className="size-8 text-subtle" />
      <p className="font-semibold text-ink">{title}</p>
      {children ? <div className="text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/** A read failed: the server's message and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert tone="error" title="This could not be loaded">
      <p>{failureMessage(error)}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}
