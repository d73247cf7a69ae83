import type { Kit } from '../../platform/db/table-kit';

/** The images module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function imagesTables({ table, integer, text, bytes, now, primaryKey }: Kit) {
  /**
   * Photos uploaded in the back office, each size a row: in the database (not on one machine's disk) so
   * every process of the shop serves them, addressed by the sha256 of their main size's bytes and so
   * never changing (served as immutable).
   */
  const imagenes = table(
    'imagenes',
    {
      hash: text('hash').notNull(),
      ancho: integer('ancho').notNull(),
      alto: integer('alto').notNull(),
      tipo: text('tipo').notNull(),
      datos: bytes('datos').notNull(),
      creado: text('creado').notNull().default(now),
    },
    (t) => [primaryKey({ columns: [t.hash, t.ancho] })],
  );

  return { imagenes };
}
