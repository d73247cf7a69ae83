import type { SeedPromotion } from './types';

/**
 * Promociones iniciales. Las tres primeras están vigentes; la id 4 terminó el 2025-12-31
 * y no debe mostrarse.
 */
export const promotions: SeedPromotion[] = [
  {
    id: 1,
    titulo: 'Temporada de fresa de San Quintín',
    descripcion:
      'Fresa dulce y firme, cosechada en el valle de San Quintín y entregada en tu puerta al día siguiente. Aprovecha 15 % de descuento en la charola de 500 g.',
    img_url: '/img/productos/fresa-de-san-quintin.webp',
    descuento: 15,
    producto_id: 2,
    fecha_vig_inicio: '2026-09-15',
    fecha_vig_fin: '2027-03-31',
  },
  {
    id: 2,
    titulo: 'Aguacate Hass para tu guacamole',
    descripcion:
      'Aguacate Hass seleccionado pieza por pieza, listo para comer o para madurar en casa. Llévalo con 10 % de descuento por kilo.',
    img_url: '/img/productos/aguacate-hass.webp',
    descuento: 10,
    producto_id: 1,
    fecha_vig_inicio: '2026-06-01',
    fecha_vig_fin: null,
  },
  {
    id: 3,
    titulo: 'Envío gratis desde $500',
    descripcion:
      'Arma tu despensa de frutas, verduras y productos de la región: en pedidos desde $500 MXN el envío a Tecate, Tijuana, Rosarito y Ensenada es gratis.',
    img_url: '/img/slides/3.webp',
    descuento: null,
    producto_id: null,
    fecha_vig_inicio: '2026-01-01',
    fecha_vig_fin: '2027-12-31',
  },
  {
    id: 4,
    titulo: 'Cítricos de invierno',
    descripcion:
      'Naranja valenciana y limón con 20 % de descuento durante la temporada de invierno 2025.',
    img_url: '/img/slides/4.webp',
    descuento: 20,
    producto_id: 13,
    fecha_vig_inicio: '2025-11-01',
    fecha_vig_fin: '2025-12-31',
  },
];
