import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { FileText, ImageIcon, RefreshCw, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { FieldError } from '@homeward/ui/field-message';
import { ACCEPT_ATTRIBUTE, formatBytes, isPdf, isPreviewable } from '../lib/files';

interface PageSlotProps {
  /** "Front", "Back", "Page 3"… */
  label: string;
  required: boolean;
  file: File | null;
  error?: string | undefined;
  /** The file's content is still being checked: no preview until it passes. */
  checking?: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}

/** An object URL for an image page, revoked when the page changes or the slot goes away. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(
    () =>
      file && isPreviewable(file) && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * One page of a document: a drop zone that is also a button opening the file picker (so the
 * keyboard and phones work the same), then a preview with "Replace" and "Remove".
 */
export function PageSlot({
  label,
  required,
  file,
  error,
  checking = false,
  disabled = false,
  onFile,
  onRemove,
}: PageSlotProps) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // A refused file gets no preview: it would draw as a broken image.
  const preview = usePreviewUrl(error || checking ? null : file);
  const open = () => input.current?.click();
  const title = required ? label : t`${label} (optional)`;

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} data-testid="page-slot">
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-ink">
        {title}
      </p>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT_ATTRIBUTE}
        aria-label={t`${label} file`}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Let the same file be chosen again after a removal.
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
      {file ? (
        <div
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={clsx(
            'flex items-center gap-3 rounded-field border bg-surface p-3',
            error ? 'border-danger' : 'border-line',
            dragging && 'ring-3 ring-brand-500/30',
          )}
        >
          <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-canvas">
            {preview ? (
              <img src={preview} alt={t`Preview of ${label}`} className="size-full object-cover" />
            ) : isPdf(file) ? (
              <FileText aria-label={t`PDF file`} className="size-8 text-danger" />
            ) : (
              <ImageIcon aria-label={t`Image file`} className="size-8 text-subtle" />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span
              translate="no"
              className="block truncate text-sm font-medium text-ink"
              title={file.name}
            >
              {file.name}
            </span>
            <span className="block text-xs text-muted">{formatBytes(file.size)}</span>
          </span>
          <span className="flex shrink-0 gap-1">
            <button
              type="button"
              onClick={open}
              disabled={disabled}
              aria-label={t`Replace ${label}`}
              className="inline-flex size-11 items-center justify-center rounded-field text-brand-800 hover:bg-brand-50 disabled:text-subtle"
            >
              <RefreshCw aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={onRemove}
              disabled={disabled}
              aria-label={t`Remove ${label}`}
              className="inline-flex size-11 items-center justify-center rounded-field text-danger hover:bg-danger-soft disabled:text-subtle"
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          </span>
        </div>
      ) : (
        <button
          type="button"
          onClick={open}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          disabled={disabled}
          aria-label={t`Add ${label}`}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'flex min-h-28 w-full flex-col items-center justify-center gap-1.5 rounded-field border-2 border-dashed px-4 py-5 text-center transition-colors',
            error
              ? 'border-danger bg-danger-soft/40'
              : 'border-line bg-canvas/60 hover:border-brand-400 hover:bg-brand-50',
            dragging && 'border-brand-500 bg-brand-50',
          )}
        >
          <Upload aria-hidden="true" className="size-6 text-brand-700" />
          <span className="text-sm font-semibold text-brand-800">
            <Trans>
              Choose a file<span className="hidden sm:inline"> or drag it here</span>
            </Trans>
          </span>
          <span className="text-xs text-muted">
            <Trans>JPEG, PNG, HEIC or PDF, up to 10 MB</Trans>
          </span>
        </button>
      )}
      {error ? (
        <div role="alert">
          <FieldError id={errorId} message={error} />
        </div>
      ) : null}
    </div>
  );
}
