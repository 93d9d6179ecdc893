import { clsx } from 'clsx';
import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'error' | 'info';

const tones: Record<Tone, { box: string; icon: typeof Info }> = {
  error: { box: 'border-danger/30 bg-danger-soft text-danger', icon: CircleAlert },
  info: { box: 'border-info/30 bg-info-soft text-info', icon: Info },
};

interface AlertProps {
  tone: Tone;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** A boxed message. Errors interrupt screen readers (role=alert); information waits (status). */
export function Alert({ tone, title, children, className }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={clsx('flex gap-3 rounded-field border p-4 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className={clsx(title && 'mt-0.5', 'text-ink')}>{children}</div>
      </div>
    </div>
  );
}
