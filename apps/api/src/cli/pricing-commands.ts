import { parseArgs } from 'node:util';
import { adminCorridorSchema, adminRateSchema, listOf, proposalSchema } from '@homeward/contract';
import { z } from 'zod';
import { CommandFailed, query, type AdminClient } from './admin-client';
import { firstOf, segment, type OpsCommand } from './command';

/**
 * Pricing (PRODUCT.md: corridors, fees, limits and rates are data). A change is a four-eyes
 * proposal: it takes effect only when a second finance officer approves it.
 */
const yesNo = (value: string | undefined) => {
  if (value === undefined) return undefined;
  if (value === 'yes' || value === 'true') return true;
  if (value === 'no' || value === 'false') return false;
  throw new Error('--open is yes or no.');
};

/** A proposal as created: the proposal itself, or wrapped in `{ proposal }`. */
const createdProposal = z.union([z.object({ proposal: proposalSchema }), proposalSchema]);

async function propose(
  client: AdminClient,
  change: { kind: 'rate' | 'corridor' | 'fee'; change: Record<string, unknown> },
  out: (line: string) => void,
) {
  const { body } = await client.post('/proposals', change, createdProposal);
  const proposal = 'proposal' in body ? body.proposal : body;
  out(
    `Proposed ${proposal.summary} (${proposal.id}): takes effect when another finance officer approves: proposals:approve ${proposal.id}`,
  );
}

async function corridorByRoute(client: AdminClient, route: string) {
  const wanted = route.toUpperCase();
  const { data } = await client.get('/corridors', listOf(adminCorridorSchema));
  const found = data.find(
    (corridor) =>
      corridor.route.toUpperCase() === wanted ||
      `${corridor.source_currency}-${corridor.destination_country}-${corridor.destination_currency}` ===
        wanted,
  );
  if (!found) {
    throw new CommandFailed(
      `No corridor ${wanted} (see corridors:list). Corridors are changed here, not opened.`,
    );
  }
  return found;
}

const ageInMinutes = (at: string) => Math.round((Date.now() - new Date(at).getTime()) / 60_000);

export const pricingCommands: Record<string, OpsCommand> = {
  'rates:list': {
    help: 'rates:list   the mid-market rates table with each rate’s age',
    async run(client, _args, out) {
      const { data } = await client.get('/rates', listOf(adminRateSchema));
      for (const row of data) {
        out(
          `${row.base}/${row.quote}  ${row.rate.padEnd(14)}  ${row.as_of}  (${ageInMinutes(row.as_of)} min old, ${row.source})`,
        );
      }
    },
  },
  'rates:set': {
    help: 'rates:set <BASE> <QUOTE> <rate>   propose a rate, e.g. rates:set AUD PHP 38.2145',
    async run(client, args, out) {
      const [base, quote, rate] = parseArgs({ args, allowPositionals: true }).positionals;
      if (!base || !quote || !rate) {
        throw new Error('Give the base currency, the quote currency and the rate.');
      }
      await propose(
        client,
        { kind: 'rate', change: { base: base.toUpperCase(), quote: quote.toUpperCase(), rate } },
        out,
      );
    },
  },
  'corridors:list': {
    help: 'corridors:list   every corridor with its limits, margin and payout methods',
    async run(client, _args, out) {
      const { data } = await client.get('/corridors', listOf(adminCorridorSchema));
      for (const corridor of data) {
        const source = corridor.source_currency;
        out(
          `#${corridor.id}  ${corridor.route}  ${corridor.enabled ? 'open' : 'closed'}  ${corridor.min_send}–${corridor.max_send} ${source}  margin ${corridor.margin_percent} %`,
        );
        for (const method of corridor.methods) {
          out(
            `      ${method.method.padEnd(13)} ${method.enabled ? 'open  ' : 'closed'}  fee ${method.fixed_fee} + ${method.percentage_fee} %  delivery ${method.delivery_minutes} min`,
          );
        }
      }
    },
  },
  'corridors:set': {
    help: 'corridors:set <SRC-CC-CUR> [--min <amount>] [--max <amount>] [--margin <percent>] [--open yes|no]   propose a change',
    async run(client, args, out) {
      const { positionals, values } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          min: { type: 'string' },
          max: { type: 'string' },
          margin: { type: 'string' },
          open: { type: 'string' },
        },
      });
      const enabled = yesNo(values.open);
      const corridor = await corridorByRoute(
        client,
        firstOf(positionals, 'corridor, like AUD-PH-PHP'),
      );
      await propose(
        client,
        {
          kind: 'corridor',
          change: {
            corridor_id: corridor.id,
            min_send: values.min,
            max_send: values.max,
            margin_percent: values.margin,
            enabled,
          },
        },
        out,
      );
    },
  },
  'fees:set': {
    help: 'fees:set <corridor id> <bank_account|mobile_wallet|cash_pickup> [--fixed <amount>] [--percent <percent>] [--delivery-minutes <n>] [--open yes|no]   propose a change',
    async run(client, args, out) {
      const { positionals, values } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          fixed: { type: 'string' },
          percent: { type: 'string' },
          'delivery-minutes': { type: 'string' },
          open: { type: 'string' },
        },
      });
      const [id, method] = positionals;
      const corridorId = Number(id);
      if (!Number.isInteger(corridorId) || corridorId < 1 || !method) {
        throw new Error('Give the corridor id (see corridors:list) and the payout method.');
      }
      const minutes = values['delivery-minutes'];
      if (minutes !== undefined && !/^\d{1,6}$/.test(minutes)) {
        throw new Error('--delivery-minutes is a whole number of minutes.');
      }
      await propose(
        client,
        {
          kind: 'fee',
          change: {
            corridor_id: corridorId,
            method,
            fixed_fee: values.fixed,
            percentage_fee: values.percent,
            delivery_minutes: minutes === undefined ? undefined : Number(minutes),
            enabled: yesNo(values.open),
          },
        },
        out,
      );
    },
  },
};

/** Four eyes: what waits for a second officer, and their decision. */
export const proposalCommands: Record<string, OpsCommand> = {
  'proposals:list': {
    help: 'proposals:list [--status pending|approved|rejected]   changes waiting for a second officer',
    async run(client, args, out) {
      const { values } = parseArgs({
        args,
        options: { status: { type: 'string', default: 'pending' } },
      });
      const { data } = await client.get(
        `/proposals${query({ status: values.status })}`,
        listOf(proposalSchema),
      );
      if (data.length === 0) out('No proposals.');
      for (const proposal of data) {
        out(
          [
            proposal.id,
            proposal.status.padEnd(8),
            proposal.kind.padEnd(12),
            proposal.summary,
            `by ${proposal.proposed_by}`,
            proposal.created_at,
          ].join('  '),
        );
      }
    },
  },
  'proposals:approve': {
    help: 'proposals:approve <id>   approve another officer’s proposal: it takes effect now',
    async run(client, args, out) {
      const id = firstOf(parseArgs({ args, allowPositionals: true }).positionals, 'proposal id');
      await client.post(`/proposals/${segment(id)}/approve`, {}, z.unknown());
      out(`Proposal ${id} approved: it has taken effect.`);
    },
  },
  'proposals:reject': {
    help: 'proposals:reject <id> --reason <text>   turn down another officer’s proposal',
    async run(client, args, out) {
      const { positionals, values } = parseArgs({
        args,
        allowPositionals: true,
        options: { reason: { type: 'string' } },
      });
      const id = firstOf(positionals, 'proposal id');
      await client.post(
        `/proposals/${segment(id)}/reject`,
        { reason: values.reason ?? '' },
        z.unknown(),
      );
      out(`Proposal ${id} rejected.`);
    },
  },
};
