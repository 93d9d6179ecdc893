import type { Corridor } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { TextField } from '@homeward/ui/text-field';
import { Button } from '@/components/button';
import { CorridorSelect } from '@/components/corridor-select';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { useCreateRateAlert } from '../api/rate-alerts';

function failureOf(error: unknown): string | null {
  // A 422's messages go under their fields.
  if (!error || (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0))
    return null;
  return describeFailure(error);
}

interface RateAlertFormProps {
  corridors: Corridor[];
  /** From the calculator's "Set a rate alert": its corridor and today's rate. */
  initial: { corridorId: number | null; rate: string | null };
  onAdded: (message: string) => void;
}

/** Where, and the rate to wait for: one unit of the source currency, after our margin. */
export function RateAlertForm({ corridors, initial, onAdded }: RateAlertFormProps) {
  const { t } = useLingui();
  const create = useCreateRateAlert();
  const [corridorId, setCorridorId] = useState(
    corridors.find((c) => c.id === initial.corridorId)?.id ?? (corridors[0] as Corridor).id,
  );
  const [target, setTarget] = useState(initial.rate ?? '');
  const corridor = corridors.find((c) => c.id === corridorId) ?? (corridors[0] as Corridor);
  const fieldErrors = create.error instanceof ApiError ? create.error.fieldErrors : {};
  const corridorError = fieldErrors.corridor_id?.[0];
  const failure = failureOf(create.error);
  const currency = corridor.source_currency;

  const submit = () => {
    create.mutate(
      { corridor_id: corridorId, target_rate: target.trim() },
      {
        onSuccess: (alert) => {
          const { source_currency: source, destination_currency: destination } = alert.corridor;
          const rate = alert.target_rate;
          onAdded(t`We will tell you when 1 ${source} gets ${rate} ${destination} or more.`);
          setTarget('');
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t`Set a rate alert`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CorridorSelect
          corridors={corridors}
          value={corridorId}
          onChange={setCorridorId}
          error={corridorError}
        />
        <TextField
          label={t`Tell me when 1 ${currency} gets`}
          inputMode="decimal"
          autoComplete="off"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          error={fieldErrors.target_rate?.[0]}
          trailing={
            <span className="me-4 text-sm font-semibold text-muted">
              {corridor.destination_currency}
            </span>
          }
        />
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" loading={create.isPending}>
        <Trans>Set the alert</Trans>
      </Button>
    </form>
  );
}
