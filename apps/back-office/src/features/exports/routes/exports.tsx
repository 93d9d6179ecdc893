import { financeExportKinds, type FinanceExportKind } from '@homeward/contract';
import { PageHeader } from '@homeward/ui/card';
import { TextField } from '@homeward/ui/text-field';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/button';
import { monthToDate, periodErrors } from '@/lib/report-period';
import { exportDescriptions, financeExportUrl } from '../api/exports';

export function Component() {
  const [kind, setKind] = useState<FinanceExportKind>('transfers');
  const [period, setPeriod] = useState(monthToDate);
  // The download is a plain link, so the browser streams the file to disk; the API's answer to
  // a period it refuses would land there too, so the period is checked here, with its schema.
  const errors = periodErrors(period);
  const valid = Object.keys(errors).length === 0;
  const { title } = exportDescriptions[kind];
  return (
    <>
      <PageHeader
        title="Exports"
        subtitle="Finance’s spreadsheets for a period of Sydney days, at most a year at a time. Amounts are decimals beside their currency."
      />
      <div className="max-w-2xl space-y-6">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">Export</legend>
          <div className="space-y-2">
            {financeExportKinds.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer gap-3 rounded-field border border-line bg-surface p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="export"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  aria-describedby={`export-${value}-holds`}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-ink">
                    {exportDescriptions[value].title}
                  </span>
                  <span id={`export-${value}-holds`} className="block text-sm text-muted">
                    {exportDescriptions[value].holds}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="From"
            type="date"
            value={period.from}
            error={errors.from}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={period.to}
            error={errors.to}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          />
        </div>
        {valid ? (
          <a href={financeExportUrl(kind, period)} className={buttonClasses('primary')} download>
            <Download aria-hidden="true" className="size-4" />
            Download {title.toLowerCase()} CSV
          </a>
        ) : (
          <p className="text-sm text-muted">Correct the period to download the file.</p>
        )}
      </div>
    </>
  );
}
