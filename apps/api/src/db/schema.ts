import { sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Tables behind the spec's Customer shape (section 3). Reference data (countries, attribute
 * definitions, document categories and types) uses integer ids; customer data uses UUIDs so ids
 * reveal nothing about how many customers there are.
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Column builders repeated by most tables (each call makes a fresh column). */
const uuidId = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });
/** The customer a row belongs to; it goes when the customer goes. */
const ownerId = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso2Alpha: text('iso2_alpha').notNull().unique(),
  iso3Alpha: text('iso3_alpha').notNull().unique(),
  isoNumeric: text('iso_numeric').notNull(),
  fipsCode: text('fips_code'),
  slug: text('slug').notNull().unique(),
  callingCode: text('calling_code'),
  commonName: text('common_name').notNull(),
  officialName: text('official_name').notNull(),
  endonym: text('endonym'),
  demonym: text('demonym'),
});

export const customers = pgTable('customers', {
  id: uuidId(),
  /** Customer reference number: what the customer quotes to support. */
  crn: text('crn').notNull().unique(),
  name: text('name'),
  secondName: text('second_name'),
  thirdName: text('third_name'),
  wholeName: text('whole_name'),
  uniqueIdentityNumber: text('unique_identity_number'),
  poiNameCheck: boolean('poi_name_check'),
  isBlockedForSending: boolean('is_blocked_for_sending').notNull().default(false),
  countryId: integer('country_id').references(() => countries.id),
  nationalityId: integer('nationality_id').references(() => countries.id),
  /** The language Homeward writes to the customer in (a tag of @homeward/contract/languages). */
  language: text('language').notNull().default('en-AU'),
  /**
   * Goes up with every change to what the Customer answer is made of (this row, the account,
   * address, birth details, attributes and documents), by triggers (migration 0032), whoever
   * writes: the session lookup reads it, so a node's copy of the customer is used only while it
   * is the newest (customers/service.ts, decision 0040).
   */
  dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
  ...timestamps,
});

export const accounts = pgTable(
  'accounts',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Stored lower-cased and trimmed; the unique index makes sign-up races safe. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    mobileNumber: text('mobile_number'),
    mobileNumberCountryId: integer('mobile_number_country_id').references(() => countries.id),
    /** The second factor asked at sign-in once the email is verified: 'email' or 'totp'. */
    mfaMethod: text('mfa_method').notNull().default('email'),
    /** Authenticator secrets, sealed with APP_KEY (lib/secret-box.ts); pending until confirmed. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step whose code signed in: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** A new email address waiting for its code; it replaces email once verified. */
    pendingEmail: text('pending_email'),
    /** A new mobile number waiting for its SMS code; it replaces mobile_number once verified. */
    pendingMobileNumber: text('pending_mobile_number'),
    pendingMobileNumberCountryId: integer('pending_mobile_number_country_id').references(
      () => countries.id,
    ),
    ...timestamps,
  },
  (t) => [uniqueIndex('accounts_email_unique').on(t.email)],
);

/** Signed-in browsers: the spec's Session, and later the device list. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuidId(),
    customerId: ownerId(),
    /** SHA-256 of the cookie's secret; the secret itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    isMfaCompleted: boolean('is_mfa_completed').notNull().default(false),
    mfaMethod: text('mfa_method'),
    clientVersion: text('client_version'),
    osVersion: text('os_version'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** "Remember me": a 30-day lifetime with no idle timeout. */
    remember: boolean('remember').notNull().default(false),
    /** Attempts at the second factor, each counted before it is judged (the name is older). */
    mfaFailures: integer('mfa_failures').notNull().default(0),
    /**
     * When this session last proved the second factor (at sign-in, or again before a sensitive
     * change). Step-up asks again once it is older than a few minutes.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('sessions_customer_id_idx').on(t.customerId)],
);

export const addresses = pgTable('addresses', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  addressLine1: text('address_line_1'),
  addressLine2: text('address_line_2'),
  city: text('city'),
  postcode: text('postcode'),
  region: text('region'),
  ...timestamps,
});

export const birthDetails = pgTable('birth_details', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  dateOfBirth: date('date_of_birth'),
  placeOfBirth: text('place_of_birth'),
  countryOfBirthId: integer('country_of_birth_id').references(() => countries.id),
  ...timestamps,
});

/** The dynamic profile fields a country asks for, by category (identity, address, employment). */
export const attributeDefinitions = pgTable(
  'attribute_definitions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    attribute: text('attribute').notNull(),
    category: text('category').notNull(),
    regularExpression: text('regular_expression'),
    mask: text('mask'),
    expressionErrorMessage: text('expression_error_message'),
    label: text('label').notNull(),
    infoText: text('info_text'),
    isRequired: boolean('is_required').notNull().default(false),
    /** text, date, select (from `options`) or country (a country id). */
    input: text('input').notNull().default('text'),
    options: jsonb('options').$type<{ value: string; label: string }[]>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_definitions_country_attribute').on(t.countryId, t.attribute)],
);

export const customerAttributes = pgTable(
  'customer_attributes',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    attributeDefinitionId: integer('attribute_definition_id')
      .notNull()
      .references(() => attributeDefinitions.id),
    value: text('value'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.customerId, t.attributeDefinitionId] })],
);

export const documentCategories = pgTable('document_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  description: text('description'),
  position: integer('position').notNull().default(0),
});

export const documentTypes = pgTable(
  'document_types',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => documentCategories.id),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    publicUpload: boolean('public_upload').notNull().default(false),
    info: text('info'),
    documentNumberLabel: text('document_number_label'),
    api: text('api'),
    /** How many pages an upload of this type has, and what each page is called. */
    minPages: integer('min_pages').notNull().default(1),
    maxPages: integer('max_pages').notNull().default(1),
    pageLabels: jsonb('page_labels').$type<string[]>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('document_types_category_code').on(t.categoryId, t.code)],
);

export const documents = pgTable(
  'documents',
  {
    id: uuidId(),
    customerId: ownerId(),
    documentCategoryId: integer('document_category_id')
      .notNull()
      .references(() => documentCategories.id),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    statusCode: text('status_code').notNull().default('pending'),
    /** Why review refused it, in words the customer can act on. */
    rejectionReason: text('rejection_reason'),
    /** What review read from a proof of identity (for apply-info-from-poi). */
    documentNumber: text('document_number'),
    holderGivenNames: text('holder_given_names'),
    holderSurname: text('holder_surname'),
    holderBirthDate: date('holder_birth_date'),
    expiresOn: date('expires_on'),
    ...timestamps,
  },
  (t) => [index('documents_customer_id_idx').on(t.customerId)],
);

/** Every status a document has had: who changed it, when and why. */
export const documentStatusEvents = pgTable(
  'document_status_events',
  {
    id: uuidId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    statusCode: text('status_code').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('document_status_events_document_idx').on(t.documentId, t.createdAt)],
);

/**
 * Fixed-window attempt counters (sign-in, sign-up, per-route limits) shared by every API node:
 * rate-limiter-flexible's table, whose Drizzle store reads the properties key, points, expire.
 */
export const throttleBuckets = pgTable('throttle_buckets', {
  key: text('key').primaryKey(),
  points: integer('hits').notNull(),
  expire: at('expires_at').notNull(),
});

/** Six-digit codes sent by email (verification, sign-in), stored only as hashes. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuidId(),
    customerId: ownerId(),
    purpose: text('purpose').notNull(),
    /** For sign-in codes: the session waiting for its second factor. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_customer_purpose_idx').on(t.customerId, t.purpose, t.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuidId(),
    customerId: ownerId(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);

/** Single-use codes that stand in for the authenticator app. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuidId(),
    customerId: ownerId(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_customer_idx').on(t.customerId)],
);

/**
 * Passkeys (WebAuthn credentials): each signs in without a password, or stands as the second
 * factor. The credential id is the authenticator's, base64url; the public key is COSE, base64url.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuidId(),
    customerId: ownerId(),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter; 0 for those (most passkeys) that keep none. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser can reach the authenticator: internal, hybrid, usb, nfc, ble. */
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'singleDevice' or 'multiDevice' (synced by a password manager or platform). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** The customer's name for it; by default the browser and system it was made on. */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_customer_idx').on(t.customerId)],
);

/**
 * WebAuthn challenges, each for one ceremony of one browser (`binding`: the session id, or a
 * hash of a visitor's cookie), used once: consuming deletes the row in one statement.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuidId(),
    challenge: text('challenge').notNull().unique(),
    /** 'registration', 'sign-in', 'second-factor' or 'step-up'. */
    purpose: text('purpose').notNull(),
    binding: text('binding').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/** What happened to an account, for the customer (settings) and for operations. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuidId(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    client: text('client'),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * A customer's choice of channel for one kind of notification (contract: notifications.ts).
 * Only changes are stored: no row means the default, which is on. Kind and channel are text so
 * a new one (SMS, push, rate alerts) is a new value, not a migration.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind, t.channel] })],
);

/**
 * Web push subscriptions (issue 19 item 4): one per signed-in device, the session the browser
 * subscribed in (sessions double as devices). It goes with the device: deleted when the session
 * ends (removed from the device list, signed out) and by cascade with the customer. The push
 * service's `endpoint` is unique: a browser has one subscription, so a second customer signing
 * in on it takes it over.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuidId(),
    customerId: ownerId(),
    sessionId: uuid('session_id')
      .notNull()
      .unique()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url as it gave them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps,
  },
  (t) => [index('push_subscriptions_customer_id_idx').on(t.customerId)],
);

/**
 * The job queue: rows claimed with FOR UPDATE SKIP LOCKED, so any number of API nodes can work
 * it, and a job survives a crash or an outage of what it calls (retried with backoff).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuidId(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /**
     * What makes this job the same job again (a mail about one event, say): a second enqueue
     * with the same key adds nothing, so a retried caller cannot send a mail twice.
     */
    key: text('key'),
    /** The W3C trace context of what enqueued it: its run continues that trace (lib/tracing.ts). */
    traceparent: text('traceparent'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    completedAt: at('completed_at'),
    failedAt: at('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`completed_at is null and failed_at is null`),
    uniqueIndex('jobs_key_unique').on(t.key),
    // The dead letters (jobs that gave up) and the finished ones, for operations and pruning.
    index('jobs_failed_idx')
      .on(t.failedAt)
      .where(sql`failed_at is not null`),
    index('jobs_completed_idx')
      .on(t.completedAt)
      .where(sql`completed_at is not null`),
  ],
);

/** Mail the development outbox keeps instead of sending (never used in production). */
export const devOutbox = pgTable('dev_outbox', {
  id: uuidId(),
  channel: text('channel').notNull().default('email'),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

/** The files of a document, one row a page, stored under random keys (never the upload's name). */
export const documentPages = pgTable(
  'document_pages',
  {
    id: uuidId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    pageIndex: integer('page_index').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('document_pages_document_page').on(t.documentId, t.pageIndex)],
);

/** Short-lived, single-use permissions to upload one document type without a session. */
export const uploadTokens = pgTable('upload_tokens', {
  id: uuidId(),
  customerId: ownerId(),
  documentCategoryId: integer('document_category_id')
    .notNull()
    .references(() => documentCategories.id),
  documentTypeId: integer('document_type_id')
    .notNull()
    .references(() => documentTypes.id),
  tokenHash: text('token_hash').notNull().unique(),
  purpose: text('purpose').notNull().default('hand-off'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Money in a currency's minor units (cents); bigint in SQL, a safe integer in JavaScript. */
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull();
/** Rates and percentages: exact decimals, read as strings and computed with decimal.js. */
const decimal = (name: string) => numeric(name, { precision: 24, scale: 10 }).notNull();

/**
 * What the reference data seed last wrote (db/seed.ts): a digest of the rows it would write. A
 * start whose seed has not changed since skips it: rewriting the same countries, attribute
 * definitions, documents and corridors took half a second and a third of a gigabyte of memory
 * at every start of the embedded database (issue 21).
 */
export const referenceSeed = pgTable('reference_seed', {
  name: text('name').primaryKey(),
  digest: text('digest').notNull(),
  seededAt: at('seeded_at').notNull().defaultNow(),
});

/**
 * Where money can go (PRODUCT.md: corridors are data): a source currency to a destination
 * country and currency, with the send amounts allowed and the margin taken off the mid-market
 * rate (a percentage).
 */
export const corridors = pgTable(
  'corridors',
  {
    id: serial('id').primaryKey(),
    sourceCurrency: text('source_currency').notNull(),
    destinationCountryId: integer('destination_country_id')
      .notNull()
      .references(() => countries.id),
    destinationCurrency: text('destination_currency').notNull(),
    minSendMinor: minor('min_send_minor'),
    maxSendMinor: minor('max_send_minor'),
    marginPercent: decimal('margin_percent'),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('corridors_route').on(
      t.sourceCurrency,
      t.destinationCountryId,
      t.destinationCurrency,
    ),
  ],
);

/** A payout method of a corridor: its fee (fixed plus a percentage) and delivery time. */
export const corridorPayoutMethods = pgTable(
  'corridor_payout_methods',
  {
    corridorId: integer('corridor_id')
      .notNull()
      .references(() => corridors.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    fixedFeeMinor: minor('fixed_fee_minor'),
    percentageFee: decimal('percentage_fee'),
    deliveryMinutes: integer('delivery_minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.corridorId, t.method] })],
);

/** Mid-market rates of the built-in rate provider, kept by `npm run ops -- rates:set`. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    baseCurrency: text('base_currency').notNull(),
    quoteCurrency: text('quote_currency').notNull(),
    rate: decimal('rate'),
    source: text('source').notNull(),
    asOf: at('as_of').notNull(),
  },
  (t) => [primaryKey({ columns: [t.baseCurrency, t.quoteCurrency] })],
);

/** A price locked for a customer: what they would send, pay and have delivered, until expiry. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuidId(),
    customerId: ownerId(),
    corridorId: integer('corridor_id')
      .notNull()
      .references(() => corridors.id),
    payoutMethod: text('payout_method').notNull(),
    amountType: text('amount_type').notNull(),
    sourceCurrency: text('source_currency').notNull(),
    destinationCurrency: text('destination_currency').notNull(),
    sendMinor: minor('send_minor'),
    feeMinor: minor('fee_minor'),
    totalMinor: minor('total_minor'),
    receiveMinor: minor('receive_minor'),
    midRate: decimal('mid_rate'),
    customerRate: decimal('customer_rate'),
    deliveryMinutes: integer('delivery_minutes').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quotes_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * Rate alerts (issue 19 item 7): tell the customer when a corridor's customer rate reaches their
 * target. `last_notified_on` (a UTC day) makes it at most one notification per alert per day,
 * whoever checks and however often the rate moves (docs/decisions/0030-rate-alerts.md).
 */
export const rateAlerts = pgTable(
  'rate_alerts',
  {
    id: uuidId(),
    customerId: ownerId(),
    corridorId: integer('corridor_id')
      .notNull()
      .references(() => corridors.id),
    targetRate: decimal('target_rate'),
    lastNotifiedOn: date('last_notified_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('rate_alerts_customer_idx').on(t.customerId, t.createdAt),
    index('rate_alerts_corridor_idx').on(t.corridorId),
  ],
);

/**
 * What each daily reconciliation found (issue 22): the run logs its differences, and this keeps
 * them where every node's /metrics can read the last run's (a worker-only node has no /metrics).
 * One row per provider and day; a retried run of the day replaces it.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    /** Each difference's kind, currency and size in minor units (no names, no references). */
    differences: jsonb('differences')
      .$type<{ kind: string; currency: string; amountMinor: number }[]>()
      .notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.provider] })],
);

/** People a customer sends to; deleting one hides it, and past transfers keep their copy. */
export const recipients = pgTable(
  'recipients',
  {
    id: uuidId(),
    customerId: ownerId(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    currency: text('currency').notNull(),
    payoutMethod: text('payout_method').notNull(),
    fullName: text('full_name').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    summary: text('summary').notNull(),
    /** Compliance confirmed this recipient is a listed person: no money may go to them. */
    blockedAt: at('blocked_at'),
    deletedAt: at('deleted_at'),
    ...timestamps,
  },
  (t) => [
    index('recipients_customer_idx')
      .on(t.customerId, t.fullName)
      .where(sql`deleted_at is null`),
  ],
);

/**
 * A confirmed transfer. It copies the quote's price and the recipient as they were, so later
 * changes to either never change what the customer agreed to. One quote makes at most one
 * transfer, and one idempotency key per customer names at most one: both are unique indexes,
 * so no race between two requests can make a second.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuidId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    trackingNumber: text('tracking_number').notNull().unique(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * SHA-256 of the confirming request as validated (transfers/service.ts): a replay of the key
     * with another request is refused. Null on transfers confirmed before it was kept.
     */
    requestFingerprint: text('request_fingerprint'),
    recipientId: uuid('recipient_id').references(() => recipients.id),
    recipientName: text('recipient_name').notNull(),
    recipient: jsonb('recipient').$type<TransferRecipientSnapshot>().notNull(),
    payoutMethod: text('payout_method').notNull(),
    sourceCurrency: text('source_currency').notNull(),
    destinationCurrency: text('destination_currency').notNull(),
    sendMinor: minor('send_minor'),
    feeMinor: minor('fee_minor'),
    totalMinor: minor('total_minor'),
    receiveMinor: minor('receive_minor'),
    midRate: decimal('mid_rate'),
    customerRate: decimal('customer_rate'),
    /** The send amount in the limits' currency (AUD), counted against the 30-day limit. */
    limitMinor: minor('limit_minor'),
    purpose: text('purpose').notNull(),
    sourceOfFunds: text('source_of_funds').notNull(),
    reference: text('reference'),
    status: text('status').notNull(),
    availableBy: at('available_by').notNull(),
    payBy: at('pay_by').notNull(),
    /** When the provider said the money arrived (the cancellation window counts from it). */
    paidAt: at('paid_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('transfers_quote_unique').on(t.quoteId),
    uniqueIndex('transfers_idempotency_unique').on(t.customerId, t.idempotencyKey),
    // Ascending on purpose: read backwards it gives "created_at DESC, id DESC" exactly as the
    // list asks (DESC means NULLS FIRST). A "DESC NULLS LAST" index does not match that order,
    // and PostgreSQL sorted the customer's whole history for every first page instead.
    index('transfers_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('transfers_recipient_idx').on(t.recipientId),
    // Finance's exports read a period of every customer's transfers, page by page.
    // Finance's exports walk a period in (created_at, id) order. Partial on an always-true
    // condition on a column no other query filters by, stated word for word only by those
    // exports (EXPORTED in reports/exports/repository.ts): the planner can never take it for a
    // customer's list (transfers_customer_created_idx), even on a table of few customers.
    index('transfers_export_idx')
      .on(t.createdAt, t.id)
      .where(sql`send_minor is not null`),
    // Monitoring's rules read a customer's paid transfers in a window. Partial on the condition
    // those queries state, so the limits' sum (by created_at) keeps transfers_customer_created_idx.
    index('transfers_customer_paid_idx')
      .on(t.customerId, t.paidAt)
      .where(sql`paid_at is not null`),
    // Monitoring's many-to-one rule finds the paid transfers to one beneficiary account.
    index('transfers_beneficiary_idx').on(
      sql`(${t.recipient} ->> 'countryIso2')`,
      t.payoutMethod,
      beneficiaryAccount(t.recipient),
      t.paidAt,
    ),
  ],
);

/**
 * What each customer sent on each day (UTC), in the limits' currency: the sum of `limit_minor`
 * over the day's transfers not released (cancelled, expired, refunded, failed). Kept by a trigger
 * on `transfers` in the same transaction as every write (migration 0033), so the 30-day figure
 * reads 30 rows and at most one day's transfers instead of a heavy sender's whole month
 * (`usedSince` in transfers/repository.ts; decision 0041).
 */
export const customerSendingDays = pgTable(
  'customer_sending_days',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    day: date('day', { mode: 'string' }).notNull(),
    limitMinor: minor('limit_minor'),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day] })],
);

/**
 * The account a transfer pays, from its recipient snapshot: the bank account, IBAN or wallet
 * number (one expression, so monitoring's query and its index agree).
 */
export const beneficiaryAccount = (recipient: AnyColumn) =>
  sql`coalesce(${recipient} -> 'details' ->> 'account_number', ${recipient} -> 'details' ->> 'iban', ${recipient} -> 'details' ->> 'mobile_number')`;

/** What a transfer keeps of its recipient (PRODUCT.md: past transfers stay intact). */
export interface TransferRecipientSnapshot {
  id: string;
  fullName: string;
  countryIso2: string;
  countryName: string;
  currency: string;
  payoutMethod: string;
  details: Record<string, string>;
  /** The details labelled as the requirements named them when the transfer was made. */
  display: { label: string; value: string }[];
  summary: string;
}

/** A transfer's payout at the payout provider (one per transfer: a failed one is refunded). */
export const payouts = pgTable('payouts', {
  id: uuidId(),
  transferId: uuid('transfer_id')
    .notNull()
    .unique()
    .references(() => transfers.id),
  provider: text('provider').notNull(),
  /** pending until the provider says paid or failed. */
  status: text('status').notNull(),
  reference: text('reference'),
  failureReason: text('failure_reason'),
  /**
   * Cash pickup only: the code the recipient gives at the counter (decision 0031), made by
   * Homeward as the payout begins and handed to the partner with the order. Unique, so a code
   * names one payout at every counter.
   */
  pickupCode: text('pickup_code').unique('payouts_pickup_code_unique'),
  ...timestamps,
});

/** Every status a transfer has had, with who changed it and why: the timeline. */
export const transferEvents = pgTable(
  'transfer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfer_events_transfer_idx').on(t.transferId, t.id),
    // The regulator's reports find the transfers sent (reached processing) on a day.
    index('transfer_events_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A payment attempt at a payment provider. Its status changes only from the provider's signed
 * webhooks, applied in the provider's event-time order (`last_event_at`).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuidId(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull(),
    amountMinor: minor('amount_minor'),
    currency: text('currency').notNull(),
    /** The provider's id for this payment (its checkout session). */
    providerReference: text('provider_reference'),
    checkoutUrl: text('checkout_url'),
    failureReason: text('failure_reason'),
    lastEventAt: at('last_event_at'),
    /** What the provider captured, and what it has confirmed refunding, of this payment. */
    capturedMinor: bigint('captured_minor', { mode: 'number' }).notNull().default(0),
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    /** The refund asked of the provider: pending until it confirms (succeeded) or not (failed). */
    refundStatus: text('refund_status'),
    refundReference: text('refund_reference'),
    refundFailureReason: text('refund_failure_reason'),
    ...timestamps,
  },
  (t) => [
    index('payments_transfer_idx').on(t.transferId, t.createdAt),
    uniqueIndex('payments_provider_reference').on(t.provider, t.providerReference),
    // At most one checkout open per transfer: a double click or a second tab finds this one.
    uniqueIndex('payments_one_open_checkout')
      .on(t.transferId)
      .where(sql`status in ('pending', 'processing')`),
  ],
);

/** Every webhook received, once per provider event id: duplicates are recognised, not re-applied. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    /** What applying it did: "applied", or why not ("stale", "unknown payment"). */
    outcome: text('outcome').notNull(),
  },
  (t) => [uniqueIndex('webhook_events_provider_event').on(t.provider, t.eventId)],
);

/** The sandbox payment provider's own records: what a real provider keeps on its side. */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  /** The merchant's payment id: creating the checkout again for it answers the same one. */
  paymentId: uuid('payment_id').unique(),
  amountMinor: minor('amount_minor'),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status').notNull().default('open'),
  cardLast4: text('card_last4'),
  capturedMinor: bigint('captured_minor', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Every event the sandbox sent, as a provider keeps its event log: what "resend" sends again,
 * with the same ids.
 */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => sandboxCheckouts.id),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_events_checkout_idx').on(t.checkoutId, t.createdAt)],
);

/** The sandbox's refunds: its side of every refund, as a provider's report would list them. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  checkoutId: text('checkout_id')
    .notNull()
    .references(() => sandboxCheckouts.id),
  amountMinor: minor('amount_minor'),
  /** The merchant's key: the same refund asked twice is one refund. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').notNull(),
  failureReason: text('failure_reason'),
  createdAt: createdAt(),
});

/**
 * Double-entry ledger: a journal per money movement, its entries signed (debit positive,
 * credit negative) and summing to zero per currency, written in the same database transaction
 * as the state change that caused it.
 */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: uuidId(),
    transferId: uuid('transfer_id').references(() => transfers.id),
    kind: text('kind').notNull(),
    /**
     * What the journal is about within the transfer ('' for the transfer itself, a payment's id
     * for its capture and refund): the same movement can never be posted twice.
     */
    reference: text('reference').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_journals_transfer_kind_reference').on(t.transferId, t.kind, t.reference),
    // Finance's exports read a period of journals, page by page.
    index('ledger_journals_created_idx').on(t.createdAt, t.id),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerJournals.id),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    amountMinor: minor('amount_minor'),
  },
  (t) => [index('ledger_entries_journal_idx').on(t.journalId)],
);

/**
 * Staff of the back office (issue 16): not customers. Each holds one or more roles
 * (`@homeward/contract` staffRoles) and must always pass an authenticator code to sign in.
 */
export const staffMembers = pgTable('staff_members', {
  id: uuidId(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  roles: text('roles').array().notNull(),
  /** Null until the invitation is accepted. */
  passwordHash: text('password_hash'),
  /** The authenticator secret, sealed with the app key. */
  totpSecret: text('totp_secret').notNull(),
  /** The last TOTP time step accepted: a code is good once (replay guard). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: createdAt(),
  activatedAt: at('activated_at'),
  disabledAt: at('disabled_at'),
  lastSignInAt: at('last_sign_in_at'),
});

const staffId = (name = 'staff_id') =>
  uuid(name)
    .notNull()
    .references(() => staffMembers.id);

/** An invitation to the back office: a single-use link, kept only as a hash. */
export const staffInvitations = pgTable('staff_invitations', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: staffId(),
  expiresAt: at('expires_at').notNull(),
  acceptedAt: at('accepted_at'),
  createdAt: createdAt(),
});

/** Staff sessions: short, their own cookie and path, never mixed with customers'. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuidId(),
    staffId: staffId(),
    secretHash: text('secret_hash').notNull().unique(),
    /** 'second_factor' until the authenticator code is given, then 'signed_in'. */
    stage: text('stage').notNull(),
    secondFactorFailures: integer('second_factor_failures').notNull().default(0),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Service tokens (the ops CLI's credential): act as the staff member who made them. */
export const staffTokens = pgTable('staff_tokens', {
  id: uuidId(),
  staffId: staffId(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: at('last_used_at'),
  revokedAt: at('revoked_at'),
});

/**
 * Every staff action, written in the transaction of the change it records: who, with which
 * roles, what, the record before and after, when and from where. Append-only: the migration
 * gives it a trigger that refuses UPDATE and DELETE.
 */
export const staffAuditEvents = pgTable(
  'staff_audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staffMembers.id),
    staffEmail: text('staff_email').notNull(),
    roles: text('roles').array().notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address').notNull(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * Four eyes: a change proposed by one staff member that takes effect only when another
 * approves it (releasing a large hold; rates, corridors and fees).
 */
export const staffProposals = pgTable(
  'staff_proposals',
  {
    id: uuidId(),
    kind: text('kind').notNull(),
    summary: text('summary').notNull(),
    payload: jsonb('payload').notNull(),
    /** What it would change, for one pending proposal per target ('transfer:<id>', 'rate:AUD/PHP'). */
    target: text('target').notNull(),
    status: text('status').notNull().default('pending'),
    proposedBy: staffId('proposed_by'),
    decidedBy: uuid('decided_by').references(() => staffMembers.id),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('staff_proposals_pending_target')
      .on(t.target)
      .where(sql`status = 'pending'`),
  ],
);

/** Notes staff keep on a customer (support's memory of a conversation). */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: uuidId(),
    customerId: ownerId(),
    staffId: staffId(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.createdAt)],
);

/** Every rate ever set, with who set it: the rates table holds only the current one. */
export const exchangeRateHistory = pgTable(
  'exchange_rate_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    baseCurrency: text('base_currency').notNull(),
    quoteCurrency: text('quote_currency').notNull(),
    rate: decimal('rate'),
    source: text('source').notNull(),
    changedBy: text('changed_by').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('exchange_rate_history_pair_idx').on(t.baseCurrency, t.quoteCurrency, t.at)],
);

/*
 * Compliance (issue 17). Sanctions lists as imported, every screening, the cases a hit opens and
 * the false positives an officer cleared. These are regulated records: kept at least 7 years, so
 * nothing here goes when a customer goes (no cascades), and screenings are never updated.
 */

/** One attempt to load a list: the one in force per source is `active`; failed ones are kept. */
export const sanctionsImports = pgTable(
  'sanctions_imports',
  {
    id: uuidId(),
    source: text('source').notNull(),
    /** active (in force), superseded (an older one), rejected (failed or suspicious; not used). */
    status: text('status').notNull(),
    version: text('version'),
    sha256: text('sha256').notNull(),
    entryCount: integer('entry_count').notNull().default(0),
    nameCount: integer('name_count').notNull().default(0),
    /** Where it came from: a file name or a URL. */
    origin: text('origin').notNull(),
    /** Why a rejected import was refused, in words an operator can act on. */
    error: text('error'),
    importedBy: text('imported_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sanctions_imports_source_idx').on(t.source, t.createdAt),
    uniqueIndex('sanctions_imports_active_unique')
      .on(t.source)
      .where(sql`status = 'active'`),
  ],
);

/** The entries of the imports in force (an import's entries replace its source's previous ones). */
export const sanctionsEntries = pgTable(
  'sanctions_entries',
  {
    id: uuidId(),
    importId: uuid('import_id')
      .notNull()
      .references(() => sanctionsImports.id),
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    kind: text('kind').notNull(),
    names: jsonb('names').$type<{ name: string; kind: string }[]>().notNull(),
    datesOfBirth: text('dates_of_birth').array().notNull(),
    nationalities: text('nationalities').array().notNull(),
    programs: text('programs').array().notNull(),
    remarks: text('remarks').notNull(),
    /** SHA-256 of what screening reads (names, dates, nationalities): a clearance is for this. */
    fingerprint: text('fingerprint').notNull(),
  },
  (t) => [index('sanctions_entries_source_ref_idx').on(t.source, t.ref)],
);

/** A compliance case: hits (and later monitoring alerts) a person must decide on. */
export const complianceCases = pgTable(
  'compliance_cases',
  {
    id: uuidId(),
    /** The number staff quote ("C-1042"). */
    number: serial('number').notNull().unique(),
    kind: text('kind').notNull(),
    /** open, cleared (false positive), confirmed (a true match). */
    status: text('status').notNull().default('open'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Who was screened: the customer, or one of their recipients. */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** What was screened, as it was (name, date of birth, nationality). */
    subject: jsonb('subject').notNull(),
    hits: jsonb('hits').notNull(),
    /** What screening found it: identity saved, document approved, recipient saved, payout… */
    trigger: text('trigger').notNull(),
    /**
     * Whether the case stops the subject's payouts until decided: always for screening; for
     * monitoring, once an alert of a 'hold' rule joins it (alert-only cases let money go).
     */
    stopsPayout: boolean('stops_payout').notNull().default(true),
    decidedBy: uuid('decided_by').references(() => staffMembers.id),
    decisionNote: text('decision_note'),
    decidedAt: at('decided_at'),
    ...timestamps,
  },
  (t) => [
    // Subject first: whether an open case stops a payout asks by subject, whatever the kind.
    uniqueIndex('compliance_cases_open_subject')
      .on(t.subjectType, t.subjectId, t.kind)
      .where(sql`status = 'open'`),
    index('compliance_cases_customer_idx').on(t.customerId),
    index('compliance_cases_status_idx').on(t.status, t.createdAt),
  ],
);

/** Every screening done: who, why, against which list versions, and what it found. */
export const screenings = pgTable(
  'screenings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    trigger: text('trigger').notNull(),
    transferId: uuid('transfer_id'),
    /** The import in force per source when it ran ({ ofac: <import id>, … }). */
    listVersions: jsonb('list_versions').notNull(),
    hitCount: integer('hit_count').notNull(),
    /** Hits an officer had already cleared for this subject and entry, so not raised again. */
    clearedCount: integer('cleared_count').notNull().default(0),
    caseId: uuid('case_id').references(() => complianceCases.id),
    createdAt: createdAt(),
  },
  (t) => [index('screenings_subject_idx').on(t.subjectType, t.subjectId, t.createdAt)],
);

/**
 * A hit an officer judged a false positive: this subject, as screened, against this entry, as
 * listed. Either changing (a new name, an amended entry) makes the pair hit again.
 */
export const screeningClearances = pgTable(
  'screening_clearances',
  {
    id: uuidId(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectFingerprint: text('subject_fingerprint').notNull(),
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    entryFingerprint: text('entry_fingerprint').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => complianceCases.id),
    clearedBy: staffId('cleared_by'),
    createdAt: createdAt(),
  },
  (t) => [index('screening_clearances_subject_idx').on(t.subjectType, t.subjectId)],
);

// ---- Transaction monitoring ----

/**
 * The monitoring rules, as data compliance tunes: on or off, hold or alert only, and the
 * thresholds (`params`, checked by the contract's schema per rule). Seeded by the migration.
 */
export const monitoringRules = pgTable('monitoring_rules', {
  code: text('code').primaryKey(),
  enabled: boolean('enabled').notNull(),
  /** hold: the payout waits for compliance; alert: an officer looks, the money goes. */
  action: text('action').notNull(),
  params: jsonb('params').notNull(),
  updatedBy: uuid('updated_by').references(() => staffMembers.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Every change to a rule: who, the rule before and after, when. Never changed or deleted. */
export const monitoringRuleChanges = pgTable(
  'monitoring_rule_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ruleCode: text('rule_code')
      .notNull()
      .references(() => monitoringRules.code),
    changedBy: staffId('changed_by'),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('monitoring_rule_changes_rule_idx').on(t.ruleCode, t.id)],
);

/**
 * What a rule found when a transfer was paid: the rule's thresholds as they were, the transfer
 * that raised it and those that made the pattern, in words. One per rule and transfer, so an
 * evaluation run again adds nothing. A regulated record: never changed or deleted.
 */
export const monitoringAlerts = pgTable(
  'monitoring_alerts',
  {
    id: uuidId(),
    ruleCode: text('rule_code')
      .notNull()
      .references(() => monitoringRules.code),
    action: text('action').notNull(),
    params: jsonb('params').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id),
    /** The transfers that made the pattern, the one that raised it included. */
    transferIds: uuid('transfer_ids').array().notNull(),
    explanation: text('explanation').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => complianceCases.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('monitoring_alerts_rule_transfer').on(t.ruleCode, t.transferId),
    index('monitoring_alerts_case_idx').on(t.caseId, t.createdAt),
    index('monitoring_alerts_customer_idx').on(t.customerId, t.createdAt),
  ],
);

// ---- Customer risk rating ----

/**
 * A customer's risk rating as it changed: computed from the facts (written only when the level
 * or the factors change) or set by an officer with a reason. The rating in force is the latest
 * officer row, else the latest computed one. A regulated record: never changed or deleted.
 */
export const customerRiskRatings = pgTable(
  'customer_risk_ratings',
  {
    id: uuidId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** low, medium or high. */
    level: text('level').notNull(),
    /** The factors behind it: { code, points, explanation }[]. */
    factors: jsonb('factors').notNull(),
    /** computed or officer. */
    source: text('source').notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_risk_ratings_customer_idx').on(t.customerId, t.source, t.createdAt)],
);

// ---- Regulator reports ----

/**
 * A report file made for a regulator (AUSTRAC's IFTI-DRA for transfers sent from Australia):
 * the file exactly as generated, its SHA-256, and whether and when it was lodged. Regulated
 * records: the migration's trigger refuses DELETE and TRUNCATE, and allows one UPDATE only, from
 * generated to submitted, leaving the file and its generation untouched.
 */
export const regulatorReports = pgTable(
  'regulator_reports',
  {
    id: uuidId(),
    /** Which regulator's format: 'austrac-ifti-dra'. */
    format: text('format').notNull(),
    /** The business day covered (the day the transfers were sent, in the regulator's time). */
    day: date('day').notNull(),
    /** 1 for a day's first file; a transfer released late makes a second. */
    sequence: integer('sequence').notNull(),
    /** generated, then submitted once the regulator has it. */
    status: text('status').notNull().default('generated'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: text('content').notNull(),
    sha256: text('sha256').notNull(),
    transferCount: integer('transfer_count').notNull(),
    generatedAt: at('generated_at').notNull().defaultNow(),
    /** 'staff:<email>' or 'system' (the daily job). */
    generatedBy: text('generated_by').notNull(),
    submittedAt: at('submitted_at'),
    submittedBy: text('submitted_by'),
    /** The regulator's receipt reference for the lodged file. */
    receipt: text('receipt'),
  },
  (t) => [
    uniqueIndex('regulator_reports_format_day_sequence').on(t.format, t.day, t.sequence),
    index('regulator_reports_status_idx').on(t.format, t.status, t.day),
  ],
);

/** Which transfers a report carries: a transfer is in at most one report of a format. */
export const regulatorReportItems = pgTable(
  'regulator_report_items',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => regulatorReports.id),
    format: text('format').notNull(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id),
  },
  (t) => [
    uniqueIndex('regulator_report_items_format_transfer').on(t.format, t.transferId),
    index('regulator_report_items_report_idx').on(t.reportId),
  ],
);

// ---- Support requests ----

/**
 * A customer's question to support, from the Help page's contact form: its topic, the transfer
 * it is about (if any), and whether support has answered. Its messages are the thread. The
 * Idempotency-Key of the form's post names at most one request per customer (a double click).
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuidId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** fees_and_rates, delivery, limits, verification, cancellation, complaint or other. */
    topic: text('topic').notNull(),
    transferId: uuid('transfer_id').references(() => transfers.id),
    /** open (waiting for support) or answered. */
    status: text('status').notNull().default('open'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_requests_idempotency_unique').on(t.customerId, t.idempotencyKey),
    index('support_requests_customer_idx').on(t.customerId, t.createdAt),
    index('support_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** One message of a support request: the customer's question, or a staff member's reply. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuidId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id),
    /** Null: the customer wrote it; otherwise the staff member who replied. */
    staffId: uuid('staff_id').references(() => staffMembers.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_request_idx').on(t.requestId, t.createdAt)],
);

/**
 * A scheduled transfer (issue 19 item 6): a transfer the customer made, repeated on a cadence
 * from a start day. Days are calendar days in the schedule's time zone (decision 0029); the
 * next occurrence is counted from the start day (`next_sequence`), so the 31st comes back after
 * a short month. The amount is the one the customer fixed: sent, or received.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: uuidId(),
    customerId: ownerId(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id),
    corridorId: integer('corridor_id')
      .notNull()
      .references(() => corridors.id),
    payoutMethod: text('payout_method').notNull(),
    amountType: text('amount_type').notNull(),
    amountMinor: minor('amount_minor'),
    currency: text('currency').notNull(),
    /** What the transfer it repeats said: a confirmation copies them. */
    purpose: text('purpose').notNull(),
    sourceOfFunds: text('source_of_funds').notNull(),
    reference: text('reference'),
    cadence: text('cadence').notNull(),
    startDate: date('start_date').notNull(),
    nextSequence: integer('next_sequence').notNull(),
    nextDate: date('next_date').notNull(),
    timeZone: text('time_zone').notNull(),
    rateThresholdPercent: numeric('rate_threshold_percent', { precision: 6, scale: 2 }),
    /** The customer rate of the last transfer made by (or repeated into) this schedule. */
    lastRate: decimal('last_rate'),
    status: text('status').notNull().default('active'),
    stoppedReason: text('stopped_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('schedules_idempotency_unique').on(t.customerId, t.idempotencyKey),
    index('schedules_customer_idx').on(t.customerId, t.createdAt),
    // The day's run reads the active schedules whose day has come.
    index('schedules_due_idx')
      .on(t.nextDate)
      .where(sql`status = 'active'`),
  ],
);

/** One day of a schedule: at most one row per sequence, so a retried run prepares it once. */
export const scheduleOccurrences = pgTable(
  'schedule_occurrences',
  {
    id: uuidId(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    date: date('date').notNull(),
    status: text('status').notNull(),
    quoteId: uuid('quote_id').references(() => quotes.id),
    transferId: uuid('transfer_id').references(() => transfers.id),
    /** The rate the customer last had, kept when the occurrence is priced (the rate-move test). */
    previousRate: numeric('previous_rate', { precision: 24, scale: 10 }),
    note: text('note'),
    ...timestamps,
  },
  (t) => [uniqueIndex('schedule_occurrences_sequence_unique').on(t.scheduleId, t.sequence)],
);
