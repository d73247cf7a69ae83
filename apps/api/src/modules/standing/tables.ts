import type { Kit, Ref } from '../../platform/db/table-kit';

/** The standing module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function standingTables({ table, integer, text, id, now, index, primaryKey }: Kit, ref: { usuarios: Ref }) {
  /**
   * A standing order («Pedido recurrente», issue 34): a past order's lines, address, zone and window repeated
   * weekly or every two weeks on one weekday, paid on account (a business with terms) or on delivery. Each
   * occurrence is generated a set time before its cut-off (modules/standing/standing-orders.ts).
   */
  const pedidosRecurrentes = table(
    'pedidos_recurrentes',
    {
      id: id(),
      usuarioId: integer('usuario_id')
        .notNull()
        .references(ref.usuarios),
      /** `semanal` or `quincenal`. */
      frecuencia: text('frecuencia').notNull(),
      /** 0 (Sunday) to 6: the delivery weekday (the first of them, with several). */
      diaSemana: integer('dia_semana').notNull(),
      /** Several delivery weekdays (a restaurant's Monday and Thursday), as a JSON array; null: `dia_semana` alone. */
      diasSemana: text('dias_semana'),
      /** The first delivery day (YYYY-MM-DD): every two weeks counts from it. */
      inicio: text('inicio').notNull(),
      /** What each occurrence's order is made of: the order input (lines, address, window, method) as JSON. */
      pedido: text('pedido').notNull(),
      /** `activo`, `pausado` or `cancelado`. */
      estado: text('estado').notNull().default('activo'),
      creado: text('creado').notNull().default(now),
    },
    (t) => [index('pedidos_recurrentes_usuario_idx').on(t.usuarioId), index('pedidos_recurrentes_estado_idx').on(t.estado)],
  );

  /**
   * One delivery day of a standing order, once: the order made (`creado`), or why not (`omitido`: no delivery
   * that day; `retenido`: below the minimum, window full, nothing left…). The key makes generation idempotent.
   */
  const ocurrenciasRecurrentes = table(
    'ocurrencias_recurrentes',
    {
      planId: integer('plan_id')
        .notNull()
        .references(() => pedidosRecurrentes.id, { onDelete: 'cascade' }),
      dia: text('dia').notNull(),
      estado: text('estado').notNull(),
      pedidoId: integer('pedido_id'),
      motivo: text('motivo'),
      creado: text('creado').notNull().default(now),
    },
    (t) => [primaryKey({ columns: [t.planId, t.dia] })],
  );

  /** The reminder of a standing order's day, sent once (the row is written first: one process sends it). */
  const recordatoriosRecurrentes = table(
    'recordatorios_recurrentes',
    {
      planId: integer('plan_id')
        .notNull()
        .references(() => pedidosRecurrentes.id, { onDelete: 'cascade' }),
      dia: text('dia').notNull(),
      enviado: text('enviado').notNull().default(now),
      /** When its «Modificar» link was used (single use: the first save through it spends it). */
      modificado: text('modificado'),
    },
    (t) => [primaryKey({ columns: [t.planId, t.dia] })],
  );

  return { pedidosRecurrentes, ocurrenciasRecurrentes, recordatoriosRecurrentes };
}
