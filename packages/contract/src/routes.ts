/** The API's paths, defined once for the server, the SPA and the tests. */
export const apiPaths = {
  csrfCookie: '/sanctum/csrf-cookie',
  signUp: '/client/v1/signup',
  logIn: '/client/v1/login',
  logOut: '/client/v1/logout',
  profile: '/client/v1/profile',
  passwordPolicy: '/client/v1/password-policy',
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
}
