/**
 * Every screen's path, defined once (spec section 2). Route names are the spec's; use
 * {@link pathTo} to build a path with parameters instead of concatenating strings.
 */
export const paths = {
  signIn: '/',
  multiFactorAuth: '/mfa',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  /** The new-device email's link (beyond the spec's table). */
  deviceSignOut: '/device-sign-out',
  signUp: '/sign-up',
  onboardingWorkflow: '/workflow/onboarding',
  dashboard: '/dashboard',
  transferWizard: '/transfer/:quoteId',
  makePayment: '/pay/:transactionId',
  paymentCallback: '/payment/cb/:transactionId',
  transactions: '/transactions',
  viewTransaction: '/transaction/:transactionId',
  recipients: '/recipients',
  viewRecipient: '/recipient/:id',
  accountVerification: '/account-verification',
  categoryView: '/account-verification/upload/:category',
  settings: '/settings',
  devices: '/devices',
  /** Questions and answers, and requests to support (beyond the spec's table). */
  help: '/help',
  /** The rates the customer waits for (issue 19, beyond the spec's table). */
  rateAlerts: '/rate-alerts',
  /** Scheduled transfers, and one schedule's prepared transfer to confirm (issue 19). */
  schedules: '/schedules',
  scheduleReview: '/schedules/:id/review',
} as const;

export type RouteName = keyof typeof paths;

/** The `:name` parameters of a path template, as a union of names. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

type PathArgs<Name extends RouteName> = [ParamNames<(typeof paths)[Name]>] extends [never]
  ? []
  : [params: Record<ParamNames<(typeof paths)[Name]>, string | number>];

/** Builds the path of a route, e.g. `pathTo('viewRecipient', { id: 7 })` → `/recipient/7`. */
export function pathTo<Name extends RouteName>(name: Name, ...args: PathArgs<Name>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return paths[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${key}"`);
    // Tokens are base64 and may hold "/", "+" or "=": encode so they stay one segment.
    return encodeURIComponent(String(value));
  });
}
