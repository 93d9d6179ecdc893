import type { ReportPeriod } from '@homeward/contract';
import { TextField } from '@homeward/ui/text-field';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { periodErrors, type PeriodErrors } from '@/lib/report-period';

/** From and to dates; the period is shown only once the API would take it. */
export function PeriodForm({
  period,
  onChange,
}: {
  period: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}) {
  const [draft, setDraft] = useState(period);
  const [errors, setErrors] = useState<PeriodErrors>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onChange(draft);
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mb-6 grid max-w-2xl gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <TextField
        label="From"
        type="date"
        value={draft.from}
        error={errors.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={draft.to}
        error={errors.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <Button type="submit" size="field" className="sm:mt-7">
        Show
      </Button>
    </form>
  );
}
