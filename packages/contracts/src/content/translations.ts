import { z } from 'zod';
import { productSlugInputSchema } from '../catalog';
import { articleSlugInputSchema } from './articles';
import { MAX_SHOP_TEXT_CHARS } from './shop-text-inputs';
import { SHOP_TEXT_KEYS } from './shop-texts/defaults';

/*
 * The owner's translations of the shop's own content (issue 36): product names, units and descriptions,
 * category names, the carousel's titles, articles and the shop's texts (FAQ, terms, privacy). Stored one
 * row per field and language (table `traducciones`); a field without a translation shows its Spanish.
 */

/** The languages the owner translates into (Spanish is the shop's own, never "translated"). */
export const TRANSLATION_LOCALES = ['en'] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];
export const translationLocaleSchema = z.enum(TRANSLATION_LOCALES, { error: 'Idioma no disponible: solo se traduce al inglés (en).' });

/** catalog.translations (public): the overlay of one language. */
export const translationsInputSchema = z.object({ idioma: translationLocaleSchema }).strict();
export type TranslationsInput = z.infer<typeof translationsInputSchema>;

/** catalog.product: a product's page, in Spanish (the default) or translated. */
export const productPageInputSchema = productSlugInputSchema.extend({ idioma: z.enum(['es', ...TRANSLATION_LOCALES], { error: 'Idioma no disponible.' }).optional() }).strict();
export type ProductPageInput = z.infer<typeof productPageInputSchema>;

/** catalog.article: an article, in Spanish (the default) or translated (its text is not in the public overlay). */
export const articlePageInputSchema = articleSlugInputSchema.extend({ idioma: z.enum(['es', ...TRANSLATION_LOCALES], { error: 'Idioma no disponible.' }).optional() }).strict();
export type ArticlePageInput = z.infer<typeof articlePageInputSchema>;

/** What can be translated (`traducciones.tipo`). */
export const TRANSLATION_KINDS = ['producto', 'categoria', 'slide', 'articulo', 'texto'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];
export const TRANSLATION_KIND_LABELS: Record<TranslationKind, string> = {
  producto: 'Productos',
  categoria: 'Categorías',
  slide: 'Carrusel',
  articulo: 'Artículos',
  texto: 'Textos',
};

/**
 * Each kind's translatable fields (`traducciones.campo`) with the longest text each may have — the
 * Spanish field's own limit, so a translation fits wherever the Spanish does.
 */
export const TRANSLATION_FIELDS = {
  producto: { nombre: 120, cantidad: 40, descripcion: 5_000 },
  categoria: { nombre: 40 },
  slide: { titulo: 120 },
  articulo: { titulo: 160, resumen: 300, contenido: 20_000 },
  texto: { contenido: MAX_SHOP_TEXT_CHARS },
} as const satisfies Record<TranslationKind, Record<string, number>>;
export type TranslationField<K extends TranslationKind = TranslationKind> = K extends TranslationKind ? keyof (typeof TRANSLATION_FIELDS)[K] & string : never;

export const TRANSLATION_FIELD_LABELS: Record<string, string> = {
  nombre: 'Nombre',
  cantidad: 'Unidad',
  descripcion: 'Descripción',
  titulo: 'Título',
  resumen: 'Resumen',
  contenido: 'Contenido',
};

/** The longest text a field's translation may have; undefined for a field that is not translated. */
export const translationMax = (tipo: TranslationKind, campo: string): number | undefined => (TRANSLATION_FIELDS[tipo] as Record<string, number>)[campo];
/** Fields edited in a textarea (Markdown or several lines). */
export const isLongTranslation = (tipo: TranslationKind, campo: string): boolean => (translationMax(tipo, campo) ?? 0) > 200;

const kindSchema = z.enum(TRANSLATION_KINDS, { error: 'Elige qué se traduce: producto, categoria, slide, articulo o texto.' });

/**
 * translations.save (back office): one field's translation. An empty text removes it (the Spanish shows
 * again). `ref` is the record's id, or the text's key (faq, terminos, privacidad) for a shop text.
 */
export const saveTranslationInputSchema = z
  .object({
    tipo: kindSchema,
    ref: z.string({ error: 'Indica qué se traduce.' }).trim().min(1, 'Indica qué se traduce.').max(40, 'Referencia inválida.'),
    campo: z.string({ error: 'Indica el campo que se traduce.' }).trim().min(1, 'Indica el campo que se traduce.').max(40, 'Campo inválido.'),
    idioma: translationLocaleSchema,
    texto: z.string({ error: 'La traducción debe ser texto.' }).trim().max(MAX_SHOP_TEXT_CHARS, `La traducción tiene como máximo ${MAX_SHOP_TEXT_CHARS.toLocaleString('en-US')} caracteres.`),
  })
  .strict()
  .superRefine((v, ctx) => {
    const max = translationMax(v.tipo, v.campo);
    if (max === undefined) {
      ctx.addIssue({ code: 'custom', message: `Ese campo no se traduce: «${v.campo}».` });
      return;
    }
    const validRef = v.tipo === 'texto' ? (SHOP_TEXT_KEYS as readonly string[]).includes(v.ref) : /^[1-9]\d{0,8}$/.test(v.ref);
    if (!validRef) ctx.addIssue({ code: 'custom', message: v.tipo === 'texto' ? 'Elige un texto: faq, terminos o privacidad.' : 'Referencia inválida: debe ser el número del registro.' });
    if (v.texto.length > max) ctx.addIssue({ code: 'custom', message: `La traducción tiene como máximo ${max.toLocaleString('en-US')} caracteres.` });
    // The shop's texts are shown by sections, as the Spanish ones (shop-text-inputs.ts).
    if (v.tipo === 'texto' && v.texto !== '' && !/^##\s+\S/m.test(v.texto)) ctx.addIssue({ code: 'custom', message: 'Escribe al menos una sección con un título «## …», como en el texto en español.' });
  });
export type SaveTranslationInput = z.infer<typeof saveTranslationInputSchema>;

/** translations.list (back office): one page of translatable fields. */
export const TRANSLATIONS_PER_PAGE = 50;
export const translationListInputSchema = z
  .object({
    idioma: translationLocaleSchema,
    tipo: kindSchema.optional(),
    /** Only the fields without a translation. */
    soloFaltantes: z.boolean().default(false),
    /** Words in the Spanish or the translation. */
    q: z.string({ error: 'La búsqueda debe ser texto.' }).trim().max(100, 'La búsqueda tiene como máximo 100 caracteres.').optional(),
    pagina: z.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TranslationListInput = z.input<typeof translationListInputSchema>;
export type TranslationListQuery = z.output<typeof translationListInputSchema>;

/** A translatable field in the back office: its Spanish, and its translation or null (missing). */
export interface TranslationRow {
  tipo: TranslationKind;
  ref: string;
  campo: string;
  /** What the field belongs to: the product's, slide's or article's Spanish name, the text's title. */
  etiqueta: string;
  espanol: string;
  traduccion: string | null;
  /** When the translation was last saved (ISO instant); null while missing. */
  actualizado: string | null;
  max: number;
  largo: boolean;
}
export interface TranslationList {
  filas: TranslationRow[];
  /** Rows matching the filters (all pages). */
  total: number;
  /** Per kind, over every field (no filter): how many fields, how many without a translation. */
  conteo: Record<TranslationKind, { campos: number; faltantes: number }>;
}
