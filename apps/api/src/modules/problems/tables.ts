import type { Kit, Ref } from '../../platform/db/table-kit';

/** The problems module's tables (issue 47, «Reportar un problema»), declared once for both engines. */
export function problemsTables({ table, integer, text, bytes, id, now, index, uniqueIndex }: Kit, ref: { pedidos: Ref; pedidoLineas: Ref; usuarios: Ref; personal: Ref }) {
  /**
   * A shopper's report on a delivered order. `abierto` is 1 while the owner has not decided and null after:
   * the unique index on (pedido, abierto) lets an order have one open report at a time, even when two are
   * sent at once. The decision is made once: a conditional update from `abierto`.
   */
  const reportesProblema = table(
    'reportes_problema',
    {
      id: id(),
      pedidoId: integer('pedido_id')
        .notNull()
        .references(ref.pedidos),
      /** The account that reported (null: a guest through the delivered e-mail's link). */
      usuarioId: integer('usuario_id').references(ref.usuarios),
      /** The order's e-mail, lower-case: a guest's reports are counted by it. */
      email: text('email').notNull(),
      /** `abierto`, then the decision: `reembolso`, `saldo`, `reponer` or `rechazado`. */
      estado: text('estado').notNull().default('abierto'),
      abierto: integer('abierto').default(1),
      /** What is claimed: the lines' shares of what was paid for them, computed by the server. */
      centavos: integer('centavos').notNull(),
      /** The owner's reason (required to decline) and who decided when. */
      motivoDecision: text('motivo_decision'),
      personalId: integer('personal_id').references(ref.personal),
      decididoEn: text('decidido_en'),
      /** The provider's refund (or `efectivo-…` for cash) when refunded. */
      reembolsoId: text('reembolso_id'),
      /** «Reponer»: the customer's next order that carried it, and when it left the shop (null: still pending). */
      repuestoPedidoId: integer('repuesto_pedido_id').references(ref.pedidos),
      repuestoEn: text('repuesto_en'),
      creado: text('creado').notNull().default(now),
    },
    (t) => [
      uniqueIndex('reportes_problema_abierto_idx').on(t.pedidoId, t.abierto),
      index('reportes_problema_estado_idx').on(t.estado, t.id),
      index('reportes_problema_usuario_idx').on(t.usuarioId, t.creado),
      index('reportes_problema_email_idx').on(t.email, t.creado),
    ],
  );

  /** The lines of a report: each order line reported once ever (unique), for at most what was packed and paid. */
  const reportesProblemaLineas = table(
    'reportes_problema_lineas',
    {
      id: id(),
      reporteId: integer('reporte_id')
        .notNull()
        .references(() => reportesProblema.id, { onDelete: 'cascade' }),
      pedidoLineaId: integer('pedido_linea_id')
        .notNull()
        .references(ref.pedidoLineas),
      /** `danado`, `falto`, `no_era` or `calidad`. */
      motivo: text('motivo').notNull(),
      /** Pieces, or grams for a line sold by weight (contracts/problems reportableOf). */
      cantidad: integer('cantidad').notNull(),
      centavos: integer('centavos').notNull(),
      nota: text('nota'),
      /** The shopper's photo (WebP, at most 1280 px), seen only through a signed address by staff and the shopper. */
      foto: bytes('foto'),
    },
    (t) => [uniqueIndex('reportes_problema_lineas_linea_idx').on(t.pedidoLineaId), index('reportes_problema_lineas_reporte_idx').on(t.reporteId)],
  );

  return { reportesProblema, reportesProblemaLineas };
}
