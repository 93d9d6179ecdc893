import type { Customer, LanguageTag } from '@homeward/contract';
import { Unauthenticated } from '../../lib/domain-errors';
import type { SessionRow } from '../sessions/repository';
import { presentCustomer } from './presenter';
import { versionedCopies } from '../../lib/versioned-copies';
import type { CustomerRecord, customerRepository } from './repository';

export type CustomerService = ReturnType<typeof customerService>;

export function customerService(deps: { customers: ReturnType<typeof customerRepository> }) {
  // Each node's copies of customers' records (the Customer answer's parts: five statements with
  // a country). The record also holds reference data no customer's version follows (countries'
  // names, the attribute definitions staff edit): a copy answers for a minute at most
  // (versionedCopies' default), so such an edit shows on every node within one.
  const copies = versionedCopies<CustomerRecord>();
  return {
    /** The Customer answer for the customer behind a session, read from the database. */
    async present(session: SessionRow): Promise<Customer> {
      const record = await deps.customers.load(session.customerId);
      // A session whose customer is gone is no session at all.
      if (!record) throw new Unauthenticated();
      return presentCustomer(record, session);
    },

    /**
     * The same, for a request that only reads the customer (the profile, the limits, a price):
     * from this node's copy of their record while its version is the one the session lookup
     * read (decision 0040). Not after a change in the same request: that version is older than
     * the change, and the copy may be too.
     */
    async presentForRead(session: SessionRow): Promise<Customer> {
      const version = session.customerDataVersion;
      let record = version === undefined ? undefined : copies.get(session.customerId, version);
      if (!record) {
        record = await deps.customers.load(session.customerId);
        if (!record) throw new Unauthenticated();
        if (version !== undefined) copies.set(session.customerId, version, record);
      }
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
