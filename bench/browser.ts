/**
 * What the browser benches share (bench/web.ts, bench/menu-scale.ts): Debian's Chromium at a phone
 * profile, Lighthouse's runs and their table row, and where the figures are written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch as launchChrome } from 'chrome-launcher';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS as BROWSER_FLAGS } from '../test/chromium';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** chrome-launcher (Lighthouse) starts Chromium itself, so it asks for headless here. */
export const CHROMIUM_FLAGS = ['--headless=new', ...BROWSER_FLAGS];
/** A mid-range Android phone, the size Lighthouse's mobile profile uses. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 ' +
    '(KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
/**
 * Chromium offers brotli only over HTTPS; the shop is served over HTTPS in production, so the
 * bench asks for what Chromium asks for there.
 */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
export const KB = 1024;

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
export const verdict = (ok: boolean): string => (ok ? 'met' : 'NOT met');

export interface LighthouseFigures {
  url: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalBytes: number | null;
  lighthouseVersion: string;
  /**
   * Lighthouse's measure of this machine's CPU speed (higher is faster; a 2022 mid-range phone
   * scores about 1,000, a desktop 1,500 to 2,500). Simulated throttling slows the page by a fixed
   * factor from this machine's speed, so TBT on a slow or busy machine is higher than a phone's.
   */
  benchmarkIndex: number | null;
  /**
   * Why the performance score is missing: Lighthouse's runtime error when it could not finish (a
   * page too slow to audit), or the performance audits that errored (a metric it could not read).
   */
  error?: string;
  /** With several runs: each run's performance score, in the order run (these figures: the median's). */
  scores?: Array<number | null>;
  /** With several runs: each run's LCP, in the order run. */
  lcpsMs?: Array<number | null>;
  /** With several runs: each run's error, in the order run, when any run had one. */
  errors?: Array<string | null>;
}

/**
 * Lighthouse runs per page. One run's performance score moves by a few hundredths from run to
 * run on the same build (TBT most: the machine's other work shifts the simulated long tasks);
 * the median of five is about twice as stable as one run (Lighthouse's docs/variability.md).
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** How runs are ranked for the median: by performance score, or by LCP (a budget on LCP). */
const RANKS = {
  performance: (f: LighthouseFigures) => f.performance ?? -1,
  lcp: (f: LighthouseFigures) => -(f.lcpMs ?? Infinity),
};

/**
 * `runLighthouse` `runs` times: the median run, by performance score or by LCP, with every run's
 * score and LCP.
 */
export async function runLighthouseMedian(
  url: string,
  runs = LIGHTHOUSE_RUNS,
  by: keyof typeof RANKS = 'performance',
): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await runLighthouse(url));
  // The lower middle one for an even count; a run that did not finish ranks lowest.
  const rank = RANKS[by];
  const sorted = [...all].sort((a, b) => rank(a) - rank(b));
  const errors = all.map((f) => f.error ?? null);
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)]!,
    scores: all.map((f) => f.performance),
    lcpsMs: all.map((f) => f.lcpMs),
    ...(errors.some((error) => error !== null) ? { errors } : {}),
  };
}

/**
 * Lighthouse's default config (mobile, simulated throttling) in a Chromium of its own. A run
 * Lighthouse cannot finish is a figure too: it comes back with `error` and what was measured.
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchChrome({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: { 'Accept-Encoding': ACCEPT_ENCODING },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, lighthouseVersion, environment } = result.lhr;
    const numeric = (id: string, digits = 0) => {
      const value = audits[id]?.numericValue;
      return value === undefined ? null : Number(value.toFixed(digits));
    };
    const figures: LighthouseFigures = {
      url,
      performance: categories.performance?.score ?? null,
      accessibility: categories.accessibility?.score ?? null,
      bestPractices: categories['best-practices']?.score ?? null,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift', 3),
      totalBytes: numeric('total-byte-weight'),
      lighthouseVersion,
      benchmarkIndex: environment?.benchmarkIndex ?? null,
    };
    const failedAudits = (categories.performance?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((audit) => audit?.scoreDisplayMode === 'error')
      .map((audit) => `${audit!.id}: ${audit!.errorMessage ?? 'no message'}`);
    const error = runtimeError
      ? `${runtimeError.code}: ${runtimeError.message}`
      : figures.performance === null
        ? failedAudits.join('; ') || 'no performance score, no audit errored'
        : '';
    return error ? { ...figures, error } : figures;
  } finally {
    chrome.kill();
  }
}

export function lighthouseRow(f: LighthouseFigures, page: string) {
  return {
    page,
    performance: f.performance,
    ...(f.scores ? { 'each run': f.scores.map((score) => score ?? '-').join(' ') } : {}),
    ...(f.lcpsMs ? { 'each LCP ms': f.lcpsMs.map((lcp) => lcp ?? '-').join(' ') } : {}),
    accessibility: f.accessibility,
    'best-practices': f.bestPractices,
    'FCP ms': f.fcpMs,
    'LCP ms': f.lcpMs,
    'TBT ms': f.tbtMs,
    CLS: f.cls,
    'total bytes': f.totalBytes === null ? '-' : kb(f.totalBytes),
    'CPU index': f.benchmarkIndex === null ? '-' : Math.round(f.benchmarkIndex),
    ...(f.error ? { error: f.error.slice(0, 60) } : {}),
  };
}

export function writeResults(name: string, figures: unknown): string {
  const dir = path.join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}
