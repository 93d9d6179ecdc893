import { clsx } from 'clsx';

/**
 * Each country's flag as its own small SVG file (country-flag-icons, 3:2), not emoji: Windows and
 * many Linux systems draw regional-indicator emoji as two letters or empty boxes. The glob is
 * eager but only maps codes to hashed asset URLs (a few KB of JavaScript); each SVG is fetched when
 * an image shows it. `no-inline` stops Vite inlining the files as data URLs (almost all are under
 * its 4 KB limit), which would put every flag into this chunk. Two letters only: the package also
 * has regions such as GB-SCT that no country's ISO code names. A glob takes a path, not a package
 * name: npm hoists the package to the workspace's node_modules (country-flag.test.tsx fails if not).
 */
const files = import.meta.glob<string>('./[A-Z][A-Z].svg', {
  base: '../../../../node_modules/country-flag-icons/3x2/',
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

const urls = new Map(Object.entries(files).map(([file, url]) => [file.slice(-6, -4), url]));

/** The URL of a country's flag from its ISO 3166-1 alpha-2 code, or undefined if there is none. */
export function flagUrl(iso2: string): string | undefined {
  return urls.get(iso2.toUpperCase());
}

const sizes = {
  // width × height in CSS pixels, 3:2 like the artwork.
  sm: { width: 21, height: 14, box: 'h-3.5 w-[21px]' },
  md: { width: 24, height: 16, box: 'h-4 w-6' },
} as const;

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2, e.g. "AU". */
  iso2: string;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * A country's flag in a box of fixed size, so nothing moves while the file loads, with a neutral
 * tint behind it (all that shows if the country has no flag). Decorative: the country's name is
 * always written beside it, so screen readers skip it.
 */
export function CountryFlag({ iso2, size = 'md', className }: CountryFlagProps) {
  const url = flagUrl(iso2);
  const { width, height, box } = sizes[size];
  return (
    <span
      aria-hidden="true"
      data-flag={url ? iso2.toUpperCase() : 'none'}
      className={clsx(
        'inline-block shrink-0 overflow-hidden rounded-[3px] bg-line align-middle',
        // A hairline edge, drawn over the image, so white flags (Japan's) keep their shape.
        'outline-1 -outline-offset-1 outline-ink/15',
        box,
        className,
      )}
    >
      {url ? (
        <img
          src={url}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          className="block size-full object-cover"
        />
      ) : null}
    </span>
  );
}
