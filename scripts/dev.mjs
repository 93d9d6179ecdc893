#!/usr/bin/env node
// `npm run dev`: the API in watch mode on :8080 and Vite with hot reload on :5173 (it proxies
// the API paths to :8080, so the SPA still talks to its own origin).
import './runtime.mjs';
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@homeward/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@homeward/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
