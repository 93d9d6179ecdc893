import type { AdminDocument } from '@homeward/contract';
import { Minus, Plus, RotateCw } from 'lucide-react';
import { useState } from 'react';

type Page = AdminDocument['pages'][number];

const ZOOMS = [1, 1.5, 2, 3] as const;

function ImagePage({ page, label }: { page: Page; label: string }) {
  const [zoom, setZoom] = useState(0);
  const [turn, setTurn] = useState(0);
  const scale = ZOOMS[zoom] ?? 1;
  return (
    <figure className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="text-sm font-semibold text-ink">{label}</figcaption>
        <div className="flex items-center gap-1" role="group" aria-label={`Zoom ${label}`}>
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-field border border-line bg-surface hover:bg-canvas disabled:text-subtle"
            onClick={() => setZoom((value) => Math.max(0, value - 1))}
            disabled={zoom === 0}
            aria-label="Zoom out"
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <span className="w-12 text-center text-sm text-muted tabular-nums" aria-live="polite">
            {Math.round(scale * 100)}%
          </span>
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-field border border-line bg-surface hover:bg-canvas disabled:text-subtle"
            onClick={() => setZoom((value) => Math.min(ZOOMS.length - 1, value + 1))}
            disabled={zoom === ZOOMS.length - 1}
            aria-label="Zoom in"
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-field border border-line bg-surface hover:bg-canvas"
            onClick={() => setTurn((value) => (value + 90) % 360)}
            aria-label="Rotate a quarter turn"
          >
            <RotateCw aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <div className="max-h-[70vh] overflow-auto rounded-field border border-line bg-canvas">
        {/* Clicking the picture zooms in, then back out: the quickest way to read small print. */}
        <button
          type="button"
          className="block cursor-zoom-in"
          style={{ width: `${scale * 100}%` }}
          onClick={() => setZoom((value) => (value === ZOOMS.length - 1 ? 0 : value + 1))}
          aria-label={`${label}: zoom to read`}
        >
          <img
            src={page.url}
            alt={label}
            className="block h-auto w-full"
            style={{ transform: `rotate(${turn}deg)` }}
          />
        </button>
      </div>
    </figure>
  );
}

function PdfPage({ page, label }: { page: Page; label: string }) {
  return (
    <figure className="space-y-2">
      <figcaption className="flex items-center justify-between text-sm font-semibold text-ink">
        {label}
        <a href={page.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
          Open in a new tab
        </a>
      </figcaption>
      <iframe
        src={page.url}
        title={label}
        className="h-[70vh] w-full rounded-field border border-line bg-canvas"
      />
    </figure>
  );
}

/** The document's pages in order: pictures zoomable, PDFs in the browser's own viewer. */
export function PageViewer({ pages }: { pages: Page[] }) {
  if (pages.length === 0) return <p className="text-muted">This document has no pages.</p>;
  return (
    <div className="space-y-6">
      {pages.map((page) => {
        const label = `Page ${page.number} of ${pages.length}`;
        return page.content_type.startsWith('image/') ? (
          <ImagePage key={page.number} page={page} label={label} />
        ) : (
          <PdfPage key={page.number} page={page} label={label} />
        );
      })}
    </div>
  );
}
