import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Database } from './db/client';
import type { SecretBox } from './lib/secret-box';
import type { AccountSecurityService } from './modules/account-security/service';
import type { AuditRepository } from './modules/audit/repository';
import { caseService } from './modules/compliance/cases';
import type { CountryRepository } from './modules/countries/repository';
import { customerAdminRepository } from './modules/customers/admin-repository';
import { customerAdminService } from './modules/customers/admin-service';
import type { customerRepository } from './modules/customers/repository';
import { jobAdminService } from './modules/jobs/admin-service';
import type { JobQueue } from './modules/jobs/queue';
import { sealedValueRepository } from './modules/key-rotation/repository';
import { keyRotationService } from './modules/key-rotation/service';
import type { LimitService } from './modules/limits/service';
import type { MonitoringService } from './modules/monitoring/service';
import { paymentRepository } from './modules/payments/repository';
import type { SandboxProvider } from './modules/payments/sandbox';
import type { ProposalService } from './modules/proposals/service';
import { events } from './modules/realtime/broadcaster';
import { australianBusinessDays } from './modules/reports/austrac/business-days';
import { austracIftiDra } from './modules/reports/austrac/ifti-dra';
import { dailyReports } from './modules/reports/daily-job';
import { financeExportService } from './modules/reports/exports/service';
import { reportRepository } from './modules/reports/repository';
import { regulatorReportService } from './modules/reports/service';
import type { RiskService } from './modules/risk/service';
import { staffRepository } from './modules/staff/repository';
import { staffService } from './modules/staff/service';
import type { Throttles } from './modules/throttle/throttle';
import type { TransferLifecycle } from './modules/transfer-lifecycle/lifecycle';
import { adminTransferRepository } from './modules/transfers/admin-repository';
import { adminTransferService } from './modules/transfers/admin-service';
import { workQueueRepository } from './modules/work-queue/repository';

/**
 * What staff work with: their accounts, customers and transfers as they see them, the work queue,
 * compliance's cases and the regulator's reports, finance's exports, jobs' dead letters and the
 * key rotation. Every action here is audited.
 */
export function backOfficeServices(
  app: FastifyInstance,
  core: {
    config: Config;
    db: Database;
    transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
    audit: AuditRepository;
    secrets: SecretBox;
    throttles: Throttles;
    jobs: JobQueue;
    customers: ReturnType<typeof customerRepository>;
    countries: CountryRepository;
    limits: LimitService;
    security: AccountSecurityService;
    monitoring: MonitoringService;
    risk: RiskService;
    lifecycle: TransferLifecycle;
    proposals: ProposalService;
    sandbox: SandboxProvider;
    publishToCustomer: (customerId: string, event: string, data: unknown) => void;
    startWorker: boolean;
  },
): Pick<
  AppDeps,
  | 'keyRotation'
  | 'cases'
  | 'reportFormats'
  | 'regulatorReports'
  | 'dailyReports'
  | 'financeExports'
  | 'customerAdmin'
  | 'workQueue'
  | 'adminTransfers'
  | 'adminJobs'
  | 'staff'
> {
  const { config, db, transaction, audit, secrets, throttles, jobs, customers, countries } = core;
  const { limits, security, monitoring, risk, lifecycle, proposals, sandbox } = core;
  const { publishToCustomer } = core;
  const alert = (message: string, details: Record<string, unknown>) =>
    app.log.error(details, message);
  const reportFormats = [
    austracIftiDra({
      reNumber: config.regulator.austracReNumber,
      sender: {
        name: config.company.name,
        abn: config.regulator.abn,
        address: config.company.address,
      },
      disbursingEntity: { name: config.regulator.payoutPartnerName },
    }),
  ];
  const regulatorReports = regulatorReportService({
    reports: reportRepository(db),
    audit,
    transaction,
    alert,
  });
  const reportDaily = dailyReports({
    jobs,
    reports: regulatorReports,
    formats: reportFormats,
    hour: config.regulator.dailyHour,
    log: () => app.log,
  });
  if (core.startWorker) app.addHook('onReady', reportDaily.scheduleToday);
  return {
    keyRotation: keyRotationService({
      sealed: sealedValueRepository(db),
      secrets,
      transaction,
      audit,
    }),
    cases: caseService({
      db,
      alertsOfCase: monitoring.alertsOfCase,
      lifecycle,
      audit,
      customerChanged: (customerId) => publishToCustomer(customerId, events.customerUpdated, {}),
      decided: risk.recompute,
      businessDays: australianBusinessDays(),
      reportingEntity: {
        name: config.company.name,
        re_number: config.regulator.austracReNumber,
        abn: config.regulator.abn,
      },
    }),
    reportFormats,
    regulatorReports,
    dailyReports: reportDaily,
    financeExports: financeExportService({
      db,
      audit,
      transaction,
      onError: (error) => app.log.error({ err: error }, 'finance export failed part-way'),
    }),
    customerAdmin: customerAdminService({
      customers,
      admin: customerAdminRepository(db),
      limits,
      audit,
      transaction,
      customerChanged: (customerId) => publishToCustomer(customerId, events.customerUpdated, {}),
      sendEmailVerification: (customerId) => security.sendEmailVerification(customerId),
      country: (id) => countries.find(id),
    }),
    workQueue: workQueueRepository(db),
    adminJobs: jobAdminService({ queue: jobs, transaction, audit }),
    adminTransfers: adminTransferService({
      reads: adminTransferRepository(db),
      lifecycle,
      proposals,
      audit,
      payments: paymentRepository(db),
      provider: sandbox,
      transaction,
      settings: {
        releaseAbove: config.staff.releaseAboveWithFourEyes,
        limitsCurrency: config.limits.currency,
      },
    }),
    staff: staffService({
      staff: staffRepository(db),
      audit,
      transaction: (work) => db.transaction(work),
      secrets,
      throttles,
      settings: {
        appUrl: config.appUrl,
        idleMinutes: config.staff.idleMinutes,
        lifetimeHours: config.staff.lifetimeHours,
        invitationHours: config.staff.invitationHours,
        secondFactorMaxFailures: config.codes.mfaMaxFailures,
        loginPerAccount: config.throttle.loginPerAccount,
        loginPerIp: config.throttle.loginPerIp,
        loginWindowSeconds: config.throttle.loginWindowSeconds,
      },
    }),
  };
}
