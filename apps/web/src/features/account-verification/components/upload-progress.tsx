import { useLingui } from '@lingui/react/macro';

/** How much of the upload has gone out, as a bar and a percentage. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useLingui();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span id="upload-progress-label" className="font-medium text-ink">
          {percent < 100 ? t`Uploading` : t`Checking your document`}
        </span>
        <span className="text-muted tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
