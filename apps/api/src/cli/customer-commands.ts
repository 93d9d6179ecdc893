import { parseArgs } from 'node:util';
import { customerSummarySchema, listOf } from '@homeward/contract';
import { z } from 'zod';
import { CommandFailed, query, type AdminClient } from './admin-client';
import { firstOf, segment, type OpsCommand } from './command';

/** The customer with exactly this email, found through the console's search. */
async function customerByEmail(client: AdminClient, email: string) {
  const wanted = email.trim().toLowerCase();
  const { data } = await client.get(
    `/customers${query({ q: wanted })}`,
    listOf(customerSummarySchema),
  );
  const found = data.find((customer) => customer.email.toLowerCase() === wanted);
  if (!found) throw new CommandFailed(`No customer has the email ${email}.`);
  return found;
}

function blockArgs(args: string[]) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { reason: { type: 'string' } },
  });
  return { email: firstOf(positionals, 'customer’s email'), reason: values.reason ?? '' };
}

/** Back office: stop a customer sending, or let them send again; the reason goes on record. */
export const customerCommands: Record<string, OpsCommand> = {
  'customers:block': {
    help: 'customers:block <email> --reason <text>   stop the customer turning quotes into transfers',
    async run(client, args, out) {
      const { email, reason } = blockArgs(args);
      const customer = await customerByEmail(client, email);
      await client.post(`/customers/${segment(customer.id)}/block`, { reason }, z.unknown());
      out(`${customer.email} can no longer send money.`);
    },
  },
  'customers:unblock': {
    help: 'customers:unblock <email> --reason <text>   let the customer send again',
    async run(client, args, out) {
      const { email, reason } = blockArgs(args);
      const customer = await customerByEmail(client, email);
      await client.post(`/customers/${segment(customer.id)}/unblock`, { reason }, z.unknown());
      out(`${customer.email} can send money again.`);
    },
  },
};
