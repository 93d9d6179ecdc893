/**
 * Every screen's path inside the console, defined once. The browser router adds the
 * `/back-office` base; build links with {@link pathTo} rather than by concatenating strings.
 */
export const BASE_PATH = '/back-office';

export const paths = {
  queue: '/',
  signIn: '/sign-in',
  invitation: '/invitation/:token',
  customers: '/customers',
  customer: '/customers/:id',
  documents: '/documents',
  document: '/documents/:id',
  transfers: '/transfers',
  transfer: '/transfers/:id',
  cases: '/cases',
  case: '/cases/:id',
  support: '/support',
  supportRequest: '/support/:id',
  sanctions: '/sanctions',
  monitoring: '/monitoring',
  approvals: '/approvals',
  pricing: '/pricing',
  jobs: '/jobs',
  audit: '/audit',
  reports: '/reports',
  exports: '/exports',
  staff: '/staff',
  tokens: '/tokens',
} as const;

export type RouteName = keyof typeof paths;

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

type PathArgs<Name extends RouteName> = [ParamNames<(typeof paths)[Name]>] extends [never]
  ? []
  : [params: Record<ParamNames<(typeof paths)[Name]>, string | number>];

/** Builds the path of a route, e.g. `pathTo('customer', { id: 'c1' })` → `/customers/c1`. */
export function pathTo<Name extends RouteName>(name: Name, ...args: PathArgs<Name>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return paths[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A browser path ("/back-office/customers?q=x", as loaders and the router's state see it) as a
 * path inside the console ("/customers?q=x"), which is what the router navigates to.
 */
export function withinConsole(path: string): string {
  if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`) || path.startsWith(`${BASE_PATH}?`)) {
    return `/${path.slice(BASE_PATH.length).replace(/^\//, '')}`;
  }
  return path;
}

/**
 * Sign-in with the page to come back to: a lost session sends the officer there and back. Only
 * a path inside the console is kept, never another site's address.
 */
export function signInReturningTo(fullPath: string): string {
  const path = withinConsole(fullPath);
  const keep =
    path.startsWith('/') &&
    !path.startsWith('//') &&
    path !== paths.queue &&
    !path.startsWith(paths.signIn);
  return keep ? `${paths.signIn}?next=${encodeURIComponent(path)}` : paths.signIn;
}

/** Where to go after signing in: the `next` path when it is one of ours, else the queue. */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : paths.queue;
}
