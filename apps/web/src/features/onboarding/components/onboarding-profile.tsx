import {
  isAddressVerified,
  isIdentityVerified,
  type Attribute,
  type AttributeCategory,
  type AttributeDefinition,
  type Customer,
} from '@homeward/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountryFlag } from '@/components/country-flag';
import { formatCalendarDate } from '@/lib/format';
import { useAttributeDefinitions } from '../api/get-attribute-definitions';
import { useCountries } from '../api/get-countries';
import type { StageId } from '../lib/stages';
import { stageLink } from './stage-layout';
import { nameOfCountry } from '@/lib/country-name';

const groups: { category: AttributeCategory; title: MessageDescriptor; stage: StageId }[] = [
  { category: 'identity', title: msg`Identity`, stage: 'identity' },
  { category: 'address', title: msg`Address`, stage: 'address' },
  { category: 'employment', title: msg`Employment`, stage: 'employment' },
];

function Group({
  title,
  stage,
  locked = false,
  children,
}: {
  title: string;
  stage: StageId;
  /** Verified details: shown, not editable. */
  locked?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const headingId = `profile-${stage}`;
  const section = title.toLowerCase();
  return (
    <section aria-labelledby={headingId} className="py-4 first:pt-0 last:pb-0">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
          {title}
        </h3>
        {locked ? (
          <span className="inline-flex min-h-11 items-center gap-1.5 px-3 text-sm font-semibold text-success">
            <ShieldCheck aria-hidden="true" className="size-4" />
            <Trans>Verified</Trans>
          </span>
        ) : (
          <Link
            to={stageLink(stage)}
            aria-label={t`Edit ${section}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-field px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>Edit</Trans>
          </Link>
        )}
      </div>
      <dl className="mt-1 space-y-2">{children}</dl>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-medium [overflow-wrap:anywhere] text-ink sm:col-span-2">{children}</dd>
    </div>
  );
}

const notGiven = (
  <span className="font-normal text-subtle">
    <Trans>Not given</Trans>
  </span>
);

/** A value still loading: a bar where the words will be, never the raw id or option value. */
const loading = (
  <span className="inline-block h-4 w-32 max-w-full rounded bg-line align-middle motion-safe:animate-pulse">
    <span className="sr-only">
      <Trans>Loading…</Trans>
    </span>
  </span>
);

/**
 * What onboarding collected, for the settings page: country, the identity, address and
 * employment details, and the mobile number, each group with a link to change it.
 */
export function OnboardingProfile({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const countryId = customer.country?.id ?? null;
  const definitions = useAttributeDefinitions(countryId);
  const byKey = new Map<string, AttributeDefinition>(
    (definitions.data ?? []).map((definition) => [definition.attribute, definition]),
  );
  // Only an answer given as a country needs the list, to show the country's name.
  const countries = useCountries('nationality', {
    enabled: customer.attributes.some(
      (a) => Boolean(a.value) && byKey.get(a.attribute)?.input === 'country',
    ),
  });

  const show = (attribute: Attribute): ReactNode => {
    const value = attribute.value?.trim();
    if (!value) return notGiven;
    // Until the definitions come, any answer may be an option's value or a country's id.
    if (definitions.isPending) return loading;
    const definition = byKey.get(attribute.attribute);
    if (definition?.input === 'select') {
      return definition.options?.find((option) => option.value === value)?.label ?? value;
    }
    if (definition?.input === 'country') {
      if (countries.isPending) return loading;
      const country = countries.data?.find((c) => String(c.id) === value);
      return country ? nameOfCountry(country) : value;
    }
    if (definition?.input === 'date' || /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      return <time dateTime={value}>{formatCalendarDate(value)}</time>;
    }
    return value;
  };

  if (!customer.country) {
    return (
      <p className="text-sm text-muted">
        <Trans>
          Your country, details and mobile number appear here once you{' '}
          <Link to={stageLink('country')} className="font-semibold text-brand-700 underline">
            complete your signup
          </Link>
          .
        </Trans>
      </p>
    );
  }

  const verified = isIdentityVerified(customer);
  const locked: Partial<Record<AttributeCategory, boolean>> = {
    identity: verified,
    address: isAddressVerified(customer),
  };
  return (
    <div className="divide-y divide-line">
      <Group title={t`Country of residence`} stage="country" locked={verified}>
        <Row term={t`Country`}>
          <CountryFlag iso2={customer.country.iso2_alpha} size="sm" className="me-2 -mt-0.5" />
          {nameOfCountry(customer.country)}
        </Row>
      </Group>
      {groups.map(({ category, title, stage }) => {
        const attributes = customer.attributes.filter((a) => a.category === category);
        if (attributes.length === 0) return null;
        return (
          <Group key={category} title={t(title)} stage={stage} locked={locked[category] ?? false}>
            {attributes.map((attribute) => (
              <Row key={attribute.attribute} term={attribute.label}>
                {show(attribute)}
              </Row>
            ))}
          </Group>
        );
      })}
      <Group title={t`Mobile number`} stage="mobile-number">
        <Row term={t`Mobile number`}>
          {customer.account.mobile_number ? (
            <span dir="ltr" translate="no" className="tabular-nums">
              {customer.account.mobile_number}
            </span>
          ) : (
            notGiven
          )}
        </Row>
      </Group>
    </div>
  );
}
