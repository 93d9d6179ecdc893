import type { Customer, LanguageTag } from '@homeward/contract';
import { Unauthenticated } from '../../lib/domain-errors';
import type { SessionRow } from '../sessions/repository';
import { presentCustomer } from './presenter';
import type { customerRepository } from './repository';

export type CustomerService = ReturnType<typeof customerService>;

export function customerService(deps: { customers: ReturnType<typeof customerRepository> }) {
  return {
    /** The Customer answer for the customer behind a session. */
    async present(session: SessionRow): Promise<Customer> {
      const record = await deps.customers.load(session.customerId);
      // A session whose customer is gone is no session at all.
      if (!record) throw new Unauthenticated();
      return presentCustomer(record, session);
    },

    /** The language Homeward writes to the customer in (emails, texts, push, receipts). */
    language: (customerId: string) => deps.customers.language(customerId),

    /** The customer chose another language: what is sent to them from now on is in it. */
    setLanguage: (customerId: string, language: LanguageTag) =>
      deps.customers.setLanguage(customerId, language),

    /** Operations: stop (or allow again) a customer's quotes turning into transfers. */
    async setBlockedForSending(email: string, blocked: boolean) {
      const account = await deps.customers.findAccountByEmail(email.trim().toLowerCase());
      if (!account) throw new Error(`No customer with the email ${email}.`);
      await deps.customers.setBlockedForSending(account.customerId, blocked);
    },
  };
}
