import { transferPurposes, type TransferPurpose } from '@homeward/contract';
import { fromMinor } from '../../../lib/money';
import { dayIn } from '../days';
import type { RegulatorReportFormat, ReportAddress, ReportedTransfer } from '../format';
import { australianBusinessDays, type BusinessDays } from './business-days';
import { element, leaf, render, type Node } from './xml';

export const IFTI_DRA = 'austrac-ifti-dra';
const NAMESPACE = 'urn:homeward:austrac:ifti-dra:1';
const SYDNEY = 'Australia/Sydney';
/** AML/CTF Act s 45(2): within 10 business days after the day the instruction was sent. */
const BUSINESS_DAYS_TO_REPORT = 10;

export interface IftiDraSettings {
  /** The reporting entity number AUSTRAC gave Homeward at enrolment. */
  reNumber: string;
  /** Homeward, the sender: who accepted the customer's instruction. */
  sender: { name: string; abn: string; address: string };
  /** The payout partner that makes the money available in the destination country. */
  disbursingEntity: { name: string };
  businessDays?: BusinessDays;
}

/**
 * AUSTRAC's IFTI-DRA: Homeward is not a financial institution, so each transfer sent from
 * Australia (paid in AUD) is an international funds transfer instruction under a designated
 * remittance arrangement. The file follows ifti-dra.xsd beside this file (our schema, derived
 * from AUSTRAC's guidance: see its header).
 */
export function austracIftiDra(settings: IftiDraSettings): RegulatorReportFormat {
  const businessDays = settings.businessDays ?? australianBusinessDays();
  const day = (at: Date) => dayIn(SYDNEY, at);

  const address = (where: ReportAddress): Node =>
    where.countryIso2
      ? element(
          'mainAddress',
          leaf('addr', [where.line1, where.line2].filter(Boolean).join(', ')),
          leaf('suburb', where.city),
          leaf('state', where.region),
          leaf('postcode', where.postcode),
          leaf('country', where.countryIso2),
        )
      : [];

  const amount = (name: string, minor: number, currency: string) =>
    element(name, leaf('currency', currency), leaf('amount', fromMinor(minor, currency)));

  /** The customer's reference if they gave one, else the purpose they chose. */
  const reason = (transfer: ReportedTransfer) =>
    transfer.reference?.trim() ||
    (transferPurposes[transfer.purpose as TransferPurpose] ?? transfer.purpose);

  const report = (transfer: ReportedTransfer): Node => {
    const { transferor, transferee } = transfer;
    const id = transferor.identification;
    return element(
      'iftiDra',
      element(
        'header',
        leaf('txnRefNo', transfer.trackingNumber),
        leaf('reReportRef', transfer.id),
      ),
      element(
        'transaction',
        leaf('txnDate', day(transfer.acceptedAt)),
        leaf('sentDate', day(transfer.sentAt)),
        leaf('valueDate', transfer.availableAt && day(transfer.availableAt)),
        leaf('direction', 'O'),
        leaf('tfrType', 'M'),
        amount('currencyAmount', transfer.sendMinor, transfer.sourceCurrency),
        amount('amountAvailable', transfer.receiveMinor, transfer.destinationCurrency),
      ),
      element(
        'transferor',
        leaf('fullName', transferor.fullName),
        transferor.address ? address(transferor.address) : [],
        leaf('custNo', transferor.customerNumber),
        element('individualDetails', leaf('dob', transferor.dateOfBirth)),
        id
          ? element(
              'identification',
              leaf('type', id.type),
              leaf('typeDesc', id.title),
              leaf('number', id.number),
              leaf('verifiedDate', day(id.verifiedAt)),
            )
          : [],
      ),
      element(
        'sender',
        leaf('name', settings.sender.name),
        leaf('abn', settings.sender.abn),
        leaf('reNumber', settings.reNumber),
        element('mainAddress', leaf('addr', settings.sender.address), leaf('country', 'AU')),
      ),
      element(
        'disbursingEntity',
        leaf('name', settings.disbursingEntity.name),
        leaf('country', transferee.countryIso2),
        leaf('payoutRef', transfer.payout?.reference),
      ),
      element(
        'transferee',
        leaf('fullName', transferee.fullName),
        element('mainAddress', leaf('country', transferee.countryIso2)),
        leaf('payoutMethod', transferee.payoutMethod),
        transferee.details.map((detail) =>
          detail.value.trim()
            ? element('payoutDetail', leaf('label', detail.label), leaf('value', detail.value))
            : [],
        ),
      ),
      leaf('reasonForTransfer', reason(transfer)),
    );
  };

  return {
    id: IFTI_DRA,
    regulator: 'AUSTRAC',
    timeZone: SYDNEY,
    contentType: 'application/xml; charset=utf-8',
    reportable: (transfer) => transfer.sourceCurrency === 'AUD',
    deadline: (sent) => businessDays.addBusinessDays(sent, BUSINESS_DAYS_TO_REPORT),
    daysLeft: (today, deadline) => businessDays.between(today, deadline),
    isWorkingDay: businessDays.isBusinessDay,
    fileName: ({ day: covered, sequence }) =>
      `IFTI-DRA-${settings.reNumber}-${covered.replaceAll('-', '')}-${String(sequence).padStart(2, '0')}.xml`,
    content: (file) =>
      render([
        `<iftiDraList xmlns="${NAMESPACE}">`,
        leaf('reNumber', settings.reNumber),
        leaf('fileName', file.fileName),
        leaf('reportCount', file.transfers.length),
        file.transfers.map(report),
        '</iftiDraList>',
      ]),
  };
}
