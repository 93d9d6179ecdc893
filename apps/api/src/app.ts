import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PROOF_OF_IDENTITY_CATEGORY, type PasswordPolicy } from '@homeward/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import { requestIdOf } from './lib/request-id';
import { keyring, type Keyring } from './lib/keyring';
import { keyRotationService, type KeyRotationService } from './modules/key-rotation/service';
import { sealedValueRepository } from './modules/key-rotation/repository';
import { secretBox, type SecretBox } from './lib/secret-box';
import { accountSecurityRoutes } from './modules/account-security/routes';
import {
  passwordResetRepository,
  recoveryCodeRepository,
} from './modules/account-security/repository';
import {
  accountSecurityService,
  type AccountSecurityService,
} from './modules/account-security/service';
import { authRoutes } from './modules/auth/routes';
import { challengeRepository, passkeyRepository } from './modules/passkeys/repository';
import { passkeyRoutes } from './modules/passkeys/routes';
import { passkeyService, type PasskeyService } from './modules/passkeys/service';
import { codeRepository } from './modules/codes/repository';
import { codeService } from './modules/codes/service';
import { deviceRoutes } from './modules/devices/routes';
import { jobQueue, type JobQueue } from './modules/jobs/queue';
import { jobRepository } from './modules/jobs/repository';
import { mailer, outboxTransport, smtpTransport } from './modules/mail/mailer';
import { housekeeping, type Housekeeping } from './modules/housekeeping/service';
import { notificationPreferenceRepository } from './modules/notifications/repository';
import { notificationRoutes } from './modules/notifications/routes';
import { notificationService, type Notifications } from './modules/notifications/service';
import { outboxRepository } from './modules/mail/outbox-repository';
import { devOutboxRoutes } from './modules/mail/routes';
import {
  emailChangeService,
  type EmailChangeService,
} from './modules/account-security/email-change';
import { secondFactorChecks } from './modules/account-security/second-factor';
import { stepUpService, type StepUpService } from './modules/account-security/step-up';
import { newDeviceNotices, type NewDeviceNotices } from './modules/devices/new-device';
import { securityEventRepository } from './modules/security-events/repository';
import { countryRepository, type CountryRepository } from './modules/countries/repository';
import { companyFooter } from './modules/company/details';
import { supportRepository } from './modules/support/repository';
import { supportRoutes } from './modules/support/routes';
import { supportService, type SupportService } from './modules/support/service';
import { companyRoutes } from './modules/company/routes';
import { countryRoutes } from './modules/countries/routes';
import { documentRepository } from './modules/documents/repository';
import { documentRoutes } from './modules/documents/routes';
import { documentService, type DocumentService } from './modules/documents/service';
import { uploadRepository } from './modules/documents/upload-repository';
import { uploadRoutes } from './modules/documents/upload-routes';
import { uploadService, type UploadService } from './modules/documents/upload-service';
import { localStorage, s3Storage } from './modules/storage/storage';
import { profileRepository } from './modules/profile/repository';
import { languageRoutes } from './modules/profile/language-routes';
import { profileRoutes } from './modules/profile/routes';
import { profileService, type ProfileService } from './modules/profile/service';
import { httpSmsTransport, outboxSmsTransport, smsSender } from './modules/sms/sender';
import {
  pushSubscriptionRepository,
  type PushSubscriptionRepository,
} from './modules/push/repository';
import { pushRoutes } from './modules/push/routes';
import { pushSender, webPushTransport, type PushTransport } from './modules/push/sender';
import type { PushPort } from './modules/notifications/notice';
import { authService, type AuthService } from './modules/auth/service';
import { speakerOf } from './modules/customers/speaker';
import { customerRepository } from './modules/customers/repository';
import { customerService, type CustomerService } from './modules/customers/service';
import { healthRoutes } from './modules/health/routes';
import { buildPasswordPolicy } from './modules/password-policy/policy';
import { passwordPolicyRoutes } from './modules/password-policy/routes';
import { sessionRepository } from './modules/sessions/repository';
import { sessionService, type SessionService } from './modules/sessions/service';
import { postgresThrottles, redisThrottles, type Throttles } from './modules/throttle/store';
import { limitRoutes } from './modules/limits/routes';
import { limitService, type LimitService } from './modules/limits/service';
import { corridorChanges, corridorCopy } from './modules/pricing/corridor-copy';
import { httpRateProvider, tableRateProvider } from './modules/pricing/rates';
import { pricingRepository } from './modules/pricing/repository';
import { corridorRoutes } from './modules/pricing/routes';
import { pricingService, type PricingService } from './modules/pricing/service';
import { quoteRepository } from './modules/quotes/repository';
import { quoteRoutes } from './modules/quotes/routes';
import { quoteService, type QuoteService } from './modules/quotes/service';
import { recipientRepository } from './modules/recipients/repository';
import { recipientRoutes } from './modules/recipients/routes';
import { recipientService, type RecipientService } from './modules/recipients/service';
import { transferRepositories, transferRepository } from './modules/transfers/repository';
import { transferRoutes } from './modules/transfers/routes';
import { statementRoutes } from './modules/statements/routes';
import { alertCustomer, queueRateAlertCheck, rateAlertChecks } from './modules/rate-alerts/checks';
import { rateAlertRepository } from './modules/rate-alerts/repository';
import { rateAlertRoutes } from './modules/rate-alerts/routes';
import { rateAlertService, type RateAlertService } from './modules/rate-alerts/service';
import { transferService, type TransferService } from './modules/transfers/service';
import { paymentRoutes, webhookRoutes } from './modules/payments/routes';
import { httpDeliver, registerSandboxDelivery, sandboxProvider } from './modules/payments/sandbox';
import { sandboxRepository } from './modules/payments/sandbox-repository';
import { sandboxRoutes } from './modules/payments/sandbox-routes';
import { paymentRepository } from './modules/payments/repository';
import { paymentService, type PaymentService } from './modules/payments/service';
import { payoutSimulator } from './modules/payouts/simulator';
import { dailyReconciliation, type DailyReconciliation } from './modules/reconciliation/daily-job';
import { austracIftiDra } from './modules/reports/austrac/ifti-dra';
import { australianBusinessDays } from './modules/reports/austrac/business-days';
import { dailyReports, type DailyReports } from './modules/reports/daily-job';
import { financeExportService, type FinanceExportService } from './modules/reports/exports/service';
import type { RegulatorReportFormat } from './modules/reports/format';
import { reportRepository } from './modules/reports/repository';
import { regulatorReportService, type RegulatorReportService } from './modules/reports/service';
import { reconciliationRepository } from './modules/reconciliation/repository';
import { dailySchedules, type DailySchedules } from './modules/schedules/daily-job';
import { scheduleRepository } from './modules/schedules/repository';
import { scheduleRoutes } from './modules/schedules/routes';
import { scheduleService, type ScheduleService } from './modules/schedules/service';
import { presentCustomer } from './modules/customers/presenter';
import {
  reconciliationService,
  type ReconciliationService,
} from './modules/reconciliation/service';
import { transferLifecycle, type TransferLifecycle } from './modules/transfer-lifecycle/lifecycle';
import { lifecycleRepositories } from './modules/transfer-lifecycle/repository';
import { unitOfWork } from './db/unit-of-work';
import {
  clusterBroadcaster,
  pusherHttpBroadcaster,
  customerChannel,
  events,
  type Broadcaster,
} from './modules/realtime/broadcaster';
import { localCluster, redisCluster, type Cluster } from './modules/realtime/cluster';
import { transferNotifier } from './modules/realtime/notifier';
import { pusherHttpApiRoutes } from './modules/realtime/http-api';
import { broadcastingRoutes } from './modules/realtime/routes';
import { localRoster, redisRoster, type Roster } from './modules/realtime/roster';
import { realtimeServer, type RealtimeServer } from './modules/realtime/server';
import { registerWebhookDelivery, webhookSender } from './modules/realtime/webhooks';
import { defaultWebDistDir } from './paths';
import { apiDocsPlugin } from './plugins/api-docs';
import { compressionPlugin } from './plugins/compression';
import { customerWordsPlugin } from './plugins/customer-words';
import { errorsPlugin } from './plugins/errors';
import { metricsRoutes } from './plugins/metrics';
import { serverTimingPlugin } from './plugins/server-timing';
import { bodiesPlugin } from './plugins/bodies';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { refuseUnreadableAddress } from './plugins/framework-errors';
import { loggerOptions, OneLinePerRequest } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { backOfficePlugin } from './plugins/back-office';
import { spaPlugin } from './plugins/spa';
import { staffAuthPlugin } from './plugins/staff-auth';
import { auditRepository, type AuditRepository } from './modules/audit/repository';
import { staffRepository } from './modules/staff/repository';
import { customerAdminRepository } from './modules/customers/admin-repository';
import { customerAdminService, type CustomerAdminService } from './modules/customers/admin-service';
import { workQueueRepository, type WorkQueueRepository } from './modules/work-queue/repository';
import { staffService, type StaffService } from './modules/staff/service';
import { registerAdminRoutes } from './admin-routes';
import { jobAdminService, type JobAdminService } from './modules/jobs/admin-service';
import { proposalRepository } from './modules/proposals/repository';
import { proposalService, type ProposalService } from './modules/proposals/service';
import { adminTransferRepository } from './modules/transfers/admin-repository';
import { adminTransferService, type AdminTransferService } from './modules/transfers/admin-service';
import { sanctionsLists, type SanctionsLists } from './modules/sanctions/lists';
import { sanctionsRefresh } from './modules/sanctions/refresh';
import {
  screeningService,
  type ScreeningService,
  type ScreeningTrigger,
} from './modules/compliance/screening';
import { caseService, type CaseService } from './modules/compliance/cases';
import { monitoringService, type MonitoringService } from './modules/monitoring/service';
import { registerRescreening } from './modules/compliance/rescreen';
import { SOURCE_OF_FUNDS_CATEGORY } from './modules/risk/effects';
import { riskService, type RiskService } from './modules/risk/service';

/** A passkey prompt may be answered for five minutes (WebAuthn's own advice for a timeout). */
const PASSKEY_CHALLENGE_TTL_SECONDS = 300;
/** How often rate alerts are checked besides every rate change (a feed's rates move silently). */
const RATE_ALERT_SWEEP_MINUTES = 15;

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

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Shared throttle counters between nodes; PostgreSQL is used without it. */
  redis?: Redis | undefined;
  /** Runs the job worker (mail, …) inside this process; tests drive `deps.jobs` by hand. */
  startWorker?: boolean;
  /** How the sandbox provider delivers webhooks; tests deliver in-process. Default: HTTP. */
  deliverWebhook?: (url: string, body: string, headers: Record<string, string>) => Promise<number>;
  /** Tests pass false to keep output quiet, or a stream to read what would be logged. */
  logger?: false | { stream: { write(line: string): void } };
  /**
   * Hears every route as it is registered, once per method (HEAD twins of GETs included);
   * tests list the API's routes this way (the access-control matrix, the fuzzer).
   */
  onRoute?: (route: { method: string; url: string }) => void;
  /**
   * Hears every answer a route gives, as sent (tests check them against the OpenAPI document:
   * support/answer-check.ts).
   */
  onAnswer?: (answer: Answer) => void;
  /** Where push messages go; default: the push services, through web-push. */
  pushTransport?: PushTransport;
}

/** An answer as a route sent it; `payload` is the body when it was text (JSON, HTML…). */
export interface Answer {
  method: string;
  /** The route's pattern, as registered. */
  route: string;
  status: number;
  contentType: string | undefined;
  payload: string | undefined;
}

/** Builds the whole API; the server and every test use this one factory. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, redis } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger, config.logLevel),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    genReqId: (request) => requestIdOf(request.headers, config.requestIdHeader),
    requestIdHeader: false,
    // Keep-alive sockets would hold a graceful shutdown open; idle ones close at once.
    forceCloseConnections: 'idle',
    frameworkErrors: refuseUnreadableAddress,
  }).withTypeProvider<ZodTypeProvider>();

  if (config.tracing) {
    // Loaded only when tracing is on; first, so every route and hook after it is in its spans.
    const { startTracing } = await import('./lib/tracing-sdk');
    const tracing = startTracing(config.tracing, config.role);
    await app.register(tracing.plugin);
    app.addHook('onClose', () => tracing.shutdown());
  }

  const { onRoute } = options;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }
  const { onAnswer } = options;
  if (onAnswer) {
    app.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions.url;
      if (route === undefined) return payload;
      const type = reply.getHeader('content-type');
      onAnswer({
        method: request.method,
        route,
        status: reply.statusCode,
        contentType: typeof type === 'string' ? type : undefined,
        payload: typeof payload === 'string' ? payload : undefined,
      });
      return payload;
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const keys = keyring(config.appKey, config.previousAppKeys);
  const secrets = secretBox(keys);
  const customers = customerRepository(db);
  const throttles = redis ? redisThrottles(redis) : postgresThrottles(db);
  const sessions = sessionService({
    sessions: sessionRepository(db),
    settings: config.session,
    keys,
    // The customer's browsers hear it first (the SPA signs out on SessionRevoked for its own
    // session, or for all: null), then the ended sessions' sockets close: a connection lives no
    // longer than its session (issue 15). `cluster` is chosen below; sessions end only at
    // request time, after it is.
    onEnded: (ended) => {
      if (!('exceptId' in ended && ended.exceptId)) {
        publishToCustomer(ended.customerId, events.sessionRevoked, {
          session_id: 'sessionId' in ended ? ended.sessionId : null,
          reason: ended.reason ?? null,
        });
      }
      cluster.send({ kind: 'sessions-ended', ended });
      // Push subscriptions go with their device. The sender skips ended sessions anyway, so a
      // failure here only leaves a row behind.
      const forgotten =
        'sessionId' in ended
          ? pushSubscriptions.removeOfSession(ended.sessionId)
          : pushSubscriptions.removeOfCustomer(ended.customerId, ended.exceptId);
      forgotten.catch((error: unknown) =>
        app.log.error({ err: error }, 'push subscriptions of ended sessions not removed'),
      );
    },
  });
  const pushSubscriptions = pushSubscriptionRepository(db);
  const jobs = jobQueue(jobRepository(db), {
    leaseMs: config.jobs.leaseSeconds * 1000,
    retentionMs: config.jobs.retentionDays * 86_400_000,
  });
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : outboxTransport(outboxRepository(db), () => app.log);
  const codes = codeService({
    codes: codeRepository(db),
    settings: config.codes,
    keys,
  });
  const countries = countryRepository(db);
  const sms = smsSender(
    jobs,
    config.sms.url
      ? httpSmsTransport(config.sms.url)
      : outboxSmsTransport(outboxRepository(db), () => app.log),
  );
  // Each customer is written to in their language, with times in their zone.
  const speakers = speakerOf(customers);
  const mail = mailer(jobs, transport, (t) => companyFooter(config.company, t), speakers);
  const push = pushSender({
    queue: jobs,
    subscriptions: pushSubscriptions,
    transport: options.pushTransport ?? webPushTransport(config.push),
    log: () => app.log,
  });
  // Every customer notification goes through here, honouring the customer's preferences.
  const notifications = notificationService({
    preferences: notificationPreferenceRepository(db),
    mailer: mail,
    sms,
    push,
    mobileNumber: async (customerId, executor = db) =>
      (await customerRepository(executor as Database).findAccount(customerId))?.mobileNumber ??
      null,
    speakerOf: speakers,
    log: () => app.log,
  });
  // Screens learn of changes through the customer's channel; `broadcaster` is chosen below and
  // these run only at request time, after it is.
  const publishToCustomer = (customerId: string, event: string, data: unknown) =>
    broadcaster.publish(customerChannel(customerId), event, data);
  // Screening at the moments a person's name is saved. It never fails the save: a screening
  // that could not run is an alert, and every payout screens again before the money leaves.
  const screenOnSave =
    (
      trigger: ScreeningTrigger,
      screen: (id: string, trigger: ScreeningTrigger) => Promise<unknown>,
    ) =>
    async (id: string) => {
      await screen(id, trigger).catch((error: unknown) =>
        app.log.error({ err: error, id, trigger }, 'screening failed; payout will screen again'),
      );
    };
  const documents = documentService({
    identityApproved: screenOnSave('document_approved', (id, trigger) =>
      screening.screenCustomer(id, trigger),
    ),
    documents: documentRepository(db),
    customers,
    notifications,
    onStatusChanged: (customerId, documentId, status) =>
      publishToCustomer(customerId, events.documentStatusUpdated, {
        document_id: documentId,
        status,
      }),
  });
  const recoveryCodes = recoveryCodeRepository(db);
  // One set of second-factor checks for the sign-in step and step-up alike.
  const factors = secondFactorChecks({
    customers,
    codes,
    recoveryCodes,
    secrets,
    keys,
  });
  const passkeyStore = passkeyRepository(db);
  const security = accountSecurityService({
    customers,
    sessions,
    codes,
    mailer: mail,
    notifications,
    events: securityEventRepository(db),
    resets: passwordResetRepository(db),
    recoveryCodes,
    throttles,
    secrets,
    factors,
    settings: {
      appUrl: config.appUrl,
      codeTtlMinutes: config.codes.ttlMinutes,
      mfaMaxFailures: config.codes.mfaMaxFailures,
      passwordResetTtlMinutes: config.codes.passwordResetTtlMinutes,
    },
  });
  const stepUp = stepUpService({
    customers,
    sessions,
    codes,
    mailer: mail,
    factors,
    throttles,
    record: security.recordEvent,
    hasPasskey: async (customerId) => (await passkeyStore.countForCustomer(customerId)) > 0,
    settings: {
      windowMinutes: config.codes.stepUpMinutes,
      codeTtlMinutes: config.codes.ttlMinutes,
      maxFailures: config.codes.mfaMaxFailures,
    },
  });
  const pricingData = pricingRepository(db);
  // Customers' reads of the corridors come from memory; every node forgets them on a change.
  const corridors = corridorCopy(pricingData);
  const corridorsChanged = await corridorChanges(corridors, redis, () => app.log);
  app.addHook('onClose', () => corridorsChanged.close());
  const pricing = pricingService({
    pricing: pricingData,
    catalogue: corridors,
    corridorsChanged: corridorsChanged.changed,
    store: unitOfWork(db, (tx) => ({ pricing: pricingRepository(tx) })),
    rates: config.pricing.ratesUrl
      ? httpRateProvider(config.pricing.ratesUrl)
      : tableRateProvider(pricingData),
    settings: config.pricing,
    rateSet: queueRateAlertCheck(jobs),
  });
  const audit = auditRepository(db);
  const risk = riskService({
    db,
    audit,
    sourceOfFundsApprovedAt: async (customerId) =>
      (await documentRepository(db).latestApproved(customerId, SOURCE_OF_FUNDS_CATEGORY))
        ?.updatedAt,
    settings: { currency: config.limits.currency },
  });
  const limits = limitService({
    transfers: transferRepository(db),
    riskLevel: risk.level,
    settings: config.limits,
  });
  const quotes = quoteService({
    quotes: quoteRepository(db),
    pricing,
    limits,
    transfers: transferRepository(db),
    settings: config.pricing,
  });
  // Shared by every node through Redis when there is one (the built-in server only).
  const roster: Roster =
    !config.realtime.host && redis
      ? redisRoster(redis, {
          nodeId: randomUUID(),
          nodeTimeoutMs: config.realtime.nodeTimeout * 1000,
          // `realtime` is made just below; a dead node is found only later.
          onOrphanLeft: (channel, left) => realtime.departed(channel, left),
          onError: (error) => app.log.warn({ err: error }, 'realtime roster upkeep failed'),
        })
      : localRoster();
  const webhook = config.realtime.webhook && {
    ...config.realtime.webhook,
    key: config.realtime.key,
    secret: config.realtime.secret,
  };
  if (webhook) registerWebhookDelivery(jobs, webhook);
  const realtime = realtimeServer(
    {
      appKey: config.realtime.key,
      appSecret: config.realtime.secret,
      previousAppSecrets: config.realtime.previousSecrets,
      activityTimeout: config.realtime.activityTimeout,
      maxConnections: config.realtime.maxConnections,
      maxMessageBytes: 10_000,
      maxMessagesPerSecond: 20,
    },
    {
      roster: () => roster,
      // Chosen just below, before any socket can connect.
      cluster: () => cluster,
      webhooks: webhookSender(jobs, webhook, () => app.log),
    },
    () => app.log,
  );
  // This server's sockets, reached on every node through Redis when there is one.
  const cluster: Cluster =
    !config.realtime.host && redis
      ? await redisCluster(
          (message) => realtime.receive(message),
          redis,
          () => app.log,
        )
      : localCluster((message) => realtime.receive(message));
  // Hosted Pusher (or a compatible server) when configured; otherwise this server's sockets.
  const broadcaster: Broadcaster = config.realtime.host
    ? pusherHttpBroadcaster(
        {
          host: config.realtime.host,
          useTls: config.realtime.useTls,
          appId: config.realtime.appId,
          key: config.realtime.key,
          secret: config.realtime.secret,
        },
        () => app.log,
      )
    : clusterBroadcaster(() => cluster);
  app.server.on('upgrade', (request, socket, head) => {
    if (!realtime.handleUpgrade(request, socket, head)) socket.destroy();
  });
  app.addHook('preClose', () => realtime.close());
  app.addHook('onClose', async () => {
    await broadcaster.close();
    await cluster.close();
    await roster.close();
  });
  const notify = transferNotifier(
    () => broadcaster,
    transferRepository(db),
    (error) => app.log.warn({ err: error }, 'realtime notification failed'),
  );

  const sandboxSettings = {
    appUrl: config.appUrl,
    webhookSecret: config.payments.sandboxWebhookSecret,
    previousWebhookSecrets: config.payments.previousSandboxWebhookSecrets,
    toleranceSeconds: config.payments.webhookToleranceSeconds,
    webhookDelayMs: config.payments.sandboxWebhookDelayMs,
  };
  const sandbox = sandboxProvider({
    store: unitOfWork(db, sandboxRepository),
    jobs,
    settings: sandboxSettings,
  });
  registerSandboxDelivery(jobs, sandboxSettings, options.deliverWebhook ?? httpDeliver);
  const alert = (message: string, details: Record<string, unknown>) =>
    app.log.error(details, message);
  const sanctions = sanctionsLists({
    db,
    jobs,
    settings: { maxShrinkPercent: config.sanctions.maxShrinkPercent },
    alert,
  });
  const screening = screeningService({
    db,
    lists: sanctions,
    threshold: config.sanctions.hitThreshold,
  });
  registerRescreening({ db, jobs, screening });
  const refreshLists = sanctionsRefresh({
    jobs,
    lists: sanctions,
    urls: config.sanctions.urls,
    refreshHours: config.sanctions.refreshHours,
    log: () => app.log,
  });
  if (options.startWorker) app.addHook('onReady', refreshLists.schedule);
  // The index takes a second or two to build: built as the server starts listening, not in a
  // customer's request (the ops CLI, which never listens, does not pay for it).
  app.addHook('onListen', async () => {
    sanctions.current().catch((error: unknown) => app.log.error({ err: error }, 'sanctions index'));
  });
  const monitoring = monitoringService({ db, audit });
  const lifecycle = transferLifecycle({
    store: unitOfWork(db, lifecycleRepositories),
    jobs,
    notifications,
    payments: sandbox,
    payouts: payoutSimulator(config.payout),
    identityApproved: async (tx, customerId) =>
      Boolean(await documentRepository(tx).latestApproved(customerId, PROOF_OF_IDENTITY_CATEGORY)),
    customerEmail: async (tx, customerId) =>
      (await customerRepository(tx).findAccount(customerId))?.email,
    customerName: (tx, customerId) => customerRepository(tx).legalName(customerId),
    sms,
    stopsPayout: screening.stopsPayout,
    // Alerts first: the rating counts them, with the volume this payment adds.
    monitor: async (tx, transfer) => {
      await monitoring.evaluate(tx, transfer);
      await risk.recompute(tx, transfer.customerId);
    },
    settings: {
      appUrl: config.appUrl,
      limitsCurrency: config.limits.currency,
      holdAbove: config.payout.holdAbove,
      payoutStartSeconds: config.payout.startSeconds,
    },
    notify,
    alert,
    faultPauseMs: config.payments.faultPauseMs,
  });
  const reconciliationBooks = reconciliationRepository(db);
  const reconciliation = reconciliationService({
    provider: sandbox,
    payments: paymentRepository(db),
    books: reconciliationBooks,
  });
  const reconcileDaily = dailyReconciliation({
    jobs,
    reconciliation,
    runs: reconciliationBooks,
    log: () => app.log,
  });
  // Each node asks for today's run as it starts; the day's key makes that one run in all.
  if (options.startWorker) app.addHook('onReady', reconcileDaily.scheduleToday);
  const housekeeper = housekeeping({
    db,
    jobs,
    settings: config.retention,
    log: () => app.log,
  });
  if (options.startWorker) app.addHook('onReady', housekeeper.scheduleToday);
  const transfers = transferService({
    store: unitOfWork(db, transferRepositories),
    quotes,
    limits,
    settings: config.pricing,
    confirmed: lifecycle.confirmed,
    notify,
  });
  const schedules = scheduleService({
    schedules: scheduleRepository(db),
    quotes,
    transfers,
    loadCustomer: async (customerId) => {
      const record = await customers.load(customerId);
      return record ? presentCustomer(record, null) : undefined;
    },
    transaction: (work) => db.transaction((tx) => work(scheduleRepository(tx), tx)),
    notify: (customerId, notice, executor, key) =>
      notifications.notify(customerId, notice, executor, key),
    settings: { appUrl: config.appUrl },
  });
  const scheduleDaily = dailySchedules({ jobs, schedules, log: () => app.log });
  // Like reconciliation: each node asks for today's run; the day's key makes it one.
  if (options.startWorker) app.addHook('onReady', scheduleDaily.scheduleToday);
  const transaction = <T>(work: (tx: Database) => Promise<T>) => db.transaction(work);
  const rateAlertChecking = rateAlertChecks({
    jobs,
    alerts: rateAlertRepository(db),
    alertsIn: rateAlertRepository,
    transaction,
    pricing,
    quotes,
    customer: alertCustomer(customers),
    notifications,
    settings: { appUrl: config.appUrl, sweepMinutes: RATE_ALERT_SWEEP_MINUTES },
    log: () => app.log,
  });
  // Rates from a feed change without telling us: a sweep every few minutes checks them too.
  if (options.startWorker) app.addHook('onReady', rateAlertChecking.scheduleSweeps);
  const proposals = proposalService({
    proposals: proposalRepository(db),
    proposalsIn: proposalRepository,
    transaction,
    audit,
    pricing,
    lifecycle,
  });
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
  if (options.startWorker) app.addHook('onReady', reportDaily.scheduleToday);
  app.decorate('deps', {
    keys,
    secrets,
    keyRotation: keyRotationService({
      sealed: sealedValueRepository(db),
      secrets,
      transaction,
      audit,
    }),
    housekeeping: housekeeper,
    notifications,
    pushSubscriptions,
    push,
    rateAlerts: rateAlertService({
      alerts: rateAlertRepository(db),
      alertsIn: rateAlertRepository,
      transaction,
      pricing,
    }),
    support: supportService({
      support: supportRepository(db),
      audit,
      mailer: mail,
      transaction,
      helpLink: `${config.appUrl}/help`,
    }),
    risk,
    sanctions,
    screening,
    monitoring,
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
    audit,
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
    proposals,
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
    adminJobs: jobAdminService({ queue: jobs, transaction, audit }),
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
    config,
    db,
    webDistDir: config.web.distDir ?? defaultWebDistDir,
    passwordPolicy: buildPasswordPolicy(config.passwordMinLength),
    throttles,
    sessions,
    customers: customerService({ customers }),
    auth: authService({ customers, sessions, throttles, limits: config.throttle, security }),
    security,
    passkeys: passkeyService({
      passkeys: passkeyStore,
      challenges: challengeRepository(db),
      customers,
      sessions,
      security,
      notifications,
      throttles,
      settings: {
        ...config.webauthn,
        appUrl: config.appUrl,
        challengeTtlSeconds: PASSKEY_CHALLENGE_TTL_SECONDS,
        mfaMaxFailures: config.codes.mfaMaxFailures,
        loginPerIp: config.throttle.loginPerIp,
        loginWindowSeconds: config.throttle.loginWindowSeconds,
      },
    }),
    stepUp,
    emailChange: emailChangeService({
      customers,
      codes,
      mailer: mail,
      notifications,
      record: security.recordEvent,
      codeTtlMinutes: config.codes.ttlMinutes,
    }),
    newDevices: newDeviceNotices({
      keys,
      appUrl: config.appUrl,
      notifications,
      emailOf: async (customerId) => (await customers.findAccount(customerId))?.email,
    }),
    jobs,
    countries,
    profile: profileService({
      profile: profileRepository(db),
      countries,
      customers,
      codes,
      sms,
      residence: config.countries.residence,
      nationality: config.countries.nationality,
      codeTtlMinutes: config.codes.ttlMinutes,
      speakerOf: speakers,
      approvedIdentity: documents.approvedIdentity,
      approvedAddress: documents.approvedAddress,
      identitySaved: screenOnSave('identity_saved', (id, trigger) =>
        screening.screenCustomer(id, trigger),
      ),
      // Like screening, rating never fails the save; the next payment rates again.
      saved: async (customerId) => {
        await db
          .transaction((tx) => risk.recompute(tx, customerId))
          .catch((error: unknown) =>
            app.log.error({ err: error, customerId }, 'risk rating failed'),
          );
      },
    }),
    documents,
    uploads: uploadService({
      uploads: uploadRepository(db),
      storage:
        config.documentStorage.kind === 's3'
          ? s3Storage(config.documentStorage)
          : localStorage(config.documentStorage.directory),
      appUrl: config.appUrl,
    }),
    pricing,
    quotes,
    limits,
    recipients: recipientService({
      recipients: recipientRepository(db),
      pricing,
      saved: screenOnSave('recipient_saved', (id, trigger) =>
        screening.screenRecipient(id, trigger),
      ),
    }),
    transfers,
    schedules,
    dailySchedules: scheduleDaily,
    payments: paymentService({
      provider: sandbox,
      payments: paymentRepository(db),
      lifecycle,
    }),
    lifecycle,
    reconciliation,
    dailyReconciliation: reconcileDaily,
    realtime,
    cluster: () => cluster,
    roster: () => roster,
    broadcaster: () => broadcaster,
    publishToCustomer,
  });
  if (options.startWorker) {
    app.addHook('onReady', async () => jobs.start({ pollMs: config.jobPollMs, log: app.log }));
  }
  app.addHook('onClose', async () => jobs.stop());

  // First: the OpenAPI document hears every route as it is registered.
  await app.register(apiDocsPlugin);
  // Before any hook that reads the database, so the session's queries count too.
  await app.register(serverTimingPlugin);
  // Before the error plugin: its hooks see the body these parsers read.
  await app.register(bodiesPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(customerWordsPlugin);
  await app.register(sessionPlugin);
  await app.register(staffAuthPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(passwordPolicyRoutes);
  await app.register(companyRoutes);
  await app.register(authRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(passkeyRoutes);
  await app.register(deviceRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(countryRoutes);
  await app.register(profileRoutes);
  await app.register(languageRoutes);
  await app.register(documentRoutes);
  await app.register(uploadRoutes);
  await app.register(corridorRoutes);
  await app.register(quoteRoutes);
  await app.register(limitRoutes);
  await app.register(recipientRoutes);
  await app.register(transferRoutes);
  await app.register(statementRoutes);
  await app.register(rateAlertRoutes);
  await app.register(scheduleRoutes);
  await app.register(supportRoutes);
  await app.register(paymentRoutes);
  await app.register(webhookRoutes);
  await app.register(sandboxRoutes(sandbox, companyFooter(config.company)));
  await app.register(broadcastingRoutes);
  await registerAdminRoutes(app);
  if (!config.realtime.host) await app.register(pusherHttpApiRoutes);
  if (config.mail.useOutbox && config.env !== 'production') await app.register(devOutboxRoutes);
  await app.register(backOfficePlugin);
  await app.register(spaPlugin);
  return app;
}
