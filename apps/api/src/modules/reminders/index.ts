import type { Now } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { CatalogService } from '../catalog';
import type { Mailer } from '../mail';
import type { ShopInfo } from '../settings';
import { createReminderJob } from './reminder-job';
import { createReminderMails } from './reminder-mails';
import { createReminderPrefs } from './reminders';

export { UNSUBSCRIBE_PATH } from './reminder-links';

/** Reminders people asked for (issue 47, item 5): consent, the saved cart, the unsubscribe link and the job. */
export function createReminders(deps: {
  database: Database;
  catalog: Pick<CatalogService, 'productsById' | 'priceLists'>;
  mailer: Mailer;
  shop: ShopInfo;
  publicUrl: string;
  secret: string;
  timezone: string;
  now: Now;
  log: { error(obj: object, msg: string): void };
}) {
  const prefs = createReminderPrefs(deps);
  const job = createReminderJob({ ...deps, prefs, mails: createReminderMails(deps) });
  return { ...prefs, runDue: job.runDue, start: job.start, stop: job.stop };
}

export type RemindersService = ReturnType<typeof createReminders>;
