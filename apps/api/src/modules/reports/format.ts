/**
 * One regulator's report of transfers sent: which transfers it wants, by when, and the file.
 * AUSTRAC's IFTI-DRA (reports/austrac) is the first; another country's regulator is another
 * implementation in `regulatorFormats` (service.ts), and its callers never change.
 */
export interface RegulatorReportFormat {
  /** Stored with each report and its items, such as 'austrac-ifti-dra'. */
  readonly id: string;
  readonly regulator: string;
  /** A day is a day in this zone (the day sent, the deadline, today). */
  readonly timeZone: string;
  readonly contentType: string;
  /** Whether a transfer sent out is this regulator's to hear of. */
  reportable(transfer: { sourceCurrency: string }): boolean;
  /** The last day to lodge the report of transfers sent on `day`. */
  deadline(day: string): string;
  /** Working days from `today` to `deadline`, as the deadline counts them (negative past it). */
  daysLeft(today: string, deadline: string): number;
  /** Whether `day` is a day the regulator works (the daily job runs on those only). */
  isWorkingDay(day: string): boolean;
  fileName(report: { day: string; sequence: number }): string;
  content(report: ReportFile): string;
}

export interface ReportFile {
  day: string;
  sequence: number;
  fileName: string;
  transfers: ReportedTransfer[];
}

export interface ReportAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  countryIso2: string | null;
}

/** Everything a regulator's report says of one transfer, read together (repository.ts). */
export interface ReportedTransfer {
  id: string;
  trackingNumber: string;
  /** When the customer's instruction was accepted (the transfer confirmed). */
  acceptedAt: Date;
  /** When the money was sent out (the transfer reached processing). */
  sentAt: Date;
  /** When the payout partner made the money available; null while it has not. */
  availableAt: Date | null;
  sourceCurrency: string;
  sendMinor: number;
  destinationCurrency: string;
  receiveMinor: number;
  purpose: string;
  /** The customer's own words for the transfer, if any. */
  reference: string | null;
  transferor: {
    customerNumber: string;
    fullName: string;
    dateOfBirth: string | null;
    address: ReportAddress | null;
    /** The identity document compliance approved, if any. */
    identification: {
      type: string;
      title: string;
      number: string | null;
      verifiedAt: Date;
    } | null;
  };
  transferee: {
    fullName: string;
    countryIso2: string;
    payoutMethod: string;
    /** The payout details, labelled as when the transfer was made. */
    details: { label: string; value: string }[];
  };
  payout: { provider: string; reference: string | null } | null;
}
