#!/usr/bin/env node
// `node scripts/audit.mjs`: the production dependencies' known vulnerabilities, from
// `npm audit --omit=dev --json`. Exits 1 on any high or critical advisory, and 2 when the audit
// could not be made at all (no advisory endpoint, no answer, an answer we cannot read): a check
// that could not look must never pass as one that looked and found nothing.
//
// `--report <file>` judges a saved `npm audit --json` answer instead of asking the registry
// (to try the verdicts on planted reports, or to re-read a CI artefact).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BLOCKING = ['critical', 'high'];
const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'];

function cannotAudit(reason, detail) {
  console.error(`npm audit: COULD NOT AUDIT the production dependencies: ${reason}`);
  if (detail) console.error(detail);
  console.error(
    'No verdict either way: the registry in use must answer POST /-/npm/v1/security/advisories/bulk.',
  );
  process.exit(2);
}

function readReport() {
  const at = process.argv.indexOf('--report');
  if (at !== -1) {
    const file = process.argv[at + 1];
    if (!file) cannotAudit('--report needs a file');
    return { stdout: readFileSync(file, 'utf8'), stderr: '', status: null };
  }
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) cannotAudit(`npm did not run (${result.error.message})`);
  return result;
}

const { stdout, stderr } = readReport();
let report;
try {
  report = JSON.parse(stdout);
} catch {
  cannotAudit('npm audit gave no JSON report', (stderr || stdout).trim().slice(0, 2000));
}

// An unreachable or refusing endpoint still exits with JSON, describing the failed request
// (`{message, statusCode, uri, …}`) instead of advisories.
const counts = report?.metadata?.vulnerabilities;
if (report?.error || report?.statusCode || !counts || typeof counts !== 'object') {
  const what =
    report?.message ?? report?.error?.summary ?? 'the report has no vulnerability counts';
  cannotAudit(`the advisory endpoint did not answer (${what})`);
}

const dependencies = report.metadata.dependencies;
const total = typeof dependencies === 'object' ? dependencies.prod : dependencies;
console.log(
  `npm audit --omit=dev: ${total ?? '?'} production dependencies; ` +
    SEVERITIES.map((severity) => `${counts[severity] ?? 0} ${severity}`).join(', '),
);

const blocking = Object.values(report.vulnerabilities ?? {}).filter((v) =>
  BLOCKING.includes(v.severity),
);
for (const v of blocking) {
  const titles = (v.via ?? [])
    .filter((via) => typeof via === 'object')
    .map((via) => `${via.title ?? 'advisory'}${via.url ? ` (${via.url})` : ''}`);
  const fix =
    v.fixAvailable === true
      ? 'fix: npm audit fix'
      : v.fixAvailable
        ? `fix: ${v.fixAvailable.name}@${v.fixAvailable.version}${v.fixAvailable.isSemVerMajor ? ' (major)' : ''}`
        : 'no fix yet';
  console.log(`  ${v.severity.toUpperCase()} ${v.name} ${v.range ?? ''}; ${fix}`);
  for (const title of titles.length ? titles : [`through ${(v.via ?? []).join(', ')}`]) {
    console.log(`    ${title}`);
  }
}

const blockingCount = BLOCKING.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
if (blockingCount > 0 || blocking.length > 0) {
  console.error(`npm audit: ${blockingCount} high or critical advisories: failing.`);
  process.exit(1);
}
console.log('npm audit: no high or critical advisory.');
