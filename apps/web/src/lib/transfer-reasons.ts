import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SourceOfFunds, TransferPurpose } from '@homeward/contract';

/**
 * The contract's purposes and sources of funds (`transferPurposes`, `sourcesOfFunds`), in the
 * customer's language: the details step's choices, the review and the transfer's page. The
 * contract keeps the keys and the English; the English here is the same words.
 */
const purposes = {
  family_support: msg`Family support`,
  education: msg`Education`,
  medical: msg`Medical expenses`,
  savings: msg`Savings or investment`,
  gift: msg`Gift`,
  property: msg`Property or rent`,
  business: msg`Business`,
  other: msg`Other`,
} satisfies Record<TransferPurpose, MessageDescriptor>;

const sources = {
  salary: msg`Salary or wages`,
  savings: msg`Savings`,
  business_income: msg`Business income`,
  gift: msg`Gift`,
  loan: msg`Loan`,
  sale_of_property: msg`Sale of property`,
  other: msg`Other`,
} satisfies Record<SourceOfFunds, MessageDescriptor>;

/** Every purpose, key to words, in the contract's order. */
export function purposeNames(): Record<TransferPurpose, string> {
  return Object.fromEntries(
    Object.entries(purposes).map(([key, name]) => [key, i18n._(name)]),
  ) as Record<TransferPurpose, string>;
}

/** Every source of funds, key to words, in the contract's order. */
export function sourceOfFundsNames(): Record<SourceOfFunds, string> {
  return Object.fromEntries(
    Object.entries(sources).map(([key, name]) => [key, i18n._(name)]),
  ) as Record<SourceOfFunds, string>;
}

/** A purpose's words; a key this app does not know is shown as it came. */
export function purposeName(key: string): string {
  const name = (purposes as Record<string, MessageDescriptor | undefined>)[key];
  return name ? i18n._(name) : key;
}

/** A source of funds' words; a key this app does not know is shown as it came. */
export function sourceOfFundsName(key: string): string {
  const name = (sources as Record<string, MessageDescriptor | undefined>)[key];
  return name ? i18n._(name) : key;
}
