import type { MonitoringAction, MonitoringRule } from '@homeward/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@homeward/ui/alert';
import { TextField } from '@homeward/ui/text-field';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { ApiError } from '@/lib/api-client';
import { useChangeRule } from '../api/rules';
import { actionLabel, paramLabels } from '../words';

type Values = Record<string, string>;

const valuesOf = (params: Record<string, unknown>): Values =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );

/** The form's text back as the rule's thresholds: lists split, numbers as numbers. */
const paramsOf = (values: Values): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).map(([key, text]) => {
      if (key === 'countries') {
        return [key, text.split(/[\s,]+/).filter((code) => code !== '')];
      }
      return [key, text.trim() === '' ? null : Number(text)];
    }),
  );

/** The server's messages for one threshold (a list's per-item messages included). */
function errorFor(error: unknown, key: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const found = Object.entries(error.fieldErrors).find(
    ([field]) => field === `params.${key}` || field.startsWith(`params.${key}.`),
  );
  return found?.[1][0];
}

/** Edits one rule: on or off, hold or alert only, and its thresholds. */
export function RuleForm({ rule, onDone }: { rule: MonitoringRule; onDone: () => void }) {
  const change = useChangeRule(rule.code);
  const [enabled, setEnabled] = useState(rule.enabled);
  const [action, setAction] = useState<MonitoringAction>(rule.action);
  const [values, setValues] = useState<Values>(() => valuesOf(rule.params));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ enabled, action, params: paramsOf(values) }, { onSuccess: onDone });
  };
  const error = change.error;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={`Edit ${rule.title}`}>
      <label className="flex items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          className="size-5"
        />
        Rule is on
      </label>
      <SelectField
        label="When it fires"
        value={action}
        error={error instanceof ApiError ? error.fieldErrors.action?.[0] : undefined}
        onChange={(event) => setAction(event.target.value as MonitoringAction)}
      >
        {(['hold', 'alert'] as const).map((value) => (
          <option key={value} value={value}>
            {actionLabel[value]}
          </option>
        ))}
      </SelectField>
      {Object.keys(values).map((key) => (
        <TextField
          key={key}
          label={paramLabels[key] ?? key}
          inputMode={key === 'countries' ? 'text' : 'numeric'}
          value={values[key] ?? ''}
          error={errorFor(error, key)}
          onChange={(event) => setValues({ ...values, [key]: event.target.value })}
        />
      ))}
      {error && !(error instanceof ApiError && error.status === 422) ? (
        <Alert tone="error" title="The rule was not saved">
          {error.message}
        </Alert>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" loading={change.isPending}>
          Save rule
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
