import { parseArgs } from 'node:util';
import { fromMinor } from '../lib/money';
import { checkLedger } from '../modules/ledger/ledger';
import { Decimal } from '../lib/decimal';
import type { OpsCommand } from './command';

/**
 * Pricing operations (PRODUCT.md: corridors, fees, limits and rates are data): each command
 * goes through the pricing service, which checks the values the same way for every caller.
 */
const yesNo = (value: string | undefined) =>
  value === undefined ? undefined : value === 'yes' || value === 'true';

export const pricingCommands: Record<string, OpsCommand> = {
  'rates:list': {
    help: 'rates:list   the mid-market rates table with each rate’s age',
    async run(app, _args, out) {
      for (const row of await app.deps.pricing.rates()) {
        const minutes = Math.round((Date.now() - row.asOf.getTime()) / 60_000);
        out(
          `${row.baseCurrency}/${row.quoteCurrency}  ${new Decimal(row.rate).toString().padEnd(14)}  ${row.asOf.toISOString()}  (${minutes} min old, ${row.source})`,
        );
      }
    },
  },
  'rates:set': {
    help: 'rates:set <BASE> <QUOTE> <rate> [--actor <name>]   e.g. rates:set AUD PHP 38.2145',
    async run(app, args, out) {
      const { positionals, values } = parseArgs({
        args,
        allowPositionals: true,
        options: { actor: { type: 'string' } },
      });
      const [base, quote, rate] = positionals;
      if (!base || !quote || !rate)
        throw new Error('Give the base currency, the quote currency and the rate.');
      await app.deps.pricing.setRate(
        base.toUpperCase(),
        quote.toUpperCase(),
        rate,
        actorName(values.actor),
      );
      out(`1 ${base.toUpperCase()} = ${rate} ${quote.toUpperCase()} from now.`);
    },
  },
  'corridors:list': {
    help: 'corridors:list   every corridor with its limits, margin and payout methods',
    async run(app, _args, out) {
      for (const { corridor, country, methods } of await app.deps.pricing.allCorridors()) {
        const source = corridor.sourceCurrency;
        out(
          `#${corridor.id}  ${source}-${country.iso2Alpha}-${corridor.destinationCurrency}  ${corridor.enabled ? 'open' : 'closed'}  ${fromMinor(corridor.minSendMinor, source)}–${fromMinor(corridor.maxSendMinor, source)} ${source}  margin ${new Decimal(corridor.marginPercent).toString()} %`,
        );
        for (const method of methods) {
          out(
            `      ${method.method.padEnd(13)} ${method.enabled ? 'open  ' : 'closed'}  fee ${fromMinor(method.fixedFeeMinor, source)} + ${new Decimal(method.percentageFee).toString()} %  delivery ${method.deliveryMinutes} min`,
          );
        }
      }
    },
  },
  'corridors:set': {
    help: 'corridors:set <SRC-CC-CUR> [--min <amount>] [--max <amount>] [--margin <percent>] [--open yes|no]',
    async run(app, args, out) {
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
      const [route] = positionals;
      if (!route) throw new Error('Name the corridor, like AUD-PH-PHP.');
      const id = await app.deps.pricing.setCorridor(route.toUpperCase(), {
        minSend: values.min,
        maxSend: values.max,
        marginPercent: values.margin,
        enabled: yesNo(values.open),
      });
      out(`Corridor #${id} ${route.toUpperCase()} saved.`);
    },
  },
  'fees:set': {
    help: 'fees:set <corridor id> <bank_account|mobile_wallet|cash_pickup> [--fixed <amount>] [--percent <percent>] [--delivery-minutes <n>] [--open yes|no]',
    async run(app, args, out) {
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
      if (!Number.isInteger(corridorId) || !method) {
        throw new Error('Give the corridor id (see corridors:list) and the payout method.');
      }
      const minutes = values['delivery-minutes'];
      if (minutes !== undefined && !/^\d{1,6}$/.test(minutes)) {
        throw new Error('--delivery-minutes is a whole number of minutes.');
      }
      await app.deps.pricing.setPayoutMethod(corridorId, method, {
        fixedFee: values.fixed,
        percentageFee: values.percent,
        deliveryMinutes: minutes === undefined ? undefined : Number(minutes),
        enabled: yesNo(values.open),
      });
      out(`Corridor #${corridorId} ${method} saved.`);
    },
  },
};

/** The ledger's own check: every journal balances per currency; the balances by account. */
export const ledgerCommands: Record<string, OpsCommand> = {
  'ledger:check': {
    help: 'ledger:check   verify every journal balances per currency, and print account balances',
    async run(app, _args, out) {
      const report = await checkLedger(app.deps.db);
      for (const row of report.balances) {
        out(
          `${row.account.padEnd(18)} ${row.currency}  ${fromMinor(row.balanceMinor, row.currency)}`,
        );
      }
      if (report.unbalanced.length > 0) {
        for (const row of report.unbalanced) {
          out(
            `UNBALANCED journal ${row.journalId} (${row.kind}) in ${row.currency}: off by ${row.sum}`,
          );
        }
        throw new Error(`${report.unbalanced.length} journal(s) do not balance.`);
      }
      out(`${report.journals} journals, all balanced.`);
    },
  },
};

/**
 * `<id> [--reason <text>] [--actor <name>]`, as the transfer and refund commands take them:
 * the id, who acts (for the audit trail), and the reason the customer will read when one is
 * needed.
 */
function decision(args: string[], what: string, needsReason: boolean) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { actor: { type: 'string' }, reason: { type: 'string' } },
  });
  const [id] = positionals;
  if (!id || (needsReason && !values.reason)) {
    throw new Error(`Give the ${what} id${needsReason ? ' and --reason for the customer' : ''}.`);
  }
  return { id, actor: actorName(values.actor), reason: values.reason ?? '' };
}

/** Compliance holds: hold a paid transfer, release it to payout, or refuse it and refund it. */
export const transferCommands: Record<string, OpsCommand> = {
  'transfers:release': {
    help: 'transfers:release <id> [--actor <name>]   a held transfer passed review: pay it out',
    async run(app, args, out) {
      const { id, actor } = decision(args, 'transfer', false);
      await app.deps.lifecycle.release(id, actor);
      out(`Transfer ${id} released to payout.`);
    },
  },
  'transfers:hold': {
    help: 'transfers:hold <id> --reason <text> [--actor <name>]   a paid transfer waits for review before payout',
    async run(app, args, out) {
      const { id, actor, reason } = decision(args, 'transfer', true);
      await app.deps.lifecycle.hold(id, actor, reason);
      out(`Transfer ${id} is on hold.`);
    },
  },
  'transfers:refuse': {
    help: 'transfers:refuse <id> --reason <text> [--actor <name>]   a held transfer failed review: refund it',
    async run(app, args, out) {
      const { id, actor, reason } = decision(args, 'transfer', true);
      await app.deps.lifecycle.refuse(id, actor, reason);
      out(`Transfer ${id} refused; the payment is being refunded.`);
    },
  },
};

/** Refunds the provider refused (a closed card): ask again once the customer has a way. */
export const refundCommands: Record<string, OpsCommand> = {
  'refunds:retry': {
    help: 'refunds:retry <payment id> [--actor <name>]   ask the provider again for a refund it refused',
    async run(app, args, out) {
      const { id, actor } = decision(args, 'payment', false);
      await app.deps.lifecycle.retryRefund(id, actor);
      out(`The refund of payment ${id} is asked again.`);
    },
  },
};

/** Back office: block a customer from sending, or let them send again. */
export const customerCommands: Record<string, OpsCommand> = {
  'customers:block': {
    help: 'customers:block <email>   stop the customer turning quotes into transfers',
    async run(app, args, out) {
      const [email] = parseArgs({ args, allowPositionals: true }).positionals;
      if (!email) throw new Error('Give the customer’s email.');
      await app.deps.customers.setBlockedForSending(email, true);
      out(`${email} can no longer send money.`);
    },
  },
  'customers:unblock': {
    help: 'customers:unblock <email>   let the customer send again',
    async run(app, args, out) {
      const [email] = parseArgs({ args, allowPositionals: true }).positionals;
      if (!email) throw new Error('Give the customer’s email.');
      await app.deps.customers.setBlockedForSending(email, false);
      out(`${email} can send money again.`);
    },
  },
};

function actorName(value: string | undefined): string {
  return `ops:${value ?? process.env.USER ?? 'unknown'}`;
}
