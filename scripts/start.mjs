#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (SPA and API on one origin, http://localhost:8080 by default). `npm start -- --role api|worker`
// runs one part only (docs/operations.md, "Deploying").
import './runtime.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time under the given files and folders (node_modules excluded). */
function newest(...entries) {
  let latest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry))
        if (name !== 'node_modules') visit(path.join(entry, name));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  entries.forEach(visit);
  return latest;
}

// NODE_HEAP_MB and NODE_SEMI_SPACE_MB (here or in .env): the server's memory (server-flags.mjs).
if (existsSync(at('.env'))) process.loadEnvFile(at('.env'));
const { flags, problem } = serverNodeFlags();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const contract = at('packages/contract/src');
const targets = [
  {
    workspace: '@homeward/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/index.html'),
      at('apps/web/public'),
      at('packages/ui/src'),
      contract,
    ],
  },
  {
    workspace: '@homeward/back-office',
    output: at('apps/back-office/dist/index.html'),
    sources: [
      at('apps/back-office/src'),
      at('apps/back-office/index.html'),
      at('apps/back-office/public'),
      at('packages/ui/src'),
      contract,
    ],
  },
  {
    workspace: '@homeward/api',
    output: at('apps/api/dist/server.js'),
    // The build also makes the embedded database a first start copies: migrations and seed.
    sources: [at('apps/api/src'), at('apps/api/drizzle'), at('apps/api/scripts'), contract],
  },
];

for (const { workspace, output, sources } of targets) {
  if (builtAt(output) >= newest(...sources)) continue;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `--build-only`: what the benchmarks use to get a current production build.
if (process.argv.includes('--build-only')) process.exit(0);

// The rest of the command line goes to the server: `npm start -- --role worker`.
const server = spawn(
  process.execPath,
  [...flags, at('apps/api/dist/server.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
