/**
 * Reads and validates the server's settings from the environment. Every setting has a safe
 * default, so with none set the store runs on SQLite with the built-in test checkout.
 * A bad value stops the start with one message naming every problem.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_TIME_ZONE } from '../contract/shop-rules';
import { PASSWORD_HASH_COST } from './auth/passwords';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL, or undefined for the SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** The shop's address as shoppers reach it, without a trailing slash. */
  publicUrl: string;
  jwtSecret: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Trust X-Forwarded-For from this many proxy hops (0: use the socket address). */
  trustProxyHops: number;
  /** Failed logins or sign-ups allowed per client address in a minute (half per email and address). */
  authFailureLimit: number;
  /** Sign-ups allowed per client address in an hour, successful ones included. */
  signupLimit: number;
  /** Password-reset emails asked for per client address in an hour (a third of it per email). */
  passwordResetLimit: number;
  /** Password hashes that run at once, and how many may wait; past that, 503. */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  /** log2 of scrypt's N for new password hashes; below the default only for tests. */
  passwordHashCost: number;
  /** Contact messages allowed per client address in a minute and in a day. */
  contactLimitPerMinute: number;
  contactLimitPerDay: number;
  /** Seconds between rounds of settling orders left awaiting payment with the provider. */
  reconcileIntervalSeconds: number;
  /** Seconds between rounds of sending scheduled orders whose time has come to the kitchen. */
  releaseIntervalSeconds: number;
  /** How long a client may take to send a whole request, and its headers; idle keep-alive. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Connections held at once; past it new ones are closed at once. */
  maxConnections: number;
  /** On SIGTERM, how long the instance says it is not ready, still serving, before it closes. */
  shutdownDrainSeconds: number;
  /** Where the built SPA lives; served when it exists. */
  webDir: string;
  /** Where staff's uploaded pictures are written and read (shared by every instance). */
  uploadsDir: string;
  /** The sample menu's pictures, shipped with the code (server/uploads); read-only. */
  samplePicturesDir: string;
  logLevel: string;
  /** Log lines as JSON (for machines), or pretty (for a person at a terminal). */
  logFormat: 'json' | 'pretty';
  /** Seed the sample menu into an empty database. */
  seedSampleMenu: boolean;
  /**
   * The restaurant's IANA time zone until staff save one in the console (shop_settings): where
   * the board's "delivered today" begins and ends, and how opening hours and promo dates read.
   */
  shopTimeZone: string;
  /**
   * SHOP_CLOCK: the instant the shop's clock reads at start (then it runs on), for opening hours
   * and promo dates only; undefined: real time. Tests and demos set it (docs/operations.md).
   */
  shopClock: Date | undefined;
  /** Seconds between the comment lines that keep a quiet live stream open through proxies. */
  sseHeartbeatSeconds: number;
  /**
   * Live streams this instance holds at once (docs/operations.md#live-stream-limits): per
   * account (past it the account's oldest stream ends), per client address and in all (past
   * those a new one is refused). `streamsMax` stays below maxConnections.
   */
  streamsPerAccount: number;
  streamsPerAddress: number;
  streamsMax: number;
  /** smtp:// or smtps:// URL of the server emails go through; undefined: .eml files in dataDir/outbox. */
  smtpUrl: string | undefined;
  /** The From of every email. */
  mailFrom: string;
  /** Seconds before the first retry of a failed email; each next pause doubles, up to an hour. */
  mailRetrySeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const ROOT = path.resolve(
  __dirname,
  '..',
  ...(path.basename(path.dirname(__dirname)) === 'dist' ? ['..'] : []),
);

type Env = Record<string, string | undefined>;

function readInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

function readUrl(env: Env, name: string, protocols: string[], problems: string[]): URL | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol)) throw new Error('protocol');
    return url;
  } catch {
    problems.push(
      `${name} must be a ${protocols.map((p) => p.replace(':', '://')).join(' or ')} URL (got "${raw}")`,
    );
    return undefined;
  }
}

function readBoolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

/** An IANA time zone name that this Node's Intl knows (Asia/Kolkata, Europe/London, UTC). */
function readTimeZone(env: Env, name: string, fallback: string, problems: string[]): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    // Throws a RangeError for a zone it does not know.
    new Intl.DateTimeFormat('en', { timeZone: raw });
    return raw;
  } catch {
    problems.push(`${name} must be an IANA time zone such as Asia/Kolkata (got "${raw}")`);
    return fallback;
  }
}

/** A From address: 'orders@example.com' or 'Tomato <orders@example.com>'. */
function readMailbox(env: Env, name: string, fallback: string, problems: string[]): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^([^<>@\r\n]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(raw.trim())) {
    problems.push(
      `${name} must be an address like orders@example.com or "Tomato <orders@example.com>" (got "${raw}")`,
    );
    return fallback;
  }
  return raw.trim();
}

/** An ISO 8601 instant with its offset (2026-11-25T06:30:00Z, 2026-11-25T12:00:00+05:30). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function readInstant(env: Env, name: string, problems: string[]): Date | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const instant = new Date(raw);
  if (!ISO_INSTANT.test(raw) || Number.isNaN(instant.getTime())) {
    problems.push(
      `${name} must be an ISO 8601 instant such as 2026-11-25T06:30:00Z (got "${raw}")`,
    );
    return undefined;
  }
  return instant;
}

/** The JWT secret from the environment, or one generated once and kept in the data folder. */
function resolveJwtSecret(env: Env, dataDir: string, problems: string[]): string {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (Buffer.byteLength(given) < 32)
      problems.push('JWT_SECRET must be at least 32 characters long');
    return given;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const port = readInteger(env, 'PORT', 4000, 0, 65535, problems);
  const host = env.HOST || '0.0.0.0';
  const dataDir = path.resolve(env.DATA_DIR || path.join(ROOT, 'data'));

  const databaseUrl = readUrl(
    env,
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    problems,
  )?.toString();
  const publicUrlValue = readUrl(env, 'PUBLIC_URL', ['http:', 'https:'], problems);
  const publicUrl = (publicUrlValue?.toString() ?? `http://localhost:${port}`).replace(/\/+$/, '');

  const stripeSecretKey = env.STRIPE_SECRET_KEY || undefined;
  if (stripeSecretKey && !/^(sk|rk)_(test|live)_\w+$/.test(stripeSecretKey)) {
    problems.push('STRIPE_SECRET_KEY must look like sk_test_... or sk_live_...');
  }
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (stripeWebhookSecret && !stripeWebhookSecret.startsWith('whsec_')) {
    problems.push('STRIPE_WEBHOOK_SECRET must look like whsec_...');
  }

  const logLevel = env.LOG_LEVEL || 'info';
  // auto: readable when a person watches the terminal, JSON when the output goes elsewhere.
  const logFormatSetting = env.LOG_FORMAT || 'auto';
  if (!['auto', 'json', 'pretty'].includes(logFormatSetting))
    problems.push(`LOG_FORMAT must be auto, json or pretty (got "${logFormatSetting}")`);
  const logFormat =
    logFormatSetting === 'pretty' || (logFormatSetting === 'auto' && process.stdout.isTTY)
      ? 'pretty'
      : 'json';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const config: Config = {
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    jwtSecret: '',
    stripeSecretKey,
    stripeWebhookSecret,
    trustProxyHops: readInteger(env, 'TRUST_PROXY_HOPS', 0, 0, 10, problems),
    authFailureLimit: readInteger(env, 'AUTH_FAILURE_LIMIT', 10, 1, 100000, problems),
    signupLimit: readInteger(env, 'SIGNUP_LIMIT', 20, 1, 100000, problems),
    passwordResetLimit: readInteger(env, 'PASSWORD_RESET_LIMIT', 10, 1, 100000, problems),
    // One core is left to the event loop; hashes beyond it would only wait for a core anyway.
    passwordHashConcurrency: readInteger(
      env,
      'PASSWORD_HASH_CONCURRENCY',
      Math.max(1, availableParallelism() - 1),
      1,
      64,
      problems,
    ),
    passwordHashQueue: readInteger(env, 'PASSWORD_HASH_QUEUE', 16, 0, 10000, problems),
    passwordHashCost: readInteger(env, 'PASSWORD_HASH_COST', PASSWORD_HASH_COST, 10, 20, problems),
    contactLimitPerMinute: readInteger(env, 'CONTACT_LIMIT_PER_MINUTE', 5, 1, 100000, problems),
    contactLimitPerDay: readInteger(env, 'CONTACT_LIMIT_PER_DAY', 50, 1, 1000000, problems),
    reconcileIntervalSeconds: readInteger(
      env,
      'RECONCILE_INTERVAL_SECONDS',
      300,
      5,
      86400,
      problems,
    ),
    releaseIntervalSeconds: readInteger(env, 'RELEASE_INTERVAL_SECONDS', 15, 1, 3600, problems),
    requestTimeoutMs: readInteger(env, 'REQUEST_TIMEOUT_MS', 30_000, 1_000, 600_000, problems),
    headersTimeoutMs: readInteger(env, 'HEADERS_TIMEOUT_MS', 10_000, 1_000, 600_000, problems),
    keepAliveTimeoutMs: readInteger(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 1_000, 600_000, problems),
    maxConnections: readInteger(env, 'MAX_CONNECTIONS', 10_000, 1, 1_000_000, problems),
    shutdownDrainSeconds: readInteger(env, 'SHUTDOWN_DRAIN_SECONDS', 5, 0, 300, problems),
    webDir: path.resolve(env.WEB_DIR || path.join(ROOT, 'dist', 'web')),
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    samplePicturesDir: path.join(ROOT, 'server', 'uploads'),
    logLevel,
    logFormat,
    seedSampleMenu: readBoolean(env, 'SEED_SAMPLE_MENU', true, problems),
    shopTimeZone: readTimeZone(env, 'SHOP_TIME_ZONE', DEFAULT_TIME_ZONE, problems),
    shopClock: readInstant(env, 'SHOP_CLOCK', problems),
    sseHeartbeatSeconds: readInteger(env, 'SSE_HEARTBEAT_SECONDS', 20, 1, 300, problems),
    streamsPerAccount: readInteger(env, 'STREAMS_PER_ACCOUNT', 5, 1, 1000, problems),
    streamsPerAddress: readInteger(env, 'STREAMS_PER_ADDRESS', 50, 1, 1_000_000, problems),
    streamsMax: 0,
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems)?.toString(),
    mailFrom: readMailbox(
      env,
      'MAIL_FROM',
      `Tomato <orders@${new URL(publicUrl).hostname}>`,
      problems,
    ),
    mailRetrySeconds: readInteger(env, 'MAIL_RETRY_SECONDS', 30, 1, 3600, problems),
  };
  config.streamsMax = readStreamsMax(env, config.maxConnections, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  config.jwtSecret = resolveJwtSecret(env, dataDir, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * STREAMS_MAX: half of MAX_CONNECTIONS unless set, and always below it, so ordinary requests
 * find a connection however many streams are open.
 */
function readStreamsMax(env: Env, maxConnections: number, problems: string[]): number {
  const fallback = Math.max(1, Math.floor(maxConnections / 2));
  const value = readInteger(env, 'STREAMS_MAX', fallback, 1, 1_000_000, problems);
  if (value >= maxConnections && maxConnections > 1)
    problems.push(
      `STREAMS_MAX must be below MAX_CONNECTIONS (${maxConnections}), so ordinary requests always find a connection (got "${value}")`,
    );
  return value;
}

/** The configuration, or the process ends (code 2) with the message naming every problem. */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return process.exit(2);
  }
}
