/**
 * Where emails go: an SMTP server (SMTP_URL, sent with nodemailer), or, with none set, `.eml`
 * files in $DATA_DIR/outbox/ that any mail program opens (so a shop run on a laptop shows its
 * emails without a mail server).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailTransport {
  send(message: Mail.Options): Promise<void>;
  /** For the log: where emails go. */
  readonly destination: string;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  return {
    destination: `SMTP server ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(directory: string): MailTransport {
  // nodemailer builds the whole message (MIME parts, encodings, headers) into a buffer.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    destination: `files in ${directory}`,
    async send(message) {
      const info = await builder.sendMail(message);
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const temporary = path.join(directory, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await rename(temporary, path.join(directory, name));
    },
    close: () => builder.close(),
  };
}
