import { type IncomingHttpHeaders } from 'node:http';
/**
 * A push service on loopback, for tests: it records each request the API's push sender makes
 * and answers `status` (201 until told otherwise). `subscriber()` plays a browser: a P-256 key
 * pair and auth secret, with which `decrypt` opens a message as the browser would (RFC 8291,
 * aes128gcm, one record).
 */
export interface TestPushService {
  url: string;
  status: number;
  received: {
    path: string;
    headers: IncomingHttpHeaders;
    body: Buffer;
  }[];
  close(): Promise<void>;
}
export declare function testPushService(): Promise<TestPushService>;
/** A browser's side of a subscription: what it sends the API, and how it opens a message. */
export declare function subscriber(endpoint: string): {
  subscription: {
    endpoint: string;
    expirationTime: null;
    keys: {
      p256dh: string;
      auth: string;
    };
  };
  /** The plaintext of an aes128gcm body (RFC 8188 header, RFC 8291 keys). */
  decrypt(body: Buffer): string;
};
