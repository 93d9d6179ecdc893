import {
  sanctionsListTitles,
  type MonitoringAlert,
  type ScreeningHit,
  type SmrDraft,
} from '@homeward/contract';
import { RefusedTransition } from '../../lib/domain-errors';
import { money } from '../../lib/money';
import type { BusinessDays } from '../reports/austrac/business-days';
import { dayIn } from '../reports/days';
import { labelledDetails } from '../recipients/presenter';
import { caseReference, type CaseRow, type ComplianceRepository } from './repository';

const SYDNEY = 'Australia/Sydney';

type Party = SmrDraft['subject'];
type CustomerParty = Awaited<ReturnType<ComplianceRepository['customerParty']>>;
type TransferRow = Awaited<ReturnType<ComplianceRepository['relatedTransfers']>>[number];

function customerParty(row: CustomerParty): Party {
  const address = row?.address;
  return {
    role: 'customer',
    full_name: row?.wholeName ?? '',
    date_of_birth: row?.dateOfBirth ?? null,
    nationality: row?.nationality ?? null,
    customer_number: row?.crn ?? null,
    email: row?.email ?? null,
    address: address
      ? [address.addressLine1, address.addressLine2, address.city, address.region, address.postcode]
          .filter(Boolean)
          .join(', ')
      : null,
    payout_details: [],
  };
}

function recipientParty(name: string, latest: TransferRow | undefined): Party {
  const snapshot = latest?.recipient;
  return {
    role: 'recipient',
    full_name: name,
    date_of_birth: null,
    nationality: null,
    customer_number: null,
    email: null,
    address: snapshot?.countryName ?? null,
    payout_details: snapshot
      ? labelledDetails(snapshot.countryIso2, snapshot.payoutMethod, snapshot.details, 'stored')
      : [],
  };
}

/**
 * The sections of AUSTRAC's suspicious matter report, filled from a confirmed case: who it is
 * about, on what grounds (the listed entries matched, or the monitoring alerts raised, and the
 * officer's note), the transactions, and when it is due (three business days after the suspicion was formed; 24 hours when it
 * concerns terrorism financing). A draft for the officer: Homeward does not lodge it.
 */
export async function smrDraft(
  deps: {
    read: ComplianceRepository;
    businessDays: BusinessDays;
    reportingEntity: SmrDraft['reporting_entity'];
  },
  row: CaseRow,
  /** A monitoring case's alerts; none on a screening case. */
  alerts: MonitoringAlert[],
): Promise<SmrDraft> {
  if (row.status !== 'confirmed' || !row.decidedAt) {
    throw new RefusedTransition(
      `Case ${caseReference(row)} is ${row.status}: a suspicious matter report is prepared once compliance confirms the case.`,
    );
  }
  const hits = row.hits as ScreeningHit[];
  const [customer, transfers] = await Promise.all([
    deps.read.customerParty(row.customerId),
    deps.read.relatedTransfers(row),
  ]);
  const subjectName = (row.subject as { name: string }).name;
  const formed = row.decidedAt;
  const listed = hits.map(
    (hit) => `${hit.primary_name} (${sanctionsListTitles[hit.source]} ${hit.ref})`,
  );
  const monitoring = row.kind === 'monitoring';
  // A monitoring case reports the transfers its alerts name, not every transfer of the customer.
  const alerted = new Set(
    alerts.flatMap((alert) => alert.transfers.map((transfer) => transfer.id)),
  );
  const reported = monitoring
    ? transfers.filter((transfer) => alerted.has(transfer.id))
    : transfers;
  const grounds = monitoring
    ? [
        `Transaction monitoring raised: ${alerts.map((alert) => `${alert.rule_title}: ${alert.explanation}`).join('; ')}.`,
        `Compliance confirmed the suspicion: ${row.decisionNote ?? ''}`,
      ]
    : [
        `Sanctions screening matched ${subjectName} to ${listed.join('; ')}.`,
        `Compliance confirmed the match: ${row.decisionNote ?? ''}`,
      ];
  return {
    case_reference: caseReference(row),
    reporting_entity: deps.reportingEntity,
    suspicion_formed_at: formed.toISOString(),
    due_by: deps.businessDays.addBusinessDays(dayIn(SYDNEY, formed), 3),
    due_by_if_terrorism_financing: new Date(formed.getTime() + 86_400_000).toISOString(),
    grounds: grounds.join(' '),
    subject:
      row.subjectType === 'customer'
        ? customerParty(customer)
        : recipientParty(subjectName, transfers[0]),
    ordering_customer: row.subjectType === 'recipient' ? customerParty(customer) : null,
    listed_entries: hits.map((hit) => ({
      list: sanctionsListTitles[hit.source],
      ref: hit.ref,
      primary_name: hit.primary_name,
      programs: hit.entry.programs,
      score: hit.score,
    })),
    transactions: reported.map((transfer) => ({
      tracking_number: transfer.trackingNumber,
      date: transfer.createdAt.toISOString(),
      status: transfer.status,
      sent: money(transfer.sendMinor, transfer.sourceCurrency),
      to_be_received: money(transfer.receiveMinor, transfer.destinationCurrency),
      recipient_name: transfer.recipientName,
      destination_country: transfer.recipient.countryName,
    })),
  };
}
