import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Pusher, { type Options } from 'pusher-js';
import type { TestBrowser } from './browser';

const apiRoot = path.resolve(import.meta.dirname, '../..');

export interface ApiNode {
  child: ChildProcess;
  base: string;
  port: number;
}

/** A free-looking port for a node (a clash fails the start, and the test says so). */
export const nodePort = () => 20_000 + Math.floor(Math.random() * 20_000);

/**
 * One Homeward process on a shared database and Redis: an API node (the default, answered
 * when /health/ready is) or, with `role: 'worker'`, a job worker (no port: ready when it logs
 * that it started).
 */
export async function startNode(
  databaseUrl: string,
  env: Record<string, string | undefined>,
  options: { role?: 'api' | 'worker'; port?: number } = {},
): Promise<ApiNode> {
  const port = options.port ?? nodePort();
  const worker = options.role === 'worker';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server.ts', ...(options.role ? ['--role', options.role] : [])],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        APP_ENV: 'test',
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homeward-node-')),
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: worker ? 'info' : 'warn',
        ...env,
      },
      stdio: ['ignore', worker ? 'pipe' : 'ignore', 'pipe'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const ready = worker
    ? new Promise<boolean>((resolve) => {
        let seen = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          // Read to the end either way: a full pipe would stop the worker's logging.
          if (seen.length < 100_000) seen += chunk.toString();
          if (seen.includes('"msg":"worker started"')) resolve(true);
        });
        child.on('exit', () => resolve(false));
      })
    : undefined;
  for (let i = 0; i < 150; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (ready) {
      const started = await Promise.race([ready, new Promise((r) => setTimeout(r, 0, null))]);
      if (started) return { child, base, port };
      if (started === false) break;
      continue;
    }
    if (
      (await fetch(`${base}/health/ready`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    ) {
      return { child, base, port };
    }
  }
  child.kill('SIGKILL');
  throw new Error(`a ${options.role ?? 'node'} did not start`);
}

export const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.on('exit', () => resolve()),
  );

export async function stopNodes(nodes: ApiNode[]) {
  for (const { child } of nodes) {
    child.kill('SIGTERM');
    await stopped(child);
  }
}

/** The browser's cookies and XSRF echo, for calls to a node over real HTTP. */
export function headersOf(browser: TestBrowser): Record<string, string> {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? '');
  return {
    cookie,
    'x-xsrf-token': xsrf,
    'content-type': 'application/json',
    accept: 'application/json',
  };
}

/**
 * The unmodified pusher-js client on a node's socket, authorising channels through that node's
 * API with a browser's session as the SPA does (or refused without one).
 */
export function pusherClientOn(
  node: ApiNode,
  key: string,
  browser: TestBrowser | null,
  options: Partial<Options> = {},
): Pusher {
  const authorise = (path: string, body: Record<string, string>) =>
    browser
      ? fetch(`${node.base}${path}`, {
          method: 'POST',
          headers: headersOf(browser),
          body: JSON.stringify(body),
        })
      : Promise.reject(new Error('no session'));
  return new Pusher(key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: node.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        authorise('/broadcasting/auth', { socket_id: socketId, channel_name: channelName })
          .then(async (response) =>
            response.ok
              ? callback(null, (await response.json()) as { auth: string })
              : callback(new Error(`${response.status}`), null),
          )
          .catch((error: Error) => callback(error, null));
      },
    },
    ...options,
  });
}
