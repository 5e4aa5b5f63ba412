/**
 * A real SMTP server in the test process (smtp-server), so tests see what the shop's emails look
 * like when they arrive: each message parsed with mailparser, with the envelope it came in (who
 * the server was asked to deliver it to). It can refuse the next messages (a 451, as a busy
 * server does) to show that the outbox tries again.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as it arrived: parsed, with the envelope the sender gave (MAIL FROM, each RCPT TO). */
export type ReceivedMail = ParsedMail & { envelope: { from: string; to: string[] } };

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Refuse the next `count` messages with a temporary failure. */
  refuseNext(count: number): void;
  refusals: number;
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** `onMail` hears each message as it is accepted (the browser tests write them to files). */
export async function startSmtpServer(
  onMail?: (mail: ParsedMail, index: number) => void,
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  const state = { refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const { mailFrom, rcptTo } = session.envelope;
      const envelope = {
        from: mailFrom ? mailFrom.address : '',
        to: rcptTo.map((recipient) => recipient.address),
      };
      simpleParser(stream)
        .then((parsed) => {
          const mail = Object.assign(parsed, { envelope });
          if (toRefuse > 0) {
            toRefuse -= 1;
            state.refusals += 1;
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          received.push(mail);
          onMail?.(mail, received.length);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      toRefuse = count;
    },
    get refusals() {
      return state.refusals;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `${count} emails expected, ${received.length} arrived in ${timeoutMs} ms`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
