import type { Kit, Ref } from '../../platform/db/table-kit';

/**
 * The order-changes module's table (issue 47): each change a shopper made to their order before its cut-off —
 * what it was and became (lines and totals, JSON), the money it moved, and for a card or a paid voucher or
 * transfer that came to more, the intent for the difference the shopper pays (its client secret is the key of
 * the page that pays it). `numero` counts an order's changes (1, 2…): the motivo of credit it gave (`cambio:<n>`).
 */
export function orderChangesTables({ table, integer, text, id, now, index, uniqueIndex }: Kit, ref: { pedidos: Ref; usuarios: Ref }) {
  const cambiosPedido = table(
    'cambios_pedido',
    {
      id: id(),
      pedidoId: integer('pedido_id').notNull().references(ref.pedidos),
      numero: integer('numero').notNull(),
      /** Who changed it: the signed-in account, or null through a signed link. */
      usuarioId: integer('usuario_id').references(ref.usuarios),
      antes: text('antes').notNull(),
      despues: text('despues').notNull(),
      /** What the shopper pays online after the change minus before (negative: given back or released). */
      diferenciaCentavos: integer('diferencia_centavos').notNull(),
      /** How the difference was settled: `intento` (to pay), `reembolso`, `liberacion`, `saldo`, `instrucciones`, `total`, `ninguno`. */
      dinero: text('dinero').notNull(),
      intentId: text('intent_id'),
      clientSecret: text('client_secret'),
      pagadoEn: text('pagado_en'),
      creado: text('creado').notNull().default(now),
    },
    (t) => [uniqueIndex('cambios_pedido_numero_idx').on(t.pedidoId, t.numero), index('cambios_pedido_intent_idx').on(t.intentId)],
  );
  return { cambiosPedido };
}
