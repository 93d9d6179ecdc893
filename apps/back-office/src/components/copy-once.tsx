import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from './button';

/** A secret shown once (an invitation link, a service token), with a copy button. */
export function CopyOnce({ title, label, value }: { title: string; label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Alert tone="info" title={title}>
      <p className="mb-2">It is shown only now: copy it before you leave this page.</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-label={label}
          className="min-w-0 flex-1 rounded-field border border-line bg-surface px-3 py-2 font-mono text-sm break-all"
        >
          {value}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </Alert>
  );
}
