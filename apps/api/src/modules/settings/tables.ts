import type { Kit } from '../../platform/db/table-kit';

/** The settings module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function settingsTables({ table, text }: Kit) {
  /** The shop's settings the owner changes in the back office (key → JSON value). */
  const ajustes = table('ajustes', {
    clave: text('clave').primaryKey(),
    valor: text('valor').notNull(),
  });

  return { ajustes };
}
