import { clsx } from 'clsx';

/** The Homeward mark and word. Decorative mark; the word is the accessible name. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect
          width="32"
          height="32"
          rx="8"
          fill={inverted ? '#ffffff' : 'var(--color-brand-700)'}
        />
        <path
          d="M16 7 6 15.5h3V25h5.5v-6h3v6H23v-9.5h3z"
          fill={inverted ? 'var(--color-brand-700)' : '#ffffff'}
        />
        <circle cx="24.5" cy="8.5" r="2.5" fill="var(--color-accent-400)" />
      </svg>
      {/* The brand is the same word in every language (translate="no": not for translation). */}
      <span
        translate="no"
        className={clsx(
          'text-xl font-bold tracking-tight',
          inverted ? 'text-white' : 'text-brand-900',
        )}
      >
        Homeward
      </span>
    </span>
  );
}
