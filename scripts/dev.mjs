#!/usr/bin/env node
// `npm run dev`: the API server (restarting on change) and the webpack dev server (hot reload,
// proxying /api, /uploads and /pay to the API) side by side. Ctrl-C, or either one dying,
// stops both.
import { spawn } from 'node:child_process';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const children = [];
let stopping = false;

function start(name, args, env = {}) {
  const child = spawn(npx, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    // Its own process group, so stopping it also stops what npx started under it.
    detached: process.platform !== 'win32',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

function signal(child, name) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform === 'win32') child.kill(name);
    else process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  let left = running.length;
  if (left === 0) process.exit(exitCode);
  for (const child of running) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(exitCode);
    });
    signal(child, 'SIGTERM');
  }
  // A child that ignores SIGTERM must not keep the port busy.
  setTimeout(() => {
    for (const child of running) signal(child, 'SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('API server', ['tsx', 'watch', 'server/main.ts'], {
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:8080',
});
start('webpack dev server', ['webpack', 'serve', '--mode', 'development']);
