import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Pusher's channel signature: HMAC-SHA256 of "socket_id:channel" with the app secret, and
 * ":channel_data" after it for a presence channel (the member is signed with the channel).
 */
export function channelSignature(
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const signed =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return createHmac('sha256', secret).update(signed).digest('hex');
}

/** Pusher's user sign-in signature: HMAC-SHA256 of "socket_id::user::user_data". */
export function userSignature(secret: string, socketId: string, userData: string): string {
  return createHmac('sha256', secret).update(`${socketId}::user::${userData}`).digest('hex');
}

/**
 * Whether a text sent by a client is exactly the expected one, in constant time. Lengths are
 * compared in bytes, not characters: a text of as many non-ASCII characters is longer in
 * bytes, and timingSafeEqual throws on buffers of different lengths.
 */
export function sameText(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** "key:signature", compared in constant time. */
export function authMatches(auth: unknown, key: string, expected: string): boolean {
  return sameText(auth, `${key}:${expected}`);
}

/** A socket id of the form Pusher uses: digits, a dot, digits. */
export const SOCKET_ID = /^\d+\.\d+$/;

/** The Pusher HTTP API's events path for an app. */
export const eventsPath = (appId: string) => `/apps/${appId}/events`;

/**
 * Query parameters in the order Pusher signs them: sorted by name in code-unit order (as the
 * SDKs sort, not by locale), joined unencoded.
 */
function sortedQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/**
 * The signature of a Pusher HTTP API request: HMAC-SHA256 over the method, the path and the
 * sorted query (auth_signature left out).
 */
export function requestSignature(
  secret: string,
  request: { method: string; path: string; query: Record<string, string> },
): string {
  return createHmac('sha256', secret)
    .update(`${request.method}\n${request.path}\n${sortedQuery(request.query)}`)
    .digest('hex');
}

/** The signature of a request to POST /apps/{id}/events. */
export function eventsSignature(
  secret: string,
  appId: string,
  query: Record<string, string>,
): string {
  return requestSignature(secret, { method: 'POST', path: eventsPath(appId), query });
}

/** The signed query string for publishing `body` now, as Pusher's server libraries make it. */
export function signedEventsQuery(
  settings: { appId: string; key: string; secret: string },
  body: string,
): string {
  const query = {
    auth_key: settings.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  };
  const signature = eventsSignature(settings.secret, settings.appId, query);
  return `${sortedQuery(query)}&auth_signature=${signature}`;
}
