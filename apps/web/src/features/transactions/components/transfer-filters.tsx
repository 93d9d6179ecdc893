import { Trans, useLingui } from '@lingui/react/macro';
import type { TransferStatus } from '@homeward/contract';
import { useState, type Ref } from 'react';
import { Button } from '@/components/button';
import { FieldError } from '@homeward/ui/field-message';
import { TextField } from '@homeward/ui/text-field';
import { groupOf, periodPresets, presetOf, statusGroups } from '../lib/transfer-filters';
import { FilterChip } from './filter-chip';
import { statusTitle } from '@/lib/status-title';

export interface FilterValues {
  statuses: TransferStatus[];
  from: string;
  to: string;
  /** What is in the search box now (the list follows it after a pause). */
  search: string;
}

type FieldName = 'status' | 'from' | 'to' | 'q';

interface TransferFiltersProps {
  values: FilterValues;
  onStatusesChange: (statuses: readonly TransferStatus[]) => void;
  /** A period chip (both ends at once) or no period (both empty). */
  onPeriodChange: (period: { from: string; to: string }) => void;
  onDateChange: (field: 'from' | 'to', value: string) => void;
  onSearchChange: (search: string) => void;
  /** Shown when any filter is set. */
  onClear?: () => void;
  /** Messages per filter, from the browser's own checks or a 422. */
  errors?: Partial<Record<FieldName, string>>;
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * A row of chips: on a phone one line that scrolls sideways (the card's padding is bled into,
 * so a half-hidden chip at the edge shows there is more); from sm it wraps.
 */
const chipRow =
  '-mx-5 flex items-center gap-2 overflow-x-auto px-5 py-0.5 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0';
/** Named for screen readers on phones; beside the chips from sm, where there is room. */
const groupLabel = 'sr-only sm:not-sr-only sm:w-16 sm:shrink-0 sm:text-sm sm:text-muted';

/**
 * One search box and two rows of chips (status, period) over the list: the phone's answer to
 * four stacked fields. Every change applies at once (no submit button). "Custom dates" opens
 * the two date fields; any other period is one tap.
 */
export function TransferFilters({
  values,
  onStatusesChange,
  onPeriodChange,
  onDateChange,
  onSearchChange,
  onClear,
  errors = {},
  searchRef,
}: TransferFiltersProps) {
  const { t } = useLingui();
  const group = groupOf(values.statuses);
  const preset = presetOf(values.from, values.to);
  const customDates = Boolean((values.from || values.to) && !preset);
  const [customOpen, setCustomOpen] = useState(customDates);
  const showDates = customOpen || customDates;

  return (
    <form
      role="search"
      aria-label={t`Filter transfers`}
      onSubmit={(event) => event.preventDefault()}
      className="space-y-3"
    >
      <TextField
        ref={searchRef}
        type="search"
        label={t`Search`}
        placeholder={t`Name, reference, tracking no.`}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={values.search}
        onChange={(event) => onSearchChange(event.target.value)}
        error={errors.q}
      />
      <div className="flex flex-col gap-2">
        <div role="group" aria-labelledby="filter-status-label" className={chipRow}>
          <span id="filter-status-label" className={groupLabel}>
            <Trans>Status</Trans>
          </span>
          {statusGroups.map((option) => (
            <FilterChip
              key={option.key}
              pressed={group?.key === option.key}
              onClick={() => onStatusesChange(group?.key === option.key ? [] : option.statuses)}
            >
              {t(option.label)}
            </FilterChip>
          ))}
          {values.statuses.length > 0 && !group ? (
            // A status from a link (the dashboard's "Failed") stays visible, and one tap clears it.
            <FilterChip pressed onClick={() => onStatusesChange([])}>
              {values.statuses.map((status) => statusTitle(status)).join(', ')}
            </FilterChip>
          ) : null}
        </div>
        <div role="group" aria-labelledby="filter-period-label" className={chipRow}>
          <span id="filter-period-label" className={groupLabel}>
            <Trans>Period</Trans>
          </span>
          {periodPresets.map((option) => (
            <FilterChip
              key={option.key}
              pressed={preset?.key === option.key}
              onClick={() => {
                setCustomOpen(false);
                onPeriodChange(
                  preset?.key === option.key ? { from: '', to: '' } : option.range(new Date()),
                );
              }}
            >
              {t(option.label)}
            </FilterChip>
          ))}
          <FilterChip
            pressed={showDates}
            onClick={() => {
              // Custom starts empty; closing it drops its dates.
              if (showDates || preset) onPeriodChange({ from: '', to: '' });
              setCustomOpen(!showDates);
            }}
          >
            <Trans>Custom dates</Trans>
          </FilterChip>
        </div>
      </div>
      {showDates ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <TextField
            type="date"
            label={t`From`}
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => onDateChange('from', event.target.value)}
            error={errors.from}
            inputClassName="px-3"
          />
          <TextField
            type="date"
            label={t`To`}
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => onDateChange('to', event.target.value)}
            error={errors.to}
            inputClassName="px-3"
          />
        </div>
      ) : null}
      <FieldError id="filter-status-error" message={errors.status} />
      {onClear ? (
        <Button variant="ghost" className="-ms-2 px-3" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </form>
  );
}
