import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
// The process keeps the shop's time: local dates are the shop's dates (see lib/clock.ts).
process.env.TZ = config.timezone;
const app = await buildApp(config);

// Finish in-flight requests and close the database before exiting on SIGINT/SIGTERM.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: cerrando`);
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
