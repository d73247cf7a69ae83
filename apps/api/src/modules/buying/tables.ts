import type { Kit, Ref } from '../../platform/db/table-kit';

/**
 * The buying module's tables (issue 46), declared once for both engines (platform/db/table-kit.ts): who the
 * shop buys from, what it ordered, what arrived (lots, with their cost and best-before date), what was thrown
 * away, and which lots each packed order line left the shop from.
 *
 * Quantities of a lot are in its product's lot unit (contracts' `lotUnitOf`): grams for a product sold by
 * weight (`peso`), pieces otherwise. Money is integer centavos.
 */
export function buyingTables({ table, integer, text, id, now, index, uniqueIndex, primaryKey }: Kit, ref: { productos: Ref; personal: Ref; pedidoLineas: Ref }) {
  /** «Proveedores»: a farm, a market stall, a distributor. */
  const proveedores = table(
    'proveedores',
    {
      id: id(),
      nombre: text('nombre').notNull(),
      contacto: text('contacto'),
      telefono: text('telefono'),
      /** Digits with country code (5216641234567) for its wa.me link; null: the phone's. */
      whatsapp: text('whatsapp'),
      correo: text('correo'),
      /** Days between sending an order and it arriving. */
      diasEntrega: integer('dias_entrega').notNull().default(1),
      notas: text('notas'),
      /** 0: kept for its past orders and lots, off the lists. */
      activo: integer('activo').notNull().default(1),
      creado: text('creado').notNull().default(now),
    },
    (t) => [index('proveedores_nombre_idx').on(t.nombre)],
  );

  /** What a supplier sells the shop: its pack («caja de 10 kg», `empaqueCantidad` 10000 g) and the last cost of one pack. */
  const proveedorProductos = table(
    'proveedor_productos',
    {
      proveedorId: integer('proveedor_id')
        .notNull()
        .references(() => proveedores.id, { onDelete: 'cascade' }),
      productoId: integer('producto_id')
        .notNull()
        .references(ref.productos, { onDelete: 'cascade' }),
      empaque: text('empaque').notNull(),
      /** One pack, in the product's lot unit (grams or pieces). */
      empaqueCantidad: integer('empaque_cantidad').notNull(),
      /** The last cost of one pack (what was paid at the last receipt, or the owner's figure). */
      costoCentavos: integer('costo_centavos').notNull(),
      /** 1: the supplier the purchase proposal picks for this product. */
      preferido: integer('preferido').notNull().default(0),
      actualizado: text('actualizado').notNull().default(now),
    },
    (t) => [primaryKey({ columns: [t.proveedorId, t.productoId] }), index('proveedor_productos_producto_idx').on(t.productoId)],
  );

  /** A purchase order: borrador → enviada → recibida_parcial → cerrada (or cancelada while a draft or sent). */
  const ordenesCompra = table(
    'ordenes_compra',
    {
      id: id(),
      proveedorId: integer('proveedor_id')
        .notNull()
        .references(() => proveedores.id),
      estado: text('estado').notNull().default('borrador'),
      /** The first delivery day of the demand it was proposed from, and how many days (null: made by hand). */
      desde: text('desde'),
      dias: integer('dias'),
      /** The day it should arrive (sent + the supplier's lead days, or the owner's). */
      llegada: text('llegada'),
      notas: text('notas'),
      creadaPor: integer('creada_por').references(ref.personal),
      creada: text('creada').notNull().default(now),
      /** How it was sent: whatsapp, correo or impresa. */
      enviadaPor: text('enviada_por'),
      enviadaEn: text('enviada_en'),
      cerradaEn: text('cerrada_en'),
    },
    (t) => [index('ordenes_compra_estado_idx').on(t.estado, t.creada), index('ordenes_compra_proveedor_idx').on(t.proveedorId)],
  );

  /** A line of a purchase order: packs and their quantity, the expected cost of a pack, what arrived so far. */
  const ordenCompraLineas = table(
    'orden_compra_lineas',
    {
      id: id(),
      ordenId: integer('orden_id')
        .notNull()
        .references(() => ordenesCompra.id, { onDelete: 'cascade' }),
      productoId: integer('producto_id')
        .notNull()
        .references(ref.productos),
      paquetes: integer('paquetes').notNull(),
      /** paquetes × the pack, in lot units. */
      cantidad: integer('cantidad').notNull(),
      costoPaqueteCentavos: integer('costo_paquete_centavos').notNull(),
      /** Lot units received against this line so far (a receipt compares-and-sets it: two phones record once). */
      recibida: integer('recibida').notNull().default(0),
    },
    (t) => [index('orden_compra_lineas_orden_idx').on(t.ordenId)],
  );

  /**
   * A lot: what arrived of one product at one receipt (against an order line, or none: the market), its real
   * cost, code and best-before date. `restante` falls as orders leave (first-expiring first out) and as waste
   * is recorded; it never goes below zero. `clave` is the receipt's idempotency key (a double tap records once).
   */
  const lotes = table(
    'lotes',
    {
      id: id(),
      clave: text('clave').notNull(),
      productoId: integer('producto_id')
        .notNull()
        .references(ref.productos),
      proveedorId: integer('proveedor_id').references(() => proveedores.id),
      ordenLineaId: integer('orden_linea_id').references(() => ordenCompraLineas.id),
      /** What the order line still expected when this arrived (null without an order): the difference is kept. */
      esperada: integer('esperada'),
      cantidad: integer('cantidad').notNull(),
      restante: integer('restante').notNull(),
      /** `g` or `pza`. */
      unidad: text('unidad').notNull(),
      /** What the whole lot cost. */
      costoCentavos: integer('costo_centavos').notNull(),
      codigo: text('codigo'),
      /** Best before (YYYY-MM-DD). */
      vence: text('vence').notNull(),
      recibidoPor: integer('recibido_por').references(ref.personal),
      recibido: text('recibido').notNull().default(now),
    },
    (t) => [
      uniqueIndex('lotes_clave_idx').on(t.clave),
      index('lotes_producto_vence_idx').on(t.productoId, t.vence),
      index('lotes_recibido_idx').on(t.recibido),
    ],
  );

  /** «Merma»: what was thrown away or given away, from one lot, why, and what it had cost. */
  const mermas = table(
    'mermas',
    {
      id: id(),
      clave: text('clave').notNull(),
      loteId: integer('lote_id')
        .notNull()
        .references(() => lotes.id),
      productoId: integer('producto_id')
        .notNull()
        .references(ref.productos),
      cantidad: integer('cantidad').notNull(),
      /** dañado, vencido, calidad, muestra or consumo_interno. */
      motivo: text('motivo').notNull(),
      /** The lot's cost of what was lost. */
      costoCentavos: integer('costo_centavos').notNull(),
      nota: text('nota'),
      personalId: integer('personal_id').references(ref.personal),
      creada: text('creada').notNull().default(now),
    },
    (t) => [uniqueIndex('mermas_clave_idx').on(t.clave), index('mermas_creada_idx').on(t.creada)],
  );

  /** Which lots a packed order line left from, and how much of each (given back if the order comes back). */
  const lineaLotes = table(
    'linea_lotes',
    {
      lineaId: integer('linea_id')
        .notNull()
        .references(ref.pedidoLineas, { onDelete: 'cascade' }),
      loteId: integer('lote_id')
        .notNull()
        .references(() => lotes.id),
      cantidad: integer('cantidad').notNull(),
    },
    (t) => [primaryKey({ columns: [t.lineaId, t.loteId] }), index('linea_lotes_lote_idx').on(t.loteId)],
  );

  return { proveedores, proveedorProductos, ordenesCompra, ordenCompraLineas, lotes, mermas, lineaLotes };
}
