import type { Database } from '../../platform/db/database';
import { periodicJob } from '../../platform/jobs';

/** Every minute, once per cluster: proposals past their time get their line's checkout choice (substitutions.ts `sweep`). */
export const substitutionJob = (deps: { database: Database; log: { error(obj: object, msg: string): void } }, sweep: () => Promise<number>) =>
  periodicJob(deps, { name: 'sustituciones-vencidas', everyMs: 60_000, failure: 'error al aplicar sustituciones sin respuesta', run: sweep });
