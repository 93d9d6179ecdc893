import { transferStatuses, transferStatusTitles, type TransferStatus } from '@homeward/contract';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type Ref } from 'react';
import { Button } from '@/components/button';
import { FieldError } from '@homeward/ui/field-message';
import { inputClasses, TextField } from '@homeward/ui/text-field';

export interface FilterValues {
  status: TransferStatus | '';
  from: string;
  to: string;
  /** What is in the search box now (the list follows it after a pause). */
  search: string;
}

/** Dates sit two to a row from 416 px: less padding leaves room for the whole date. */
const dateInput = 'px-3';

type FieldName = 'status' | 'from' | 'to' | 'q';

interface TransferFiltersProps {
  values: FilterValues;
  onStatusChange: (status: TransferStatus | '') => void;
  onDateChange: (field: 'from' | 'to', value: string) => void;
  onSearchChange: (search: string) => void;
  /** Shown when any filter is set. */
  onClear?: () => void;
  /** Messages per filter, from the browser's own checks or a 422. */
  errors?: Partial<Record<FieldName, string>>;
  searchRef?: Ref<HTMLInputElement>;
}

/** Status, dates and search over the list; every change applies at once (no submit button). */
export function TransferFilters({
  values,
  onStatusChange,
  onDateChange,
  onSearchChange,
  onClear,
  errors = {},
  searchRef,
}: TransferFiltersProps) {
  const statusId = useId();
  return (
    <form
      role="search"
      aria-label="Filter transfers"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-x-3 gap-y-4 min-[26rem]:grid-cols-2 sm:gap-x-4 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.2fr)_minmax(9.5rem,1fr)_minmax(9.5rem,1fr)]"
    >
      <TextField
        ref={searchRef}
        type="search"
        label="Search"
        placeholder="Name or reference"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={values.search}
        onChange={(event) => onSearchChange(event.target.value)}
        error={errors.q}
        className="min-[26rem]:col-span-2 lg:col-span-1"
      />
      <div className="min-[26rem]:col-span-2 lg:col-span-1">
        <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium text-ink">
          Status
        </label>
        <div className="relative">
          <select
            id={statusId}
            value={values.status}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={errors.status ? `${statusId}-error` : undefined}
            onChange={(event) => onStatusChange(event.target.value as TransferStatus | '')}
            className={clsx(inputClasses(Boolean(errors.status)), 'appearance-none pr-11')}
          >
            <option value="">All statuses</option>
            {transferStatuses.map((status) => (
              <option key={status} value={status}>
                {transferStatusTitles[status]}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-muted"
          />
        </div>
        <FieldError id={`${statusId}-error`} message={errors.status} />
      </div>
      <TextField
        type="date"
        label="From"
        value={values.from}
        max={values.to || undefined}
        onChange={(event) => onDateChange('from', event.target.value)}
        error={errors.from}
        inputClassName={dateInput}
      />
      <TextField
        type="date"
        label="To"
        value={values.to}
        min={values.from || undefined}
        onChange={(event) => onDateChange('to', event.target.value)}
        error={errors.to}
        inputClassName={dateInput}
      />
      {onClear ? (
        <div className="min-[26rem]:col-span-2 lg:col-span-4">
          <Button variant="ghost" className="-ml-2 px-3" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </form>
  );
}
