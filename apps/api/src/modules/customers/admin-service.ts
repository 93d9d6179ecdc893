import type { AdminCustomer, AdminTransferSummary, TransferStatus } from '@homeward/contract';
import type { Database } from '../../db/client';
import { NotFound } from '../../lib/domain-errors';
import { fromMinor } from '../../lib/money';
import type { StaffActor } from '../audit/audit';
import type { AuditRepository } from '../audit/repository';
import type { LimitService } from '../limits/service';
import type { CustomerAdminRepository } from './admin-repository';
import { describeDevice } from '../sessions/client-info';
import { presentCustomer } from './presenter';
import type { customerRepository } from './repository';

type TransferRow = Awaited<ReturnType<CustomerAdminRepository['transfers']>>[number];

/** A transfer as staff lists it. */
export function presentTransferSummary(
  row: TransferRow,
  customerEmail: string,
): AdminTransferSummary {
  return {
    id: row.id,
    tracking_number: row.trackingNumber,
    status: row.status as TransferStatus,
    customer_id: row.customerId,
    customer_email: customerEmail,
    recipient_name: row.recipientName,
    send_amount: fromMinor(row.sendMinor, row.sourceCurrency),
    send_currency: row.sourceCurrency,
    receive_amount: fromMinor(row.receiveMinor, row.destinationCurrency),
    receive_currency: row.destinationCurrency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const fullName = (customer: {
  name: string | null;
  secondName: string | null;
  thirdName: string | null;
}) => [customer.name, customer.secondName, customer.thirdName].filter(Boolean).join(' ');

/**
 * Customers as staff see them: search, the customer page, notes, and blocking from sending.
 * Changes are audited in their own transaction and reach the customer's screens live.
 */
export function customerAdminService(deps: {
  customers: ReturnType<typeof customerRepository>;
  admin: CustomerAdminRepository;
  limits: Pick<LimitService, 'limits'>;
  audit: Pick<AuditRepository, 'append'>;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  /** The customer's screens refresh their profile. */
  customerChanged: (customerId: string) => void;
  /** A country by id, for attributes whose answer is one (nationality, say). */
  country: (id: number) => Promise<{ commonName: string } | undefined>;
  /** Mails a new code proving the address (refused when verified, or within the cool-down). */
  sendEmailVerification: (customerId: string) => Promise<void>;
}) {
  const { customers, admin } = deps;

  async function record(customerId: string) {
    return customers.load(customerId);
  }

  /** An attribute's answer as staff read it: a country's name, an option's label. */
  async function readable(
    definition: { input: string; options: { value: string; label: string }[] | null },
    value: string,
  ) {
    if (definition.input === 'country' && /^\d+$/.test(value)) {
      return (await deps.country(Number(value)))?.commonName ?? value;
    }
    return definition.options?.find((option) => option.value === value)?.label ?? value;
  }

  async function page(customerId: string): Promise<AdminCustomer> {
    const found = await record(customerId);
    if (!found) throw new NotFound();
    const customer = presentCustomer(found, null);
    const [limits, transfers, recipients, devices, events, notes] = await Promise.all([
      deps.limits.limits(customer),
      admin.transfers(customerId),
      admin.recipients(customerId),
      admin.devices(customerId),
      admin.securityEvents(customerId),
      admin.notes(customerId),
    ]);
    const country = (id: number | null) =>
      id === null ? null : (found.countries.get(id)?.commonName ?? null);
    const address = found.address;
    return {
      id: customerId,
      email: found.account.email,
      name: fullName(found.customer),
      phone: found.account.mobileNumber,
      blocked: found.customer.isBlockedForSending,
      created_at: found.customer.createdAt.toISOString(),
      birth_date: found.birthDetail?.dateOfBirth ?? null,
      nationality: country(found.customer.nationalityId),
      country: country(found.customer.countryId),
      address: address
        ? [
            address.addressLine1,
            address.addressLine2,
            address.city,
            address.region,
            address.postcode,
          ]
            .filter(Boolean)
            .join(', ')
        : null,
      attributes: await Promise.all(
        found.attributes
          .filter((attribute) => attribute.value !== null)
          .map(async ({ definition, value }) => ({
            title: definition.label,
            value: await readable(definition, value ?? ''),
          })),
      ),
      tier: limits.tier_title,
      limits: {
        currency: limits.currency,
        used_30_days: limits.rolling_30_days.used.amount,
        limit_30_days: limits.rolling_30_days.limit.amount,
      },
      documents: found.documents.map(({ document, category, type }) => ({
        id: document.id,
        status: document.statusCode as AdminCustomer['documents'][number]['status'],
        category: category.code,
        type: type.code,
        customer_id: customerId,
        customer_email: found.account.email,
        created_at: document.createdAt.toISOString(),
      })),
      transfers: transfers.map((row) => presentTransferSummary(row, found.account.email)),
      recipients: recipients.map(({ recipient, country: countryName }) => ({
        id: recipient.id,
        name: recipient.fullName,
        country: countryName,
        method: recipient.payoutMethod,
      })),
      devices: devices.map((session) => ({
        id: session.id,
        client: describeDevice(session.userAgent ?? undefined) ?? 'Unknown browser',
        ip: session.ipAddress ?? '',
        last_active_at: session.touchedAt.toISOString(),
        current: false,
      })),
      security_events: events.map((event) => ({
        type: event.type,
        ip: event.ipAddress ?? '',
        client: event.client ?? event.userAgent ?? '',
        at: event.createdAt.toISOString(),
      })),
      notes: notes.map(({ note, author }) => ({
        id: note.id,
        body: note.body,
        author,
        created_at: note.createdAt.toISOString(),
      })),
    };
  }

  return {
    record,
    page,

    async search(query: string) {
      return (await admin.search(query)).map(({ customer, account }) => ({
        id: customer.id,
        email: account.email,
        name: fullName(customer),
        phone: account.mobileNumber,
        blocked: customer.isBlockedForSending,
        created_at: customer.createdAt.toISOString(),
      }));
    },

    /** Stops (or allows again) the customer's quotes turning into transfers, with a reason. */
    async setBlocked(actor: StaffActor, customerId: string, blocked: boolean, reason: string) {
      await deps.transaction(async (tx) => {
        const before = await admin.blockedState(customerId, tx);
        if (!before) throw new NotFound();
        await admin.setBlocked(customerId, blocked, tx);
        await deps.audit.append(tx, actor, {
          action: blocked ? 'customer.block' : 'customer.unblock',
          targetType: 'customer',
          targetId: customerId,
          before: { blocked: before.blocked },
          after: { blocked, reason },
        });
      });
      deps.customerChanged(customerId);
      return page(customerId);
    },

    /** Support: the customer never got (or lost) the mail with their verification code. */
    async resendEmailVerification(actor: StaffActor, customerId: string) {
      if (!(await customers.findAccount(customerId))) throw new NotFound();
      await deps.sendEmailVerification(customerId);
      // The mail is a job already committed; the line records that staff asked for it.
      await deps.transaction((tx) =>
        deps.audit.append(tx, actor, {
          action: 'customer.resend_verification',
          targetType: 'customer',
          targetId: customerId,
          before: null,
          after: { mail: 'email-verification' },
        }),
      );
    },

    async addNote(actor: StaffActor, customerId: string, body: string) {
      if (!(await customers.findAccount(customerId))) throw new NotFound();
      const note = await deps.transaction(async (tx) => {
        const added = await admin.addNote({ customerId, staffId: actor.staffId, body }, tx);
        await deps.audit.append(tx, actor, {
          action: 'customer.note',
          targetType: 'customer',
          targetId: customerId,
          before: null,
          after: { note_id: added.id, body },
        });
        return added;
      });
      return {
        id: note.id,
        body: note.body,
        author: actor.email,
        created_at: note.createdAt.toISOString(),
      };
    },
  };
}
export type CustomerAdminService = ReturnType<typeof customerAdminService>;
