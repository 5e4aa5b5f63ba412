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
import { isEmail } from '../../contract/rules';

/** One email to one person. */
export interface OutgoingEmail {
  /** The shop's sender ('Tomato <orders@tomato.test>'). */
  from: string;
  /** One address by the shop's email rule (contract/rules.ts): the only recipient. */
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** An email whose recipient is not one usable address: trying again cannot help. */
export class UnusableRecipient extends Error {
  constructor() {
    super('the recipient is not one usable email address');
    this.name = 'UnusableRecipient';
  }
}

/**
 * The message as nodemailer takes it, with the envelope given outright: the server is asked to
 * deliver to `to` and to nobody else (one RCPT TO), whatever the headers hold.
 */
function forOneRecipient(email: OutgoingEmail): Mail.Options {
  if (!isEmail(email.to)) throw new UnusableRecipient();
  return { ...email, envelope: { from: email.from, to: email.to } };
}

export interface MailTransport {
  /** Rejects with UnusableRecipient, before anything is sent, when `to` breaks the rule. */
  send(email: OutgoingEmail): Promise<void>;
  /** For the log: where emails go. */
  readonly destination: string;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  return {
    destination: `SMTP server ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(email) {
      await transporter.sendMail(forOneRecipient(email));
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(directory: string): MailTransport {
  // nodemailer builds the whole message (MIME parts, encodings, headers) into a buffer.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    destination: `files in ${directory}`,
    async send(email) {
      const info = await builder.sendMail(forOneRecipient(email));
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const temporary = path.join(directory, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await rename(temporary, path.join(directory, name));
    },
    close: () => builder.close(),
  };
}
