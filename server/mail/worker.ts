/**
 * Sends what the outbox owes (mail/outbox-repository.ts): whenever any instance records an order change (the
 * order bus wakes every instance at once), when the next retry comes due, and every POLL_MS in
 * case a wake was missed.
 * One drain at a time per instance; stopping waits for the email being sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ResetMail } from '../accounts/reset-mail';
import type { OrderRepository, StoredOrder } from '../orders/repository';
import type { EmailOutboxRepository, OwedEmail } from './outbox-repository';
import type { ReceiptShop } from './receipt-fulfilment';
import { cancelledEmail, outForDeliveryEmail, receiptEmail, type Email } from './templates';
import { UnusableRecipient, type MailTransport } from './transport';

const POLL_MS = 5_000;

/** Each order email's writer (mail/templates.ts). */
const ORDER_EMAILS: Partial<
  Record<
    OwedEmail['kind'],
    (order: StoredOrder, publicUrl: string, shop: ReceiptShop) => Promise<Email>
  >
> = {
  receipt: receiptEmail,
  'out-for-delivery': outForDeliveryEmail,
  cancelled: cancelledEmail,
};

export interface MailWorkerDeps {
  outbox: EmailOutboxRepository;
  orders: OrderRepository;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  /** The pause before the first retry of a failed send; each next pause is twice as long. */
  firstRetryMs: number;
  log: FastifyBaseLogger;
  /** Writes the password-reset emails (server/accounts/reset-mail.ts). */
  resetMail: ResetMail;
  /** The shop's time zone, pickup address and clock: the receipt's due time and pickup. */
  shop: () => Promise<ReceiptShop>;
}

/** One email ready for the transport; undefined when there is nothing worth sending. */
type Outgoing = (Email & { to: string; messageId: string; about: string }) | undefined;

export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: MailWorkerDeps) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), POLL_MS).unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.retryTimer);
    await this.draining;
  }

  /** Sends everything due now; a wake during a drain makes it look once more at the end. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        if (this.stopped) return;
        let email: OwedEmail | undefined;
        try {
          email = await this.deps.outbox.take();
        } catch (error) {
          this.deps.log.warn({ err: error }, 'email outbox: could not read; next round retries');
          return;
        }
        if (!email) break;
        await this.send(email);
      }
    } while (this.again);
    await this.wakeAtNextRetry();
  }

  private async wakeAtNextRetry(): Promise<void> {
    const due = await this.deps.outbox.nextDue().catch(() => undefined);
    clearTimeout(this.retryTimer);
    if (!due || this.stopped) return;
    const wait = Math.max(0, due.getTime() - Date.now());
    if (wait >= POLL_MS) return;
    this.retryTimer = setTimeout(() => void this.wake(), wait + 10).unref();
  }

  /** An order's email, to the order's own address only, as one recipient (transport.ts). */
  private async orderEmail(email: OwedEmail): Promise<Outgoing> {
    const order = email.orderId ? await this.deps.orders.find(email.orderId) : undefined;
    if (!order) throw new Error('order not found');
    const write = ORDER_EMAILS[email.kind];
    if (!write) throw new Error(`no order email of kind ${email.kind}`);
    const content: Email = await write(order, this.deps.publicUrl, await this.deps.shop());
    return { ...content, to: order.address.email, messageId: order.id, about: order.id };
  }

  /** A password reset's email, to the account's address; undefined once the link cannot work. */
  private async resetEmail(email: OwedEmail): Promise<Outgoing> {
    const content = email.resetId ? await this.deps.resetMail.compose(email.resetId) : undefined;
    return content && { ...content, messageId: email.resetId!, about: 'password reset' };
  }

  private async send(email: OwedEmail): Promise<void> {
    const { outbox, transport, log } = this.deps;
    try {
      const content =
        email.kind === 'password-reset'
          ? await this.resetEmail(email)
          : await this.orderEmail(email);
      if (!content) {
        await this.giveUp(email, 'the reset link was used or has expired');
        return;
      }
      await transport.send({
        from: this.deps.from,
        to: content.to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        // The same id on a repeat (a crash after sending, before it was marked sent), so mail
        // programs show one.
        messageId: `<${email.kind}-${content.messageId}@${new URL(this.deps.publicUrl).hostname}>`,
      });
      await outbox.sent(email.id);
      log.info({ about: content.about, kind: email.kind }, 'email sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof UnusableRecipient) {
        await this.giveUp(email, message);
        return;
      }
      log.warn(
        { err: error, orderId: email.orderId, kind: email.kind, attempt: email.attempts },
        'email not sent; it will be tried again',
      );
      await outbox
        .failed(email, message, this.deps.firstRetryMs)
        .catch((cause: unknown) =>
          log.warn({ err: cause }, 'email outbox: could not record a failed send'),
        );
    }
  }

  /**
   * An order whose email is not one usable address (a row stored before checkout checked it)
   * gets no email at all: not to what the field holds, and not to the account's address instead.
   * Nor does a reset whose link can no longer work.
   */
  private async giveUp(email: OwedEmail, reason: string): Promise<void> {
    const { outbox, log } = this.deps;
    log.warn({ orderId: email.orderId, kind: email.kind, reason }, 'email given up');
    await outbox
      .givenUp(email.id, reason)
      .catch((cause: unknown) =>
        log.warn({ err: cause }, 'email outbox: could not record a given-up email'),
      );
  }
}
