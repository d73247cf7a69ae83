import type { WeighedSale } from '@huerta/contracts';

export interface SeedProduct {
  id: number;
  nombre: string;
  categoria_id: 1 | 2 | 3;
  precio_centavos: number;
  cantidad: string;
  descuento: number | null;
  img_url: string;
  fecha_vig_inicio: string;
  fecha_vig_fin: string | null;
  /** IVA percent (0 when absent: food). */
  tasa_iva?: 0 | 8 | 16;
  /** Sold by weight (issue 35): then `precio_centavos` is per kilo. Absent: by the piece. */
  venta?: WeighedSale;
}
export interface SeedPromotion { id: number; titulo: string; descripcion: string; img_url: string; descuento: number | null; producto_id: number | null; fecha_vig_inicio: string; fecha_vig_fin: string | null; }
export interface SeedSlide { id: number; titulo: string; img_slider: string; orden: number; fecha_vig_inicio: string; fecha_vig_fin: string | null; }
export interface SeedArticle { id: number; slug: string; titulo: string; resumen: string; contenido: string; img_url: string; autor: string; fecha_publicacion: string; }
