import type { Kit, Ref } from '../../platform/db/table-kit';

/**
 * Discount codes (issue 47), declared once for both engines (platform/db/table-kit.ts). What a code gives and
 * when is contracts' coupons/rules.ts; a code's uses are its `cupon_usos` rows whose order is not cancelled
 * (a cancelled order gives its use back without anyone writing anything).
 */
export function couponsTables({ table, integer, text, id, now, index, uniqueIndex }: Kit, ref: { pedidos: Ref; usuarios: Ref }) {
  const cupones = table(
    'cupones',
    {
      id: id(),
      /** Upper-case, unique (codes are case-insensitive). */
      codigo: text('codigo').notNull(),
      descripcion: text('descripcion'),
      /** `porcentaje`, `monto` or `envio_gratis`. */
      tipo: text('tipo').notNull(),
      /** Percent for `porcentaje`, centavos for `monto`, 0 for `envio_gratis`. */
      valor: integer('valor').notNull(),
      minimoCentavos: integer('minimo_centavos'),
      /** Shop days (`YYYY-MM-DD`), inclusive; null: no bound. */
      desde: text('desde'),
      hasta: text('hasta'),
      usosMax: integer('usos_max'),
      usosPorCliente: integer('usos_por_cliente'),
      primerPedido: integer('primer_pedido').notNull().default(0),
      /** JSON arrays of ids; empty: no limit. */
      zonas: text('zonas').notNull().default('[]'),
      categorias: text('categorias').notNull().default('[]'),
      clientes: text('clientes').notNull().default('[]'),
      activo: integer('activo').notNull().default(1),
      /**
       * `cupon_usos` rows ever written for it. Raised by every checkout that uses the code, first thing in its
       * transaction: that update takes the code's row lock, so checkouts of one code count its uses in turn.
       */
      registrados: integer('registrados').notNull().default(0),
      creado: text('creado').notNull().default(now),
      actualizado: text('actualizado').notNull().default(now),
    },
    (t) => [uniqueIndex('cupones_codigo_uq').on(t.codigo)],
  );

  /** One row per order that used a code (unique per order): who (account, else e-mail) and the discount given. */
  const cuponUsos = table(
    'cupon_usos',
    {
      id: id(),
      cuponId: integer('cupon_id')
        .notNull()
        .references(() => cupones.id),
      pedidoId: integer('pedido_id')
        .notNull()
        .references(ref.pedidos, { onDelete: 'cascade' }),
      usuarioId: integer('usuario_id').references(ref.usuarios),
      /** Lower-case: a guest's uses are counted by it. */
      email: text('email').notNull(),
      descuentoCentavos: integer('descuento_centavos').notNull(),
      creado: text('creado').notNull().default(now),
    },
    (t) => [uniqueIndex('cupon_usos_pedido_uq').on(t.pedidoId), index('cupon_usos_cupon_usuario_idx').on(t.cuponId, t.usuarioId), index('cupon_usos_cupon_email_idx').on(t.cuponId, t.email)],
  );

  return { cupones, cuponUsos };
}
