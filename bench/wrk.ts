/**
 * wrk (Debian's package `wrk`, a C load generator) for the HTTP benches: one thread on the CPUs
 * `WRK_CPUS` names (`taskset -c`), so the load generator and the server under test each have a
 * core of their own. A request other than a plain GET is a Lua script (`request = function() ...`)
 * written to a scratch file. Says how to install wrk when it is missing.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The core wrk runs on; the servers under test run on `SERVER_CPUS`. */
export const WRK_CPUS = '1';
export const SERVER_CPUS = '0';

export interface WrkFigures {
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Requests answered, and how many of them had a status of 400 or more. */
  requests: number;
  non2xx: number;
  /** Connect, read, write errors and timeouts. */
  errors: number;
}

export interface WrkLoad {
  url: string;
  connections: number;
  durationSeconds: number;
  /** A Lua script's text (wrk's `request`, `init`... functions); plain GETs without one. */
  lua?: string;
}

/** Throws with the install command when wrk is not on the machine. */
export function requireWrk(): void {
  if (!['/usr/bin/wrk', '/usr/local/bin/wrk'].some((file) => existsSync(file)))
    throw new Error('wrk is not installed: apt-get install wrk');
}

/** wrk's "12.34ms" / "1.20s" / "850.00us" in milliseconds. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return NaN;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  // To the microsecond: wrk's own precision, without float noise ('479.00us' is 0.479 ms).
  return Math.round(Number(match[1]) * factor * 1000) / 1000;
}

/** The figures of wrk's `--latency` report. */
export function parseWrk(output: string): WrkFigures {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    requestsPerSecond: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p50: milliseconds(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? ''),
    p99: milliseconds(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? ''),
    requests: number(/(\d+) requests in/),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/** Runs wrk once with `load` and returns its figures. */
export async function wrk(load: WrkLoad): Promise<WrkFigures> {
  const dir = load.lua ? mkdtempSync(path.join(tmpdir(), 'storefront-wrk-')) : undefined;
  try {
    const script = dir ? path.join(dir, 'load.lua') : undefined;
    if (script) writeFileSync(script, load.lua!);
    const { stdout } = await run(
      'taskset',
      [
        '-c',
        WRK_CPUS,
        'wrk',
        '--latency',
        '-t1',
        `-c${load.connections}`,
        `-d${load.durationSeconds}s`,
        ...(script ? ['-s', script] : []),
        load.url,
      ],
      { maxBuffer: 1 << 20 },
    );
    return parseWrk(stdout);
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/** A Lua string literal. */
export function luaString(text: string): string {
  return JSON.stringify(text);
}
