import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './modules/jobs/queue';
import { mailer, outboxTransport, smtpTransport } from './modules/mail/mailer';
import { notificationPreferenceRepository } from './modules/notifications/repository';
import { notificationService } from './modules/notifications/service';
import { outboxRepository } from './modules/mail/outbox-repository';
import { companyFooter } from './modules/company/details';
import { httpSmsTransport, outboxSmsTransport, smsSender } from './modules/sms/sender';
import { pushSubscriptionRepository } from './modules/push/repository';
import { pushSender, webPushTransport, type PushTransport } from './modules/push/sender';
import { speakerOf } from './modules/customers/speaker';
import { customerRepository } from './modules/customers/repository';

/**
 * Everything Homeward sends a customer: mail (SMTP, or the development outbox), texts, web push
 * to each device, and the notifications that choose among them by the customer's preferences,
 * each in the customer's language and time zone.
 */
export function customerMessages(
  app: FastifyInstance,
  options: {
    config: Config;
    db: Database;
    jobs: JobQueue;
    customers: ReturnType<typeof customerRepository>;
    pushTransport: PushTransport | undefined;
  },
) {
  const { config, db, jobs, customers } = options;
  const pushSubscriptions = pushSubscriptionRepository(db);
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : outboxTransport(outboxRepository(db), () => app.log);
  const sms = smsSender(
    jobs,
    config.sms.url
      ? httpSmsTransport(config.sms.url)
      : outboxSmsTransport(outboxRepository(db), () => app.log),
  );
  // Each customer is written to in their language, with times in their zone.
  const speakers = speakerOf(customers);
  const mail = mailer(jobs, transport, (t) => companyFooter(config.company, t), speakers);
  const push = pushSender({
    queue: jobs,
    subscriptions: pushSubscriptions,
    transport: options.pushTransport ?? webPushTransport(config.push),
    log: () => app.log,
  });
  // Every customer notification goes through here, honouring the customer's preferences.
  const notifications = notificationService({
    preferences: notificationPreferenceRepository(db),
    mailer: mail,
    sms,
    push,
    mobileNumber: async (customerId, executor = db) =>
      (await customerRepository(executor as Database).findAccount(customerId))?.mobileNumber ??
      null,
    speakerOf: speakers,
    log: () => app.log,
  });
  return { pushSubscriptions, sms, speakers, mail, push, notifications };
}
