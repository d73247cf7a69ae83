import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// Money is integer centavos; dates are ISO `YYYY-MM-DD` text so that validity checks compare as strings.

export const categorias = sqliteTable('categorias', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const productos = sqliteTable(
  'productos',
  {
    id: integer('id').primaryKey(),
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
  },
  (t) => [index('productos_vigencia_idx').on(t.fechaVigInicio, t.fechaVigFin)],
);

export const promociones = sqliteTable('promociones', {
  id: integer('id').primaryKey(),
  titulo: text('titulo').notNull(),
  descripcion: text('descripcion').notNull(),
  imgUrl: text('img_url').notNull(),
  descuento: integer('descuento'),
  productoId: integer('producto_id').references(() => productos.id),
  fechaVigInicio: text('fecha_vig_inicio').notNull(),
  fechaVigFin: text('fecha_vig_fin'),
});

export const slides = sqliteTable('slides', {
  id: integer('id').primaryKey(),
  titulo: text('titulo').notNull(),
  imgSlider: text('img_slider').notNull(),
  orden: integer('orden').notNull().default(0),
  fechaVigInicio: text('fecha_vig_inicio').notNull(),
  fechaVigFin: text('fecha_vig_fin'),
});

export const articulos = sqliteTable('articulos', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titulo: text('titulo').notNull(),
  resumen: text('resumen').notNull(),
  contenido: text('contenido').notNull(),
  imgUrl: text('img_url').notNull(),
  autor: text('autor').notNull(),
  fechaPublicacion: text('fecha_publicacion').notNull(),
  creado: text('creado').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});
