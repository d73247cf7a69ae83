import type { Kit } from '../../platform/db/table-kit';

/** The catalog module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function catalogTables({ table, integer, text, id, index, uniqueIndex }: Kit) {
  const categorias = table('categorias', {
    id: id({ autoIncrement: false }),
    nombre: text('nombre').notNull(),
  });

  const productos = table(
    'productos',
    {
      id: id({ autoIncrement: false }),
      nombre: text('nombre').notNull(),
      categoriaId: integer('categoria_id')
        .notNull()
        .references(() => categorias.id),
      precioCentavos: integer('precio_centavos').notNull(),
      cantidad: text('cantidad').notNull(),
      /** Percentage; null means "N/A". */
      descuento: integer('descuento'),
      imgUrl: text('img_url').notNull(),
      fechaVigInicio: text('fecha_vig_inicio').notNull(),
      fechaVigFin: text('fecha_vig_fin'),
      /** The owner's «agotado» switch (1): off the shop whatever the stock says. */
      agotado: integer('agotado').notNull().default(0),
      /** Archived: off the shop and the back office's lists, kept for the orders that name it. */
      archivadoEn: text('archivado_en'),
      /** IVA included in the price, percent: 0 (fresh produce and basic foods), 8 (border region) or 16. */
      tasaIva: integer('tasa_iva').notNull().default(0),
      /** Sold by weight (issue 35): `peso` or `pieza_peso` (null: by the piece, the price per piece); the grams of a step or piece, and the fewest steps. */
      ventaModo: text('venta_modo'),
      ventaGramos: integer('venta_gramos'),
      ventaMinimo: integer('venta_minimo'),
      /** Its page's address (/producto/<slug>), from its name; a renamed product's old ones redirect (producto_slugs). */
      slug: text('slug'),
      /** The product page's text (Markdown), written by the owner. */
      descripcion: text('descripcion'),
      /** SAT keys for its CFDI (issue 45): c_ClaveProdServ and c_ClaveUnidad; null takes the default of its category and sale mode. */
      claveProdServ: text('clave_prod_serv'),
      claveUnidad: text('clave_unidad'),
    },
    (t) => [index('productos_vigencia_idx').on(t.fechaVigInicio, t.fechaVigFin), uniqueIndex('productos_slug_idx').on(t.slug)],
  );

  /** Every address a product's page has had: an old one (the product was renamed) redirects to the current. */
  const productoSlugs = table('producto_slugs', {
    slug: text('slug').primaryKey(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
  });

  /**
   * Stock, apart from the product so that taking it (every order) never touches the catalogue's table and
   * its version; only a product running out or coming back moves the catalogue (migrations' triggers).
   * No row, or null: not counted (never runs out).
   */
  const existencias = table('existencias', {
    productoId: integer('producto_id')
      .primaryKey()
      .references(() => productos.id, { onDelete: 'cascade' }),
    disponibles: integer('disponibles'),
    /** At or below this, the dashboard lists the product as running low. */
    umbralBajo: integer('umbral_bajo').notNull().default(10),
    /**
     * What one cost unit costs (issue 46): centavos per kilo for a product sold by weight (`peso`), per piece
     * otherwise — the weighted average over the lots on hand, moved by each receipt (contracts' `averageCost`).
     * Null: never received. Read by the order path's stock update, which freezes it on the line.
     */
    costoCentavos: integer('costo_centavos'),
    /** The purchase proposal's safety margin over demand, percent. */
    margenCompra: integer('margen_compra').notNull().default(10),
  });

  return { categorias, productos, productoSlugs, existencias };
}
