/**
 * A product's SAT keys for its CFDI (issue 45): c_ClaveProdServ (what it is) and c_ClaveUnidad (how it
 * is counted). Zod-free: the back office shows the default as the field's placeholder, and the facturas
 * module builds each concept with `satKeysOf`. A product stores null for «the default».
 */

/** A key and the SAT's own description of it. */
export interface SatKey {
  clave: string;
  descripcion: string;
}

/** The SAT's «No existe en el catálogo»: the fallback when nothing narrower applies. */
export const SAT_NO_KEY: SatKey = { clave: '01010101', descripcion: 'No existe en el catálogo' };
export const SAT_KILOGRAMO: SatKey = { clave: 'KGM', descripcion: 'Kilogramo' };
export const SAT_PIEZA: SatKey = { clave: 'H87', descripcion: 'Pieza' };

/**
 * The ClaveProdServ a category falls back to. The SAT's catalogue has no key for «any fruit» or «any
 * vegetable» (its keys name one produce: Aguacates, Limones…), so every category falls back to
 * 01010101 and each product says what it is (the seed sets its own; the form searches the catalogue).
 */
export const CATEGORY_PROD_SERV: Record<number, SatKey> = { 1: SAT_NO_KEY, 2: SAT_NO_KEY, 3: SAT_NO_KEY };

/** c_ClaveProdServ: 8 digits. */
export const CLAVE_PROD_SERV_PATTERN = /^\d{8}$/;
/** c_ClaveUnidad: UN/ECE Rec. 20/21 codes, 2 or 3 upper-case letters or digits (KGM, H87, XBX, E48). */
export const CLAVE_UNIDAD_PATTERN = /^[A-Z0-9]{2,3}$/;

export const CLAVE_PROD_SERV_MESSAGE = 'La clave de producto o servicio del SAT tiene 8 dígitos (p. ej. 50401700).';
export const CLAVE_UNIDAD_MESSAGE = 'La clave de unidad del SAT tiene 2 o 3 letras mayúsculas o dígitos (p. ej. KGM, H87).';

/** What `satKeysOf` reads of a product: its category, how it is sold and its stored keys (null: default). */
export interface SatKeysSource {
  categoriaId: number;
  /** The stored sale mode (`peso`, `pieza_peso` or null)… */
  ventaModo?: string | null;
  /** …or the admin product's `venta` (null: by the piece). */
  venta?: { modo: string } | null;
  claveProdServ?: string | null;
  claveUnidad?: string | null;
}

/** Sold by weight (the price per kilo): `peso` steps or `pieza_peso` pieces charged at their weight. */
const byWeight = (p: SatKeysSource): boolean => {
  const modo = p.ventaModo ?? p.venta?.modo ?? null;
  return modo === 'peso' || modo === 'pieza_peso';
};

/** The keys a product takes when it stores none: KGM when weighed, H87 otherwise; its category's ClaveProdServ. */
export function defaultSatKeys(p: SatKeysSource): { claveProdServ: SatKey; claveUnidad: SatKey } {
  return { claveProdServ: CATEGORY_PROD_SERV[p.categoriaId] ?? SAT_NO_KEY, claveUnidad: byWeight(p) ? SAT_KILOGRAMO : SAT_PIEZA };
}

/** The keys in force for a product's CFDI concept, and whether each is the default (the product stores none). */
export function satKeysOf(p: SatKeysSource): { claveProdServ: string; claveUnidad: string; prodServPorDefecto: boolean; unidadPorDefecto: boolean } {
  const defaults = defaultSatKeys(p);
  const prodServ = p.claveProdServ || null;
  const unidad = p.claveUnidad || null;
  return {
    claveProdServ: prodServ ?? defaults.claveProdServ.clave,
    claveUnidad: unidad ?? defaults.claveUnidad.clave,
    prodServPorDefecto: prodServ === null,
    unidadPorDefecto: unidad === null,
  };
}

/** What the catalogue search looks in: product/service keys or unit keys. */
export const SAT_KEY_TYPES = ['producto', 'unidad'] as const;
export type SatKeyType = (typeof SAT_KEY_TYPES)[number];
