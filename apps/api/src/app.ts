import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PROOF_OF_IDENTITY_CATEGORY } from '@homeward/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import { requestIdOf } from './lib/request-id';
import { keyring } from './lib/keyring';
import { secretBox } from './lib/secret-box';
import {
  passwordResetRepository,
  recoveryCodeRepository,
} from './modules/account-security/repository';
import { accountSecurityService } from './modules/account-security/service';
import { challengeRepository, passkeyRepository } from './modules/passkeys/repository';
import { passkeyService } from './modules/passkeys/service';
import { codeRepository } from './modules/codes/repository';
import { codeService } from './modules/codes/service';
import { jobQueue } from './modules/jobs/queue';
import { jobRepository } from './modules/jobs/repository';
import { housekeeping } from './modules/housekeeping/service';
import { emailChangeService } from './modules/account-security/email-change';
import { secondFactorChecks } from './modules/account-security/second-factor';
import { stepUpService } from './modules/account-security/step-up';
import { newDeviceNotices } from './modules/devices/new-device';
import { securityEventRepository } from './modules/security-events/repository';
import { countryRepository } from './modules/countries/repository';
import { supportRepository } from './modules/support/repository';
import { supportService } from './modules/support/service';
import { documentRepository } from './modules/documents/repository';
import { documentService } from './modules/documents/service';
import { uploadRepository } from './modules/documents/upload-repository';
import { uploadService } from './modules/documents/upload-service';
import { localStorage, s3Storage } from './modules/storage/storage';
import { profileRepository } from './modules/profile/repository';
import { profileService } from './modules/profile/service';
import { type PushTransport } from './modules/push/sender';
import { authService } from './modules/auth/service';
import { customerRepository } from './modules/customers/repository';
import { customerService } from './modules/customers/service';
import { buildPasswordPolicy } from './modules/password-policy/policy';
import { sessionRepository } from './modules/sessions/repository';
import { sessionService } from './modules/sessions/service';
import { postgresThrottles, redisThrottles } from './modules/throttle/store';
import { limitService } from './modules/limits/service';
import { corridorChanges, corridorCopy } from './modules/pricing/corridor-copy';
import { httpRateProvider, tableRateProvider } from './modules/pricing/rates';
import { pricingRepository } from './modules/pricing/repository';
import { pricingService } from './modules/pricing/service';
import { quoteRepository } from './modules/quotes/repository';
import { quoteService } from './modules/quotes/service';
import { recipientRepository } from './modules/recipients/repository';
import { recipientService } from './modules/recipients/service';
import { transferRepositories, transferRepository } from './modules/transfers/repository';
import { alertCustomer, queueRateAlertCheck, rateAlertChecks } from './modules/rate-alerts/checks';
import { rateAlertRepository } from './modules/rate-alerts/repository';
import { rateAlertService } from './modules/rate-alerts/service';
import { transferService } from './modules/transfers/service';
import { httpDeliver, registerSandboxDelivery, sandboxProvider } from './modules/payments/sandbox';
import { sandboxRepository } from './modules/payments/sandbox-repository';
import { paymentRepository } from './modules/payments/repository';
import { paymentService } from './modules/payments/service';
import { payoutSimulator } from './modules/payouts/simulator';
import { dailyReconciliation } from './modules/reconciliation/daily-job';
import { reconciliationRepository } from './modules/reconciliation/repository';
import { dailySchedules } from './modules/schedules/daily-job';
import { scheduleRepository } from './modules/schedules/repository';
import { scheduleService } from './modules/schedules/service';
import { presentCustomer } from './modules/customers/presenter';
import { reconciliationService } from './modules/reconciliation/service';
import { transferLifecycle } from './modules/transfer-lifecycle/lifecycle';
import { lifecycleRepositories } from './modules/transfer-lifecycle/repository';
import { unitOfWork } from './db/unit-of-work';
import { events } from './modules/realtime/broadcaster';
import { transferNotifier } from './modules/realtime/notifier';
import { defaultWebDistDir } from './paths';
import { refuseUnreadableAddress } from './plugins/framework-errors';
import { loggerOptions, OneLinePerRequest } from './plugins/request-log';
import { auditRepository } from './modules/audit/repository';
import { proposalRepository } from './modules/proposals/repository';
import { proposalService } from './modules/proposals/service';
import { sanctionsLists } from './modules/sanctions/lists';
import { sanctionsRefresh } from './modules/sanctions/refresh';
import { screeningService, type ScreeningTrigger } from './modules/compliance/screening';
import { monitoringService } from './modules/monitoring/service';
import { registerRescreening } from './modules/compliance/rescreen';
import { SOURCE_OF_FUNDS_CATEGORY } from './modules/risk/effects';
import { riskService } from './modules/risk/service';

import { realtimeWiring } from './app-realtime';
import { registerRoutes } from './app-routes';
import { backOfficeServices } from './app-back-office';
import { customerMessages } from './app-messages';
/** A passkey prompt may be answered for five minutes (WebAuthn's own advice for a timeout). */
const PASSKEY_CHALLENGE_TTL_SECONDS = 300;
/** How often rate alerts are checked besides every rate change (a feed's rates move silently). */
const RATE_ALERT_SWEEP_MINUTES = 15;

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
  const jobs = jobQueue(jobRepository(db), {
    leaseMs: config.jobs.leaseSeconds * 1000,
    retentionMs: config.jobs.retentionDays * 86_400_000,
  });
  const { roster, realtime, cluster, broadcaster, publishToCustomer } = await realtimeWiring(app, {
    config,
    redis,
    jobs,
  });
  const sessions = sessionService({
    sessions: sessionRepository(db),
    settings: config.session,
    keys,
    // The customer's browsers hear it first (the SPA signs out on SessionRevoked for its own
    // session, or for all: null), then the ended sessions' sockets close: a connection lives no
    // longer than its session (issue 15).
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
  const codes = codeService({
    codes: codeRepository(db),
    settings: config.codes,
    keys,
  });
  const countries = countryRepository(db);
  const { pushSubscriptions, sms, speakers, mail, push, notifications } = customerMessages(app, {
    config,
    db,
    jobs,
    customers,
    pushTransport: options.pushTransport,
  });
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
  const backOffice = backOfficeServices(app, {
    config,
    db,
    transaction,
    audit,
    secrets,
    throttles,
    jobs,
    customers,
    countries,
    limits,
    security,
    monitoring,
    risk,
    lifecycle,
    proposals,
    sandbox,
    publishToCustomer,
    startWorker: Boolean(options.startWorker),
  });
  app.decorate('deps', {
    ...backOffice,
    keys,
    secrets,
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
    audit,
    proposals,
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

  await registerRoutes(app, sandbox);
  return app;
}
