import { unsignedPusherQuery } from './values';
import type { RouteRule } from './matrix';

/** The access matrix's rules for the shell and the SPA's files. */
/** A GET anyone may make, answered 200 whatever the session: static files, the docs. */
const publicPage = (url: string): RouteRule => ({
  method: 'GET',
  url,
  access: 'public',
  call: () => ({ url }),
  other: 200,
});

export const plumbingRules: RouteRule[] = [
  // The shell and the plumbing: the same for everyone, and no customer's data in any of it.
  {
    method: 'OPTIONS',
    url: '*',
    access: 'public',
    call: () => ({
      url: '/client/v1/recipients',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    }),
    // A stranger's origin gets no CORS answer at all (as for an unknown path), whoever asks.
    other: 404,
  },
  // The SPA build's files, one route each (@fastify/static registers the files the build holds
  // at start: here the test build of support/test-app.ts). Client routes such as
  // /transfers/:id are no route: the not-found handler answers them with the SPA's page.
  ...[
    '/assets/app-abc123.js',
    '/assets/big-abc123.js',
    '/assets/big-abc123.js.br',
    '/assets/big-abc123.js.gz',
    // The installable app: its service worker and manifest.
    '/sw.js',
    '/manifest.webmanifest',
  ].map(publicPage),
  {
    // Only ever sent with its runtime configuration filled in, as the not-found handler's page.
    method: 'GET',
    url: '/index.html',
    access: 'public',
    call: () => ({ url: '/index.html' }),
    other: 404,
  },
  // The API reference and its OpenAPI document (on outside production): the same for everyone.
  ...[
    '/docs',
    '/docs/',
    '/docs/openapi.json',
    '/docs/assets/swagger-ui.css',
    '/docs/assets/swagger-ui-bundle.js',
    '/docs/assets/reference.js',
  ].map(publicPage),
  {
    method: 'GET',
    url: '/health/live',
    access: 'public',
    call: () => ({ url: '/health/live' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/health/ready',
    access: 'public',
    call: () => ({ url: '/health/ready' }),
    other: 200,
  },
  {
    // Open outside production (this suite runs as test); production's token is in jobs.test.ts.
    method: 'GET',
    url: '/metrics',
    access: 'public',
    call: () => ({ url: '/metrics' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/password-policy',
    access: 'public',
    call: () => ({ url: '/client/v1/password-policy' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/company',
    access: 'public',
    call: () => ({ url: '/client/v1/company' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/sanctum/csrf-cookie',
    access: 'public',
    call: () => ({ url: '/sanctum/csrf-cookie' }),
    other: 204,
  },
];

/** The access matrix's rules for the hosted checkout, realtime and development. */
export const hostedRules: RouteRule[] = [
  // The sandbox provider's hosted checkout: the checkout id is the payer's credential.
  {
    method: 'GET',
    url: '/sandbox/checkout.css',
    access: 'hosted-page',
    call: () => ({ url: '/sandbox/checkout.css' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/sandbox/checkout/:id',
    access: 'hosted-page',
    names: 'checkout',
    call: (a) => ({ url: `/sandbox/checkout/${a.checkoutId}` }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/sandbox/checkout/:id',
    access: 'hosted-page',
    names: 'checkout',
    // A card the sandbox does not know: the page answers again, nothing is paid.
    call: (a) => ({
      url: `/sandbox/checkout/${a.checkoutId}`,
      form: { name: 'Someone Else', number: '1234 5678 9012 3456', expiry: '12/39', cvc: '123' },
    }),
    other: 422,
  },
  {
    method: 'POST',
    url: '/sandbox/checkout/:id/challenge',
    access: 'hosted-page',
    names: 'checkout',
    // No challenge is waiting on an open checkout: approving one does nothing.
    call: (a) => ({
      url: `/sandbox/checkout/${a.checkoutId}/challenge`,
      form: { decision: 'approve' },
    }),
    other: 409,
  },

  // Realtime.
  {
    method: 'POST',
    url: '/broadcasting/auth',
    access: 'signed-in',
    names: 'channel',
    call: (a) => ({
      url: '/broadcasting/auth',
      json: { socket_id: '1234.5678', channel_name: `private-App.Models.Customer.${a.customerId}` },
    }),
    other: 403,
  },
  {
    method: 'POST',
    url: '/broadcasting/user-auth',
    access: 'signed-in',
    call: () => ({ url: '/broadcasting/user-auth', json: { socket_id: '1234.5678' } }),
    shows: (b) => [b.customerId],
    other: 200,
  },
  {
    method: 'POST',
    url: '/apps/:appId/events',
    access: 'signature',
    names: 'channel',
    call: (a, world) => ({
      url: `/apps/${world.realtimeAppId}/events?auth_key=nope&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&auth_signature=nope`,
      json: {
        name: 'App.Events.TransferStatusUpdated',
        data: '{}',
        channels: [`private-App.Models.Customer.${a.customerId}`],
      },
    }),
    other: 401,
  },
  {
    method: 'POST',
    url: '/apps/:appId/batch_events',
    access: 'signature',
    names: 'channel',
    call: (a, world) => ({
      url: `/apps/${world.realtimeAppId}/batch_events?${unsignedPusherQuery()}`,
      json: {
        batch: [
          {
            name: 'App.Events.Nope',
            data: '{}',
            channel: `private-App.Models.Customer.${a.customerId}`,
          },
        ],
      },
    }),
    other: 401,
  },
  {
    method: 'GET',
    url: '/apps/:appId/channels',
    access: 'signature',
    call: (_a, world) => ({
      url: `/apps/${world.realtimeAppId}/channels?${unsignedPusherQuery()}&filter_by_prefix=private-`,
    }),
    other: 401,
  },
  {
    method: 'GET',
    url: '/apps/:appId/channels/*',
    access: 'signature',
    names: 'channel',
    call: (a, world) => ({
      url: `/apps/${world.realtimeAppId}/channels/private-App.Models.Customer.${a.customerId}?${unsignedPusherQuery()}&info=subscription_count`,
    }),
    other: 401,
  },
  {
    method: 'POST',
    url: '/apps/:appId/users/:userId/terminate_connections',
    access: 'signature',
    names: 'user',
    call: (a, world) => ({
      url: `/apps/${world.realtimeAppId}/users/${a.customerId}/terminate_connections?${unsignedPusherQuery()}`,
      json: {},
    }),
    other: 401,
  },

  // Development only.
  {
    method: 'GET',
    url: '/dev/outbox',
    access: 'dev-only',
    call: () => ({ url: '/dev/outbox' }),
    // Every caller here browses from another machine (203.0.113.10): the outbox is not found.
    // This machine's own requests are dev-outbox.test.ts's.
    other: 404,
  },
];
