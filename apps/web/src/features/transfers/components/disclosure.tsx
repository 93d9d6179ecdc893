import { Trans, useLingui } from '@lingui/react/macro';
import type { Money, PayoutMethod } from '@homeward/contract';
import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { RateWithMidMarket, TotalCost, type PricedCost } from '@/components/price-cost';
import { deliveryEstimate } from '@/lib/delivery';
import { formatMoney } from '@/lib/format';
import { payoutMethodName } from '@/lib/payout-methods';
import { right } from '@/lib/rights';
import { purposeName, sourceOfFundsName } from '@/lib/transfer-reasons';
import { nameOfCountry } from '@/lib/country-name';

/** The amounts of a quote or a transfer: both carry these fields, as the API computed them. */
export interface DisclosedPrice extends PricedCost {
  total_to_pay: Money;
}

export interface DisclosedRecipient {
  full_name: string;
  summary: string;
  /** The schedule's review has the English name only, no code. */
  country: { common_name: string; iso2_alpha?: string };
  payout_method: PayoutMethod;
}

interface DisclosureProps {
  price: DisclosedPrice;
  /** When the money is available to the recipient (ISO time). */
  availableBy: string;
  recipient?: DisclosedRecipient | null | undefined;
  /** Keys of transferPurposes / sourcesOfFunds; unknown keys are shown as they are. */
  purpose?: string | undefined;
  sourceOfFunds?: string | undefined;
  reference?: string | null | undefined;
}

function Row({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted">{term}</dt>
      <dd
        className={clsx(
          'tabular-nums sm:text-end',
          strong ? 'text-lg font-semibold text-ink' : 'text-ink',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The full disclosure before payment (PRODUCT.md, Journey 5): what is sent, the fee, the total,
 * the rate, what arrives and when, to whom and why, and the right to cancel. The same block
 * serves the review step and the payment page, so the customer sees the same words twice.
 */
export function Disclosure({
  price,
  availableBy,
  recipient,
  purpose,
  sourceOfFunds,
  reference,
}: DisclosureProps) {
  const { t } = useLingui();
  return (
    <div>
      <dl className="divide-y divide-line">
        <Row term={t`You send`}>{formatMoney(price.send_amount)}</Row>
        <Row term={t`Fee`}>{formatMoney(price.fee)}</Row>
        <Row term={t`Total to pay`} strong>
          {formatMoney(price.total_to_pay)}
        </Row>
        <Row term={t`Exchange rate`}>
          <RateWithMidMarket price={price} />
        </Row>
        <Row term={t`Total cost`}>
          <TotalCost price={price} />
        </Row>
        <Row term={t`Recipient gets`} strong>
          {formatMoney(price.receive_amount)}
        </Row>
        <Row term={t`Delivery`}>{deliveryEstimate(availableBy)}</Row>
        {recipient ? (
          <Row term={t`Recipient`}>
            <span translate="no" className="block font-semibold">
              {recipient.full_name}
            </span>
            <span className="block text-sm text-muted">
              {recipient.summary} · {payoutMethodName(recipient.payout_method)} ·{' '}
              {nameOfCountry(recipient.country)}
            </span>
          </Row>
        ) : null}
        {purpose ? <Row term={t`Purpose`}>{purposeName(purpose)}</Row> : null}
        {sourceOfFunds ? (
          <Row term={t`Source of funds`}>{sourceOfFundsName(sourceOfFunds)}</Row>
        ) : null}
        {reference ? (
          <Row term={t`Reference`}>
            <span translate="no">{reference}</span>
          </Row>
        ) : null}
      </dl>
      <p className="mt-4 flex gap-2 rounded-field bg-brand-50 p-3 text-sm text-ink">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          <span className="font-semibold">
            <Trans>Your right to cancel:</Trans>{' '}
          </span>
          {right('cancellationRight')}
        </span>
      </p>
    </div>
  );
}
