import type { SeedSlide } from './types';

/**
 * Carrusel de la portada. La interfaz parte el título a la mitad por palabras:
 * la primera mitad en texto ligero y la segunda en verde y negritas.
 * Las ids 1–3 están vigentes; la id 4 terminó el 2025-01-31 y no debe mostrarse.
 */
export const slides: SeedSlide[] = [
  {
    id: 1,
    titulo: 'Frutas frescas del valle a tu puerta',
    img_slider: '/img/slides/1.webp',
    orden: 1,
    fecha_vig_inicio: '2025-01-01',
    fecha_vig_fin: null,
  },
  {
    id: 2,
    titulo: 'Verduras recién cosechadas para tu cocina',
    img_slider: '/img/slides/2.webp',
    orden: 2,
    fecha_vig_inicio: '2025-01-01',
    fecha_vig_fin: null,
  },
  {
    id: 3,
    titulo: 'Tu despensa completa directo a casa',
    img_slider: '/img/slides/3.webp',
    orden: 3,
    fecha_vig_inicio: '2025-06-01',
    fecha_vig_fin: '2027-12-31',
  },
  {
    id: 4,
    titulo: 'Cítricos de invierno a precio especial',
    img_slider: '/img/slides/4.webp',
    orden: 4,
    fecha_vig_inicio: '2024-11-01',
    fecha_vig_fin: '2025-01-31',
  },
];
