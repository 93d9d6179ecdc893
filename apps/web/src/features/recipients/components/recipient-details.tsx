import { payoutMethodLabels, type Recipient, type RequirementField } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import {
  recipientRequirementsQueryOptions,
  type RefreshValues,
} from '../api/get-recipient-requirements';
import { destinationOf } from '../lib/destination';
import { displayValue, labelFromKey } from '../lib/requirement-rules';

/**
 * The requirement fields that describe a saved recipient: the destination's fields and, where a
 * refresh-on-change field has a value (the account format), the fields that value brings.
 * Empty while they load or when they cannot be read: the details then show with plain labels.
 */
function useRecipientFields(recipient: Recipient): RequirementField[] {
  const destination = destinationOf(recipient);
  const base = useQuery(recipientRequirementsQueryOptions(destination));
  const refresh: RefreshValues = {};
  for (const field of base.data?.fields ?? []) {
    const value = recipient.details[field.key];
    if (field.refresh_on_change && value) refresh[field.key] = value;
  }
  const refreshed = useQuery({
    ...recipientRequirementsQueryOptions(destination, refresh),
    enabled: Object.keys(refresh).length > 0,
  });
  const fields = refreshed.data?.fields ?? [];
  const known = new Set(fields.map((field) => field.key));
  return [...fields, ...(base.data?.fields ?? []).filter((field) => !known.has(field.key))];
}

/** Every detail of the recipient with its requirement's label, in the requirements' order. */
export function RecipientDetails({ recipient }: { recipient: Recipient }) {
  const fields = useRecipientFields(recipient);
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const order = fields.map((field) => field.key);
  const keys = Object.keys(recipient.details).sort((a, b) => {
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    return rank(a) - rank(b);
  });

  return (
    <dl className="divide-y divide-line">
      <div className="grid gap-1 py-3 first:pt-0 sm:grid-cols-3 sm:gap-4">
        <dt className="text-sm text-muted">Country</dt>
        <dd className="font-medium text-ink sm:col-span-2">
          {recipient.country.common_name} · {recipient.currency}
        </dd>
      </div>
      <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
        <dt className="text-sm text-muted">Receives the money by</dt>
        <dd className="font-medium text-ink sm:col-span-2">
          {payoutMethodLabels[recipient.payout_method]}
        </dd>
      </div>
      {keys.map((key) => {
        const field = byKey.get(key);
        return (
          <div key={key} className="grid gap-1 py-3 last:pb-0 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm text-muted">{field?.label ?? labelFromKey(key)}</dt>
            <dd className="font-medium break-words text-ink sm:col-span-2">
              {displayValue(field, recipient.details[key] ?? '')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
