import { createHmac, timingSafeEqual } from 'node:crypto';

/** Pusher's channel signature: HMAC-SHA256 of "socket_id:channel" with the app secret. */
export function channelSignature(secret: string, socketId: string, channel: string): string {
  return createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
}

/** Pusher's user sign-in signature: HMAC-SHA256 of "socket_id::user::user_data". */
export function userSignature(secret: string, socketId: string, userData: string): string {
  return createHmac('sha256', secret).update(`${socketId}::user::${userData}`).digest('hex');
}

/** "key:signature", compared in constant time. */
export function authMatches(auth: unknown, key: string, expected: string): boolean {
  if (typeof auth !== 'string') return false;
  const given = Buffer.from(auth);
  const wanted = Buffer.from(`${key}:${expected}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** A socket id of the form Pusher uses: digits, a dot, digits. */
export const SOCKET_ID = /^\d+\.\d+$/;
