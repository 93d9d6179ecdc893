import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Keyring } from '../../lib/keyring';
import type { Notifications } from '../notifications/service';
import type { SessionRow } from '../sessions/repository';
import { accountSentences as says } from '../mail/sentences';
import { deviceName } from '../mail/templates';

/** The browser's long-lived memory of who has signed in on it. */
export const KNOWN_DEVICE_COOKIE = 'homeward_device';
/** Long enough to outlive holidays; a browser that forgets is a new device again, as it should. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 400 * 86_400;
/** A shared family computer remembers a few accounts, not an unbounded list. */
const ACCOUNTS_PER_BROWSER = 5;

/**
 * "Have we seen this browser before?" with nothing stored on the server: the cookie lists a
 * keyed tag of each customer who fully signed in on this browser, signed under APP_KEY so it
 * cannot be forged or copied between customers. A sign-in from a browser without this
 * customer's tag gets the new-device email; a browser that clears its cookies is new again.
 */
export function newDeviceNotices(deps: {
  keys: Keyring;
  appUrl: string;
  notifications: Notifications;
  emailOf: (customerId: string) => Promise<string | undefined>;
}) {
  const { keys } = deps;
  const tagged = (customerId: string) => `device-of:${customerId}`;
  /** The customer's tag under each key, current first: a cookie from before a rotation counts. */
  const tagsOf = (customerId: string) =>
    keys.digests(tagged(customerId)).map((t) => t.slice(0, 16));
  const signed = (tags: string) => `known-devices:${tags}`;

  function tagsIn(cookie: string | undefined): string[] {
    if (!cookie) return [];
    const [tags = '', signature = ''] = cookie.split('~');
    if (!keys.verify(signed(tags), signature)) return [];
    return tags.split('.').filter(Boolean);
  }

  /** The proof in the email's link: only the mail we sent can end that session. */
  const linked = (sessionId: string) => `device-sign-out:${sessionId}`;
  const linkToken = (sessionId: string) => keys.sign(linked(sessionId));

  return {
    linkToken,
    isLinkToken: (sessionId: string, token: string) => keys.verify(linked(sessionId), token),

    /**
     * A customer finished signing in (password and second factor, or a passkey) on a browser
     * whose cookie is `cookie`. Answers the cookie to set; mails the customer when this browser
     * is new to them, unless it is the browser they signed up on.
     */
    async signedIn(
      session: Pick<SessionRow, 'id' | 'customerId' | 'clientVersion' | 'osVersion'>,
      meta: { ipAddress: string; cookie: string | undefined; firstDevice?: boolean },
    ): Promise<string> {
      const tags = tagsIn(meta.cookie);
      const customerTags = tagsOf(session.customerId);
      const [tag] = customerTags as [string, ...string[]];
      const known = tags.some((t) => customerTags.includes(t));
      const email = !known && !meta.firstDevice && (await deps.emailOf(session.customerId));
      if (email) {
        const token = linkToken(session.id);
        const link = new URL('/device-sign-out', deps.appUrl);
        link.searchParams.set('session', session.id);
        link.searchParams.set('token', token);
        const message = {
          template: 'new-device' as const,
          device: { browser: session.clientVersion, system: session.osVersion },
          ipAddress: meta.ipAddress,
          at: new Date().toISOString(),
          removeLink: link.toString(),
        };
        await deps.notifications.notify(session.customerId, (speaker) => ({
          mail: { to: email, message },
          push: {
            title: speaker.t(says.newDevicePush),
            body: speaker.t(says.newDevicePushBody, {
              device: deviceName(speaker, message.device),
            }),
            url: '/settings/security',
          },
        }));
      }
      // Most recent last: the oldest account drops off a full list.
      // The customer's tag from before a rotation is replaced by the current key's.
      const next = [...tags.filter((t) => !customerTags.includes(t)), tag]
        .slice(-ACCOUNTS_PER_BROWSER)
        .join('.');
      return `${next}~${keys.sign(signed(next))}`;
    },
  };
}
export type NewDeviceNotices = ReturnType<typeof newDeviceNotices>;

/**
 * Sets the browser's known-device cookie after a full sign-in, mailing the customer first when
 * the browser is new to them. Every way of signing in ends here.
 */
export async function noteSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  session: SessionRow,
  options: { firstDevice?: boolean } = {},
): Promise<void> {
  const cookie = await request.server.deps.newDevices.signedIn(session, {
    ipAddress: request.ip,
    cookie: request.cookies[KNOWN_DEVICE_COOKIE],
    firstDevice: options.firstDevice,
  });
  const { config } = request.server.deps;
  reply.setCookie(KNOWN_DEVICE_COOKIE, cookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookies,
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
}
