import type { Database } from './db/database';

/**
 * A job every process runs on its timer, done by one at a time across the cluster (the database's
 * `exclusive` lock: an advisory lock on PostgreSQL); runs never overlap within a process either. A failed run
 * is logged and the next one comes; the timer never keeps the process alive, and `stop` waits for a run
 * under way (so a closing app does not cut a write in half).
 */
export function periodicJob(deps: { database: Database; log: { error(obj: object, msg: string): void } }, job: { name: string; everyMs: number; failure: string; run: () => Promise<unknown> }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(() => deps.database.exclusive(job.name, job.run)).catch((err: unknown) => deps.log.error({ err }, job.failure));
    return running;
  };
  return {
    /** Runs now and then every `everyMs`. */
    start() {
      void run();
      timer = setInterval(run, job.everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
