#!/usr/bin/env node
// `npm run bench`: the API under load, on PostgreSQL, with autocannon.
//
// Starts the production build on a fresh database, makes its own customers, seeds transfers in
// bulk, and measures the customer's hot paths at several concurrency levels beside a bare
// Fastify JSON endpoint (the ceiling of this machine and this Node). Then grows the transfers
// table through the scale levels and reports the p99 of the list and the limits at each.
//
//   npm run bench                     full: 10 s per run, concurrency 1/10/50, 10k/100k/1M rows
//   npm run bench -- --short          CI: 2 s per run, concurrency 10, 1k/10k rows
//   options: --duration S --concurrency 1,10,50 --scale 10000,100000,1000000 --json out.json
//            --keep (leave the database for EXPLAIN; its URL is printed)
//
// PostgreSQL comes from TEST_DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test); the
// bench makes and drops a database of its own there.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { costOf, overBudget, printCosts, statementBudget } from './bench/costs.mjs';
import { signedUpCustomer, PASSWORD, Session } from './bench/customers.mjs';
import { cursorAt, seedTransfers } from './bench/seed.mjs';
import {
  buildProduction,
  commit,
  createDatabase,
  machine,
  randomPort,
  root,
  startApi,
  startProcess,
} from './bench/server.mjs';

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    duration: { type: 'string' },
    concurrency: { type: 'string' },
    scale: { type: 'string' },
    json: { type: 'string' },
    // Leave the database in place afterwards (its URL is printed), to EXPLAIN what was slow.
    keep: { type: 'boolean', default: false },
  },
});
const list = (text) => text.split(',').map(Number);
const duration = Number(values.duration ?? (values.short ? 2 : 10));
const concurrencies = list(values.concurrency ?? (values.short ? '10' : '1,10,50'));
const scaleLevels = list(values.scale ?? (values.short ? '1000,10000' : '10000,100000,1000000'));
/** The main table runs with this many transfers in the table (100,000 in full mode). */
const mainLevel = scaleLevels.includes(100_000) ? 100_000 : scaleLevels[scaleLevels.length - 1];
/** The heavy customer owns half of all transfers, one every 10 minutes back in time. */
const STEP_MINUTES = 10;
const OTHER_CUSTOMERS = 5;

/** One autocannon run; errors count transport errors, timeouts and every non-2xx answer. */
async function measure(name, url, { connections, headers = {}, method = 'GET', body }) {
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections,
    duration,
    timeout: 10,
  });
  return {
    name,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const pad = (value, width) => String(value).padStart(width);
function printTable(title, rows, ceilingFor) {
  console.log(`\n${title}`);
  console.log(
    `${'endpoint'.padEnd(48)} ${pad('conns', 5)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('errors', 6)} ${pad('× ceiling', 9)}`,
  );
  for (const row of rows) {
    const ceiling = ceilingFor?.(row.connections);
    const ratio = ceiling ? (row.rps / ceiling).toFixed(3) : '';
    console.log(
      `${row.name.padEnd(48)} ${pad(row.connections, 5)} ${pad(row.rps, 8)} ${pad(row.p50, 7)} ${pad(row.p99, 7)} ${pad(row.errors, 6)} ${pad(ratio, 9)}`,
    );
  }
}

buildProduction();
const database = await createDatabase(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const db = new pg.Pool({ connectionString: database.url, max: 2 });
// Measured as production runs it: Server-Timing off (production never turns it on, and its
// per-request bookkeeping took about 30 % of a cached read's throughput).
const api = await startApi({ port: randomPort(), databaseUrl: database.url });
const ceiling = await startProcess('scripts/bench/ceiling.mjs', {
  port: randomPort(),
  readyPath: '/ping',
});

try {
  // The customers: one with a long history, five others sharing the rest of the table.
  const stamp = Date.now();
  const heavy = await signedUpCustomer(api.base, `heavy.${stamp}@bench.example`);
  const others = [];
  for (let i = 0; i < OTHER_CUSTOMERS; i += 1)
    others.push(await signedUpCustomer(api.base, `other${i}.${stamp}@bench.example`));
  const corridors = await heavy.session.request('GET', '/client/v1/corridors');
  const corridor = corridors.find(
    (c) => c.destination_country.iso2_alpha === 'PH' && c.destination_currency === 'PHP',
  );
  const quoteBody = JSON.stringify({
    corridor_id: corridor.id,
    payout_method: 'bank_account',
    send_amount: '500',
  });
  const template = await heavy.session.request('POST', '/client/v1/quotes', JSON.parse(quoteBody));
  const recipient = await heavy.session.request('POST', '/client/v1/recipients', {
    country: 'PH',
    currency: 'PHP',
    payout_method: 'bank_account',
    details: { full_name: 'Maria Santos Cruz', bank_code: 'BDO', account_number: '001234567890' },
  });
  const snapshot = {
    id: recipient.id,
    fullName: recipient.full_name,
    countryIso2: recipient.country.iso2_alpha,
    countryName: recipient.country.common_name,
    currency: recipient.currency,
    payoutMethod: recipient.payout_method,
    details: recipient.details,
    display: Object.entries(recipient.details).map(([label, value]) => ({ label, value })),
    summary: recipient.summary,
  };

  // Grows the table to `total` transfers: half the heavy customer's, half the others'.
  let seeded = 0;
  let heavyCount = 0;
  const otherCounts = others.map(() => 0);
  async function growTo(total) {
    const started = Date.now();
    const heavyTarget = Math.floor(total / 2);
    for (let from = heavyCount + 1; from <= heavyTarget; from += 100_000) {
      const to = Math.min(heavyTarget, from + 99_999);
      await seedTransfers(db, {
        customerId: heavy.customerId,
        quoteId: template.id,
        recipient: snapshot,
        from,
        to,
        stepMinutes: STEP_MINUTES,
      });
    }
    heavyCount = heavyTarget;
    const otherTarget = Math.floor((total - heavyTarget) / others.length);
    for (const [i, other] of others.entries()) {
      for (let from = otherCounts[i] + 1; from <= otherTarget; from += 100_000) {
        const to = Math.min(otherTarget, from + 99_999);
        await seedTransfers(db, {
          customerId: other.customerId,
          quoteId: template.id,
          recipient: { ...snapshot, id: null },
          from,
          to,
          stepMinutes: 60,
        });
      }
      otherCounts[i] = otherTarget;
    }
    await db.query('analyze transfers; analyze quotes');
    const { rows } = await db.query('select count(*)::int as n from transfers');
    seeded = rows[0].n;
    console.log(
      `── ${seeded.toLocaleString('en')} transfers in the table (${heavyCount.toLocaleString('en')} the heavy customer's), seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  const heavyHeaders = heavy.session.headers();
  const hot = async (connections) => {
    const deep = await cursorAt(db, heavy.customerId, Math.floor(heavyCount * 0.9));
    return [
      // No session and no database: what the API's hooks alone (headers, CORS, the log line,
      // metrics) leave of the ceiling.
      ['GET /health/live', `${api.base}/health/live`, {}],
      // Reference data every signed-in screen asks for, the same for every customer.
      ['GET /client/v1/corridors', `${api.base}/client/v1/corridors`, {}],
      ['GET /client/v1/profile', `${api.base}/client/v1/profile`, {}],
      ['GET /client/v1/limits', `${api.base}/client/v1/limits`, {}],
      [
        'POST /client/v1/quotes',
        `${api.base}/client/v1/quotes`,
        { method: 'POST', body: quoteBody },
      ],
      ['GET /client/v1/transactions', `${api.base}/client/v1/transactions`, {}],
      [
        'GET /client/v1/transactions (deep)',
        `${api.base}/client/v1/transactions?cursor=${deep}`,
        {},
      ],
    ].map(([name, url, options]) => ({
      name,
      url,
      options: { connections, headers: heavyHeaders, ...options },
    }));
  };

  // Logging in: a fresh visitor session's anti-forgery token, then password checks (argon2id,
  // 19 MiB, on purpose the slowest thing a customer does).
  const visitor = new Session(api.base);
  await visitor.request('GET', '/sanctum/csrf-cookie');
  const loginBody = JSON.stringify({ email: others[0].email, password: PASSWORD });

  /**
   * Each hot endpoint's statements, round trips and CPU, read from the Server-Timing header of a
   * second API process on the same database (scripts/bench/costs.mjs), started for this pass only.
   */
  const instrumentedCosts = async (endpoints) => {
    const instrumented = await startApi({
      port: randomPort(),
      databaseUrl: database.url,
      dataDir: api.dataDir,
      env: { SERVER_TIMING: 'true' },
    });
    try {
      const rows = [];
      for (const endpoint of endpoints) {
        const url = endpoint.url.replace(api.base, instrumented.base);
        // A new process: its code is not optimised yet, so each endpoint warms up first.
        rows.push(await costOf({ ...endpoint, url }, 30, 200));
      }
      return rows;
    } finally {
      await instrumented.stop();
    }
  };

  const main = [];
  const scale = [];
  const costs = [];
  for (const level of scaleLevels) {
    await growTo(level);
    if (level === mainLevel) {
      for (const connections of concurrencies) {
        main.push(await measure('bare Fastify (ceiling)', `${ceiling.base}/ping`, { connections }));
        for (const { name, url, options } of await hot(connections))
          main.push(await measure(name, url, options));
        if (costs.length === 0) costs.push(...(await instrumentedCosts(await hot(1))));
        main.push(
          await measure('POST /client/v1/login', `${api.base}/client/v1/login`, {
            connections,
            method: 'POST',
            headers: visitor.headers(),
            body: loginBody,
          }),
        );
      }
    }
    const scaleConnections = 10;
    for (const { name, url, options } of (await hot(scaleConnections)).filter(
      ({ name }) => name.includes('transactions') || name.includes('limits'),
    ))
      scale.push({ level: seeded, ...(await measure(name, url, options)) });
  }

  const ceilingAt = (connections) =>
    main.find((row) => row.name.startsWith('bare') && row.connections === connections)?.rps;
  printTable(
    `HTTP, ${seeded >= mainLevel ? mainLevel.toLocaleString('en') : seeded} transfers in the table, ${duration} s per run`,
    main,
    ceilingAt,
  );
  const cores = machine().cpus;
  for (const row of main.filter((r) => r.name.includes('login')))
    console.log(
      `   logins at ${row.connections} connections: ${(row.rps / cores).toFixed(1)} per second per core (${cores} cores)`,
    );
  const budget = statementBudget();
  printCosts(costs, budget);
  printTable(
    'Scale: p99 as the transfers table grows (10 connections)',
    scale.map((row) => ({ ...row, name: `${row.name} @ ${row.level.toLocaleString('en')}` })),
  );

  const result = {
    at: new Date().toISOString(),
    commit: commit(),
    machine: machine(),
    mode: values.short ? 'short' : 'full',
    durationSeconds: duration,
    main,
    costs,
    scale,
  };
  const out = values.json ?? path.join(root, '.bench', `http-${result.commit}-${result.mode}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(root, out)}`);
  const failed = [...main, ...scale].filter((row) => row.errors > 0 || row.requests === 0);
  if (failed.length > 0) {
    console.error(`errors in: ${failed.map((row) => row.name).join(', ')}`);
    process.exitCode = 1;
  }
  const over = overBudget(costs, budget);
  if (over.length > 0) {
    console.error(
      `over their statement budget (scripts/bench/statements.json): ${over.map((row) => `${row.name} ${row.statements} > ${budget[row.name] ?? 'none'}`).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await Promise.allSettled([api.stop(), ceiling.stop()]);
  await db.end();
  if (values.keep) console.log(`kept the database: ${database.url}`);
  else await database.drop();
}
