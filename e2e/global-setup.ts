/**
 * Starts the built store once for the whole run, and a real SMTP server it sends its emails to;
 * their addresses reach the tests through the environment. Each email that arrives is written as
 * JSON (from, to, subject, text, html) into E2E_MAIL_DIR, where journeys read it (support.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../bench/server-process';
import { startSmtpServer } from '../server/test/smtp-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-mail-'));
  const smtp = await startSmtpServer((mail, index) => {
    const file = path.join(mailDir, `${String(index).padStart(4, '0')}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        from: mail.from?.text,
        to: Array.isArray(mail.to) ? mail.to.map((to) => to.text) : [mail.to?.text],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      }),
    );
  });
  // Every journey signs up from 127.0.0.1: the per-address limits are not what is tested here.
  // The shop's clock starts at Wednesday 12:00 in Asia/Kolkata (open), whatever the hour of the
  // run; a journey about closed hours starts a store of its own with another SHOP_CLOCK.
  const server = await startServer({
    AUTH_FAILURE_LIMIT: '1000',
    SIGNUP_LIMIT: '1000',
    SHOP_CLOCK: '2026-11-25T06:30:00Z',
    SMTP_URL: smtp.url,
    MAIL_RETRY_SECONDS: '1',
  });
  process.env.E2E_BASE_URL = server.url;
  // The staff command works on the store's own data (e2e/support.ts makeStaff).
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
