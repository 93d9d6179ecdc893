import type { CompanyDetails } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCompany } from '@/lib/company';
import { deliveryWords } from '@/lib/delivery';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { pricesLockFor } from '@/lib/price-lock';
import { right } from '@/lib/rights';
import { useCorridors, useLimits } from '../api/get-help-facts';
import { payoutMethodName } from '@/lib/payout-methods';
import { topicTitle } from '../lib/support-words';
import { nameOfCountry } from '@/lib/country-name';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** One question: a native disclosure, so keyboards and screen readers know it without script. */
function Question({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group border-b border-line last:border-b-0">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-3 pb-4 text-sm leading-relaxed text-ink">{children}</div>
    </details>
  );
}

/** Every corridor's fee and delivery time per payout method, from the live price list. */
function PriceList({ show }: { show: 'fee' | 'delivery' }) {
  const { t } = useLingui();
  const { data: corridors, isPending, isError } = useCorridors();
  if (isPending) return <SkeletonRows count={3} label={t`Loading the price list`} />;
  if (isError) {
    return (
      <p className="text-muted">
        <Trans>The price list could not be loaded just now.</Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-2">
      {corridors.map((corridor) => (
        <li key={corridor.id}>
          <span className="font-medium">
            {nameOfCountry(corridor.destination_country)} ({corridor.destination_currency})
          </span>
          :{' '}
          {corridor.payout_methods
            .map((method) =>
              show === 'fee'
                ? `${payoutMethodName(method.method)} ${formatMoney(method.fixed_fee)} + ${method.percentage_fee}%`
                : `${payoutMethodName(method.method)} ${deliveryWords(method.delivery_minutes)}`,
            )
            .join('; ')}
        </li>
      ))}
    </ul>
  );
}

function YourLimits() {
  const { t } = useLingui();
  const { data: limits, isPending, isError } = useLimits();
  if (isPending) return <SkeletonRows count={1} label={t`Loading your limits`} />;
  if (isError) return null;
  // The tier's name and the next step are the server's words.
  const tier = limits.tier_title;
  const perTransfer = formatMoney(limits.per_transfer);
  const in30Days = formatMoney(limits.rolling_30_days.limit);
  const left = formatMoney(limits.rolling_30_days.remaining);
  const nextStep = limits.next_step?.title;
  return (
    <p>
      {t`Your limits now (${tier}): ${perTransfer} a transfer and ${in30Days} in any 30 days; you have ${left} left.`}
      {nextStep ? ` ${t`To raise them: ${nextStep}.`}` : ''}
    </p>
  );
}

/**
 * The common questions, answered from the product's real rules and live data: the price list,
 * the customer's limits, the cancellation and error-resolution rights the receipt prints, and
 * the company's complaints contact and regulator.
 */
export function CommonQuestions() {
  const { t } = useLingui();
  const { data: company } = useCompany();
  // The lock is the server's (QUOTE_TTL_MINUTES), said as the calculator says it.
  const lock = pricesLockFor(useCorridors().data?.[0]?.price_lock_minutes);
  return (
    <div>
      <Question title={t`What does a transfer cost, and what rate do I get?`}>
        <p>
          <Trans>
            Each transfer has a fee: a fixed amount plus a percentage of what you send, set for each
            destination and payout method. Our exchange rate is the mid-market rate less a margin.
            Before you confirm, the price shows the rate, the fee, the total you pay and exactly
            what arrives. Nothing is added later.
          </Trans>
          {lock ? ` ${lock}` : ''}
        </p>
        <p>
          <Trans>Today’s fees:</Trans>
        </p>
        <PriceList show="fee" />
      </Question>
      <Question title={t`When will the money arrive?`}>
        <p>
          <Trans>
            It depends on where it goes and how it is paid out; the price shows the time it should
            be available. The clock starts once we have your payment. Now and then we must check a
            transfer before paying it out (it shows as on hold, and we email you if we need
            anything), which takes longer.
          </Trans>
        </p>
        <PriceList show="delivery" />
      </Question>
      <Question title={t`How much can I send?`}>
        <p>
          <Trans>
            Limits grow as you verify your account: with a complete profile you can start sending;
            with your proof of identity and proof of address approved, you can send the most. They
            count what you sent in the last 30 days, not in a calendar month.
          </Trans>
        </p>
        <YourLimits />
      </Question>
      <Question title={t`Why do you verify my identity, and how?`}>
        <p>
          <Trans>
            The law requires a licensed money-transfer service to know its customers. We ask for
            your details and documents once: proof of identity, proof of address, a selfie and,
            sometimes, where the money comes from. Each document shows its status; if we cannot
            accept one, we tell you why and you can upload it again.
          </Trans>
        </p>
        <p>
          <Link className={linkClass} to={paths.accountVerification}>
            <Trans>Go to account verification</Trans>
          </Link>
        </p>
      </Question>
      <Question title={t`Can I cancel a transfer and get a refund?`}>
        {/* The contract's own sentences, as the receipt and the transfer's page say them. */}
        <p>{right('cancellationRight')}</p>
        <p>
          <Trans>
            Cancel from the transfer’s page. A refund goes back to the card you paid with, fee
            included, and we email you when it is done. If we cannot deliver a transfer, we refund
            it in full.
          </Trans>
        </p>
        <p>{right('refundTimeFrame')}</p>
      </Question>
      <Question title={t`How do I make a complaint?`}>
        <p>{right('errorResolutionRights')}</p>
        {company ? <Complaints company={company} /> : null}
      </Question>
    </div>
  );
}

/** Where a complaint goes: the company's facts, from the server's settings, never translated. */
function Complaints({ company }: { company: CompanyDetails }) {
  const { complaints_email: email, ombudsman, name, licence, regulator } = company;
  // The topic as the contact form offers it.
  const topic = topicTitle('complaint');
  return (
    <>
      <p>
        <Trans>
          Email{' '}
          <a className={linkClass} href={`mailto:${email}`} translate="no">
            {email}
          </a>{' '}
          with the tracking number, or send us a request below with the topic “{topic}”.
        </Trans>
      </p>
      <p>
        <Trans>
          If you are not happy with our answer, you can take your complaint, free of charge, to our
          external dispute resolution scheme: <bdi translate="no">{ombudsman}</bdi>.
        </Trans>
      </p>
      <p>
        <Trans>
          <bdi translate="no">{name}</bdi> holds <bdi translate="no">{licence}</bdi> and is
          regulated by <bdi translate="no">{regulator}</bdi>.
        </Trans>
      </p>
    </>
  );
}
