#!/usr/bin/env node
// `node scripts/fetch-node.mjs [24|22]`: fetches an official Node.js binary from the npm registry
// (the same `node-<platform>-<arch>` packages package.json pins) into a cache, and prints the path
// of its `node`. CI uses it for the second run of the unit and API suites on Node 22, the oldest
// line Homeward supports, and for running npm itself on the pinned Node.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** The Node 22 that CI tests on besides the pinned one: the newest 22.x when this was written. */
const NODE_22 = '22.23.3';
const line = process.argv[2] ?? '24';
const binary = `node-${process.platform}-${process.arch}`;
const version = line === '22' ? NODE_22 : manifest.optionalDependencies[binary];
if (!version) {
  console.error(`No Node binary package for ${process.platform}-${process.arch}.`);
  process.exit(1);
}

const cache = process.env.HOMEWARD_NODE_CACHE ?? '/tmp/homeward-node';
const folder = path.join(cache, `${binary}-${version}`);
const node = path.join(
  folder,
  'package',
  'bin',
  process.platform === 'win32' ? 'node.exe' : 'node',
);
if (!existsSync(node)) {
  mkdirSync(folder, { recursive: true });
  // The registry's own client: the tarball is checked against the registry's integrity hash.
  execFileSync('npm', ['pack', `${binary}@${version}`, '--pack-destination', folder, '--silent'], {
    cwd: folder,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'));
  execFileSync('tar', ['-xzf', tarball], { cwd: folder });
}
console.log(node);
