import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

interface DialogProps {
  title: string;
  /** The text under the title, read out with it. */
  description: ReactNode;
  children: ReactNode;
  /** Escape, unless `busy`. */
  onDismiss: () => void;
  busy?: boolean;
  /** alertdialog for a question before a destructive step; dialog for a form. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus starts; the first focusable element when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const focusable =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel: focus starts inside and stays there while it is open, Escape dismisses it, the
 * page behind does not scroll, and focus returns to what opened it.
 */
export function Dialog({
  title,
  description,
  children,
  onDismiss,
  busy = false,
  role = 'dialog',
  initialFocus,
}: DialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    (initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(focusable))?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
    // A ref object is stable: this runs once, when the dialog opens.
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-4 backdrop-blur-[2px] sm:items-center">
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        onKeyDown={onKeyDown}
        // A tall form on a short phone scrolls inside the panel rather than off the screen.
        className="max-h-full w-full max-w-md overflow-y-auto rounded-card bg-surface p-6 shadow-card"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <div id={`${id}-body`} className="mt-2 text-muted">
          {description}
        </div>
        {children}
      </div>
    </div>
  );
}
