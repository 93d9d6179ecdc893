import {
  notificationChannels,
  notificationKinds,
  type NotificationPreference,
} from '@homeward/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { ValidationFailed } from '../../lib/domain-errors';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { isLocked, kindOf } from './kinds';
import type { NotificationPreferenceRepository, PreferenceChange } from './repository';

/**
 * The one way a customer notification leaves Homeward: it honours the customer's preferences
 * and goes through the job queue (the mailer). Callers name the customer; the mail's template
 * says which kind of notification it is (kinds.ts).
 */
export function notificationService(deps: {
  preferences: NotificationPreferenceRepository;
  mailer: Mailer;
  log: () => FastifyBaseLogger | undefined;
}) {
  const { preferences, mailer } = deps;

  /** Every kind × channel that exists, with the customer's choice (default on). */
  async function list(customerId: string): Promise<NotificationPreference[]> {
    const stored = await preferences.stored(customerId);
    return notificationKinds.flatMap((kind) =>
      notificationChannels.map((channel) => {
        const locked = isLocked(kind, channel);
        const row = stored.find((r) => r.kind === kind && r.channel === channel);
        return { kind, channel, locked, enabled: locked || (row?.enabled ?? true) };
      }),
    );
  }

  return {
    /**
     * Queues `mail` for `customerId` unless they turned its kind off for email. With the
     * caller's transaction, the preference is read in it and the mail goes only if it commits;
     * `key` is the job's idempotency key (see Mailer.send). Answers whether it was queued: a
     * skipped send is the customer's choice, not an error.
     */
    async notify(
      customerId: string,
      mail: OutgoingMail,
      executor?: Pick<Database, 'insert' | 'select'>,
      key?: string,
    ): Promise<boolean> {
      const kind = kindOf(mail.message);
      if (kind && !isLocked(kind, 'email')) {
        if (!(await preferences.wants(customerId, kind, 'email', executor))) {
          deps
            .log()
            ?.debug(
              { customerId, template: mail.message.template, kind },
              'notification not sent: turned off by the customer',
            );
          return false;
        }
      }
      await mailer.send(mail, executor, key);
      return true;
    },

    list,

    /** Saves the changes (all or none); a locked pair cannot be turned off. */
    async update(customerId: string, changes: readonly PreferenceChange[]) {
      const refused = changes.find((c) => isLocked(c.kind, c.channel) && !c.enabled);
      if (refused) {
        throw new ValidationFailed({
          preferences: [
            'Security emails cannot be turned off: they tell you when someone else may be using your account.',
          ],
        });
      }
      await preferences.save(customerId, changes);
      return list(customerId);
    },
  };
}
export type Notifications = ReturnType<typeof notificationService>;
