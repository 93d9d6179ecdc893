import { type Recipient } from '@homeward/contract';
import { Trans } from '@lingui/react/macro';
import { payoutMethodName } from '@/lib/payout-methods';
import { nameOfCountry } from '@/lib/country-name';

/**
 * Every detail of the recipient as the server labels and writes it for reading (in the
 * requirements' order, lists by name, IBANs in groups of four, phone numbers in international
 * format), so the page needs no phone-number library of its own and reads like the receipt.
 */
export function RecipientDetails({ recipient }: { recipient: Recipient }) {
  return (
    <dl className="divide-y divide-line">
      <div className="grid gap-1 py-3 first:pt-0 sm:grid-cols-3 sm:gap-4">
        <dt className="text-sm text-muted">
          <Trans>Country</Trans>
        </dt>
        <dd className="font-medium text-ink sm:col-span-2">
          {nameOfCountry(recipient.country)} · {recipient.currency}
        </dd>
      </div>
      <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
        <dt className="text-sm text-muted">
          <Trans>Receives the money by</Trans>
        </dt>
        <dd className="font-medium text-ink sm:col-span-2">
          {payoutMethodName(recipient.payout_method)}
        </dd>
      </div>
      {recipient.display.map((detail) => (
        <div key={detail.label} className="grid gap-1 py-3 last:pb-0 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm text-muted">{detail.label}</dt>
          {/* Grouped codes copy as they read; tabular figures keep the groups aligned. */}
          <dd
            translate="no"
            className="font-medium break-words text-ink tabular-nums sm:col-span-2"
          >
            {detail.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
