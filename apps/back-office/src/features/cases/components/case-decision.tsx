import {
  caseDecisionSchema,
  staffMay,
  type ComplianceCase,
  type StaffRole,
} from '@homeward/contract';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Card } from '@homeward/ui/card';
import { Button } from '@/components/button';
import { ReasonDialog } from '@/components/reason-dialog';
import { formatDateTime } from '@/lib/format';
import { useDecideCase, type CaseDecision } from '../api/cases';
import { caseStatusLabel } from '../words';

/** What each decision does, said before the officer takes it. */
function consequences(kase: ComplianceCase): Record<CaseDecision, string> {
  if (kase.kind === 'monitoring') {
    return {
      clear:
        'The alerts are closed as explained. The transfers this case holds go ahead, unless ' +
        'something else holds them; a new pattern raises a new alert.',
      confirm: `${kase.subject_name} is blocked from sending money, and their held transfers stay frozen.`,
    };
  }
  return {
    clear:
      `${kase.subject_name} will not be flagged again for these entries until their details or ` +
      'an entry change. The transfers this case holds go ahead, unless something else holds them.',
    confirm:
      kase.subject_type === 'customer'
        ? `${kase.subject_name} is blocked from sending money, and their held transfers stay frozen.`
        : `${kase.subject_name} is blocked as a recipient, and transfers to them are refunded to the sender.`,
  };
}

/** Who decided, when, and their note. */
export function DecisionRecord({ kase }: { kase: ComplianceCase }) {
  if (!kase.decision || kase.status === 'open') return null;
  return (
    <Alert
      tone={kase.status === 'confirmed' ? 'error' : 'info'}
      title={`${caseStatusLabel[kase.status]} by ${kase.decision.by}, ${formatDateTime(kase.decision.at)}`}
    >
      <p className="whitespace-pre-line">{kase.decision.note}</p>
    </Alert>
  );
}

/** The decisions' words: a screening case is about a match, a monitoring case about activity. */
const decisionWords = {
  screening: {
    hint: 'Compare every hit above before deciding.',
    clear: 'Clear as false positive',
    clearTitle: 'Clear as a false positive?',
    confirm: 'Confirm match',
    confirmTitle: 'Confirm the match?',
  },
  monitoring: {
    hint: 'Read every alert and the transfers behind it before deciding.',
    clear: 'Clear: activity explained',
    clearTitle: 'Clear the alerts as explained?',
    confirm: 'Confirm and block',
    confirmTitle: 'Confirm the concern and block the customer?',
  },
} as const;

/** The two decisions on an open case, each asking for a note; for compliance only. */
export function CaseDecisions({
  kase,
  roles,
}: {
  kase: ComplianceCase;
  roles: readonly StaffRole[];
}) {
  const clear = useDecideCase(kase.id, 'clear');
  const confirm = useDecideCase(kase.id, 'confirm');
  const [dialog, setDialog] = useState<CaseDecision | null>(null);
  const says = consequences(kase);
  const words = decisionWords[kase.kind];
  const mayDecide = staffMay(roles, 'cases.decide');
  return (
    <>
      {kase.status === 'open' && mayDecide ? (
        <Card title="Decision" description={words.hint}>
          <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
            <div className="space-y-2">
              <Button variant="secondary" onClick={() => setDialog('clear')}>
                {words.clear}
              </Button>
              <p className="text-sm text-muted">{says.clear}</p>
            </div>
            <div className="space-y-2">
              <Button variant="danger" onClick={() => setDialog('confirm')}>
                {words.confirm}
              </Button>
              <p className="text-sm text-muted">{says.confirm}</p>
            </div>
          </div>
        </Card>
      ) : null}
      {/* Outlives the case's status: a 409 refetches the case, and its message must stay. */}
      {dialog ? (
        <ReasonDialog
          title={dialog === 'clear' ? words.clearTitle : words.confirmTitle}
          description={says[dialog]}
          label="Note for the record"
          confirmLabel={dialog === 'clear' ? 'Clear case' : words.confirm}
          danger={dialog === 'confirm'}
          rules={caseDecisionSchema.shape.note}
          field="note"
          onConfirm={(note) => (dialog === 'clear' ? clear : confirm).mutateAsync(note)}
          onDismiss={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
