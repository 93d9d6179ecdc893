import { z } from './zod';

/**
 * Web push (issue 19 item 4): the subscription a browser's PushManager gives (its toJSON()),
 * one per signed-in device. The keys are RFC 8291's: `p256dh` the browser's P-256 public key
 * (65 bytes, uncompressed: it starts 0x04), `auth` its 16-byte secret, both base64url without
 * padding, as every browser writes them.
 */
const again = 'Turn notifications on again from Settings so your browser makes a new subscription.';

/** base64url of exactly `bytes` bytes, unpadded; `first` pins the leading character. */
const base64url = (bytes: number, first = '') =>
  new RegExp(`^${first}[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3) - first.length}}$`);

/**
 * Push services are reached over HTTPS only. A loopback address (http://127.0.0.1:port) is a
 * test push service on this machine: the API refuses it in production (push/routes.ts).
 */
const pushEndpointSchema = z
  .string({ error: 'Your browser did not give a push address.' })
  .max(2048, 'The push address is too long.')
  .regex(
    /^(https:\/\/[^/?#\s@]+|http:\/\/127\.0\.0\.1(:\d{1,5})?)(\/\S*)?$/,
    `The push address must be a secure (https) address. ${again}`,
  );

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: `The subscription has no public key. ${again}` })
        .regex(base64url(65, 'B'), `The subscription's public key is not valid. ${again}`),
      auth: z
        .string({ error: `The subscription has no secret. ${again}` })
        .regex(base64url(16), `The subscription's secret is not valid. ${again}`),
    },
    { error: `The subscription has no keys. ${again}` },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** The VAPID public key a browser subscribes with (applicationServerKey), base64url. */
export const pushPublicKeySchema = z.object({ public_key: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** Whether this device has a subscription the API keeps. */
export const pushDeviceStateSchema = z.object({ subscribed: z.boolean() });
export type PushDeviceState = z.infer<typeof pushDeviceStateSchema>;
