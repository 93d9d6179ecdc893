#!/usr/bin/env node
// `npm test`: every check and every suite, one after another, even when one fails, then one
// summary line "N passed, N failed" counting every test (and each static check as one).
import './runtime.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightOutcomes, vitestOutcomes } from './test-failures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, '.test-output');
rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });

const results = [];
/** Checks that could not run here, named in the summary so their absence is never silent. */
const notRun = [];
const run = (name, command, args, env = {}) => {
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`━━ ${name}: exit ${result.status} in ${seconds}s`);
  return result.status === 0;
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
/** A runner that failed without a failing test (crash, no report) still counts as one failure. */
const failures = (counted, ok) => counted + (!ok && counted === 0 ? 1 : 0);
/**
 * The failed tests, and those that passed only on a retry, named again beside the summary
 * (scripts/test-failures.mjs). The suites retry a failed test once: on a loaded 2-core CI machine
 * a timing test can lose a race once, and one lost race must not keep a whole stop from landing;
 * a test that fails twice fails the run, and one that needed its retry is printed as flaky.
 */
const failedTests = [];
const flakyTests = [];
const noteOutcomes = ({ failed, flaky }) => {
  failedTests.push(...failed);
  flakyTests.push(...flaky);
};

// Static checks count as one test each.
for (const [name, command, args] of [
  ['typecheck', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
]) {
  const ok = run(name, command, args);
  results.push({ suite: name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

// Known vulnerabilities of the production dependencies (npm audit --omit=dev): high or critical
// fails. When the registry cannot answer an audit at all (exit 2), there is no verdict: it is
// reported as not run, neither passed nor failed.
const audit = spawnSync('node', ['scripts/audit.mjs'], { cwd: root, stdio: 'inherit' });
if (audit.status === 2) {
  console.log('━━ npm audit: NOT RUN, the registry answers no audits (see above)');
  notRun.push('npm audit (the registry answers no audits)');
} else {
  results.push({
    suite: 'npm audit',
    passed: audit.status === 0 ? 1 : 0,
    failed: audit.status === 0 ? 0 : 1,
  });
}

// Unit, component and API integration tests, and the API suites once more on the oldest Node
// line Homeward supports (CI sets TEST_ALSO_ON_NODE to a Node 22 from scripts/fetch-node.mjs).
// The API suites run on two databases and two runtimes without running all four pairs: with
// PostgreSQL configured (CI), the pinned Node runs them on PostgreSQL and Node 22 on embedded
// PGlite, the default of `npm start`. What differs between runtimes is the process (crypto,
// streams, sockets, child processes, WASM), which every API suite exercises on either database;
// what differs between databases is SQL, which is the same on either runtime. Without
// PostgreSQL, the pinned Node runs them on PGlite, as a developer's `npm test` does.
const otherNode = process.env.TEST_ALSO_ON_NODE;
const pgliteElsewhere = Boolean(otherNode && process.env.TEST_DATABASE_URL);
const vitestFile = path.join(output, 'vitest.json');
const vitestOk = run('vitest', 'npx', [
  'vitest',
  'run',
  ...(pgliteElsewhere
    ? [
        'contract',
        'web',
        'web-isolated',
        'back-office',
        'api-unit',
        'e2e-support',
        'api-postgres',
        'api-postgres-shared',
      ].flatMap((p) => ['--project', p])
    : []),
  '--retry=1',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
noteOutcomes(vitestOutcomes('vitest', vitest, root));
results.push({
  suite: 'vitest',
  passed: vitest?.numPassedTests ?? 0,
  failed: failures(vitest?.numFailedTests ?? 0, vitestOk && vitest !== undefined),
});

// The browser apps' component tests are left out of the Node 22 run: that code runs in
// browsers, never in Node.
if (otherNode) {
  const version = spawnSync(otherNode, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  const name = `vitest ${version ?? 'node?'}`;
  const file = path.join(output, 'vitest-other-node.json');
  const env = { ...process.env, TEST_DATABASE_URL: '' };
  env.PATH = `${path.dirname(otherNode)}${path.delimiter}${process.env.PATH}`;
  const ok = run(
    name,
    otherNode,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...['contract', 'api-unit', 'api-pglite', 'api-pglite-shared'].flatMap((p) => [
        '--project',
        p,
      ]),
      '--retry=1',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  const report = readJson(file);
  noteOutcomes(vitestOutcomes(name, report, root));
  results.push({
    suite: name,
    passed: report?.numPassedTests ?? 0,
    failed: failures(report?.numFailedTests ?? 0, ok && report !== undefined),
  });
}

// Browser journeys against the production build.
const buildOk = run('build', 'npm', ['run', 'build']);
const budgetOk = buildOk && run('bundle budget', 'node', ['scripts/measure-bundle.mjs']);
results.push({ suite: 'budget', passed: budgetOk ? 1 : 0, failed: budgetOk ? 0 : 1 });

// Lighthouse on sign-in, sign-up and the dashboard at phone size, against score floors.
const lighthouseOk = buildOk && run('lighthouse', 'node', ['scripts/lighthouse.mjs']);
results.push({ suite: 'lighthouse', passed: lighthouseOk ? 1 : 0, failed: lighthouseOk ? 0 : 1 });

// The HTTP benchmark in its short mode: it must run cleanly (no errors, no non-2xx answers).
// Numbers on a shared CI machine are not judged; `npm run bench` is the full measurement.
if (process.env.TEST_DATABASE_URL) {
  const benchOk = buildOk && run('bench (short)', 'node', ['scripts/bench-http.mjs', '--short']);
  results.push({ suite: 'bench', passed: benchOk ? 1 : 0, failed: benchOk ? 0 : 1 });
} else {
  notRun.push('bench (short): it needs PostgreSQL, set TEST_DATABASE_URL');
}

const playwrightFile = path.join(output, 'playwright.json');
const playwrightOk =
  buildOk &&
  run(
    'playwright',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--retries=1'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
    },
  );
const playwright = readJson(playwrightFile);
noteOutcomes(playwrightOutcomes(playwright));
results.push({
  suite: 'playwright',
  passed: (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0),
  failed: failures(playwright?.stats?.unexpected ?? 0, playwrightOk && playwright !== undefined),
});

// A check or a runner that failed with no test named: a static check, the budget, Lighthouse,
// the bench, or an unhandled error, a crash or a missing report.
for (const r of results) {
  const named = failedTests.some(
    (line) => line.startsWith(`${r.suite}:`) || line.startsWith(`${r.suite} [`),
  );
  if (r.failed > 0 && !named) failedTests.push(`${r.suite}: failed (see its output above)`);
}
for (const [title, tests] of [
  ['Passed only on a retry (flaky: fix them)', flakyTests],
  ['Failed tests', failedTests],
]) {
  if (tests.length === 0) continue;
  console.log(`\n${title}:`);
  for (const test of tests.slice(0, 40)) console.log(`  ${test}`);
  if (tests.length > 40) console.log(`  … and ${tests.length - 40} more (see above)`);
}
console.log('\nSuite            passed  failed');
for (const r of results) {
  console.log(
    `${r.suite.padEnd(16)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}`,
  );
}
for (const check of notRun) console.log(`not run: ${check}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
