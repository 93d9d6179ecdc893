#!/usr/bin/env node
// The runtime guard. Homeward runs on the Node.js that `npm install` brings into
// node_modules/.bin/node (package.json `optionalDependencies`: the official binaries, Node 24 LTS);
// npm puts that folder first on every script's PATH, so `npm start`, `npm test`, `npm run dev` and
// `npm run ops` run on it whatever Node the machine has. Started any other way (`node scripts/…`
// with an older Node, or on a platform without a binary package) this stops with a clear message
// instead of failing later in a dependency that needs a newer runtime.
//
// Imported for its effect by the scripts (start, test, dev); run directly (`node
// scripts/runtime.mjs && tsx …`) by the ops and migrate commands.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** `[major, minor, patch]` of "v24.21.0", "24.21.0" or ">=22.22.2". */
const parse = (version) => {
  const parts = /(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!parts) throw new Error(`Not a version: ${version}`);
  return parts.slice(1, 4).map(Number);
};
const atLeast = (version, minimum) => {
  for (let i = 0; i < 3; i++) if (version[i] !== minimum[i]) return version[i] > minimum[i];
  return true;
};

const required = manifest.engines.node; // ">=22.22.2"
const pinned = Object.entries(manifest.optionalDependencies ?? {}).find(([name]) =>
  name.startsWith('node-'),
)?.[1];

if (!atLeast(parse(process.version), parse(required))) {
  const binary = `node-${process.platform}-${process.arch}`;
  const provided = binary in (manifest.optionalDependencies ?? {});
  console.error(
    [
      `Homeward needs Node.js ${required.replace('>=', '')} or newer (it runs on Node ${pinned}), ` +
        `but this is Node ${process.version.slice(1)} (${process.execPath}).`,
      provided
        ? '`npm install` brings Node ' +
          pinned +
          ' into node_modules/.bin/node: run `npm install`, then use the npm scripts ' +
          '(`npm start`, `npm test`, `npm run dev`, `npm run ops`), which run on it.'
        : `No Node binary package is published for ${process.platform}-${process.arch}: ` +
          `install Node.js ${pinned} (or ${required.replace('>=', '')} or newer) on this machine.`,
    ].join('\n'),
  );
  process.exit(1);
}
