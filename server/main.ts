/** Starts the store: reads the configuration, builds the app, listens, and shuts down cleanly. */
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { keepTickShape } from './engine';
import { drainAndClose } from './plugins/lifecycle';

async function main(): Promise<void> {
  keepTickShape();
  const config = loadConfigOrExit();

  const app = await buildApp(config);
  let closing = false;
  // SIGTERM (a deploy, an orchestrator) drains first; SIGINT (a person at a terminal) stops now.
  const shutdown = (signal: string, drainMs: number) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    drainAndClose(app, drainMs).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM', config.shutdownDrainSeconds * 1000));
  process.once('SIGINT', () => shutdown('SIGINT', 0));

  await app.listen({ port: config.port, host: config.host });
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  app.log.info(
    { publicUrl: config.publicUrl, store: JSON.parse(health.body) as unknown },
    `the store is open at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
