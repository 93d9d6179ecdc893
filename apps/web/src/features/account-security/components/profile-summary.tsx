import type { Customer } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="mt-0.5 font-medium break-all text-ink sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** The account's own facts; what onboarding collected is listed by the onboarding feature. */
export function ProfileSummary({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  return (
    <dl className="-my-3 divide-y divide-line">
      {customer.whole_name ? (
        <Row term={t`Name`}>
          <bdi translate="no">{customer.whole_name}</bdi>
        </Row>
      ) : null}
      <Row term={t`Email`}>
        <bdi translate="no" className="me-2">
          {customer.account.email}
        </bdi>
        {customer.account.is_email_verified ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
            <BadgeCheck aria-hidden="true" className="size-4" />
            <Trans>Verified</Trans>
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-danger">
            <CircleAlert aria-hidden="true" className="size-4" />
            <Trans>Not verified</Trans>
          </span>
        )}
      </Row>
      <Row term={t`Customer number (CRN)`}>
        <span translate="no" className="font-mono">
          {customer.crn}
        </span>
      </Row>
      <Row term={t`Member since`}>
        <time dateTime={customer.created_at}>{formatDate(customer.created_at)}</time>
      </Row>
    </dl>
  );
}
