import type { Kit, Ref } from '../../platform/db/table-kit';

/** The business module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function businessTables({ table, integer, text, id, now, index, primaryKey }: Kit, ref: { productos: Ref; usuarios: Ref; pedidos: Ref; personal: Ref }) {
  /**
   * A wholesale price list («Mayoreo», «Restaurantes A»): its products' prices for the businesses given it
   * (contracts/list-prices.ts). `descuento_general`: percent off the shop's price of every product without a
   * line of its own (null: those stay at the shop's price).
   */
  const listasPrecios = table('listas_precios', {
    id: id(),
    nombre: text('nombre').notNull().unique(),
    descuentoGeneral: integer('descuento_general'),
    creado: text('creado').notNull().default(now),
  });

  /**
   * A product's line in a price list: a fixed price or a percentage off the shop's price (one of the two, or
   * neither when only tiers are set), and volume tiers as JSON `[{"desde":10,"precio_centavos":3050}]` —
   * `desde` in the product's unit: pieces, or kilos for a product sold by weight.
   */
  const listaPrecioProductos = table(
    'lista_precio_productos',
    {
      listaId: integer('lista_id')
        .notNull()
        .references(() => listasPrecios.id, { onDelete: 'cascade' }),
      productoId: integer('producto_id')
        .notNull()
        .references(ref.productos, { onDelete: 'cascade' }),
      precioCentavos: integer('precio_centavos'),
      descuento: integer('descuento'),
      tramos: text('tramos'),
    },
    (t) => [primaryKey({ columns: [t.listaId, t.productoId] })],
  );

  /**
   * Business accounts (issue 34): a registered shopper's application as a hotel, restaurant or shop, and the
   * owner's decision. One per account (its titular); declined, it may apply again.
   */
  const negocios = table(
    'negocios',
    {
      id: id(),
      usuarioId: integer('usuario_id')
        .notNull()
        .unique()
        .references(ref.usuarios),
      giro: text('giro').notNull(),
      razonSocial: text('razon_social').notNull(),
      rfc: text('rfc').notNull(),
      contacto: text('contacto').notNull(),
      ventana: text('ventana'),
      /** `solicitada`, `aprobada` or `rechazada` (contracts/business-labels.ts). */
      estado: text('estado').notNull().default('solicitada'),
      /** Why it was declined, as the applicant reads it. */
      motivo: text('motivo'),
      creado: text('creado').notNull().default(now),
      revisadoEn: text('revisado_en'),
      revisadoPor: integer('revisado_por').references(ref.personal),
      /** The price list its people buy at (null: the shop's prices). */
      listaId: integer('lista_id').references(() => listasPrecios.id, { onDelete: 'set null' }),
    },
    (t) => [index('negocios_estado_idx').on(t.estado, t.creado)],
  );

  /**
   * The people of a business besides its titular (issue 34): invited by e-mail, each signs in as themselves and
   * buys on the business's account (its price list). One business per person; removed, the row goes (its
   * prices stop at once: the catalogue version moves on PostgreSQL, migration 0034).
   */
  const negocioPersonas = table(
    'negocio_personas',
    {
      usuarioId: integer('usuario_id')
        .primaryKey()
        .references(ref.usuarios, { onDelete: 'cascade' }),
      negocioId: integer('negocio_id')
        .notNull()
        .references(() => negocios.id, { onDelete: 'cascade' }),
      agregado: text('agregado').notNull().default(now),
    },
    (t) => [index('negocio_personas_negocio_idx').on(t.negocioId)],
  );

  /** An invitation to join a business: a single-use link for one e-mail address (only its hash is kept), 7 days. */
  const invitacionesNegocio = table(
    'invitaciones_negocio',
    {
      id: id(),
      negocioId: integer('negocio_id')
        .notNull()
        .references(() => negocios.id, { onDelete: 'cascade' }),
      email: text('email').notNull(),
      tokenHash: text('token_hash').notNull().unique(),
      creada: text('creada').notNull().default(now),
      vence: text('vence').notNull(),
      usadaEn: text('usada_en'),
      invitadaPor: integer('invitada_por').references(ref.usuarios),
    },
    (t) => [index('invitaciones_negocio_idx').on(t.negocioId, t.usadaEn)],
  );

  /**
   * Buying on account (issue 34): a business's terms (7, 15 or 30 days), its limit, and what its orders on
   * account owe now (`usado`), kept by one conditional update per order so that racing orders can never pass
   * the limit together (the stock's pattern); payments and cancellations bring it down. Apart from `negocios`
   * so that an order never moves the catalogue version.
   */
  const creditosNegocio = table('creditos_negocio', {
    negocioId: integer('negocio_id')
      .primaryKey()
      .references(() => negocios.id, { onDelete: 'cascade' }),
    plazoDias: integer('plazo_dias').notNull(),
    limiteCentavos: integer('limite_centavos').notNull(),
    usadoCentavos: integer('usado_centavos').notNull().default(0),
  });

  /** A payment the owner recorded against one order on account (transfer, cash, cheque). */
  const pagosCredito = table(
    'pagos_credito',
    {
      id: id(),
      negocioId: integer('negocio_id')
        .notNull()
        .references(() => negocios.id),
      pedidoId: integer('pedido_id')
        .notNull()
        .references(ref.pedidos),
      centavos: integer('centavos').notNull(),
      forma: text('forma').notNull(),
      referencia: text('referencia'),
      recibido: text('recibido').notNull(),
      personalId: integer('personal_id').references(ref.personal),
      creado: text('creado').notNull().default(now),
    },
    (t) => [index('pagos_credito_negocio_idx').on(t.negocioId, t.recibido), index('pagos_credito_pedido_idx').on(t.pedidoId)],
  );

  return { listasPrecios, listaPrecioProductos, negocios, negocioPersonas, invitacionesNegocio, creditosNegocio, pagosCredito };
}
