/**
 * Starts the built store as its own process (so the load generator does not share its event
 * loop), on a free port with a scratch data folder, and stops it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's process id (to read its memory from /proc). */
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the store did not become healthy within 120 s');
}

export interface StoreProcessOptions {
  /** The tree whose build runs (its `dist/server/main.js`); by default the current directory. */
  root?: string;
  /** Options for node itself (say `--cpu-prof` to profile the server). */
  nodeOptions?: string[];
  /** CPUs the server may run on (`taskset -c`, e.g. '0'); by default any. */
  cpus?: string;
  /**
   * Whether the server's output (its log) goes to `server.log` in its data folder, as a deployed
   * store's goes to a file or a pipe, rather than to this process's terminal.
   */
  logToFile?: boolean;
}

/** `env.PORT` starts it on that port (a restart at the same address); else on a free one. */
export async function startServer(
  env: Record<string, string> = {},
  options: StoreProcessOptions = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const command = [process.execPath, ...(options.nodeOptions ?? []), 'dist/server/main.js'];
  const [program, ...args] = options.cpus ? ['taskset', '-c', options.cpus, ...command] : command;
  const output = options.logToFile ? openSync(path.join(dataDir, 'server.log'), 'a') : 'inherit';
  const child = spawn(program!, args, {
    cwd: options.root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      // Open whatever the hour the bench runs at (Wednesday noon in the shop's time zone), so
      // order/place measures placing orders, not 'We are closed now'.
      SHOP_CLOCK: '2026-11-25T06:30:00Z',
      // Idle keep-alive connections kept for a minute, as in server/test/helpers.ts: a client
      // that reuses one after a few idle seconds (Playwright's request context) never sends on a
      // socket the store is just closing (an ECONNRESET in a journey at the default 5 s).
      KEEP_ALIVE_TIMEOUT_MS: '60000',
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  if (typeof output === 'number') closeSync(output);
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
