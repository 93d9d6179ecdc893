import {
  monitoringParamsSchemas,
  monitoringRuleCodeSchema,
  monitoringRuleInWords,
  monitoringRuleTitles,
  type MonitoringAction,
  type MonitoringAlert,
  type MonitoringRule,
  type MonitoringRuleChange,
  type MonitoringRuleCode,
  type MonitoringRuleSetting,
  type MonitoringRuleVersion,
} from '@homeward/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { NotFound, ValidationFailed } from '../../lib/domain-errors';
import { money } from '../../lib/money';
import type { StaffActor } from '../audit/audit';
import type { AuditRepository } from '../audit/repository';
import { complianceRepository } from '../compliance/repository';
import type { TransferRow } from '../transfers/repository';
import { monitoringRepository, type RuleRow } from './repository';
import { check } from './rules';

type RuleState = { enabled: boolean; action: MonitoringAction; params: Record<string, unknown> };

const stateOf = (row: RuleRow): RuleState => ({
  enabled: row.enabled,
  action: row.action as MonitoringAction,
  params: row.params as Record<string, unknown>,
});

/** A rule as stored, with its code and thresholds checked together (the migration seeds them). */
function settingOf(row: RuleRow): MonitoringRuleSetting {
  return { code: row.code, params: row.params } as MonitoringRuleSetting;
}

/** Zod's issues as the API's field errors, under `params.<field>`. */
function paramErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = ['params', ...issue.path.map(String)].join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Transaction monitoring: every enabled rule is evaluated for a transfer as it is paid, in the
 * payment's transaction. Each rule that fires writes an alert (once per rule and transfer) and
 * opens, or adds to, the customer's monitoring case; an alert of a 'hold' rule makes that case
 * stop the customer's payouts until compliance decides, an alert-only one lets the money go.
 */
export function monitoringService(deps: { db: Database; audit: Pick<AuditRepository, 'append'> }) {
  const read = monitoringRepository(deps.db);

  async function evaluate(tx: Database, transfer: TransferRow) {
    const store = monitoringRepository(tx);
    const at = transfer.paidAt ?? new Date();
    for (const rule of await store.enabledRules()) {
      const code = monitoringRuleCodeSchema.parse(rule.code);
      if (await store.alertExists(code, transfer.id)) continue;
      const finding = await check({ read: store, transfer, at }, settingOf(rule));
      if (!finding) continue;
      const facts = await store.customerFacts(transfer.customerId);
      const opened = await complianceRepository(tx).openCase({
        kind: 'monitoring',
        customerId: transfer.customerId,
        subjectType: 'customer',
        subjectId: transfer.customerId,
        subject: {
          name: facts?.wholeName ?? facts?.crn ?? transfer.customerId,
          date_of_birth: null,
          nationality: facts?.nationality ?? null,
        },
        hits: [],
        trigger: code,
        stopsPayout: rule.action === 'hold',
      });
      await store.insertAlert({
        ruleCode: code,
        action: rule.action,
        params: rule.params,
        customerId: transfer.customerId,
        transferId: transfer.id,
        transferIds: finding.transferIds.includes(transfer.id)
          ? finding.transferIds
          : [...finding.transferIds, transfer.id],
        explanation: finding.explanation,
        caseId: opened.id,
      });
    }
  }

  function ruleView(row: RuleRow, updatedBy: string | null): MonitoringRule {
    const setting = settingOf(row);
    return {
      ...setting,
      title: monitoringRuleTitles[setting.code],
      enabled: row.enabled,
      action: row.action as MonitoringAction,
      in_words: monitoringRuleInWords(setting),
      updated_by: updatedBy,
      updated_at: row.updatedAt.toISOString(),
    } as MonitoringRule;
  }

  return {
    evaluate,

    async rules(): Promise<MonitoringRule[]> {
      return (await read.rules()).map((row) => ruleView(row.rule, row.updatedBy));
    },

    /** A rule's new settings, checked against the rule's own thresholds; audited and kept. */
    async change(
      actor: StaffActor,
      code: MonitoringRuleCode,
      change: MonitoringRuleChange,
    ): Promise<MonitoringRule> {
      const params = monitoringParamsSchemas[code].safeParse(change.params);
      if (!params.success) throw new ValidationFailed(paramErrors(params.error));
      const after: RuleState = {
        enabled: change.enabled,
        action: change.action,
        params: params.data,
      };
      await deps.db.transaction(async (tx) => {
        const store = monitoringRepository(tx);
        const row = await store.lockRule(code);
        if (!row) throw new NotFound('No such rule.');
        const before = stateOf(row);
        await store.updateRule(code, after, actor.staffId);
        await store.recordChange({ ruleCode: code, changedBy: actor.staffId, before, after });
        await deps.audit.append(tx, actor, {
          action: 'monitoring_rule.change',
          targetType: 'monitoring_rule',
          targetId: code,
          before,
          after,
        });
      });
      const changed = (await read.rules()).find((row) => row.rule.code === code);
      if (!changed) throw new NotFound('No such rule.');
      return ruleView(changed.rule, changed.updatedBy);
    },

    async history(code: MonitoringRuleCode): Promise<MonitoringRuleVersion[]> {
      return (await read.history(code)).map(({ change, changedBy }) => ({
        id: change.id,
        changed_by: changedBy,
        before: change.before as RuleState,
        after: change.after as RuleState,
        changed_at: change.createdAt.toISOString(),
      }));
    },

    /** A monitoring case's alerts, oldest first, with the transfers that made each pattern. */
    async alertsOfCase(caseId: string): Promise<MonitoringAlert[]> {
      const alerts = await read.alertsOfCase(caseId);
      const transfers = new Map(
        (await read.transfersById([...new Set(alerts.flatMap((alert) => alert.transferIds))])).map(
          (row) => [row.id, row],
        ),
      );
      return alerts.map((alert) => {
        const rule = monitoringRuleCodeSchema.parse(alert.ruleCode);
        return {
          id: alert.id,
          rule,
          rule_title: monitoringRuleTitles[rule],
          action: alert.action as MonitoringAction,
          params: alert.params as Record<string, unknown>,
          explanation: alert.explanation,
          transfer_id: alert.transferId,
          transfers: alert.transferIds.flatMap((id) => {
            const row = transfers.get(id);
            if (!row) return [];
            return [
              {
                id: row.id,
                tracking_number: row.trackingNumber,
                status: row.status,
                send: money(row.sendMinor, row.sourceCurrency),
                created_at: row.createdAt.toISOString(),
              },
            ];
          }),
          raised_at: alert.createdAt.toISOString(),
        };
      });
    },
  };
}
export type MonitoringService = ReturnType<typeof monitoringService>;
