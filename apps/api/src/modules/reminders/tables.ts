import type { Kit, Ref } from '../../platform/db/table-kit';

/** The reminders module's tables (issue 47, item 5), declared once for both engines (platform/db/table-kit.ts). */
export function remindersTables({ table, integer, text, now, index }: Kit, ref: { usuarios: Ref }) {
  /** «Avisos por correo»: what the shopper said yes to in /account (no row: both off). */
  const avisos = table('avisos', {
    usuarioId: integer('usuario_id')
      .primaryKey()
      .references(ref.usuarios, { onDelete: 'cascade' }),
    /** 1: «Recordarme mi carrito si lo dejo». */
    carrito: integer('carrito').notNull().default(0),
    /** 1: «Recordarme hacer mi pedido de la semana». */
    semanal: integer('semanal').notNull().default(0),
    actualizado: text('actualizado').notNull().default(now),
  });

  /**
   * A signed-in shopper's cart as the storefront last saved it (only with the cart reminder on): product ids
   * and quantities, never prices. `desde` is when this cart began and `ultimoPedidoId` the account's latest
   * order then: an order after it ends the cart, and the next change starts a new one.
   */
  const carritosGuardados = table(
    'carritos_guardados',
    {
      usuarioId: integer('usuario_id')
        .primaryKey()
        .references(ref.usuarios, { onDelete: 'cascade' }),
      /** JSON `[{ id, items }]`. */
      lineas: text('lineas').notNull(),
      /** Instants on the server's clock (ISO). */
      desde: text('desde').notNull(),
      cambiado: text('cambiado').notNull(),
      ultimoPedidoId: integer('ultimo_pedido_id').notNull().default(0),
    },
    (t) => [index('carritos_guardados_cambiado_idx').on(t.cambiado)],
  );

  /**
   * Each reminder sent, once: the key names the cart (`carrito:<usuario>:<desde>`) or the week's day
   * (`semanal:<usuario>:<dia>`); the row is written before the e-mail, so two processes or a retried run send once.
   */
  const recordatoriosEnviados = table('recordatorios_enviados', {
    clave: text('clave').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(ref.usuarios, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    enviado: text('enviado').notNull().default(now),
  });

  return { avisos, carritosGuardados, recordatoriosEnviados };
}
