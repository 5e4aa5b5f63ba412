/**
 * Emails to shoppers (docs/operations.md#emails): the outbox OrderRepository writes to, and the
 * worker that sends it over SMTP_URL, or into $DATA_DIR/outbox/ as .eml files when no SMTP server
 * is set. Woken by every order change on any instance (the order bus).
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { ResetMail } from '../accounts/reset-mail';
import { ResetTokens } from '../accounts/reset-tokens';
import { PasswordResetRepository } from '../accounts/reset-repository';
import { MailWorker } from '../mail/worker';
import { fileTransport, smtpTransport } from '../mail/transport';

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const transport = config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : fileTransport(path.join(config.dataDir, 'outbox'));
    const worker = new MailWorker({
      outbox: app.emailOutbox,
      orders: app.orders,
      transport,
      from: config.mailFrom,
      publicUrl: config.publicUrl,
      firstRetryMs: config.mailRetrySeconds * 1000,
      log: app.log,
      resetMail: new ResetMail(
        new PasswordResetRepository(app.database.db, app.emailOutbox),
        new ResetTokens(config.jwtSecret),
        config.publicUrl,
        () => app.shopClock.now(),
      ),
      shop: async () => {
        const { timeZone, pickupAddress } = await app.shopSettings.get();
        return { timeZone, pickupAddress, now: app.shopClock.now() };
      },
    });
    app.decorate('mailWorker', worker);
    const stopListening = app.orderBus.listen(() => void worker.wake());
    app.addHook('onReady', async () => {
      app.log.info(`emails go to ${transport.destination}`);
      worker.start();
    });
    app.addHook('onClose', async () => {
      stopListening();
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['config', 'repositories', 'events', 'shop'] },
);
