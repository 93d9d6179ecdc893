import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { daysInPeriod, STATEMENT_MAX_DAYS, type StatementFormat } from '@homeward/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Dialog } from '@homeward/ui/dialog';
import { TextField } from '@homeward/ui/text-field';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { downloadStatement } from '../api/download-statement';
import { isoDay } from '../lib/transfer-filters';

type Period = 'this_month' | 'last_month' | 'custom';

/** A whole calendar month, `offset` months from this one, in the customer's own days. */
function month(offset: number, today = new Date()) {
  const first = new Date(today.getFullYear(), today.getMonth() + offset, 1);
  const last = new Date(today.getFullYear(), today.getMonth() + offset + 1, 0);
  return { from: isoDay(first), to: isoDay(last) };
}

const periods: { value: Period; label: MessageDescriptor }[] = [
  { value: 'this_month', label: msg`This month` },
  { value: 'last_month', label: msg`Last month` },
  { value: 'custom', label: msg`Choose dates` },
];

/** The format's name is a file type, the same in every language; its hint is translated. */
const formats: { value: StatementFormat; label: string; hint: MessageDescriptor }[] = [
  { value: 'pdf', label: 'PDF', hint: msg`To keep or print` },
  { value: 'csv', label: 'CSV', hint: msg`For a spreadsheet` },
];

const radio = 'size-5 shrink-0 accent-brand-700';
const option =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-field border border-line px-3 has-checked:border-brand-600 has-checked:bg-brand-50';

/**
 * "Download statement": a period (this month, last month or chosen dates, at most 12 months)
 * and a format. The file comes from the API; a refusal is shown here, by its field.
 */
export function StatementDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const [period, setPeriod] = useState<Period>('this_month');
  const [format, setFormat] = useState<StatementFormat>('pdf');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Date messages wait for the first Download, not the first keystroke.
  const [tried, setTried] = useState(false);
  const download = useRef<HTMLButtonElement>(null);

  // The Download button is disabled while the file is made, which drops focus to the page:
  // give it back, so Escape and Tab still work inside the dialog.
  useEffect(() => {
    if (!busy && document.activeElement === document.body) download.current?.focus();
  }, [busy]);

  const range = period === 'custom' ? custom : period === 'this_month' ? month(0) : month(-1);
  let dateError: { field: 'from' | 'to'; message: string } | null = null;
  if (period === 'custom') {
    if (!custom.from) dateError = { field: 'from', message: t`Choose the first day.` };
    else if (!custom.to) dateError = { field: 'to', message: t`Choose the last day.` };
    else if (custom.to < custom.from)
      dateError = { field: 'to', message: t`Choose a last day on or after the first day.` };
    else if (daysInPeriod(custom.from, custom.to) > STATEMENT_MAX_DAYS)
      dateError = { field: 'to', message: t`A statement covers at most 12 months.` };
  }
  const shown = tried ? dateError : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSaved(null);
    if (dateError) return;
    setBusy(true);
    setError(null);
    try {
      setSaved(await downloadStatement({ ...range, format }));
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      setError(
        Object.values(fields)[0]?.[0] ??
          (failure instanceof ApiError && failure.status === 429
            ? failure.message
            : t`We could not make your statement. Please try again.`),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t`Download statement`}
      description={t`Every transfer you set up in the period with what you paid, and the refunds paid back to you in it.`}
      onDismiss={onClose}
      busy={busy}
    >
      <form onSubmit={(event) => void submit(event)} className="mt-5 space-y-5" noValidate>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">
            <Trans>Period</Trans>
          </legend>
          <div className="grid gap-2">
            {periods.map((choice) => (
              <label key={choice.value} className={option}>
                <input
                  type="radio"
                  name="statement-period"
                  value={choice.value}
                  checked={period === choice.value}
                  onChange={() => setPeriod(choice.value)}
                  className={radio}
                />
                <span className="text-ink">{t(choice.label)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {period === 'custom' ? (
          // One above the other on a phone: side by side the dates would be cut short.
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              type="date"
              label={t`First day`}
              value={custom.from}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
              error={shown?.field === 'from' ? shown.message : undefined}
              inputClassName="px-3"
            />
            <TextField
              type="date"
              label={t`Last day`}
              value={custom.to}
              min={custom.from || undefined}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
              error={shown?.field === 'to' ? shown.message : undefined}
              inputClassName="px-3"
            />
          </div>
        ) : null}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">
            <Trans>Format</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {formats.map((choice) => (
              <label key={choice.value} className={option}>
                <input
                  type="radio"
                  name="statement-format"
                  value={choice.value}
                  checked={format === choice.value}
                  onChange={() => setFormat(choice.value)}
                  className={radio}
                />
                <span className="flex flex-col py-1.5 leading-tight">
                  <span translate="no" className="font-medium text-ink">
                    {choice.label}
                  </span>
                  <span className="text-xs text-muted">{t(choice.hint)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p aria-live="polite" className="text-sm text-muted empty:hidden">
          {saved ? t`Downloaded ${saved}.` : ''}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Close</Trans>
          </Button>
          <Button ref={download} type="submit" loading={busy}>
            <Trans>Download</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
