// The bench's instrumented pass: what one request to each hot endpoint costs, read from the
// Server-Timing header the API sends with SERVER_TIMING=1 (apps/api/src/plugins/server-timing.ts).
// Statements and round trips are counts, the same on any machine, so a regression shows as a
// number that changed, not only as noisy throughput; statements.json holds each endpoint's
// budget, and the bench fails when an endpoint goes over it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'statements.json');
export const statementBudget = () => JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function parseTiming(header) {
  const db = /db;dur=([\d.]+);desc="statements=(\d+) named=(\d+) round-trips=(\d+)"/.exec(
    header ?? '',
  );
  const cpu = /cpu;dur=([\d.]+)/.exec(header ?? '');
  if (!db || !cpu) throw new Error(`no Server-Timing in the answer (is SERVER_TIMING on?)`);
  return {
    dbMs: Number(db[1]),
    statements: Number(db[2]),
    named: Number(db[3]),
    roundTrips: Number(db[4]),
    cpuMs: Number(cpu[1]),
  };
}

/**
 * `requests` calls of one endpoint, one at a time (so the process's CPU during each is that
 * request's), after a few to warm it. Counts must agree across calls: a count that varies is
 * reported as its maximum, the figure a budget must hold.
 */
export async function costOf({ name, url, options }, requests = 30, warmUp = 5) {
  const { headers = {}, method = 'GET', body } = options;
  const samples = [];
  for (let i = 0; i < requests + warmUp; i += 1) {
    const answer = await fetch(url, { method, headers, body });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${method} ${url} answered ${answer.status}`);
    if (i >= warmUp) samples.push(parseTiming(answer.headers.get('server-timing')));
  }
  return {
    name,
    statements: Math.max(...samples.map((s) => s.statements)),
    named: Math.min(...samples.map((s) => s.named)),
    roundTrips: Math.max(...samples.map((s) => s.roundTrips)),
    dbMs: median(samples.map((s) => s.dbMs)),
    cpuMs: median(samples.map((s) => s.cpuMs)),
  };
}

export function printCosts(rows, budget) {
  console.log(
    '\nCost of one request (one at a time; statements and round trips are exact; named = prepared)',
  );
  const pad = (value, width) => String(value).padStart(width);
  console.log(
    `${'endpoint'.padEnd(40)} ${pad('statements', 10)} ${pad('budget', 6)} ${pad('named', 5)} ${pad('round trips', 11)} ${pad('db ms', 6)} ${pad('cpu ms', 6)}`,
  );
  for (const row of rows)
    console.log(
      `${row.name.padEnd(40)} ${pad(row.statements, 10)} ${pad(budget[row.name] ?? '-', 6)} ${pad(row.named, 5)} ${pad(row.roundTrips, 11)} ${pad(row.dbMs.toFixed(2), 6)} ${pad(row.cpuMs.toFixed(2), 6)}`,
    );
}

/** The endpoints that spent more statements than their budget, or have none. */
export const overBudget = (rows, budget) =>
  rows.filter((row) => budget[row.name] === undefined || row.statements > budget[row.name]);
