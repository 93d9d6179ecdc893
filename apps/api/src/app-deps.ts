import { type PasswordPolicy } from '@homeward/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Keyring } from './lib/keyring';
import { type KeyRotationService } from './modules/key-rotation/service';
import { type SecretBox } from './lib/secret-box';
import { type AccountSecurityService } from './modules/account-security/service';
import { type PasskeyService } from './modules/passkeys/service';
import { type JobQueue } from './modules/jobs/queue';
import { type Housekeeping } from './modules/housekeeping/service';
import { type Notifications } from './modules/notifications/service';
import { type EmailChangeService } from './modules/account-security/email-change';
import { type StepUpService } from './modules/account-security/step-up';
import { type NewDeviceNotices } from './modules/devices/new-device';
import { type CountryRepository } from './modules/countries/repository';
import { type SupportService } from './modules/support/service';
import { type DocumentService } from './modules/documents/service';
import { type UploadService } from './modules/documents/upload-service';
import { type ProfileService } from './modules/profile/service';
import { type PushSubscriptionRepository } from './modules/push/repository';
import type { PushPort } from './modules/notifications/notice';
import { type AuthService } from './modules/auth/service';
import { type CustomerService } from './modules/customers/service';
import { type SessionService } from './modules/sessions/service';
import { type Throttles } from './modules/throttle/store';
import { type LimitService } from './modules/limits/service';
import { type PricingService } from './modules/pricing/service';
import { type QuoteService } from './modules/quotes/service';
import { type RecipientService } from './modules/recipients/service';
import { type RateAlertService } from './modules/rate-alerts/service';
import { type TransferService } from './modules/transfers/service';
import { type PaymentService } from './modules/payments/service';
import { type DailyReconciliation } from './modules/reconciliation/daily-job';
import { type DailyReports } from './modules/reports/daily-job';
import { type FinanceExportService } from './modules/reports/exports/service';
import type { RegulatorReportFormat } from './modules/reports/format';
import { type RegulatorReportService } from './modules/reports/service';
import { type DailySchedules } from './modules/schedules/daily-job';
import { type ScheduleService } from './modules/schedules/service';
import { type ReconciliationService } from './modules/reconciliation/service';
import { type TransferLifecycle } from './modules/transfer-lifecycle/lifecycle';
import { type Broadcaster } from './modules/realtime/broadcaster';
import { type Cluster } from './modules/realtime/cluster';
import { type Roster } from './modules/realtime/roster';
import { type RealtimeServer } from './modules/realtime/server';
import { type AuditRepository } from './modules/audit/repository';
import { type CustomerAdminService } from './modules/customers/admin-service';
import { type WorkQueueRepository } from './modules/work-queue/repository';
import { type StaffService } from './modules/staff/service';
import { type JobAdminService } from './modules/jobs/admin-service';
import { type ProposalService } from './modules/proposals/service';
import { type AdminTransferService } from './modules/transfers/admin-service';
import { type SanctionsLists } from './modules/sanctions/lists';
import { type ScreeningService } from './modules/compliance/screening';
import { type CaseService } from './modules/compliance/cases';
import { type MonitoringService } from './modules/monitoring/service';
import { type RiskService } from './modules/risk/service';

/** The services and settings every route reaches through `app.deps`. */
export interface AppDeps {
  config: Config;
  /** APP_KEY and APP_PREVIOUS_KEYS: every signature and digest under APP_KEY goes through it. */
  keys: Keyring;
  /** Authenticator seeds, sealed under the keyring. */
  secrets: SecretBox;
  keyRotation: KeyRotationService;
  db: Database;
  webDistDir: string;
  passwordPolicy: PasswordPolicy;
  throttles: Throttles;
  sessions: SessionService;
  customers: CustomerService;
  auth: AuthService;
  security: AccountSecurityService;
  passkeys: PasskeyService;
  stepUp: StepUpService;
  emailChange: EmailChangeService;
  newDevices: NewDeviceNotices;
  notifications: Notifications;
  /** Web push: each device's subscription, and the sender (a job per device). */
  pushSubscriptions: PushSubscriptionRepository;
  push: PushPort;
  /** The daily pruning of short-lived rows (sessions, codes, unused quotes…). */
  housekeeping: Housekeeping;
  jobs: JobQueue;
  countries: CountryRepository;
  profile: ProfileService;
  documents: DocumentService;
  uploads: UploadService;
  pricing: PricingService;
  quotes: QuoteService;
  limits: LimitService;
  recipients: RecipientService;
  transfers: TransferService;
  payments: PaymentService;
  lifecycle: TransferLifecycle;
  reconciliation: ReconciliationService;
  dailyReconciliation: DailyReconciliation;
  /** Scheduled transfers, and their daily run (issue 19 item 6). */
  schedules: ScheduleService;
  dailySchedules: DailySchedules;
  realtime: RealtimeServer;
  /** What reaches the built-in server's sockets on every node. */
  cluster: () => Cluster;
  /** Who is subscribed to the built-in server's channels, on every node. */
  roster: () => Roster;
  /** Publishes an App.Events event on a customer's private channel; never blocks or throws. */
  publishToCustomer: (customerId: string, event: string, data: unknown) => void;
  /** Read through a function: it is chosen once Redis answers. */
  broadcaster: () => Broadcaster;
  /** The back office's staff accounts and sessions. */
  staff: StaffService;
  /** The append-only record of every staff action. */
  audit: AuditRepository;
  /** Customers as staff see and change them. */
  customerAdmin: CustomerAdminService;
  /** What waits for staff. */
  workQueue: WorkQueueRepository;
  /** Four eyes: price changes and large releases wait for a second officer. */
  proposals: ProposalService;
  /** Transfers as staff search, read, hold, release and refuse them. */
  adminTransfers: AdminTransferService;
  /** The job queue's dead letters, for staff. */
  adminJobs: JobAdminService;
  /** The sanctions lists in force, their imports, and the index screening uses. */
  sanctions: SanctionsLists;
  /** Screening customers and recipients against the lists; hits open cases. */
  screening: ScreeningService;
  /** Compliance cases as officers decide them. */
  cases: CaseService;
  /** Transaction monitoring's rules, as compliance tunes them, and their alerts. */
  monitoring: MonitoringService;
  /** The customer risk rating: computed, overridden by officers, and what it lowers. */
  risk: RiskService;
  /** Each regulator's report of transfers sent (AUSTRAC's IFTI-DRA). */
  reportFormats: RegulatorReportFormat[];
  regulatorReports: RegulatorReportService;
  dailyReports: DailyReports;
  /** Finance's CSV exports of transfers, fees, refunds and journals. */
  financeExports: FinanceExportService;
  /** Customers' requests to support, and support's replies. */
  support: SupportService;
  /** The customer's rate alerts (what fires them is rateAlertChecks, as jobs). */
  rateAlerts: RateAlertService;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
