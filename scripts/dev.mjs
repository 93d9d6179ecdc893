#!/usr/bin/env node
// `npm run dev`: the API in watch mode on :8080, the customer SPA with hot reload on :5173 and
// the back office on :5174/back-office/ (each Vite proxies the API paths to :8080, so both front
// ends still talk to their own origin).
import './runtime.mjs';
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@homeward/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@homeward/web'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@homeward/back-office'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
