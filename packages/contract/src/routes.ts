/** The API's paths, defined once for the server, the SPA and the tests. */
export const apiPaths = {
  csrfCookie: '/sanctum/csrf-cookie',
  signUp: '/client/v1/signup',
  logIn: '/client/v1/login',
  logOut: '/client/v1/logout',
  profile: '/client/v1/profile',
  passwordPolicy: '/client/v1/password-policy',
  /** Who the customer deals with: the footer of every page (no session needed). */
  company: '/client/v1/company',
  resendEmailVerification: '/client/v1/resend-email-verification',
  verifyEmailAddress: '/client/v1/verify-email-address',
  mfa: '/client/v1/mfa',
  resendMfaOtp: '/client/v1/resend-mfa-otp',
  totp: '/client/v1/mfa/totp',
  totpConfirm: '/client/v1/mfa/totp/confirm',
  forgotPassword: '/client/v1/forgot-password',
  resetPassword: '/client/v1/reset-password',
  /** Whether a reset link can still be used, asked when its page opens; uses nothing. */
  checkResetLink: '/client/v1/reset-password/check',
  changePassword: '/client/v1/change-password',
  changeEmail: '/client/v1/change-email',
  verifyNewEmail: '/client/v1/verify-new-email',
  stepUp: '/client/v1/step-up',
  stepUpCode: '/client/v1/step-up/code',
  logOutEverywhere: '/client/v1/logout-everywhere',
  devices: '/client/v1/devices',
  signOutOtherDevices: '/client/v1/devices/sign-out-others',
  /** The new-device email's link: ends that one session, with no sign-in needed. */
  deviceSignOutLink: '/client/v1/device-sign-out',
  device: (id: string) => `/client/v1/device/${encodeURIComponent(id)}`,
  securityEvents: '/client/v1/security-events',
  notificationPreferences: '/client/v1/notification-preferences',
  /** The language the customer is written to in (GET, PUT). */
  language: '/client/v1/language',
  /** Web push: the VAPID public key, and this device's subscription (PUT, GET, DELETE). */
  pushPublicKey: '/client/v1/push/public-key',
  pushSubscription: '/client/v1/push/subscription',
  passkeys: '/client/v1/passkeys',
  passkey: (id: string) => `/client/v1/passkeys/${encodeURIComponent(id)}`,
  passkeyRegistrationOptions: '/client/v1/passkeys/registration-options',
  passkeySignInOptions: '/client/v1/passkeys/sign-in/options',
  passkeySignIn: '/client/v1/passkeys/sign-in',
  passkeyStepUpOptions: '/client/v1/passkeys/step-up/options',
  passkeyStepUp: '/client/v1/passkeys/step-up',
  mfaPasskey: '/client/v1/mfa/passkey',
  mfaPasskeyOptions: '/client/v1/mfa/passkey/options',
  devOutbox: '/dev/outbox',
  countries: '/client/v1/countries',
  attributes: '/client/v1/attributes',
  updateCountry: '/client/v1/update-country',
  update: '/client/v1/update',
  updateMobileNumber: '/client/v1/update-mobile-number',
  verifyMobileNumber: '/client/v1/verify-mobile-number',
  /** The number whose texted code is still waiting, for a code screen that was reloaded. */
  pendingMobileNumber: '/client/v1/pending-mobile-number',
  tasks: '/client/v1/tasks',
  applyInfoFromPoi: '/client/v1/apply-info-from-poi',
  documentCategories: '/client/v1/document-categories',
  documentUpload: '/client/v1/document/upload',
  uploadToken: (categoryId: number, typeId: number) =>
    `/client/v1/account-verification/token/${categoryId}/${typeId}`,
  uploadTokenInfo: '/client/v1/account-verification/token-info',
  livenessToken: '/client/v1/account-verification/liveliness-token',
  corridors: '/client/v1/corridors',
  quotes: '/client/v1/quotes',
  quote: (id: string) => `/client/v1/quotes/${encodeURIComponent(id)}`,
  limits: '/client/v1/limits',
  recipientRequirements: '/client/v1/recipient-requirements',
  recipients: '/client/v1/recipients',
  recipient: (id: string) => `/client/v1/recipients/${encodeURIComponent(id)}`,
  transactions: '/client/v1/transactions',
  transaction: (id: string) => `/client/v1/transactions/${encodeURIComponent(id)}`,
  transactionPayments: (id: string) => `/client/v1/transactions/${encodeURIComponent(id)}/payments`,
  /** The customer's statement of a period, as CSV or PDF (`?from=  transactionPayments: (id: string) => `/client/v1/transactions/${encodeURIComponent(id)}/payments`,to=  transactionPayments: (id: string) => `/client/v1/transactions/${encodeURIComponent(id)}/payments`,format=csv|pdf`). */
  statements: '/client/v1/statements',
  /** Scheduled transfers: the list, one schedule, and its actions (skip, stop, review, confirm). */
  schedules: '/client/v1/schedules',
  schedule: (id: string) => `/client/v1/schedules/${encodeURIComponent(id)}`,
  /** The Help page's contact form, and the customer's own requests with their answers. */
  supportRequests: '/client/v1/support-requests',
  /** The customer's rate alerts: list and add; one is removed at `rateAlert(id)`. */
  rateAlerts: '/client/v1/rate-alerts',
  rateAlert: (id: string) => `/client/v1/rate-alerts/${encodeURIComponent(id)}`,
  paymentWebhook: (provider: string) => `/webhooks/payments/${encodeURIComponent(provider)}`,
  healthLive: '/health/live',
  healthReady: '/health/ready',
} as const;

/** Runtime configuration the server hands the SPA inside index.html (see docs/decisions). */
export interface WebRuntimeConfig {
  /** The API origin; empty means the page's own origin. */
  apiBaseUrl: string;
  marketingUrl: string;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  /** The Pusher app key the SPA connects with. */
  realtimeKey: string;
  /** Pusher-protocol host (and port); empty means the API's own (the built-in server). */
  realtimeHost: string;
  realtimePort: string;
  /** Hosted Pusher's cluster ("ap4") when realtimeHost is empty and hosted Pusher is used. */
  realtimeCluster: string;
  /** "true" forces TLS (hosted Pusher); empty follows the API's scheme. */
  realtimeForceTls: string;
}

const RUNTIME_CONFIG_ELEMENT =
  /(<script id="runtime-config" type="application\/json">)[\s\S]*?(<\/script>)/;

/**
 * Fills the runtime configuration into index.html as JSON data (not script, so the CSP allows
 * it), escaping "<" so the data cannot close its element. The API server does this when it
 * serves the SPA; a static host does it at deploy time.
 */
export function renderIndexHtml(template: string, config: WebRuntimeConfig): string {
  if (!RUNTIME_CONFIG_ELEMENT.test(template)) {
    throw new Error('index.html has no runtime-config element');
  }
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return template.replace(RUNTIME_CONFIG_ELEMENT, `$1${json}$2`);
}
