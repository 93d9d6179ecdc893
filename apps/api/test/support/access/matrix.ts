import type { Holdings, World } from './world';
import { accountRules } from './rules-accounts';
import { customerRules } from './rules-customer';
import { hostedRules, plumbingRules } from './rules-plumbing';

/**
 * Who may call a route:
 * - public: anyone; a state-changing one still needs a session cookie (a visitor's will do)
 *   and its XSRF token;
 * - pending-mfa: signed in, and a session still owing its second factor passes too;
 * - signed-in: signed in with the second factor given;
 * - signature: no session; the request is signed (payment webhooks, the Pusher HTTP API);
 * - hosted-page: the sandbox provider's checkout, another party's page: the checkout id in the
 *   link is the payer's only credential, and it shows what a provider's page would;
 * - link-token: no session; the phone hand-off link's token is the permission;
 * - dev-only: the development outbox, never registered in production.
 */
export type Access =
  'public' | 'pending-mfa' | 'signed-in' | 'signature' | 'hosted-page' | 'link-token' | 'dev-only';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** A request, as the matrix describes it for one caller. */
export interface Call {
  url: string;
  /** A JSON body. */
  json?: unknown;
  /** An HTML form's body (the sandbox's hosted pages). */
  form?: Record<string, string>;
  /** A multipart body, built afresh for every call. */
  multipart?: () => Promise<FormData>;
  headers?: Record<string, string>;
}

/** The callers every route is tried with; all but B use A's own sessions or none. */
export const callers = [
  'other customer',
  'no cookies',
  'visitor',
  'mfa pending',
  'removed device',
  'logged out',
] as const;
export type Caller = (typeof callers)[number];

export interface RouteRule {
  method: Method;
  /** The pattern as registered with Fastify. */
  url: string;
  access: Access;
  /** What of A's the call names, in its path, query or body; B must not reach it. */
  names?: string;
  /** The request, aimed at A's things (`a`); fresh for every call. */
  call: (a: Holdings, world: World) => Call;
  /**
   * Customer B's answer to that request. For routes open to anyone (public, signature,
   * hosted-page, link-token, dev-only) it is everyone's answer.
   */
  other: number;
  /** What of B's own the answer to B must show: B is answered with B's data, not nothing. */
  shows?: (b: Holdings) => string[];
  /** The answer to A's session still owing its second factor (pending-mfa routes). */
  pending?: number;
  /** The call ends the caller's session, so it is made with a session of its own. */
  endsSession?: boolean;
  /**
   * The call ends every session of its caller, so "B" is a customer of its own (B's sessions
   * are shared by the other rules).
   */
  endsEverySession?: boolean;
}

const SAFE = new Set<Method>(['GET', 'OPTIONS']);

/** Cookie-authenticated state-changing routes must carry the session's XSRF token. */
export const needsXsrf = (rule: RouteRule) =>
  !SAFE.has(rule.method) && rule.access !== 'signature' && rule.access !== 'hosted-page';

/** What every caller gets from a route, from its access class. */
export function expectedAnswers(rule: RouteRule): Record<Caller, number> {
  const noCookies = needsXsrf(rule) ? 419 : 401;
  switch (rule.access) {
    case 'signed-in':
    case 'pending-mfa':
      return {
        'other customer': rule.other,
        'no cookies': noCookies,
        visitor: 401,
        'mfa pending': rule.access === 'pending-mfa' ? (rule.pending ?? 0) : 401,
        'removed device': 401,
        'logged out': 401,
      };
    case 'public':
      return {
        'other customer': rule.other,
        'no cookies': needsXsrf(rule) ? 419 : rule.other,
        visitor: rule.other,
        'mfa pending': rule.other,
        'removed device': rule.other,
        'logged out': rule.other,
      };
    default:
      return Object.fromEntries(callers.map((caller) => [caller, rule.other])) as Record<
        Caller,
        number
      >;
  }
}

/**
 * Every route the API registers, with who may call it and how to aim it at customer A's
 * things. B's answers are what B gets for A's ids (404 where a path names A's resource), or B's
 * own data where the route has none of A's to name. The rules live in parts, by area.
 */
export const accessMatrix: RouteRule[] = [
  ...plumbingRules,
  ...accountRules,
  ...customerRules,
  ...hostedRules,
];

export const routeKey = (method: string, url: string) => `${method} ${url}`;
