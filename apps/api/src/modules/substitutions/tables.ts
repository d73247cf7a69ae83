import type { Kit, Ref } from '../../platform/db/table-kit';

/**
 * The substitutions module's table (issue 47): a short order line's substitute, proposed by the packer and
 * answered by the shopper (or, past its time, by their checkout choice). Money is integer centavos.
 */
export function substitutionsTables({ table, integer, text, id, now, index, uniqueIndex }: Kit, ref: { pedidos: Ref; pedidoLineas: Ref; productos: Ref; personal: Ref }) {
  const sustituciones = table(
    'sustituciones',
    {
      id: id(),
      pedidoId: integer('pedido_id').notNull().references(ref.pedidos),
      /** The short line, and how many of its items are missing (all of them, or some). */
      lineaId: integer('linea_id').notNull().references(ref.pedidoLineas),
      faltan: integer('faltan').notNull(),
      /** What is offered: the product, its name then, how many, and its unit price at the shopper's list (the server's). */
      productoId: integer('producto_id').notNull().references(ref.productos),
      nombre: text('nombre').notNull(),
      items: integer('items').notNull(),
      precioUnitarioCentavos: integer('precio_unitario_centavos').notNull(),
      tasaIva: integer('tasa_iva').notNull().default(0),
      /** `propuesta` → `aceptada` | `rechazada` | `vencida_aceptada` | `vencida_rechazada` (past its time: the checkout choice). */
      estado: text('estado').notNull().default('propuesta'),
      /** Past `vence` (ISO) the checkout choice applies. */
      vence: text('vence').notNull(),
      /** The link's single-use nonce (the link is signed over it); the answer clears nothing, `respondidaEn` records its use. */
      clave: text('clave').notNull(),
      /** The line written for the substitute once accepted. */
      lineaNuevaId: integer('linea_nueva_id'),
      personalId: integer('personal_id').references(ref.personal),
      creado: text('creado').notNull().default(now),
      respondidaEn: text('respondida_en'),
    },
    (t) => [
      index('sustituciones_pedido_idx').on(t.pedidoId),
      // One substitute per short line: two packers proposing at once write one.
      uniqueIndex('sustituciones_linea_idx').on(t.lineaId),
      // The job reads the proposals still waiting, by their time.
      index('sustituciones_estado_vence_idx').on(t.estado, t.vence),
      uniqueIndex('sustituciones_clave_idx').on(t.clave),
    ],
  );
  return { sustituciones };
}
