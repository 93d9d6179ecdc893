import type {
  MonitoringParams,
  MonitoringRuleCode,
  MonitoringRuleSetting,
} from '@homeward/contract';
import { spokenMoney, toMinor } from '../../lib/money';
import type { TransferRow } from '../transfers/repository';
import type { MonitoringRepository } from './repository';

/** The currency of the rules' amounts: a transfer's `limit_minor` is its send amount in it. */
export const RULES_CURRENCY = 'AUD';

/** What a rule found: the transfers that make the pattern, and the pattern in words. */
export interface Finding {
  transferIds: string[];
  explanation: string;
}

export interface Context {
  read: MonitoringRepository;
  transfer: TransferRow;
  /** When the transfer was paid: the windows end here. */
  at: Date;
}

type Check<Code extends MonitoringRuleCode> = (
  context: Context,
  params: MonitoringParams[Code],
) => Promise<Finding | null>;

const hoursBefore = (at: Date, hours: number) => new Date(at.getTime() - hours * 3600_000);
const daysBefore = (at: Date, days: number) => hoursBefore(at, days * 24);
const aud = (major: number) => toMinor(String(major), RULES_CURRENCY);
const spoken = (minor: number) => spokenMoney(minor, RULES_CURRENCY);
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** One evaluator per rule; each reads only paid transfers, the one just paid included. */
export const checks: { [Code in MonitoringRuleCode]: Check<Code> } = {
  async velocity({ read, transfer, at }, params) {
    const found = await read.customerPaidSince(transfer.customerId, hoursBefore(at, params.hours));
    if (found.length < params.transfers) return null;
    return {
      transferIds: found.map((row) => row.id),
      explanation: `${plural(found.length, 'transfer')} in ${plural(params.hours, 'hour')} (rule: ${params.transfers})`,
    };
  },

  async structuring({ read, transfer, at }, params) {
    const belowMinor = aud(params.threshold_aud);
    const fromMinor = Math.ceil((belowMinor * (100 - params.margin_percent)) / 100);
    // Only a transfer in the band can complete the pattern.
    if (transfer.limitMinor < fromMinor || transfer.limitMinor >= belowMinor) return null;
    const found = await read.customerPaidSince(transfer.customerId, daysBefore(at, params.days), {
      fromMinor,
      belowMinor,
    });
    if (found.length < params.transfers) return null;
    return {
      transferIds: found.map((row) => row.id),
      explanation:
        `${plural(found.length, 'transfer')} in ${plural(params.days, 'day')} each between ` +
        `${spoken(fromMinor)} and just under ${spoken(belowMinor)} (rule: ${params.transfers})`,
    };
  },

  async many_to_one({ read, transfer, at }, params) {
    const number = accountNumber(transfer.recipient.details);
    if (!number) return null;
    const found = await read.beneficiaryPaidSince(
      { country: transfer.recipient.countryIso2, payoutMethod: transfer.payoutMethod, number },
      daysBefore(at, params.days),
    );
    const senders = new Set(found.map((row) => row.customerId));
    if (senders.size < params.customers) return null;
    return {
      transferIds: found.map((row) => row.id),
      explanation:
        `${plural(senders.size, 'customer')} paid the same account ` +
        `(${transfer.recipient.countryIso2}, ${transfer.payoutMethod.replaceAll('_', ' ')} ending ${number.slice(-4)}) ` +
        `in ${plural(params.days, 'day')} (rule: ${params.customers})`,
    };
  },

  async one_to_many({ read, transfer, at }, params) {
    const found = await read.newRecipientsPaidSince(
      transfer.customerId,
      daysBefore(at, params.days),
    );
    const paidTo = new Set(found.map((row) => row.recipientId));
    if (paidTo.size < params.recipients) return null;
    return {
      transferIds: found.map((row) => row.id),
      explanation: `${plural(paidTo.size, 'recipient')} added and paid in ${plural(params.days, 'day')} (rule: ${params.recipients})`,
    };
  },

  async large_first({ read, transfer }, params) {
    if (transfer.limitMinor < aud(params.amount_aud)) return null;
    if (await read.paidBefore(transfer.customerId, transfer.id)) return null;
    return {
      transferIds: [transfer.id],
      explanation: `First transfer of ${spoken(transfer.limitMinor)} (rule: ${spoken(aud(params.amount_aud))} or more)`,
    };
  },

  async high_risk_country({ read, transfer }, params) {
    const listed = new Set(params.countries);
    const reasons: string[] = [];
    const destination = transfer.recipient.countryIso2;
    if (listed.has(destination))
      reasons.push(`Sent to ${transfer.recipient.countryName} (${destination})`);
    const nationality = (await read.customerFacts(transfer.customerId))?.nationality;
    if (nationality && listed.has(nationality))
      reasons.push(`Customer’s nationality is ${nationality}`);
    if (reasons.length === 0) return null;
    return {
      transferIds: [transfer.id],
      explanation: `${reasons.join('; ')} (rule: ${params.countries.join(', ')})`,
    };
  },
};

/** The account a recipient's details name: bank account, IBAN or wallet number. */
function accountNumber(details: Record<string, string>): string | undefined {
  return details.account_number ?? details.iban ?? details.mobile_number;
}

/** The rule's check with its own thresholds. */
export function check(context: Context, rule: MonitoringRuleSetting): Promise<Finding | null> {
  switch (rule.code) {
    case 'velocity':
      return checks.velocity(context, rule.params);
    case 'structuring':
      return checks.structuring(context, rule.params);
    case 'many_to_one':
      return checks.many_to_one(context, rule.params);
    case 'one_to_many':
      return checks.one_to_many(context, rule.params);
    case 'large_first':
      return checks.large_first(context, rule.params);
    case 'high_risk_country':
      return checks.high_risk_country(context, rule.params);
  }
}
