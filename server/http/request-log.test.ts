/**
 * The request log (http/request-log.ts): one line per request with its id, method, URL (its
 * secrets replaced), status and time, through the asynchronous destination the store writes
 * stdout with; what the destination still holds is written out when the store stops
 * (plugins/lifecycle.ts), and at once after a fatal line (pino's `flushSync`).
 */
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loggerOptions } from '../app';
import { drainAndClose } from '../plugins/lifecycle';
import { startTestServer } from '../test/helpers';
import { logDestination } from './request-log';

interface LogLine {
  level: number;
  time: number;
  pid: number;
  hostname: string;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
}

test('one line per request, written out when the store stops', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-log-'));
  const file = path.join(dir, 'store.log');
  const server = await startTestServer({}, { logger: loggerOptions('info', logDestination(file)) });
  try {
    await (await fetch(`${server.url}/api/food/list`)).arrayBuffer();
    await (await fetch(`${server.url}/api/order/stream?ticket=secretticket456`)).arrayBuffer();
    await (await fetch(`${server.url}/api/nowhere`)).arrayBuffer();
    await (await fetch(`${server.url}/api/health`)).arrayBuffer();
    // The line pino itself writes for the same fields, to hold the request's lines against.
    server.app.log.info(
      { reqId: 'reference', method: 'GET', url: '/', status: 200, ms: 1.5 },
      'request',
    );
  } finally {
    // As SIGTERM stops it; the lines (far less than the destination's 4 KB) are still buffered.
    await drainAndClose(server.app, 0);
  }
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as LogLine);
  rmSync(dir, { recursive: true, force: true });

  const reference = lines.find((line) => line.reqId === 'reference')!;
  const requestLines = lines.filter((line) => line.reqId !== undefined && line !== reference);
  expect(
    requestLines.map(({ msg, method, url, status }) => ({ msg, method, url, status })),
  ).toEqual([
    { msg: 'request', method: 'GET', url: '/api/food/list', status: 200 },
    { msg: 'request', method: 'GET', url: '/api/order/stream?ticket=[redacted]', status: 401 },
    { msg: 'request', method: 'GET', url: '/api/nowhere', status: 404 },
    { msg: 'request', method: 'GET', url: '/api/health', status: 200 },
  ]);
  for (const line of requestLines) {
    expect(line.ms).toEqual(expect.any(Number));
    // The line pino writes: the same fields in the same order, the same level and bindings.
    expect(Object.keys(line)).toEqual(Object.keys(reference));
    expect(line).toMatchObject({
      level: reference.level,
      pid: reference.pid,
      hostname: reference.hostname,
    });
    expect(Math.abs(line.time - reference.time)).toBeLessThan(60_000);
  }
  expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(4);
});

test('a fatal line, and every line before it, is in the file when the call returns', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-log-'));
  const file = path.join(dir, 'store.log');
  // A descriptor already open: the destination is ready at once, as with stdout.
  const log = pino({}, logDestination(openSync(file, 'a')));
  log.info({ reqId: 'req-1' }, 'before');
  log.fatal('cannot go on');
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as LogLine);
  rmSync(dir, { recursive: true, force: true });
  expect(lines.map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
    { msg: 'before', reqId: 'req-1' },
    { msg: 'cannot go on', reqId: undefined },
  ]);
});
