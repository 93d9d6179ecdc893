import { parseArgs } from 'node:util';
import { proposalSchema } from '@homeward/contract';
import { z } from 'zod';
import { firstOf, segment, type OpsCommand } from './command';

/** `<id> [--reason <text>]`: the id, and the reason the customer will read where one is needed. */
function decision(args: string[], what: string) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { reason: { type: 'string' } },
  });
  return { id: firstOf(positionals, `${what} id`), reason: values.reason ?? '' };
}

/** A release above the four-eyes threshold answers 202 with the proposal a second officer approves. */
const releaseAnswer = z.union([z.object({ proposal: proposalSchema }), z.unknown()]);

/** Compliance holds: hold a paid transfer, release it to payout, or refuse it and refund it. */
export const transferCommands: Record<string, OpsCommand> = {
  'transfers:hold': {
    help: 'transfers:hold <id> --reason <text>   a paid transfer waits for review before payout',
    async run(client, args, out) {
      const { id, reason } = decision(args, 'transfer');
      await client.post(`/transfers/${segment(id)}/hold`, { reason }, z.unknown());
      out(`Transfer ${id} is on hold.`);
    },
  },
  'transfers:release': {
    help: 'transfers:release <id>   a held transfer passed review: pay it out (or propose it, above the four-eyes threshold)',
    async run(client, args, out) {
      const { id } = decision(args, 'transfer');
      const answer = await client.post(`/transfers/${segment(id)}/release`, {}, releaseAnswer);
      const proposed = z.object({ proposal: proposalSchema }).safeParse(answer.body);
      if (answer.status === 202 && proposed.success) {
        const { proposal } = proposed.data;
        out(
          `Release of transfer ${id} proposed (${proposal.id}): it is paid out when another officer approves: proposals:approve ${proposal.id}`,
        );
        return;
      }
      out(`Transfer ${id} released to payout.`);
    },
  },
  'transfers:refuse': {
    help: 'transfers:refuse <id> --reason <text>   a held transfer failed review: refund it',
    async run(client, args, out) {
      const { id, reason } = decision(args, 'transfer');
      await client.post(`/transfers/${segment(id)}/refuse`, { reason }, z.unknown());
      out(`Transfer ${id} refused; the payment is being refunded.`);
    },
  },
  'refunds:retry': {
    help: 'refunds:retry <payment id>   ask the provider again for a refund it refused',
    async run(client, args, out) {
      const { id } = decision(args, 'payment');
      await client.post(`/payments/${segment(id)}/refund/retry`, {}, z.unknown());
      out(`The refund of payment ${id} is asked again.`);
    },
  },
};
