import {
  monitoringRuleInWords,
  type MonitoringAction,
  type MonitoringRuleCode,
  type MonitoringRuleSetting,
} from '@homeward/contract';

export const actionLabel: Record<MonitoringAction, string> = {
  hold: 'Holds the payout',
  alert: 'Alert only',
};

/** Each threshold's label in the edit form. */
export const paramLabels: Record<string, string> = {
  transfers: 'Transfers',
  hours: 'Within (hours)',
  days: 'Within (days)',
  threshold_aud: 'Threshold (AUD)',
  margin_percent: 'Under it by up to (%)',
  customers: 'Different customers',
  recipients: 'New recipients',
  amount_aud: 'Amount (AUD)',
  countries: 'Countries (two-letter codes, separated by commas)',
};

/** A rule's state (from its history) in one line: on or off, its action, its thresholds. */
export function stateInWords(
  code: MonitoringRuleCode,
  state: { enabled: boolean; action: MonitoringAction; params: Record<string, unknown> },
): string {
  const setting = { code, params: state.params } as MonitoringRuleSetting;
  const onOff = state.enabled ? 'On' : 'Off';
  return `${onOff} · ${actionLabel[state.action]} · ${monitoringRuleInWords(setting)}`;
}
