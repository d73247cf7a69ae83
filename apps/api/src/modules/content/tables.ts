import type { Kit, Ref } from '../../platform/db/table-kit';

/** The content module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function contentTables({ table, integer, text, id, now, primaryKey }: Kit, ref: { productos: Ref }) {
  const promociones = table('promociones', {
    id: id({ autoIncrement: false }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull(),
    imgUrl: text('img_url').notNull(),
    descuento: integer('descuento'),
    productoId: integer('producto_id').references(ref.productos),
    fechaVigInicio: text('fecha_vig_inicio').notNull(),
    fechaVigFin: text('fecha_vig_fin'),
  });

  const slides = table('slides', {
    id: id({ autoIncrement: false }),
    titulo: text('titulo').notNull(),
    imgSlider: text('img_slider').notNull(),
    orden: integer('orden').notNull().default(0),
    fechaVigInicio: text('fecha_vig_inicio').notNull(),
    fechaVigFin: text('fecha_vig_fin'),
  });

  const articulos = table('articulos', {
    id: id({ autoIncrement: false }),
    slug: text('slug').notNull().unique(),
    titulo: text('titulo').notNull(),
    resumen: text('resumen').notNull(),
    contenido: text('contenido').notNull(),
    imgUrl: text('img_url').notNull(),
    autor: text('autor').notNull(),
    fechaPublicacion: text('fecha_publicacion').notNull(),
    /** 1: a draft, seen only in the back office. */
    borrador: integer('borrador').notNull().default(0),
    creado: text('creado').notNull().default(now),
  });

  /**
   * The owner's translations of the shop's own content (issue 36): a product's name or description, a
   * category, a slide, an article, a shop text, in a language other than Spanish. No row: the Spanish shows.
   * `tipo` names the content (`producto`, `categoria`, `slide`, `articulo`, `texto`), `ref` its id or key.
   */
  const traducciones = table(
    'traducciones',
    {
      tipo: text('tipo').notNull(),
      ref: text('ref').notNull(),
      campo: text('campo').notNull(),
      idioma: text('idioma').notNull(),
      texto: text('texto').notNull(),
      actualizado: text('actualizado').notNull().default(now),
    },
    (t) => [primaryKey({ columns: [t.tipo, t.ref, t.campo, t.idioma] })],
  );

  return { promociones, slides, articulos, traducciones };
}
