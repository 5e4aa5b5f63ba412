/**
 * Builds a real app for a test file: a fresh SQLite file in a temporary folder, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a fresh database created on it and dropped after.
 * Every test makes its own data; nothing is shared between files.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp, type AppOptions, type StoreApp } from '../app';
import { loadConfig, type Config } from '../config';

export interface TestStore {
  app: StoreApp;
  config: Config;
  /** http://127.0.0.1:<port> of the listening app. */
  url: string;
  close(): Promise<void>;
}

async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startTestStore(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-test-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const app = await buildApp(config, { logger: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // Payment redirects must point at where this app listens.
  config.publicUrl = env.PUBLIC_URL ?? url;
  return {
    app,
    config,
    url,
    close: async () => {
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function dialectUnderTest(): 'sqlite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
}

export interface JsonReply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small client for the store's JSON calls over real HTTP. */
export function client(baseUrl: string) {
  return async function call<T = Record<string, any>>(
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonReply<T>> {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (an HTML page); keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
}

let counter = 0;
/** A unique email for a test's own shopper. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

/** Registers and logs in a new shopper; returns the token header and ids. */
export async function signUp(call: ReturnType<typeof client>, name = 'Asha Verma') {
  const email = uniqueEmail();
  const password = 'correct horse 42';
  const registered = await call('POST', '/api/user/register', { name, email, password });
  if (registered.status !== 201)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await call('POST', '/api/user/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    email,
    password,
    token: login.body.token as string,
    userId: login.body.userId as string,
    headers: { token: login.body.token as string },
  };
}

export const SAMPLE_ADDRESS = {
  firstname: 'Asha',
  lastname: 'Verma',
  email: 'asha@example.com',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '+91 98450 12345',
};
