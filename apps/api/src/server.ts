import { buildApp } from './app';
import { loadConfig } from './config';
import { startupFailure } from './platform/startup-failure';

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    return startupFailure(err);
  }
})();
// The process keeps the shop's time: local dates are the shop's dates (see platform/clock.ts).
process.env.TZ = config.timezone;
const app = await buildApp(config).catch(startupFailure);

// Finish in-flight requests and close the database before exiting on SIGINT/SIGTERM.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: cerrando`);
    // In-flight requests get a few seconds; a connection a browser keeps open must not hold a deploy for the
    // whole keep-alive timeout.
    setTimeout(() => {
      app.log.warn('cierre forzado: conexiones abiertas tras 5 s');
      process.exit(0);
    }, 5_000).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error al cerrar');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
