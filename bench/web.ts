/**
 * Web benchmark (npm run bench:web): the built store in its own process, Debian's Chromium at a
 * phone profile with the cache off. For `/`, `/Menu` and `/Cart` it counts the bytes on the wire
 * (CDP Network.loadingFinished.encodedDataLength) by type in the first 6 s, and the initial
 * JavaScript of each page; then Lighthouse 12 (default config: mobile, simulated throttling) on
 * `/` and `/Menu`, five runs each (BENCH_LIGHTHOUSE_RUNS), the budgets reading the median run as
 * Lighthouse's guide on variability advises; then the 10,000-dish menu figures of bench/menu-scale/ (BENCH_SKIP_MENU=1 to
 * skip). Prints tables with the budgets and writes bench/results/web-<timestamp>.json.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import {
  ACCEPT_ENCODING,
  KB,
  LIGHTHOUSE_RUNS,
  PHONE,
  kb,
  launchBrowser,
  lighthouseRow,
  runLighthouseMedian,
  verdict,
  writeResults,
  type LighthouseFigures,
} from './browser';
import { measureBigMenuInBrowser, type BigMenuBrowser } from './menu-scale/in-browser';
import { printBigMenu } from './menu-scale/report';
import { slowestKeys } from './menu-scale/typing';
import { startServer } from './server-process';

const WINDOW_S = 6;

/** KB (1,024 bytes) and the exact bytes, for figures near a budget. */
const kbExact = (bytes: number): string => `${kb(bytes)} (${bytes.toLocaleString('en')} B)`;

const KINDS = ['script', 'style', 'image', 'font', 'other'] as const;
type Kind = (typeof KINDS)[number];
const KIND_OF: Record<string, Kind> = {
  Script: 'script',
  Stylesheet: 'style',
  Image: 'image',
  Font: 'font',
};

export interface PageBytes {
  page: string;
  requests: number;
  bytes: Record<Kind | 'total', number>;
  /**
   * Scripts requested before the app had taken the page over (`<html data-app="ready">`, set by
   * src/app/AppReady.tsx after hydration), bytes as sent: the JavaScript a first visit needs before
   * the page works. The entry itself only waits for the page to paint, so counting the scripts
   * before `load` would miss the app.
   */
  initialJs: number;
  contentEncodings: string[];
  /** Every script: path, bytes as sent, ms from the first request to its request. */
  scripts: { path: string; bytes: number; requestedMs: number }[];
  domContentLoadedMs: number;
  loadMs: number;
  /** ms from the navigation to the app's 'app-ready' mark (null: not within the window). */
  appReadyMs: number | null;
}

interface Seen {
  url: string;
  type: string;
  sentAt: number;
  doneAt?: number;
  bytes?: number;
  encoding?: string;
}

async function measureBytes(browser: Browser, url: string, page: string): Promise<PageBytes> {
  const context = await browser.newContext(PHONE);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', {
    headers: { 'Accept-Encoding': ACCEPT_ENCODING },
  });
  const seen = new Map<string, Seen>();
  let dcl = Infinity;
  let load = Infinity;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!seen.has(e.requestId))
      seen.set(e.requestId, {
        url: e.request.url,
        type: e.type ?? 'Other',
        sentAt: e.timestamp,
      });
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = seen.get(e.requestId);
    if (!entry) return;
    // A prefetched script (`<link rel="prefetch">`) comes as type Other: it is JavaScript the
    // page downloads all the same, so the MIME type decides.
    entry.type = /javascript/.test(e.response.mimeType) ? 'Script' : e.type;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    entry.encoding = headers['content-encoding'] ?? 'identity';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = seen.get(e.requestId);
    if (entry) Object.assign(entry, { doneAt: e.timestamp, bytes: e.encodedDataLength });
  });
  cdp.on('Page.domContentEventFired', (e) => (dcl = Math.min(dcl, e.timestamp)));
  cdp.on('Page.loadEventFired', (e) => (load = Math.min(load, e.timestamp)));

  const started = Date.now();
  await tab.goto(`${url}${page}`, { waitUntil: 'load' });
  // What the page had asked for when the app marked itself ready (src/app/AppReady.tsx), from the
  // page's own Resource Timing; later requests (a carousel, a dialog) load when first needed.
  let beforeReady: Set<string> | undefined;
  let readyAt: number | undefined;
  try {
    const left = WINDOW_S * 1000 - (Date.now() - started);
    await tab.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: left });
    const ready = await tab.evaluate(() => {
      const at = performance.getEntriesByName('app-ready')[0]?.startTime ?? performance.now();
      const urls = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= at)
        .map((entry) => entry.name);
      return { at, urls };
    });
    beforeReady = new Set(ready.urls);
    readyAt = Math.round(ready.at);
  } catch {
    // Not ready within the window: every script of the window counts, and the table says so.
  }
  await tab.waitForTimeout(Math.max(0, WINDOW_S * 1000 - (Date.now() - started)) + 250);
  await context.close();

  const t0 = Math.min(...[...seen.values()].map((s) => s.sentAt));
  const done = [...seen.values()].filter(
    (s) => s.doneAt !== undefined && s.doneAt - t0 <= WINDOW_S,
  );
  const bytes = { script: 0, style: 0, image: 0, font: 0, other: 0, total: 0 };
  for (const s of done) {
    bytes[KIND_OF[s.type] ?? 'other'] += s.bytes!;
    bytes.total += s.bytes!;
  }
  const scripts = done.filter((s) => s.type === 'Script');
  const initialJs = scripts
    .filter((s) => beforeReady?.has(s.url) ?? true)
    .reduce((sum, s) => sum + s.bytes!, 0);
  return {
    page,
    requests: done.length,
    bytes,
    initialJs,
    contentEncodings: [...new Set(scripts.map((s) => s.encoding ?? '?'))],
    scripts: scripts.map((s) => ({
      path: new URL(s.url).pathname,
      bytes: s.bytes!,
      requestedMs: Math.round((s.sentAt - t0) * 1000),
    })),
    domContentLoadedMs: Math.round((dcl - t0) * 1000),
    loadMs: Math.round((load - t0) * 1000),
    appReadyMs: readyAt ?? null,
  };
}

/** Each page's bytes, /'s scripts and Lighthouse's figures, as tables. */
function printPages(bytes: readonly PageBytes[], lighthouse: readonly LighthouseFigures[]): void {
  console.log(
    `\nWeb benchmark: Chromium ${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, cache off, no throttling; bytes as sent in the first ${WINDOW_S} s\n`,
  );
  console.table(
    bytes.map((b) => ({
      page: b.page,
      requests: b.requests,
      ...Object.fromEntries(KINDS.map((k) => [k, kb(b.bytes[k])])),
      total: kb(b.bytes.total),
      'JS until app ready': kb(b.initialJs),
      'app ready': b.appReadyMs === null ? '-' : `${b.appReadyMs} ms`,
      'JS encoding': b.contentEncodings.join(','),
    })),
  );
  console.log(`\nScripts / downloads in its first ${WINDOW_S} s (as sent)\n`);
  console.table(
    bytes[0]!.scripts.map((script) => ({
      script: script.path,
      bytes: script.bytes,
      'requested at': `${script.requestedMs} ms`,
    })),
  );
  console.log(
    `\nLighthouse ${lighthouse[0]?.lighthouseVersion} (mobile, simulated throttling), the median of ${LIGHTHOUSE_RUNS} runs\n`,
  );
  console.table(lighthouse.map((f, i) => lighthouseRow(f, ['/', '/Menu'][i]!)));
  lighthouse.forEach((f, i) =>
    f.errors?.forEach((error, run) => {
      if (error) console.log(`${['/', '/Menu'][i]} run ${run + 1} had no score: ${error}`);
    }),
  );
}

/** Each budget: the figure, its value, the budget and whether it is met. */
function budgetRows(
  bytes: readonly PageBytes[],
  lighthouse: readonly LighthouseFigures[],
  bigMenu: BigMenuBrowser | undefined,
  slowest: { runs: number[]; median: number } | undefined,
) {
  const home = bytes[0]!;
  const worst6s = Math.max(...bytes.map((b) => b.bytes.total));
  // The 110 KB budget of the JavaScript every route needs (the entry and the app group) is the
  // build's check (src/ssr/build/webpack-plugins.cjs); 'JS until app ready' above adds the
  // page's own chunk.
  return [
    [
      '/ JS in its first 6 s (the app after load included, as sent)',
      kbExact(home.bytes.script),
      '<= 125 KB',
      home.bytes.script <= 125 * KB,
    ],
    [
      'largest first-6-s total (/, /Menu, /Cart)',
      kbExact(worst6s),
      '<= 300 KB',
      worst6s <= 300 * KB,
    ],
    ...lighthouse.flatMap((f, i) => {
      const p = ['/', '/Menu'][i];
      return [
        [`${p} CLS`, f.cls, '0', f.cls === 0],
        [`${p} performance`, f.performance, '>= 0.95', (f.performance ?? 0) >= 0.95],
        [`${p} accessibility`, f.accessibility, '1.0', f.accessibility === 1],
        [`${p} best practices`, f.bestPractices, '>= 0.95', (f.bestPractices ?? 0) >= 0.95],
      ];
    }),
    ...(bigMenu
      ? [
          [
            '10,000-dish /Menu Lighthouse LCP',
            bigMenu.lighthouse.lcpMs === null ? 'none' : `${bigMenu.lighthouse.lcpMs} ms`,
            '< 1500 ms',
            (bigMenu.lighthouse.lcpMs ?? Infinity) < 1500,
          ],
          [
            `10,000-dish search, slowest key of the median of ${slowest!.runs.length} runs at 4x CPU`,
            `${Math.round(slowest!.median)} ms`,
            '< 100 ms',
            slowest!.median < 100,
          ],
          [
            '10,000-dish /Menu first dish image, slow 4G + 4x CPU',
            `${Math.round(bigMenu.firstScreen[1]!.imageMs ?? NaN)} ms`,
            '< 1500 ms',
            (bigMenu.firstScreen[1]!.imageMs ?? Infinity) < 1500,
          ],
        ]
      : []),
  ] as const;
}

async function main(): Promise<void> {
  const server = await startServer();
  let bytes: PageBytes[];
  const lighthouse: LighthouseFigures[] = [];
  try {
    const browser = await launchBrowser();
    try {
      bytes = [];
      for (const page of ['/', '/Menu', '/Cart'])
        bytes.push(await measureBytes(browser, server.url, page));
    } finally {
      await browser.close();
    }
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1')
      for (const page of ['/', '/Menu'])
        lighthouse.push(await runLighthouseMedian(`${server.url}${page}`));
  } finally {
    await server.stop();
  }
  const bigMenu = process.env.BENCH_SKIP_MENU === '1' ? undefined : await measureBigMenuInBrowser();

  printPages(bytes, lighthouse);
  if (bigMenu) printBigMenu(bigMenu);

  const slowest = bigMenu ? slowestKeys(bigMenu.typing) : undefined;
  const rows = budgetRows(bytes, lighthouse, bigMenu, slowest);
  console.log('\nBudgets\n');
  console.table(
    rows.map(([figure, value, budget, ok]) => ({
      figure,
      value,
      budget,
      verdict: verdict(ok as boolean),
    })),
  );
  const file = writeResults('web', {
    date: new Date().toISOString(),
    phone: PHONE,
    acceptEncoding: ACCEPT_ENCODING,
    windowSeconds: WINDOW_S,
    bytes,
    lighthouse,
    bigMenu,
  });
  console.log(`raw figures: ${file}`);
}

if (path.basename(process.argv[1] ?? '') === 'web.ts') {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
