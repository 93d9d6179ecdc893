import { createECDH, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { PoolSettings } from './db/client';
import type { RetentionSettings } from './modules/housekeeping/repository';
import { processRoles, severalNodesProblems, type ProcessRole } from './process-roles';

/**
 * Configuration comes from the environment only, checked once at start. Every bad variable is
 * reported by name, all at once, and production refuses the development defaults.
 */
const boolean = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');
const int = (min: number) => z.coerce.number({ error: 'must be a number' }).int().min(min);
const url = z.url({ error: 'must be a URL such as https://example.com' });
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'must be one line of text');

/**
 * Who stands behind the transfers, printed on every receipt. Placeholders in development and
 * tests; production must name the real company, licence, address and complaints contact.
 */
export const developmentCompany = {
  COMPANY_NAME: 'Homeward Pty Ltd',
  COMPANY_LICENCE: 'AFSL / AUSTRAC registration IND100000000 (development)',
  COMPANY_ADDRESS: '1 Example Street, Sydney NSW 2000, Australia (development)',
  COMPANY_COMPLAINTS_EMAIL: 'complaints@homeward.example',
  COMPANY_SUPPORT_EMAIL: 'help@homeward.example',
  COMPANY_PHONE: '1300 000 000 (development)',
} as const;
/**
 * Who the regulator's reports name (reports/austrac): Homeward's AUSTRAC reporting entity
 * number and ABN, and the payout partner that makes the money available. Placeholders in
 * development and tests; production must give the real ones.
 */
export const developmentRegulator = {
  AUSTRAC_RE_NUMBER: '100000000',
  COMPANY_ABN: '51824753556',
  PAYOUT_PARTNER_NAME: 'Homeward payout simulator (development)',
} as const;
/** Who licenses and supervises a remittance business in Australia (real names). */
const REGULATORS =
  'Australian Securities and Investments Commission (ASIC) and AUSTRAC, the Australian ' +
  'Transaction Reports and Analysis Centre';
/** Australia's external dispute resolution scheme for financial services (real contact details). */
const AFCA =
  'Australian Financial Complaints Authority (AFCA), www.afca.org.au, 1800 931 678 (free call), ' +
  'info@afca.org.au';

/** "attempts/seconds", such as 120/600: at most 120 requests in a window of 10 minutes. */
const rate = z
  .string()
  .regex(/^[1-9]\d{0,5}\/[1-9]\d{0,6}$/, 'must be attempts/seconds, such as 120/600')
  .transform((v) => {
    const [attempts, windowSeconds] = v.split('/').map(Number);
    return { attempts: attempts ?? 1, windowSeconds: windowSeconds ?? 1 };
  });

export type RouteLimit =
  | 'quotes'
  | 'recipients'
  | 'uploads'
  | 'payments'
  | 'codeRequests'
  | 'pusherApi'
  | 'passkeys'
  | 'downloads'
  | 'supportRequests';

/** What the built-in realtime server can tell the application by webhook (Pusher's names). */
const realtimeWebhookEvents = [
  'channel_occupied',
  'channel_vacated',
  'member_added',
  'member_removed',
] as const;

const APP_KEY_FORMAT = /^base64:[A-Za-z0-9+/]{43}=$/;
const APP_KEY_MESSAGE = 'must be "base64:" followed by 32 random bytes in base64';

const envSchema = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: int(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: url.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  // The PostgreSQL pool of each process (DATABASE_URL): its size and how long anything may wait.
  DB_POOL_MAX: int(1).default(10),
  DB_CONNECT_TIMEOUT_MS: int(100).default(5000),
  DB_IDLE_TIMEOUT_MS: int(1000).default(30_000),
  DB_STATEMENT_TIMEOUT_MS: int(0).default(30_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(0).default(60_000),
  HOMEWARD_ROLE: z.enum(processRoles, { error: 'must be all, api or worker' }).default('all'),
  /** How many nodes serve this deployment: more than one needs Redis and S3 (process-roles.ts). */
  CLUSTER_NODES: int(1).default(1),
  APP_KEY: z.string().regex(APP_KEY_FORMAT, APP_KEY_MESSAGE).optional(),
  /** Keys APP_KEY replaced, still accepted while nodes move to the new one (lib/keyring.ts). */
  APP_PREVIOUS_KEYS: z
    .string()
    .transform((value) => value.split(',').map((key) => key.trim()))
    .superRefine((keys, context) => {
      keys.forEach((key, index) => {
        if (!APP_KEY_FORMAT.test(key)) {
          context.addIssue({
            code: 'custom',
            message: `key ${index + 1} of ${keys.length} ${APP_KEY_MESSAGE} (separate keys with commas)`,
          });
        }
      });
    })
    .optional(),
  FRONTEND_ORIGINS: z.string().default(''),
  PUBLIC_API_URL: z.union([url, z.literal('')]).default(''),
  MARKETING_URL: url.default('https://homeward.example'),
  PRIVACY_POLICY_URL: url.default('https://homeward.example/privacy'),
  TERMS_OF_SERVICE_URL: url.default('https://homeward.example/terms'),
  SESSION_COOKIE_DOMAIN: z.string().optional(),
  SESSION_IDLE_MINUTES: int(1).default(30),
  SESSION_LIFETIME_HOURS: int(1).default(12),
  PASSWORD_MIN_LENGTH: int(8).max(64).default(10),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: int(1).default(30),
  LOGIN_FAILURE_WINDOW_SECONDS: int(1).default(900),
  SIGNUP_MAX_PER_IP: int(1).default(20),
  SIGNUP_WINDOW_SECONDS: int(1).default(3600),
  // Per-route limits, per signed-in customer (per IP address for visitors). A calculator
  // prices as the customer types (debounced), so quotes allow the most.
  RATE_LIMIT_QUOTES: rate.prefault('300/600'),
  RATE_LIMIT_RECIPIENTS: rate.prefault('30/3600'),
  /** Requests to support from the Help page, per customer. */
  RATE_LIMIT_SUPPORT_REQUESTS: rate.prefault('10/3600'),
  RATE_LIMIT_UPLOADS: rate.prefault('30/3600'),
  RATE_LIMIT_PAYMENTS: rate.prefault('20/3600'),
  RATE_LIMIT_CODE_REQUESTS: rate.prefault('10/3600'),
  RATE_LIMIT_PUSHER_API: rate.prefault('600/60'),
  // Passkey ceremonies (options, enrolment, renaming, removal, step-up): each is a tap, not typing.
  RATE_LIMIT_PASSKEYS: rate.prefault('60/600'),
  // Statements and other files built on request: each reads up to a year of the customer's rows.
  RATE_LIMIT_DOWNLOADS: rate.prefault('60/3600'),
  /** The WebAuthn relying party: APP_URL's host by default, or a parent domain of it. */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(
      /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/,
      'must be a lower-case domain such as homeward.example',
    )
    .optional(),
  WEBAUTHN_RP_NAME: line(64).default('Homeward'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Homeward <no-reply@homeward.example>'),
  RESIDENCE_COUNTRIES: z
    .string()
    .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'must be ISO 3166 alpha-2 codes separated by commas')
    .default('AU,NZ,GB,PH'),
  NATIONALITY_COUNTRIES: z
    .string()
    .regex(/^([A-Z]{2}(,[A-Z]{2})*)?$/, 'must be ISO 3166 alpha-2 codes separated by commas')
    .default(''),
  SMS_URL: z.url({ error: 'must be a URL' }).optional(),
  /** Web push's VAPID key pair (RFC 8292), base64url as `npx web-push generate-vapid-keys` prints. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  /** Who push services may contact about our messages: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
    .optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be a URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolean.default(true),
  CODE_TTL_MINUTES: int(1).default(15),
  CODE_MAX_ATTEMPTS: int(1).default(5),
  CODE_RESEND_SECONDS: int(0).default(60),
  MFA_MAX_FAILURES: int(1).default(5),
  STEP_UP_MINUTES: int(1).max(1440).default(5),
  PASSWORD_RESET_TTL_MINUTES: int(1).default(60),
  REMEMBER_ME_DAYS: int(1).default(30),
  JOB_POLL_MS: int(50).default(1000),
  JOB_LEASE_SECONDS: int(5).max(3600).default(120),
  JOB_RETENTION_DAYS: int(1).default(7),
  // Housekeeping (modules/housekeeping): days each short-lived row is kept once it stopped mattering.
  RETENTION_SESSIONS_DAYS: int(1).default(30),
  RETENTION_CODES_DAYS: int(1).default(1),
  RETENTION_QUOTES_DAYS: int(1).default(30),
  RETENTION_WEBHOOK_EVENTS_DAYS: int(1).default(90),
  RETENTION_OUTBOX_DAYS: int(1).default(7),
  /** Prometheus scrapes GET /metrics with it as a bearer token; production needs it. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,}$/, 'must be at least 32 characters, without spaces')
    .optional(),
  // Tracing (lib/tracing.ts): off unless an OTLP/HTTP collector is named, by OpenTelemetry's own
  // variable names so a collector's usual setup works unchanged.
  OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: url.optional(),
  OTEL_SERVICE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be letters, digits, ., - or _')
    .default('homeward-api'),
  /** Take each request's id from this header of the load balancer, such as x-request-id. */
  REQUEST_ID_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name such as x-request-id')
    .transform((name) => name.toLowerCase())
    .optional(),
  PUSHER_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _')
    .default('homeward'),
  PUSHER_APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _')
    .default('homeward-key'),
  PUSHER_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The secret PUSHER_APP_SECRET replaced: still accepted by the built-in server meanwhile. */
  PUSHER_APP_SECRET_PREVIOUS: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Publish through a Pusher HTTP API at this host (hosted Pusher: api-ap4.pusher.com). */
  PUSHER_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]+(:\d+)?$/, 'must be a host name, like api-ap4.pusher.com')
    .optional(),
  PUSHER_CLUSTER: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a cluster name like ap4')
    .default('ap4'),
  PUSHER_USE_TLS: boolean.default(true),
  REALTIME_ACTIVITY_TIMEOUT: int(5).default(120),
  /** The built-in server's webhooks to the application (Pusher's format and signature). */
  PUSHER_WEBHOOK_URL: url.optional(),
  PUSHER_WEBHOOK_EVENTS: z
    .string()
    .transform((value) => value.split(',').map((name) => name.trim()))
    .pipe(
      z
        .array(
          z.enum(realtimeWebhookEvents, { error: `must name ${realtimeWebhookEvents.join(', ')}` }),
        )
        .min(1),
    )
    .default([...realtimeWebhookEvents]),
  REALTIME_MAX_CONNECTIONS: int(1).default(10000),
  /** Seconds of silence after which a node is taken for dead and its subscriptions removed. */
  REALTIME_NODE_TIMEOUT: int(2).max(3600).default(30),
  RATES_URL: url.optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The secret SANDBOX_WEBHOOK_SECRET replaced: webhooks signed with it are still accepted. */
  SANDBOX_WEBHOOK_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  WEBHOOK_TOLERANCE_SECONDS: int(1).default(300),
  /** Test only: pause inside a webhook's transaction, so a test can kill the process there. */
  FAULT_WEBHOOK_PAUSE_MS: int(0).default(0),
  /** Sandbox only: how long its webhooks take to arrive, as a real provider's take seconds. */
  SANDBOX_WEBHOOK_DELAY_MS: int(0).max(600_000).default(0),
  PAYOUT_START_SECONDS: int(0).default(5),
  PAYOUT_COMPLETE_SECONDS: int(0).default(10),
  PAYOUT_FAIL_RECIPIENTS: z.string().default('Fail Payout'),
  COMPLIANCE_HOLD_ABOVE: int(0).default(5000),
  /** Releasing a hold of this much or more (major units of LIMITS_CURRENCY) needs a second officer. */
  FOUR_EYES_RELEASE_ABOVE: int(0).default(10000),
  /** A screening hit scores at least this (0 to 1; see docs/performance.md for its measure). */
  SCREENING_HIT_THRESHOLD: z.coerce
    .number({ error: 'must be a number between 0 and 1' })
    .min(0.5, 'must be at least 0.5')
    .max(1, 'must be at most 1')
    .optional(),
  /** Where the scheduled refresh fetches each sanctions list; unset lists are not refreshed. */
  SANCTIONS_OFAC_URL: url.optional(),
  SANCTIONS_UN_URL: url.optional(),
  SANCTIONS_DFAT_URL: url.optional(),
  SANCTIONS_REFRESH_HOURS: int(1)
    .max(24 * 7)
    .default(24),
  /** An import with this share fewer entries than the list in force is refused as suspicious. */
  SANCTIONS_MAX_SHRINK_PERCENT: int(0).max(100).default(10),
  STAFF_SESSION_IDLE_MINUTES: int(1).max(240).default(30),
  STAFF_SESSION_LIFETIME_HOURS: int(1).max(24).default(8),
  STAFF_INVITATION_HOURS: int(1)
    .max(24 * 14)
    .default(72),
  RATES_MAX_AGE_MINUTES: int(1).default(1440),
  QUOTE_TTL_MINUTES: int(1)
    .max(24 * 60)
    .default(30),
  TRANSFER_PAY_WITHIN_HOURS: int(1).default(24),
  LIMITS_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as AUD')
    .default('AUD'),
  LIMIT_TIER1_PER_TRANSFER: int(0).default(1000),
  LIMIT_TIER1_30_DAYS: int(0).default(3000),
  LIMIT_TIER2_PER_TRANSFER: int(0).default(10000),
  LIMIT_TIER2_30_DAYS: int(0).default(50000),
  RISK_HIGH_LIMIT_FACTOR: z.coerce
    .number({ error: 'must be a number' })
    .gt(0, 'must be more than 0')
    .max(1, 'must be at most 1')
    .default(0.5),
  COMPANY_NAME: line(120).optional(),
  COMPANY_LICENCE: line(200).optional(),
  COMPANY_ADDRESS: line(200).optional(),
  COMPANY_COMPLAINTS_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  COMPANY_OMBUDSMAN: line(300).default(AFCA),
  COMPANY_REGULATOR: line(300).default(REGULATORS),
  COMPANY_SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  COMPANY_PHONE: line(60).regex(/\d{3}/, 'must be a phone number, such as 1300 123 456').optional(),
  COMPANY_SUPPORT_HOURS: line(120).default('Monday to Friday, 9 am to 5 pm Sydney time'),
  AUSTRAC_RE_NUMBER: z
    .string()
    .regex(
      /^[A-Za-z0-9]{1,20}$/,
      'must be the reporting entity number AUSTRAC gave, letters and digits',
    )
    .optional(),
  COMPANY_ABN: z
    .string()
    .transform((abn) => abn.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{11}$/, 'must be an ABN: 11 digits'))
    .optional(),
  PAYOUT_PARTNER_NAME: line(200).optional(),
  /** The hour (Sydney time) each business day's IFTI reports are generated. */
  REPORTS_DAILY_HOUR: int(0).max(23).default(7),
  TRUST_PROXY: boolean.default(false),
  /** The API reference (/docs) and its OpenAPI document; unset: on everywhere but production. */
  DOCS_ENABLED: boolean.optional(),
  /** A Server-Timing header on every answer: its statements, database time and CPU (the bench). */
  SERVER_TIMING: boolean.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  BACK_OFFICE_DIST_DIR: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The PostgreSQL pool (db/client.ts `PoolSettings`). */
  databasePool: PoolSettings;
  /** What this process runs (processRoles); `npm start -- --role api` overrides HOMEWARD_ROLE. */
  role: ProcessRole;
  appKey: Buffer;
  /** APP_PREVIOUS_KEYS: accepted, never written (lib/keyring.ts). */
  previousAppKeys: Buffer[];
  frontendOrigins: string[];
  web: {
    distDir: string | undefined;
    /** The built back office (BACK_OFFICE_DIST_DIR); absent means apps/back-office/dist. */
    backOfficeDistDir?: string | undefined;
    apiBaseUrl: string;
    marketingUrl: string;
    privacyPolicyUrl: string;
    termsOfServiceUrl: string;
  };
  /** The back office's staff: short sessions, invitations, four eyes. */
  sanctions: {
    /** Undefined: the matcher's own measured default. */
    hitThreshold: number | undefined;
    urls: Partial<Record<'ofac' | 'un' | 'dfat', string>>;
    refreshHours: number;
    maxShrinkPercent: number;
  };
  staff: {
    idleMinutes: number;
    lifetimeHours: number;
    invitationHours: number;
    releaseAboveWithFourEyes: number;
  };
  session: {
    cookieDomain: string | undefined;
    secureCookies: boolean;
    idleMinutes: number;
    lifetimeHours: number;
    rememberDays: number;
  };
  passwordMinLength: number;
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** Keep mail in the development outbox (GET /dev/outbox) instead of sending it. */
    useOutbox: boolean;
  };
  codes: {
    ttlMinutes: number;
    maxAttempts: number;
    resendSeconds: number;
    mfaMaxFailures: number;
    passwordResetTtlMinutes: number;
    /** How long a proven second factor covers a sensitive change before it is asked again. */
    stepUpMinutes: number;
  };
  jobPollMs: number;
  jobs: {
    /** A claimed job's lease; a running job renews it every third of it. */
    leaseSeconds: number;
    /** Completed jobs are deleted after this; dead letters are kept. */
    retentionDays: number;
  };
  /** What the daily housekeeping deletes, and after how long (modules/housekeeping/repository.ts). */
  retention: RetentionSettings;
  /** The bearer token of GET /metrics; without it production does not serve the endpoint. */
  metricsToken: string | undefined;
  /** Where spans go (OTLP/HTTP); absent, tracing is off and its SDK is never loaded. */
  tracing: { tracesUrl: string; serviceName: string } | undefined;
  /** The load balancer's request id header (lower case); absent, every request gets a new id. */
  requestIdHeader: string | undefined;
  /** Serves the API reference at /docs and its OpenAPI document (decision 0032). */
  docsEnabled: boolean;
  /** Server-Timing on every answer; never in production (it tells how the server works). */
  serverTiming: boolean;
  pricing: {
    /** A feed of mid-market rates; absent means the rates table (`ops rates:set`). */
    ratesUrl: string | undefined;
    /** Rates older than this stop quoting. */
    ratesMaxAgeMinutes: number;
    quoteTtlMinutes: number;
    /** Unpaid transfers expire after this. */
    payWithinHours: number;
  };
  payments: {
    /** Signs the sandbox provider's webhooks; derived from APP_KEY when not set. */
    sandboxWebhookSecret: Buffer;
    /** Secrets it replaced, still accepted on webhooks that arrive (a rotation's overlap). */
    previousSandboxWebhookSecrets: Buffer[];
    webhookToleranceSeconds: number;
    /** Test only (see FAULT_WEBHOOK_PAUSE_MS). */
    faultPauseMs: number;
    /** The sandbox delivers each webhook this long after its event (0: as soon as it can). */
    sandboxWebhookDelayMs: number;
  };
  /** The payout simulator and compliance holds. */
  payout: {
    startSeconds: number;
    completeSeconds: number;
    /** Recipients whose name contains one of these (any case) fail at payout: for tests. */
    failRecipients: string[];
    /** Transfers at or above this (major units of the limits' currency) wait for a review. */
    holdAbove: number;
  };
  /** Realtime push: the built-in Pusher-protocol server, or hosted Pusher when `host` is set. */
  realtime: {
    appId: string;
    key: string;
    secret: string;
    /** Secrets it replaced: the built-in server still accepts their signatures meanwhile. */
    previousSecrets: string[];
    host: string | undefined;
    cluster: string;
    useTls: boolean;
    activityTimeout: number;
    maxConnections: number;
    /** A node silent this long (seconds) is dead: its presence members and channels go. */
    nodeTimeout: number;
    /** Webhooks of the built-in server: where, and which events. */
    webhook: { url: string; events: (typeof realtimeWebhookEvents)[number][] } | undefined;
  };
  /** Sending limits by verification tier, in major units of `currency` (PRODUCT.md). */
  limits: {
    currency: string;
    tier1: { perTransfer: number; rolling30Days: number };
    tier2: { perTransfer: number; rolling30Days: number };
    /** A high risk rating multiplies the limits by this until a source of funds is approved. */
    riskHighFactor: number;
  };
  countries: {
    /** Where customers may live (ISO alpha-2). */
    residence: string[];
    /** Accepted nationalities; empty means every country. */
    nationality: string[];
  };
  sms: { url: string | undefined; useOutbox: boolean };
  /** Web push: the VAPID keys (generated once and kept in DATA_DIR outside production). */
  push: { publicKey: string; privateKey: string; subject: string };
  /** Where document files go: S3 when S3_BUCKET is set, otherwise DATA_DIR/documents. */
  documentStorage:
    | { kind: 'local'; directory: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
  /**
   * Passkeys: the relying party (a domain) and the origins whose passkey answers count: APP_URL
   * and those of FRONTEND_ORIGINS on the relying party's domain (a passkey is bound to it).
   */
  webauthn: { rpId: string; rpName: string; origins: string[] };
  /** Per-route limits; routes name theirs in `config.rateLimit` (plugins/rate-limits.ts). */
  rateLimits: Record<RouteLimit, { attempts: number; windowSeconds: number }>;
  throttle: {
    loginPerAccount: number;
    loginPerIp: number;
    loginWindowSeconds: number;
    signUpPerIp: number;
    signUpWindowSeconds: number;
  };
  /** Who the regulator's reports name, and when the daily reports are made. */
  regulator: {
    austracReNumber: string;
    abn: string;
    payoutPartnerName: string;
    dailyHour: number;
  };
  /** Who the customer deals with: every page, the checkout, each receipt and email show it. */
  company: {
    name: string;
    licence: string;
    address: string;
    complaintsEmail: string;
    /** The external dispute resolution scheme, for complaints we do not resolve. */
    ombudsman: string;
    /** Who licenses and supervises the company. */
    regulator: string;
    abn: string;
    /** Where customers write for help (the Help page's requests are answered from it too). */
    supportEmail: string;
    phone: string;
    /** When the phone is answered, in words. */
    supportHours: string;
  };
  trustProxy: boolean;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** 32 random bytes kept in DATA_DIR, so development sessions survive a restart. */
function developmentAppKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'app-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/**
 * A VAPID key pair kept in DATA_DIR, like the development APP_KEY: a browser's subscription is
 * bound to the public key, so a new pair on every start would silence every subscribed device.
 */
function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey('base64url'),
    // The private key is a 32-byte number: leading zero bytes are kept.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/**
 * The traces endpoint as OpenTelemetry's exporters read it: the signal's own variable is the
 * full URL; the general one is a base to which /v1/traces is added.
 */
function tracingSettings(env: {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
  OTEL_SERVICE_NAME: string;
}): Config['tracing'] {
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const tracesUrl =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (base === undefined ? undefined : `${base.replace(/\/+$/, '')}/v1/traces`);
  return tracesUrl === undefined ? undefined : { tracesUrl, serviceName: env.OTEL_SERVICE_NAME };
}

/** A secret made from an APP_KEY for one purpose, when it is not configured on its own. */
const derived = (key: Buffer, purpose: string) =>
  createHmac('sha256', key).update(purpose).digest();

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.APP_ENV === 'production') {
    if (!env.APP_KEY) problems.push('APP_KEY: required in production');
    if (!env.APP_URL) problems.push('APP_URL: required in production');
    if (!env.DATABASE_URL)
      problems.push('DATABASE_URL: required in production (PGlite is for development)');
    if (!env.SMTP_URL)
      problems.push('SMTP_URL: required in production (the outbox is for development)');
    if (!env.SMS_URL)
      problems.push('SMS_URL: required in production (the outbox is for development)');
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
      if (!env[name]) problems.push(`${name}: required in production (web push)`);
    }
    if (env.APP_URL && !env.APP_URL.startsWith('https://'))
      problems.push('APP_URL: must be https:// in production');
    for (const [name, placeholder] of Object.entries(developmentCompany)) {
      const value = env[name as keyof typeof developmentCompany];
      if (value === undefined)
        problems.push(`${name}: required in production (every page, receipt and email shows it)`);
      else if (value === placeholder && name !== 'COMPANY_NAME')
        problems.push(`${name}: the development placeholder cannot be used in production`);
    }
    for (const [name, placeholder] of Object.entries(developmentRegulator)) {
      const value = env[name as keyof typeof developmentRegulator];
      if (value === undefined)
        problems.push(`${name}: required in production (the AUSTRAC reports name it)`);
      else if (value === placeholder)
        problems.push(`${name}: the development placeholder cannot be used in production`);
    }
  }
  problems.push(...severalNodesProblems(env));
  if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required with S3_BUCKET');
  }
  if (env.FAULT_WEBHOOK_PAUSE_MS > 0 && env.APP_ENV !== 'test') {
    problems.push('FAULT_WEBHOOK_PAUSE_MS: only for tests (APP_ENV=test)');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both (one key pair) or neither');
  }
  if (env.PUSHER_WEBHOOK_URL && env.PUSHER_HOST) {
    problems.push(
      'PUSHER_WEBHOOK_URL: only for the built-in realtime server; hosted Pusher sends its own (set them in its dashboard)',
    );
  }
  for (const name of ['PUSHER_APP_SECRET', 'SANDBOX_WEBHOOK_SECRET'] as const) {
    if (env[`${name}_PREVIOUS`] && !env[name]) {
      problems.push(
        `${name}_PREVIOUS: only with ${name} (without it, the secret comes from APP_KEY and rotates with APP_PREVIOUS_KEYS)`,
      );
    }
  }
  if (env.SANDBOX_WEBHOOK_DELAY_MS > 0 && env.APP_ENV === 'production') {
    problems.push('SANDBOX_WEBHOOK_DELAY_MS: only for development and tests, not production');
  }
  const appHost = new URL(env.APP_URL ?? 'http://localhost').hostname;
  const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (env.WEBAUTHN_RP_ID && !onDomain(appHost, env.WEBAUTHN_RP_ID)) {
    problems.push(`WEBAUTHN_RP_ID: must be APP_URL's host (${appHost}) or a domain it is under`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const dataDir = path.resolve(env.DATA_DIR);
  const keyOf = (value: string) => Buffer.from(value.slice('base64:'.length), 'base64');
  const appKey = env.APP_KEY ? keyOf(env.APP_KEY) : developmentAppKey(dataDir);
  const previousAppKeys = (env.APP_PREVIOUS_KEYS ?? []).map(keyOf);
  if (previousAppKeys.some((key) => key.equals(appKey))) {
    throw new ConfigError([
      'APP_PREVIOUS_KEYS: holds APP_KEY itself; list only the keys APP_KEY replaced',
    ]);
  }
  const frontendOrigins = env.FRONTEND_ORIGINS.split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const rpId = env.WEBAUTHN_RP_ID ?? new URL(appUrl).hostname;
  const passkeyOrigins = [new URL(appUrl).origin, ...frontendOrigins].filter((origin) => {
    try {
      return onDomain(new URL(origin).hostname, rpId);
    } catch {
      return false;
    }
  });
  return {
    env: env.APP_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    role: env.HOMEWARD_ROLE,
    databasePool: {
      max: env.DB_POOL_MAX,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      idleTimeoutMs: env.DB_IDLE_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    appKey,
    previousAppKeys,
    frontendOrigins,
    web: {
      distDir: env.WEB_DIST_DIR,
      backOfficeDistDir: env.BACK_OFFICE_DIST_DIR,
      apiBaseUrl: env.PUBLIC_API_URL,
      marketingUrl: env.MARKETING_URL,
      privacyPolicyUrl: env.PRIVACY_POLICY_URL,
      termsOfServiceUrl: env.TERMS_OF_SERVICE_URL,
    },
    sanctions: {
      hitThreshold: env.SCREENING_HIT_THRESHOLD,
      urls: {
        ...(env.SANCTIONS_OFAC_URL && { ofac: env.SANCTIONS_OFAC_URL }),
        ...(env.SANCTIONS_UN_URL && { un: env.SANCTIONS_UN_URL }),
        ...(env.SANCTIONS_DFAT_URL && { dfat: env.SANCTIONS_DFAT_URL }),
      },
      refreshHours: env.SANCTIONS_REFRESH_HOURS,
      maxShrinkPercent: env.SANCTIONS_MAX_SHRINK_PERCENT,
    },
    staff: {
      idleMinutes: env.STAFF_SESSION_IDLE_MINUTES,
      lifetimeHours: env.STAFF_SESSION_LIFETIME_HOURS,
      invitationHours: env.STAFF_INVITATION_HOURS,
      releaseAboveWithFourEyes: env.FOUR_EYES_RELEASE_ABOVE,
    },
    session: {
      cookieDomain: env.SESSION_COOKIE_DOMAIN,
      secureCookies: appUrl.startsWith('https://'),
      idleMinutes: env.SESSION_IDLE_MINUTES,
      lifetimeHours: env.SESSION_LIFETIME_HOURS,
      rememberDays: env.REMEMBER_ME_DAYS,
    },
    passwordMinLength: env.PASSWORD_MIN_LENGTH,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, useOutbox: !env.SMTP_URL },
    codes: {
      ttlMinutes: env.CODE_TTL_MINUTES,
      maxAttempts: env.CODE_MAX_ATTEMPTS,
      resendSeconds: env.CODE_RESEND_SECONDS,
      mfaMaxFailures: env.MFA_MAX_FAILURES,
      passwordResetTtlMinutes: env.PASSWORD_RESET_TTL_MINUTES,
      stepUpMinutes: env.STEP_UP_MINUTES,
    },
    jobPollMs: env.JOB_POLL_MS,
    jobs: { leaseSeconds: env.JOB_LEASE_SECONDS, retentionDays: env.JOB_RETENTION_DAYS },
    retention: {
      sessionsDays: env.RETENTION_SESSIONS_DAYS,
      codesDays: env.RETENTION_CODES_DAYS,
      quotesDays: env.RETENTION_QUOTES_DAYS,
      webhookEventsDays: env.RETENTION_WEBHOOK_EVENTS_DAYS,
      outboxDays: env.RETENTION_OUTBOX_DAYS,
    },
    metricsToken: env.METRICS_TOKEN,
    tracing: tracingSettings(env),
    requestIdHeader: env.REQUEST_ID_HEADER,
    docsEnabled: env.DOCS_ENABLED ?? env.APP_ENV !== 'production',
    serverTiming: env.SERVER_TIMING && env.APP_ENV !== 'production',
    pricing: {
      ratesUrl: env.RATES_URL,
      ratesMaxAgeMinutes: env.RATES_MAX_AGE_MINUTES,
      quoteTtlMinutes: env.QUOTE_TTL_MINUTES,
      payWithinHours: env.TRANSFER_PAY_WITHIN_HOURS,
    },
    payments: {
      sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET
        ? Buffer.from(env.SANDBOX_WEBHOOK_SECRET)
        : derived(appKey, 'sandbox-webhook'),
      previousSandboxWebhookSecrets: env.SANDBOX_WEBHOOK_SECRET
        ? [env.SANDBOX_WEBHOOK_SECRET_PREVIOUS ?? []].flat().map((secret) => Buffer.from(secret))
        : previousAppKeys.map((key) => derived(key, 'sandbox-webhook')),
      webhookToleranceSeconds: env.WEBHOOK_TOLERANCE_SECONDS,
      faultPauseMs: env.FAULT_WEBHOOK_PAUSE_MS,
      sandboxWebhookDelayMs: env.SANDBOX_WEBHOOK_DELAY_MS,
    },
    payout: {
      startSeconds: env.PAYOUT_START_SECONDS,
      completeSeconds: env.PAYOUT_COMPLETE_SECONDS,
      failRecipients: env.PAYOUT_FAIL_RECIPIENTS.split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
      holdAbove: env.COMPLIANCE_HOLD_ABOVE,
    },
    realtime: {
      appId: env.PUSHER_APP_ID,
      key: env.PUSHER_APP_KEY,
      secret: env.PUSHER_APP_SECRET ?? derived(appKey, 'pusher-secret').toString('hex'),
      previousSecrets: env.PUSHER_APP_SECRET
        ? [env.PUSHER_APP_SECRET_PREVIOUS ?? []].flat()
        : previousAppKeys.map((key) => derived(key, 'pusher-secret').toString('hex')),
      host: env.PUSHER_HOST,
      cluster: env.PUSHER_CLUSTER,
      useTls: env.PUSHER_USE_TLS,
      activityTimeout: env.REALTIME_ACTIVITY_TIMEOUT,
      maxConnections: env.REALTIME_MAX_CONNECTIONS,
      nodeTimeout: env.REALTIME_NODE_TIMEOUT,
      webhook: env.PUSHER_WEBHOOK_URL
        ? { url: env.PUSHER_WEBHOOK_URL, events: env.PUSHER_WEBHOOK_EVENTS }
        : undefined,
    },
    limits: {
      currency: env.LIMITS_CURRENCY,
      tier1: { perTransfer: env.LIMIT_TIER1_PER_TRANSFER, rolling30Days: env.LIMIT_TIER1_30_DAYS },
      tier2: { perTransfer: env.LIMIT_TIER2_PER_TRANSFER, rolling30Days: env.LIMIT_TIER2_30_DAYS },
      riskHighFactor: env.RISK_HIGH_LIMIT_FACTOR,
    },
    countries: {
      residence: env.RESIDENCE_COUNTRIES.split(','),
      nationality: env.NATIONALITY_COUNTRIES ? env.NATIONALITY_COUNTRIES.split(',') : [],
    },
    sms: { url: env.SMS_URL, useOutbox: !env.SMS_URL },
    push: {
      ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : developmentVapidKeys(dataDir)),
      subject:
        env.VAPID_SUBJECT ??
        `mailto:${env.COMPANY_SUPPORT_EMAIL ?? developmentCompany.COMPANY_SUPPORT_EMAIL}`,
    },
    documentStorage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local', directory: path.join(dataDir, 'documents') },
    webauthn: { rpId, rpName: env.WEBAUTHN_RP_NAME, origins: [...new Set(passkeyOrigins)] },
    rateLimits: {
      quotes: env.RATE_LIMIT_QUOTES,
      recipients: env.RATE_LIMIT_RECIPIENTS,
      supportRequests: env.RATE_LIMIT_SUPPORT_REQUESTS,
      uploads: env.RATE_LIMIT_UPLOADS,
      payments: env.RATE_LIMIT_PAYMENTS,
      codeRequests: env.RATE_LIMIT_CODE_REQUESTS,
      pusherApi: env.RATE_LIMIT_PUSHER_API,
      passkeys: env.RATE_LIMIT_PASSKEYS,
      downloads: env.RATE_LIMIT_DOWNLOADS,
    },
    throttle: {
      loginPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      loginWindowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
      signUpPerIp: env.SIGNUP_MAX_PER_IP,
      signUpWindowSeconds: env.SIGNUP_WINDOW_SECONDS,
    },
    regulator: {
      austracReNumber: env.AUSTRAC_RE_NUMBER ?? developmentRegulator.AUSTRAC_RE_NUMBER,
      abn: env.COMPANY_ABN ?? developmentRegulator.COMPANY_ABN,
      payoutPartnerName: env.PAYOUT_PARTNER_NAME ?? developmentRegulator.PAYOUT_PARTNER_NAME,
      dailyHour: env.REPORTS_DAILY_HOUR,
    },
    company: {
      name: env.COMPANY_NAME ?? developmentCompany.COMPANY_NAME,
      licence: env.COMPANY_LICENCE ?? developmentCompany.COMPANY_LICENCE,
      address: env.COMPANY_ADDRESS ?? developmentCompany.COMPANY_ADDRESS,
      complaintsEmail: env.COMPANY_COMPLAINTS_EMAIL ?? developmentCompany.COMPANY_COMPLAINTS_EMAIL,
      ombudsman: env.COMPANY_OMBUDSMAN,
      regulator: env.COMPANY_REGULATOR,
      abn: env.COMPANY_ABN ?? developmentRegulator.COMPANY_ABN,
      supportEmail: env.COMPANY_SUPPORT_EMAIL ?? developmentCompany.COMPANY_SUPPORT_EMAIL,
      phone: env.COMPANY_PHONE ?? developmentCompany.COMPANY_PHONE,
      supportHours: env.COMPANY_SUPPORT_HOURS,
    },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
  };
}
