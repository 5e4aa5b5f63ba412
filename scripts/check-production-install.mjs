#!/usr/bin/env node
// Checks that the store runs from a production install, as docs/operations.md deploys it: the
// build (dist/, from `npm run build` or `npm run build:server`), the sample pictures the server
// reads at start (server/uploads/), package.json and package-lock.json are copied to a scratch
// folder, `npm ci --omit=dev` installs the runtime packages there (better-sqlite3 compiles when no
// prebuilt binary fits), and `npm run serve` starts the store on a scratch DATA_DIR (SQLite) and a
// free port. It must answer GET /api/health and GET /api/food/list (the sample menu) with 200,
// and, after a web build, GET /Menu with dishes in its HTML; then it gets SIGTERM and must exit 0. A package the server imports that is only in
// devDependencies makes the start fail. CI (.ci/run) runs it in the background while `npm test`
// runs; it takes minutes when better-sqlite3 compiles.
//
//   node scripts/check-production-install.mjs        (after a build)
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COPIED = ['dist', 'server/uploads', 'package.json', 'package-lock.json'];
const START_TIMEOUT_MS = 60_000;

function fail(message) {
  console.error(`production install: FAILED: ${message}`);
  process.exitCode = 1;
}

/** Runs a command in `cwd`; resolves with its exit code. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? signal));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** GET `url`; the status and the parsed JSON body, or undefined while nothing listens. */
async function getJson(url) {
  try {
    const response = await fetch(url);
    return { status: response.status, body: await response.json().catch(() => undefined) };
  } catch {
    return undefined;
  }
}

/**
 * Starts the store in `dir` as `npm run serve` does, with package.json's `serve` command run
 * directly (npm would not pass SIGTERM on through its shell); checks its two answers; stops it
 * with SIGTERM, after which it must exit 0.
 */
async function serveAndCheck(dir) {
  const serve = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.serve;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'production' };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SHOP_CLOCK']) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: path.join(dir, 'data'),
    LOG_FORMAT: 'json',
    SHUTDOWN_DRAIN_SECONDS: '0',
  });
  const [command, ...args] = serve.split(' ');
  const store = spawn(command, args, { cwd: dir, env, stdio: 'inherit' });
  const exited = new Promise((resolve) =>
    store.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    let health;
    while (Date.now() < deadline && store.exitCode === null) {
      health = await getJson(`${url}/api/health`);
      if (health) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (store.exitCode !== null) return fail(`the store exited with ${store.exitCode} at start`);
    if (!health) return fail(`the store did not answer within ${START_TIMEOUT_MS / 1000} s`);
    if (health.status !== 200) return fail(`/api/health answered ${health.status}`);
    console.log(`production install: /api/health ${health.status} ${JSON.stringify(health.body)}`);
    const menu = await getJson(`${url}/api/food/list`);
    const dishes = menu?.body?.data?.length ?? 0;
    if (menu?.status !== 200 || dishes === 0)
      return fail(`/api/food/list answered ${menu?.status} with ${dishes} dishes`);
    console.log(`production install: /api/food/list ${menu.status}, ${dishes} dishes`);
    // With the web build, /Menu carries its first dishes: the build's first-load module
    // (server/web/first-load.ts) loads from the production install too.
    if (existsSync(path.join(dir, 'dist/prerender/prerender.mjs'))) {
      const page = await fetch(`${url}/Menu`);
      const cards = (await page.text()).match(/class="food-card__name"/g)?.length ?? 0;
      if (page.status !== 200 || cards === 0)
        return fail(`/Menu answered ${page.status} with ${cards} dish cards in its HTML`);
      console.log(`production install: /Menu ${page.status}, ${cards} dish cards in its HTML`);
    }
  } finally {
    if (store.exitCode === null) {
      store.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) fail(`the store exited with ${code} after SIGTERM`);
    }
  }
}

async function main() {
  if (!existsSync(path.join(ROOT, 'dist/server/main.js')))
    return fail('no build in dist/ (npm run build, or npm run build:server)');
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-production-'));
  try {
    for (const entry of COPIED)
      cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    console.log(`production install: npm ci --omit=dev in ${dir}`);
    const started = Date.now();
    const code = await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir });
    if (code !== 0) return fail(`npm ci --omit=dev exited with ${code}`);
    console.log(`production install: installed in ${Math.round((Date.now() - started) / 1000)} s`);
    await serveAndCheck(dir);
    if (!process.exitCode) console.log('production install: ok');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  fail(error instanceof Error ? error.message : String(error));
});
