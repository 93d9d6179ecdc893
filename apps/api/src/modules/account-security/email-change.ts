import type { SecurityEventType } from '@homeward/contract';
import { Unauthenticated, ValidationFailed } from '../../lib/domain-errors';
import type { CodeService } from '../codes/service';
import { isUniqueViolation, type customerRepository } from '../customers/repository';
import type { Mailer } from '../mail/mailer';
import type { Notifications } from '../notifications/service';
import type { SessionRow } from '../sessions/repository';
import { accountSentences as says } from '../mail/sentences';
import type { RequestMeta } from './service';
import { customerRefusals, valuedSentences } from '../../i18n/messages';
import { inEnglish } from '../../i18n/translate';

const taken = () => new ValidationFailed({ email: ['The email has already been taken.'] });

/**
 * Changing the email address, the sign-in name and where every code goes: a code is mailed to
 * the new address, which replaces the old one only once that code comes back (the customer
 * owns it); the old address is told. The route asks for step-up before the code goes out.
 */
export function emailChangeService(deps: {
  customers: ReturnType<typeof customerRepository>;
  codes: CodeService;
  mailer: Mailer;
  notifications: Notifications;
  record: (customerId: string, type: SecurityEventType, meta: RequestMeta) => Promise<unknown>;
  codeTtlMinutes: number;
}) {
  const { customers, codes, mailer } = deps;
  const scopeOf = (session: SessionRow) =>
    ({ customerId: session.customerId, purpose: 'email-change', sessionId: session.id }) as const;

  async function account(customerId: string) {
    const found = await customers.findAccount(customerId);
    if (!found) throw new Unauthenticated();
    return found;
  }

  return {
    /**
     * Mails a code to the new address. `confirm` runs once the address is acceptable, before
     * anything is sent or kept: the route's step-up.
     */
    async request(session: SessionRow, email: string, confirm: () => Promise<void>) {
      const found = await account(session.customerId);
      if (email === found.email) {
        throw new ValidationFailed({ email: [customerRefusals.alreadyYourEmail] });
      }
      if (await customers.emailExists(email)) throw taken();
      await confirm();
      const code = await codes.issue(scopeOf(session));
      await customers.updateAccount(session.customerId, { pendingEmail: email });
      await mailer.send({
        to: email,
        message: { template: 'email-change-code', code, minutes: deps.codeTtlMinutes },
        customerId: session.customerId,
      });
      return { message: inEnglish(valuedSentences.codeSentToEmail, { email }), email };
    },

    /** The code from the new address: it becomes the account's email, verified. */
    async verify(session: SessionRow, otp: string, meta: RequestMeta): Promise<void> {
      const found = await account(session.customerId);
      const next = found.pendingEmail;
      if (!next) {
        throw new ValidationFailed({ otp: [customerRefusals.newEmailCodeFirst] });
      }
      await codes.verify(scopeOf(session), otp);
      try {
        await customers.updateAccount(session.customerId, {
          email: next,
          pendingEmail: null,
          emailVerifiedAt: new Date(),
        });
      } catch (error) {
        // Someone signed up with it since the code went out.
        if (isUniqueViolation(error, 'accounts_email_unique')) throw taken();
        throw error;
      }
      await deps.record(session.customerId, 'email_changed', meta);
      await deps.notifications.notify(session.customerId, ({ t }) => ({
        mail: { to: found.email, message: { template: 'email-changed', newEmail: next } },
        push: {
          title: t(says.emailChangedPush),
          body: t(says.emailChangedPushBody),
          url: '/settings/security',
        },
      }));
    },
  };
}
export type EmailChangeService = ReturnType<typeof emailChangeService>;
