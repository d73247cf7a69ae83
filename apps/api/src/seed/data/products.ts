import type { SeedProduct } from './types';

/**
 * Catálogo inicial de Huerta Baja (precios en centavos de MXN, impuestos incluidos).
 * categoria_id: 1 = Frutas, 2 = Vegetales, 3 = Varios. descuento: porcentaje entero o null ("N/A").
 * tasa_iva: los alimentos van al 0 % (LIVA art. 2-A), también los envasados (miel, café, aceite, salsa);
 * los alimentos preparados listos para comer, al 16 % (los tamales). Sin el campo: 0 %.
 * venta: lo que un verdulero vende por peso (issue 35), con `precio_centavos` por kilo — por pasos
 *   (`peso`: jitomate, cebolla, limón y zanahoria de 0.25 kg en 0.25 kg desde medio kilo; papa de 0.5 kg en
 *   0.5 kg) o por pieza cobrada al peso (`pieza_peso`: un aguacate ≈ 0.2 kg, un mango ≈ 0.35 kg). Sin el
 *   campo: por pieza, al precio de la pieza.
 * Las imágenes viven en apps/web/public/img/productos/ (Fluent Emoji de Microsoft, licencia MIT).
 *
 * Filtro de vigencia: los dos últimos ids NO deben aparecer en el listado público.
 *   - id 49 (Limón amarillo): vigencia TERMINADA (fecha_vig_fin 2025-06-30).
 *   - id 50 (Cacahuate tostado): vigencia FUTURA (fecha_vig_inicio 2030-01-01).
 */
/** Out of stock in the seed, so a new shop shows what «Agotado» looks like (the history sells them out too). */
export const SEED_OUT_OF_STOCK: ReadonlySet<number> = new Set([46, 48]);

export const products: SeedProduct[] = [
  // Frutas
  { id: 1, nombre: 'Aguacate Hass', categoria_id: 1, precio_centavos: 6990, cantidad: 'kg', descuento: 10, img_url: '/img/productos/aguacate-hass.webp', fecha_vig_inicio: '2025-01-06', fecha_vig_fin: null, venta: { modo: 'pieza_peso', gramos: 200 } },
  { id: 2, nombre: 'Fresa de San Quintín', categoria_id: 1, precio_centavos: 4990, cantidad: '500 g', descuento: 15, img_url: '/img/productos/fresa-de-san-quintin.webp', fecha_vig_inicio: '2026-09-15', fecha_vig_fin: '2027-06-30' },
  { id: 3, nombre: 'Mango Ataulfo', categoria_id: 1, precio_centavos: 4590, cantidad: 'kg', descuento: null, img_url: '/img/productos/mango-ataulfo.webp', fecha_vig_inicio: '2025-04-01', fecha_vig_fin: null, venta: { modo: 'pieza_peso', gramos: 350 } },
  { id: 4, nombre: 'Limón sin semilla', categoria_id: 1, precio_centavos: 3290, cantidad: 'kg', descuento: null, img_url: '/img/productos/limon-sin-semilla.webp', fecha_vig_inicio: '2025-01-06', fecha_vig_fin: null, venta: { modo: 'peso', gramos: 250, minimo: 2 } },
  { id: 5, nombre: 'Plátano Tabasco', categoria_id: 1, precio_centavos: 2490, cantidad: 'kg', descuento: null, img_url: '/img/productos/platano-tabasco.webp', fecha_vig_inicio: '2025-01-06', fecha_vig_fin: null },
  { id: 6, nombre: 'Uva roja sin semilla', categoria_id: 1, precio_centavos: 7990, cantidad: 'kg', descuento: 20, img_url: '/img/productos/uva-roja-sin-semilla.webp', fecha_vig_inicio: '2026-08-01', fecha_vig_fin: '2027-03-31' },
  { id: 7, nombre: 'Sandía', categoria_id: 1, precio_centavos: 1890, cantidad: 'kg', descuento: null, img_url: '/img/productos/sandia.webp', fecha_vig_inicio: '2025-05-10', fecha_vig_fin: null },
  { id: 8, nombre: 'Melón gota de miel', categoria_id: 1, precio_centavos: 4990, cantidad: 'pieza', descuento: null, img_url: '/img/productos/melon-gota-de-miel.webp', fecha_vig_inicio: '2025-06-02', fecha_vig_fin: null },
  { id: 9, nombre: 'Durazno amarillo', categoria_id: 1, precio_centavos: 5490, cantidad: 'kg', descuento: null, img_url: '/img/productos/durazno-amarillo.webp', fecha_vig_inicio: '2026-10-20', fecha_vig_fin: '2027-09-30' },
  { id: 10, nombre: 'Pera Bartlett', categoria_id: 1, precio_centavos: 4890, cantidad: 'kg', descuento: null, img_url: '/img/productos/pera-bartlett.webp', fecha_vig_inicio: '2025-08-18', fecha_vig_fin: null },
  { id: 11, nombre: 'Manzana roja', categoria_id: 1, precio_centavos: 4290, cantidad: 'kg', descuento: null, img_url: '/img/productos/manzana-roja.webp', fecha_vig_inicio: '2025-02-03', fecha_vig_fin: null },
  { id: 12, nombre: 'Manzana verde', categoria_id: 1, precio_centavos: 4590, cantidad: 'kg', descuento: null, img_url: '/img/productos/manzana-verde.webp', fecha_vig_inicio: '2025-02-03', fecha_vig_fin: null },
  { id: 13, nombre: 'Naranja valenciana', categoria_id: 1, precio_centavos: 2290, cantidad: 'kg', descuento: 10, img_url: '/img/productos/naranja-valenciana.webp', fecha_vig_inicio: '2025-11-03', fecha_vig_fin: null },
  { id: 14, nombre: 'Piña miel', categoria_id: 1, precio_centavos: 4490, cantidad: 'pieza', descuento: null, img_url: '/img/productos/pina-miel.webp', fecha_vig_inicio: '2025-03-17', fecha_vig_fin: null },
  { id: 15, nombre: 'Coco', categoria_id: 1, precio_centavos: 3590, cantidad: 'pieza', descuento: null, img_url: '/img/productos/coco.webp', fecha_vig_inicio: '2026-02-09', fecha_vig_fin: null },
  { id: 16, nombre: 'Cereza roja', categoria_id: 1, precio_centavos: 8990, cantidad: '500 g', descuento: 25, img_url: '/img/productos/cereza-roja.webp', fecha_vig_inicio: '2026-11-02', fecha_vig_fin: '2027-08-31' },
  { id: 17, nombre: 'Kiwi', categoria_id: 1, precio_centavos: 6990, cantidad: 'kg', descuento: null, img_url: '/img/productos/kiwi.webp', fecha_vig_inicio: '2025-09-22', fecha_vig_fin: null },
  { id: 18, nombre: 'Arándano azul', categoria_id: 1, precio_centavos: 5490, cantidad: '250 g', descuento: null, img_url: '/img/productos/arandano-azul.webp', fecha_vig_inicio: '2026-10-05', fecha_vig_fin: null },
  // Vegetales
  { id: 19, nombre: 'Tomate saladette', categoria_id: 2, precio_centavos: 2890, cantidad: 'kg', descuento: 10, img_url: '/img/productos/tomate-saladette.webp', fecha_vig_inicio: '2025-01-06', fecha_vig_fin: null, venta: { modo: 'peso', gramos: 250, minimo: 2 } },
  { id: 20, nombre: 'Chile jalapeño', categoria_id: 2, precio_centavos: 3490, cantidad: 'kg', descuento: null, img_url: '/img/productos/chile-jalapeno.webp', fecha_vig_inicio: '2025-01-06', fecha_vig_fin: null },
  { id: 21, nombre: 'Cebolla blanca', categoria_id: 2, precio_centavos: 2690, cantidad: 'kg', descuento: null, img_url: '/img/productos/cebolla-blanca.webp', fecha_vig_inicio: '2025-01-06', fecha_vig_fin: null, venta: { modo: 'peso', gramos: 250, minimo: 2 } },
  { id: 22, nombre: 'Nopal limpio', categoria_id: 2, precio_centavos: 3290, cantidad: 'kg', descuento: 15, img_url: '/img/productos/nopal-limpio.webp', fecha_vig_inicio: '2026-11-15', fecha_vig_fin: null },
  { id: 23, nombre: 'Cilantro', categoria_id: 2, precio_centavos: 890, cantidad: 'manojo', descuento: null, img_url: '/img/productos/cilantro.webp', fecha_vig_inicio: '2025-01-20', fecha_vig_fin: null },
  { id: 24, nombre: 'Lechuga romana', categoria_id: 2, precio_centavos: 2290, cantidad: 'pieza', descuento: null, img_url: '/img/productos/lechuga-romana.webp', fecha_vig_inicio: '2025-03-03', fecha_vig_fin: null },
  { id: 25, nombre: 'Papa blanca', categoria_id: 2, precio_centavos: 2990, cantidad: 'kg', descuento: null, img_url: '/img/productos/papa-blanca.webp', fecha_vig_inicio: '2025-01-20', fecha_vig_fin: null, venta: { modo: 'peso', gramos: 500, minimo: 1 } },
  { id: 26, nombre: 'Zanahoria', categoria_id: 2, precio_centavos: 1990, cantidad: 'kg', descuento: null, img_url: '/img/productos/zanahoria.webp', fecha_vig_inicio: '2025-01-20', fecha_vig_fin: null, venta: { modo: 'peso', gramos: 250, minimo: 2 } },
  { id: 27, nombre: 'Elote blanco', categoria_id: 2, precio_centavos: 1290, cantidad: 'pieza', descuento: null, img_url: '/img/productos/elote-blanco.webp', fecha_vig_inicio: '2026-07-13', fecha_vig_fin: '2028-06-30' },
  { id: 28, nombre: 'Pepino', categoria_id: 2, precio_centavos: 2190, cantidad: 'kg', descuento: null, img_url: '/img/productos/pepino.webp', fecha_vig_inicio: '2025-04-14', fecha_vig_fin: null },
  { id: 29, nombre: 'Brócoli', categoria_id: 2, precio_centavos: 4990, cantidad: 'kg', descuento: 20, img_url: '/img/productos/brocoli.webp', fecha_vig_inicio: '2026-09-01', fecha_vig_fin: null },
  { id: 30, nombre: 'Ajo', categoria_id: 2, precio_centavos: 3490, cantidad: '250 g', descuento: null, img_url: '/img/productos/ajo.webp', fecha_vig_inicio: '2025-05-26', fecha_vig_fin: null },
  { id: 31, nombre: 'Champiñón', categoria_id: 2, precio_centavos: 3990, cantidad: 'paquete', descuento: null, img_url: '/img/productos/champinon.webp', fecha_vig_inicio: '2026-03-23', fecha_vig_fin: null },
  { id: 32, nombre: 'Pimiento morrón', categoria_id: 2, precio_centavos: 5990, cantidad: 'kg', descuento: null, img_url: '/img/productos/pimiento-morron.webp', fecha_vig_inicio: '2025-10-13', fecha_vig_fin: null },
  { id: 33, nombre: 'Berenjena', categoria_id: 2, precio_centavos: 3990, cantidad: 'kg', descuento: null, img_url: '/img/productos/berenjena.webp', fecha_vig_inicio: '2026-05-04', fecha_vig_fin: '2027-12-31' },
  { id: 34, nombre: 'Camote', categoria_id: 2, precio_centavos: 3490, cantidad: 'kg', descuento: null, img_url: '/img/productos/camote.webp', fecha_vig_inicio: '2025-12-01', fecha_vig_fin: null },
  { id: 35, nombre: 'Jengibre', categoria_id: 2, precio_centavos: 2490, cantidad: '250 g', descuento: null, img_url: '/img/productos/jengibre.webp', fecha_vig_inicio: '2026-06-15', fecha_vig_fin: null },
  { id: 36, nombre: 'Chícharo', categoria_id: 2, precio_centavos: 3990, cantidad: '500 g', descuento: null, img_url: '/img/productos/chicharo.webp', fecha_vig_inicio: '2026-10-26', fecha_vig_fin: '2027-05-31' },
  // Varios
  { id: 37, nombre: 'Huevo blanco', categoria_id: 3, precio_centavos: 4290, cantidad: 'docena', descuento: null, img_url: '/img/productos/huevo-blanco.webp', fecha_vig_inicio: '2025-01-06', fecha_vig_fin: null },
  { id: 38, nombre: 'Tortillas de harina', categoria_id: 3, precio_centavos: 3990, cantidad: 'paquete', descuento: null, img_url: '/img/productos/tortillas-de-harina.webp', fecha_vig_inicio: '2025-01-06', fecha_vig_fin: null },
  { id: 39, nombre: 'Tortillas de maíz', categoria_id: 3, precio_centavos: 2490, cantidad: 'kg', descuento: null, img_url: '/img/productos/tortillas-de-maiz.webp', fecha_vig_inicio: '2025-01-06', fecha_vig_fin: null },
  { id: 40, nombre: 'Miel de abeja', categoria_id: 3, precio_centavos: 11990, cantidad: '500 g', descuento: 10, img_url: '/img/productos/miel-de-abeja.webp', fecha_vig_inicio: '2026-04-06', fecha_vig_fin: null },
  { id: 41, nombre: 'Queso fresco', categoria_id: 3, precio_centavos: 8990, cantidad: '500 g', descuento: null, img_url: '/img/productos/queso-fresco.webp', fecha_vig_inicio: '2025-07-07', fecha_vig_fin: null },
  { id: 42, nombre: 'Frijol pinto', categoria_id: 3, precio_centavos: 4490, cantidad: 'kg', descuento: null, img_url: '/img/productos/frijol-pinto.webp', fecha_vig_inicio: '2025-01-13', fecha_vig_fin: null },
  { id: 43, nombre: 'Arroz blanco', categoria_id: 3, precio_centavos: 3290, cantidad: 'kg', descuento: null, img_url: '/img/productos/arroz-blanco.webp', fecha_vig_inicio: '2025-01-13', fecha_vig_fin: null },
  { id: 44, nombre: 'Café de Ensenada', categoria_id: 3, precio_centavos: 14990, cantidad: '250 g', descuento: 15, img_url: '/img/productos/cafe-de-ensenada.webp', fecha_vig_inicio: '2026-08-24', fecha_vig_fin: '2028-12-31' },
  { id: 45, nombre: 'Aceite de oliva del Valle de Guadalupe', categoria_id: 3, precio_centavos: 21990, cantidad: '500 ml', descuento: null, img_url: '/img/productos/aceite-de-oliva-del-valle-de-guadalupe.webp', fecha_vig_inicio: '2026-01-19', fecha_vig_fin: null },
  { id: 46, nombre: 'Salsa roja de chile de árbol', categoria_id: 3, precio_centavos: 5990, cantidad: '250 ml', descuento: null, img_url: '/img/productos/salsa-roja-de-chile-de-arbol.webp', fecha_vig_inicio: '2025-10-27', fecha_vig_fin: null },
  { id: 47, nombre: 'Tamales de elote', categoria_id: 3, precio_centavos: 16990, cantidad: 'docena', descuento: null, img_url: '/img/productos/tamales-de-elote.webp', fecha_vig_inicio: '2026-11-09', fecha_vig_fin: '2027-04-30', tasa_iva: 16 },
  { id: 48, nombre: 'Flor de jamaica', categoria_id: 3, precio_centavos: 4490, cantidad: '250 g', descuento: null, img_url: '/img/productos/flor-de-jamaica.webp', fecha_vig_inicio: '2026-02-23', fecha_vig_fin: null },
  // Fuera de vigencia (no deben listarse)
  { id: 49, nombre: 'Limón amarillo', categoria_id: 1, precio_centavos: 5990, cantidad: 'kg', descuento: null, img_url: '/img/productos/limon-amarillo.webp', fecha_vig_inicio: '2025-01-15', fecha_vig_fin: '2025-06-30' },
  { id: 50, nombre: 'Cacahuate tostado', categoria_id: 3, precio_centavos: 5490, cantidad: '500 g', descuento: null, img_url: '/img/productos/cacahuate-tostado.webp', fecha_vig_inicio: '2030-01-01', fecha_vig_fin: null },
];
