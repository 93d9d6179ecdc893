import { z } from './zod';
import { moneySchema } from './money';

/**
 * Transaction monitoring as data: the rules compliance tunes (thresholds, on or off, hold or
 * alert only), their history, and the alerts a rule raises on a paid transfer.
 */

export const monitoringRuleCodes = [
  'velocity',
  'structuring',
  'many_to_one',
  'one_to_many',
  'large_first',
  'high_risk_country',
] as const;
export const monitoringRuleCodeSchema = z.enum(monitoringRuleCodes, { error: 'No such rule.' });
export type MonitoringRuleCode = z.infer<typeof monitoringRuleCodeSchema>;

/** hold: the payout waits until compliance decides; alert: an officer looks, the money goes. */
export const monitoringActionSchema = z.enum(['hold', 'alert'], {
  error: 'Choose hold or alert.',
});
export type MonitoringAction = z.infer<typeof monitoringActionSchema>;

export const monitoringRuleTitles: Record<MonitoringRuleCode, string> = {
  velocity: 'Many transfers in a short time',
  structuring: 'Amounts just under a threshold',
  many_to_one: 'Many senders to one account',
  one_to_many: 'One sender to many new recipients',
  large_first: 'Large first transfer',
  high_risk_country: 'High-risk country',
};

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `Give the ${what} as a number.` })
    .int(`Give the ${what} as a whole number.`)
    .min(min, `The ${what} must be at least ${min}.`)
    .max(max, `The ${what} must be at most ${max.toLocaleString('en-AU')}.`);

const iso2 = z
  .string({ error: 'Give each country as a two-letter code.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Give each country as a two-letter code, like IR.');

/** Each rule's thresholds. Amounts are whole Australian dollars (the limits' currency). */
export const monitoringParamsSchemas = {
  velocity: z.strictObject({
    transfers: whole('number of transfers', 2, 1000),
    hours: whole('number of hours', 1, 720),
  }),
  structuring: z.strictObject({
    transfers: whole('number of transfers', 2, 1000),
    days: whole('number of days', 1, 90),
    threshold_aud: whole('threshold', 100, 1_000_000),
    margin_percent: whole('margin', 1, 50),
  }),
  many_to_one: z.strictObject({
    customers: whole('number of customers', 2, 1000),
    days: whole('number of days', 1, 365),
  }),
  one_to_many: z.strictObject({
    recipients: whole('number of recipients', 2, 1000),
    days: whole('number of days', 1, 365),
  }),
  large_first: z.strictObject({
    amount_aud: whole('amount', 1, 1_000_000),
  }),
  high_risk_country: z.strictObject({
    countries: z
      .array(iso2, { error: 'List the countries.' })
      .min(1, 'List at least one country.')
      .max(250, 'List at most 250 countries.')
      .refine((list) => new Set(list).size === list.length, 'List each country once.'),
  }),
} as const satisfies Record<MonitoringRuleCode, z.ZodType>;
export type MonitoringParams = {
  [Code in MonitoringRuleCode]: z.infer<(typeof monitoringParamsSchemas)[Code]>;
};

const aud = (amount: number) => `${amount.toLocaleString('en-AU')} AUD`;
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** A rule with its own thresholds: `code` says which. */
export type MonitoringRuleSetting = {
  [Code in MonitoringRuleCode]: { code: Code; params: MonitoringParams[Code] };
}[MonitoringRuleCode];

/** A rule's thresholds as staff read them. */
export function monitoringRuleInWords(rule: MonitoringRuleSetting): string {
  switch (rule.code) {
    case 'velocity':
      return `${plural(rule.params.transfers, 'transfer')} or more by one customer within ${plural(rule.params.hours, 'hour')}.`;
    case 'structuring': {
      const { transfers, days, threshold_aud, margin_percent } = rule.params;
      const low = Math.ceil((threshold_aud * (100 - margin_percent)) / 100);
      return `${plural(transfers, 'transfer')} or more within ${plural(days, 'day')}, each from ${aud(low)} to just under ${aud(threshold_aud)}.`;
    }
    case 'many_to_one':
      return `${plural(rule.params.customers, 'customer')} or more paying the same account within ${plural(rule.params.days, 'day')}.`;
    case 'one_to_many':
      return `One customer paying ${plural(rule.params.recipients, 'recipient')} or more added within ${plural(rule.params.days, 'day')}.`;
    case 'large_first':
      return `A customer’s first transfer of ${aud(rule.params.amount_aud)} or more.`;
    case 'high_risk_country':
      return `Sent to, or by a national of: ${rule.params.countries.join(', ')}.`;
  }
}

const ruleFields = {
  title: z.string(),
  enabled: z.boolean(),
  action: monitoringActionSchema,
  /** The thresholds in words ("5 transfers or more by one customer within 24 hours."). */
  in_words: z.string(),
  updated_by: z.string().nullable(),
  updated_at: z.string(),
};

export const monitoringRuleSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('velocity'),
    params: monitoringParamsSchemas.velocity,
    ...ruleFields,
  }),
  z.object({
    code: z.literal('structuring'),
    params: monitoringParamsSchemas.structuring,
    ...ruleFields,
  }),
  z.object({
    code: z.literal('many_to_one'),
    params: monitoringParamsSchemas.many_to_one,
    ...ruleFields,
  }),
  z.object({
    code: z.literal('one_to_many'),
    params: monitoringParamsSchemas.one_to_many,
    ...ruleFields,
  }),
  z.object({
    code: z.literal('large_first'),
    params: monitoringParamsSchemas.large_first,
    ...ruleFields,
  }),
  z.object({
    code: z.literal('high_risk_country'),
    params: monitoringParamsSchemas.high_risk_country,
    ...ruleFields,
  }),
]);
export type MonitoringRule = z.infer<typeof monitoringRuleSchema>;

/**
 * A rule's new settings. `params` is checked against the rule's own schema by the server (the
 * rule is named by the address), with its messages under `params.<field>`.
 */
export const monitoringRuleChangeSchema = z.object({
  enabled: z.boolean({ error: 'Say whether the rule is on.' }),
  action: monitoringActionSchema,
  params: z.record(z.string(), z.unknown(), { error: 'Give the rule’s thresholds.' }),
});
export type MonitoringRuleChange = z.infer<typeof monitoringRuleChangeSchema>;

const ruleStateSchema = z.object({
  enabled: z.boolean(),
  action: monitoringActionSchema,
  params: z.record(z.string(), z.unknown()),
});

export const monitoringRuleVersionSchema = z.object({
  id: z.number(),
  changed_by: z.string(),
  before: ruleStateSchema,
  after: ruleStateSchema,
  changed_at: z.string(),
});
export type MonitoringRuleVersion = z.infer<typeof monitoringRuleVersionSchema>;

const alertTransferSchema = z.object({
  id: z.string(),
  tracking_number: z.string(),
  status: z.string(),
  send: moneySchema,
  created_at: z.string(),
});

/** What a rule found on a paid transfer, with the transfers that made the pattern. */
export const monitoringAlertSchema = z.object({
  id: z.string(),
  rule: monitoringRuleCodeSchema,
  rule_title: z.string(),
  action: monitoringActionSchema,
  /** The rule's thresholds when it fired. */
  params: z.record(z.string(), z.unknown()),
  explanation: z.string(),
  /** The transfer whose payment raised it. */
  transfer_id: z.string(),
  transfers: z.array(alertTransferSchema),
  raised_at: z.string(),
});
export type MonitoringAlert = z.infer<typeof monitoringAlertSchema>;
