/**
 * A forgotten password, over real HTTP with a real SMTP server: the same reply for any address,
 * the emailed single-use link (only its hash stored), a new password that ends every session and
 * logs in, and links that expire after 30 minutes on the shop's clock (SHOP_CLOCK).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECOVERY_MESSAGES } from '../../contract/recovery-messages';
import {
  client,
  createShopper,
  createPostgresDatabase,
  expectRefusal,
  OPEN_SHOP_CLOCK,
  startTestServer,
  uniqueEmail,
  type Call,
  type TestServer,
} from '../test/helpers';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../test/smtp-server';

jest.setTimeout(90_000);

const NEW_PASSWORD = 'a brand new secret 7';
const EXPIRED = /^This link has expired\. Ask for a new one\.$/;

/** The emails `smtp` got for `email` so far, once there are `count` (a busy machine: up to 60 s). */
async function mailsTo(smtp: TestSmtpServer, email: string, count = 1): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.envelope.to.includes(email));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${count} emails to ${email} expected`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the reset link in an email's text. */
function tokenIn(mail: ReceivedMail): string {
  const link = /(http\S+\/reset-password\?token=(\S+))/.exec(mail.text ?? '');
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return decodeURIComponent(link[2]!);
}

const asked = (call: Call, email: string) => call('POST', '/api/user/forgot-password', { email });

const reset = (call: Call, token: string, password = NEW_PASSWORD) =>
  call('POST', '/api/user/reset-password', { token, password });

describe('with an SMTP server', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let call: Call;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url, PASSWORD_RESET_LIMIT: '100000' });
    call = client(server.url);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  test('any address gets the same reply; only an account gets an email, with a link', async () => {
    const shopper = await createShopper(server);
    const known = await asked(call, shopper.email.toUpperCase());
    const unknown = await asked(call, uniqueEmail('nobody'));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    expect(known.body).toEqual({ success: true, message: RECOVERY_MESSAGES.linkSent });
    const [mail] = await mailsTo(smtp, shopper.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    expect(mail!.envelope.to).toEqual([shopper.email]);
    expect(mail!.subject).toBe('Reset your Tomato password');
    expect(mail!.text).toContain(`${server.url}/reset-password?token=`);
    expect(mail!.html).toContain('Set a new password');
    expect(mail!.text).toContain('30 minutes');
  });

  test('only the hash of the token is stored', async () => {
    const shopper = await createShopper(server);
    await asked(call, shopper.email);
    const token = tokenIn((await mailsTo(smtp, shopper.email))[0]!);
    const { db } = server.app.database;
    const rows = await db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const everything = JSON.stringify([
      await db.selectFrom('password_resets').selectAll().execute(),
      await db.selectFrom('email_outbox').selectAll().execute(),
    ]);
    expect(everything).not.toContain(token);
  });

  test('the link sets a new password, ends every session and logs in, once', async () => {
    const shopper = await createShopper(server);
    const other = await createShopper(server, 'Someone Else');
    await asked(call, shopper.email);
    const token = tokenIn((await mailsTo(smtp, shopper.email))[0]!);

    const done = await reset(call, token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      success: true,
      message: RECOVERY_MESSAGES.passwordReset,
      token: expect.any(String),
      username: shopper.name,
      userId: shopper.userId,
    });
    // Every earlier session is ended; the reply's token works; the other account's goes on.
    const cart = (headers: Record<string, string>) =>
      call('POST', '/api/cart/get', undefined, headers);
    expect((await cart(shopper.headers)).status).toBe(401);
    expect((await cart({ token: done.body.token as string })).status).toBe(200);
    expect((await cart(other.headers)).status).toBe(200);
    // The new password logs in, the old one no longer.
    const login = (password: string) =>
      call('POST', '/api/user/login', { email: shopper.email, password });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    expect((await login(shopper.password)).status).toBe(401);

    expectRefusal(await reset(call, token, 'yet another secret 9'), 410, EXPIRED);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  test('using one link ends the other links of the account', async () => {
    const shopper = await createShopper(server);
    await asked(call, shopper.email);
    await asked(call, shopper.email);
    const [first, second] = (await mailsTo(smtp, shopper.email, 2)).map(tokenIn);
    expect(first).not.toBe(second);
    expect((await reset(call, second!)).status).toBe(200);
    expectRefusal(await reset(call, first!), 410, EXPIRED);
  });

  test('a new password follows the sign-up rules, and a refused one leaves the link', async () => {
    const shopper = await createShopper(server);
    await asked(call, shopper.email);
    const token = tokenIn((await mailsTo(smtp, shopper.email))[0]!);
    expectRefusal(await reset(call, token, 'short'), 400, /at least 6 characters/);
    expectRefusal(await reset(call, token, 'password123'), 400, /too common/);
    expectRefusal(await reset(call, token, ''), 400, 'Please fill all the fields');
    expect((await reset(call, token)).status).toBe(200);
  });

  test('unknown and malformed tokens, and bad emails, are refused with a sentence', async () => {
    expectRefusal(await reset(call, 'not-a-token'), 410, EXPIRED);
    expectRefusal(await reset(call, ''), 410, EXPIRED);
    expectRefusal(await asked(call, ''), 400, 'Please fill all the fields');
    expectRefusal(await asked(call, 'not an email'), 400, 'Invalid email address');
    expectRefusal(await call('POST', '/api/user/forgot-password', { email: 42 }), 400);
  });

  test('an unknown address takes as long as an account: the medians differ little', async () => {
    const shopper = await createShopper(server);
    const known: number[] = [];
    const unknown: number[] = [];
    const timed = async (email: string, into: number[]) => {
      const start = performance.now();
      const reply = await asked(call, email);
      into.push(performance.now() - start);
      expect(reply.body).toEqual({ success: true, message: RECOVERY_MESSAGES.linkSent });
    };
    for (let round = 0; round < 9; round += 1) {
      await timed(shopper.email, known);
      await timed(uniqueEmail('nobody'), unknown);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    // Both replies wait for the same floor (300 ms), the reset being recorded beside it: a
    // generous margin, for a machine busy with other work.
    expect(median(known)).toBeGreaterThanOrEqual(295);
    expect(median(unknown)).toBeGreaterThanOrEqual(295);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
  });

  test('both calls are in the OpenAPI document', async () => {
    const paths = (await call('GET', '/api/openapi.json')).body.paths as Record<string, unknown>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/user/forgot-password', '/api/user/reset-password']),
    );
  });
});

describe("a link's 30 minutes, on the shop's clock", () => {
  const at = (minutes: number) =>
    new Date(Date.parse(OPEN_SHOP_CLOCK) + minutes * 60_000).toISOString();
  let dataDir: string;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-reset-'));
    if (process.env.TEST_DATABASE_URL)
      postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A store on the shared database (and secret) whose clock reads `clock`. */
  const storeAt = (clock: string) =>
    startTestServer({
      DATA_DIR: dataDir,
      SHOP_CLOCK: clock,
      SMTP_URL: smtp.url,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });

  test('a link works at 29 minutes and has expired at 31', async () => {
    const first = await storeAt(at(0));
    const call = client(first.url);
    const [early, late] = [await createShopper(first), await createShopper(first)];
    await asked(call, early.email);
    await asked(call, late.email);
    const [early1] = await mailsTo(smtp, early.email);
    const [late1] = await mailsTo(smtp, late.email);
    await first.close();
    const tokenOf = (email: string) => tokenIn(email === early.email ? early1! : late1!);

    const at29 = await storeAt(at(29));
    expect((await reset(client(at29.url), tokenOf(early.email))).status).toBe(200);
    await at29.close();

    const at31 = await storeAt(at(31));
    expectRefusal(await reset(client(at31.url), tokenOf(late.email)), 410, EXPIRED);
    await at31.close();
  });
});
