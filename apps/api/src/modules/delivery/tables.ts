import type { Kit, Ref } from '../../platform/db/table-kit';

/** The delivery module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function deliveryTables({ table, integer, text, id, now, index, uniqueIndex, primaryKey }: Kit, ref: { pedidos: Ref; personal: Ref }) {
  /**
   * Each time a driver reached an order's door (issue 33): delivered (who received it, an optional photo) or
   * not delivered (why). An order tried twice has two rows.
   */
  const intentosEntrega = table(
    'intentos_entrega',
    {
      id: id(),
      pedidoId: integer('pedido_id')
        .notNull()
        .references(ref.pedidos),
      repartidorId: integer('repartidor_id').references(ref.personal),
      /** `entregado` or `no_entregado`. */
      resultado: text('resultado').notNull(),
      recibio: text('recibio'),
      motivo: text('motivo'),
      foto: text('foto'),
      creado: text('creado').notNull().default(now),
    },
    (t) => [index('intentos_entrega_pedido_idx').on(t.pedidoId)],
  );

  /** A driver's cash for a day, counted by the owner: what the collections say, what was counted, who counted. */
  const cortesCaja = table(
    'cortes_caja',
    {
      id: id(),
      repartidorId: integer('repartidor_id')
        .notNull()
        .references(ref.personal),
      dia: text('dia').notNull(),
      esperadoCentavos: integer('esperado_centavos').notNull(),
      contadoCentavos: integer('contado_centavos').notNull(),
      nota: text('nota'),
      personalId: integer('personal_id').references(ref.personal),
      creado: text('creado').notNull().default(now),
    },
    (t) => [uniqueIndex('cortes_caja_dia_idx').on(t.repartidorId, t.dia)],
  );

  /**
   * Where the shop delivers: each zone's postal codes (JSON list of codes and ranges), its shipping rule
   * (null: the shop's, from Ajustes), minimum order and delivery weekdays (JSON list, 0 Sunday … 6 Saturday).
   */
  const zonasEntrega = table('zonas_entrega', {
    id: id({ autoIncrement: false }),
    nombre: text('nombre').notNull().unique(),
    codigosPostales: text('codigos_postales').notNull(),
    costoCentavos: integer('costo_centavos'),
    gratisDesdeCentavos: integer('gratis_desde_centavos'),
    minimoCentavos: integer('minimo_centavos').notNull(),
    diasEntrega: text('dias_entrega').notNull(),
    activa: integer('activa').notNull().default(1),
    /** Orders each delivery window of a day takes in this zone. */
    capacidad: integer('capacidad').notNull().default(40),
  });

  /**
   * Orders taken per zone, day and window: one row a slot, raised by a conditional upsert in the order's
   * transaction (never past the zone's capacity, whatever runs at once) and lowered when an order is cancelled.
   */
  const cuposEntrega = table(
    'cupos_entrega',
    {
      zonaId: integer('zona_id')
        .notNull()
        .references(() => zonasEntrega.id),
      dia: text('dia').notNull(),
      ventana: text('ventana').notNull(),
      usados: integer('usados').notNull(),
    },
    (t) => [primaryKey({ columns: [t.zonaId, t.dia, t.ventana] })],
  );

  return { intentosEntrega, cortesCaja, zonasEntrega, cuposEntrega };
}
