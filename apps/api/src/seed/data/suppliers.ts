/**
 * Los proveedores de la tienda de ejemplo (issue 46) y lo que cada uno le vende: el empaque en que lo vende
 * (`cantidad` en la unidad de lote del producto: gramos si se vende por peso en pasos, piezas si no — una
 * «pieza» de un producto vendido «por kg» como pieza es un kilo) y qué parte del precio neto de venta se queda
 * la tienda (`margen`): el costo del empaque sale de ahí, redondeado a pesos, para que el margen bruto
 * tenga sentido con los precios del catálogo. El primer proveedor de cada producto es el preferido.
 *
 * `vida`: días desde que llega hasta su fecha de consumo preferente (hojas días, papa semanas);
 * `diarias`: cuántos artículos se venden en un día normal (la historia de ejemplo, seed/history.ts).
 * Teléfonos y correos inventados (dominio example.mx).
 */

export type SupplierKey = 'abasto' | 'sanquintin' | 'valle' | 'tecate' | 'otay' | 'tortilleria';

export interface SeedSupplier {
  key: SupplierKey;
  nombre: string;
  contacto: string;
  telefono: string;
  whatsapp: string | null;
  correo: string | null;
  diasEntrega: number;
  notas: string | null;
  /** Prefix of its lot codes. */
  codigo: string;
  /** Bought at the market stall at dawn: receipts without a purchase order. */
  mercado?: boolean;
}

export const suppliers: SeedSupplier[] = [
  {
    key: 'abasto',
    nombre: 'Bodega Hermanos Ramírez (Central de Abasto de Tijuana)',
    contacto: 'Jorge Ramírez',
    telefono: '664 621 3380',
    whatsapp: '664 621 3380',
    correo: null,
    diasEntrega: 0,
    notas: 'Pasillo C, bodega 14. Se compra en persona de 5 a 7 de la mañana; paga en efectivo.',
    codigo: 'CAT',
    mercado: true,
  },
  {
    key: 'sanquintin',
    nombre: 'Rancho Los Pinos (San Quintín)',
    contacto: 'Lucía Hernández',
    telefono: '616 165 2241',
    whatsapp: '616 108 4437',
    correo: 'pedidos.lospinos@example.mx',
    diasEntrega: 1,
    notas: 'Fresa, arándano y hortalizas de temporada. Entrega en la tienda martes y viernes antes de las 8.',
    codigo: 'RLP',
  },
  {
    key: 'valle',
    nombre: 'Hidropónicos y Olivar del Valle (Valle de Guadalupe)',
    contacto: 'Andrés Castro',
    telefono: '646 155 3017',
    whatsapp: '646 117 2290',
    correo: 'ventas.hidrovalle@example.mx',
    diasEntrega: 1,
    notas: 'Lechuga, cilantro y hortalizas de invernadero hidropónico; aceite de oliva de su olivar.',
    codigo: 'HVG',
  },
  {
    key: 'tecate',
    nombre: 'Granja Avícola El Encino (Tecate)',
    contacto: 'Rosa María Lugo',
    telefono: '665 654 1180',
    whatsapp: '665 119 4702',
    correo: null,
    diasEntrega: 2,
    notas: 'Huevo del día, queso fresco y miel del rancho. Pedido mínimo: 5 cajas.',
    codigo: 'GEE',
  },
  {
    key: 'otay',
    nombre: 'Abarrotes Mayoristas de Otay',
    contacto: 'Mostrador de mayoreo',
    telefono: '664 623 9054',
    whatsapp: null,
    correo: 'mayoreo.otay@example.mx',
    diasEntrega: 2,
    notas: 'Granos, envasados y café. Factura al día siguiente.',
    codigo: 'AMO',
  },
  {
    key: 'tortilleria',
    nombre: 'Tortillería La Guadalupana',
    contacto: 'Don Ernesto Villalobos',
    telefono: '664 634 7712',
    whatsapp: '664 250 8891',
    correo: null,
    diasEntrega: 0,
    notas: 'Tortillas y tamales hechos en la mañana; entrega diaria a las 7.',
    codigo: 'TLG',
  },
];

export interface SupplierOffer {
  proveedor: SupplierKey;
  empaque: string;
  /** One pack in the product's lot unit (grams or pieces). */
  cantidad: number;
  /** Share of the net sale price the shop keeps at this supplier's cost (0.3: a 30 % gross margin). */
  margen: number;
}

export interface ProductBuying {
  productoId: number;
  /** The first offer is the preferred supplier's. */
  ofertas: SupplierOffer[];
  vida: number;
  diarias: number;
}

const o = (proveedor: SupplierKey, empaque: string, cantidad: number, margen: number): SupplierOffer => ({ proveedor, empaque, cantidad, margen });

export const productBuying: ProductBuying[] = [
  // Frutas
  { productoId: 1, ofertas: [o('abasto', 'caja de 10 kg (≈ 48 piezas)', 48, 0.34)], vida: 7, diarias: 14 },
  // The offer (15 % off) sells the strawberries almost at cost: the «worst product» of the reports.
  { productoId: 2, ofertas: [o('sanquintin', 'charola de 12 clamshells de 500 g', 12, 0.05), o('abasto', 'charola de 8 clamshells de 500 g', 8, 0.02)], vida: 5, diarias: 5 },
  { productoId: 3, ofertas: [o('abasto', 'caja de 14 piezas', 14, 0.38)], vida: 8, diarias: 9 },
  { productoId: 4, ofertas: [o('abasto', 'costal de 20 kg', 20_000, 0.41), o('sanquintin', 'caja de 10 kg', 10_000, 0.36)], vida: 21, diarias: 8 },
  { productoId: 5, ofertas: [o('abasto', 'caja de 18 kg', 18, 0.3)], vida: 7, diarias: 7 },
  { productoId: 6, ofertas: [o('abasto', 'caja de 8 kg', 8, 0.33)], vida: 12, diarias: 2 },
  { productoId: 7, ofertas: [o('abasto', 'arpilla de 40 kg (5 piezas)', 40, 0.22)], vida: 14, diarias: 4 },
  { productoId: 8, ofertas: [o('abasto', 'caja de 9 piezas', 9, 0.36)], vida: 10, diarias: 2 },
  { productoId: 9, ofertas: [o('abasto', 'caja de 10 kg', 10, 0.32)], vida: 7, diarias: 2 },
  { productoId: 10, ofertas: [o('abasto', 'caja de 18 kg', 18, 0.37)], vida: 21, diarias: 2 },
  { productoId: 11, ofertas: [o('abasto', 'caja de 18 kg', 18, 0.35)], vida: 35, diarias: 4 },
  { productoId: 12, ofertas: [o('abasto', 'caja de 18 kg', 18, 0.36)], vida: 35, diarias: 2 },
  { productoId: 13, ofertas: [o('abasto', 'arpilla de 20 kg', 20, 0.28)], vida: 21, diarias: 5 },
  { productoId: 14, ofertas: [o('abasto', 'caja de 8 piezas', 8, 0.39)], vida: 9, diarias: 2 },
  { productoId: 15, ofertas: [o('abasto', 'costal de 20 piezas', 20, 0.43)], vida: 30, diarias: 1 },
  // 25 % off: close to cost as well.
  { productoId: 16, ofertas: [o('abasto', 'caja de 5 charolas de 500 g', 5, 0.08)], vida: 7, diarias: 2 },
  { productoId: 17, ofertas: [o('abasto', 'caja de 10 kg', 10, 0.4)], vida: 21, diarias: 1 },
  { productoId: 18, ofertas: [o('sanquintin', 'caja de 12 clamshells de 250 g', 12, 0.31)], vida: 10, diarias: 3 },
  // Vegetales
  { productoId: 19, ofertas: [o('sanquintin', 'caja de 13 kg', 13_000, 0.33), o('abasto', 'caja de 10 kg', 10_000, 0.29)], vida: 8, diarias: 16 },
  { productoId: 20, ofertas: [o('abasto', 'caja de 10 kg', 10, 0.42)], vida: 12, diarias: 2 },
  { productoId: 21, ofertas: [o('abasto', 'arpilla de 25 kg', 25_000, 0.4)], vida: 35, diarias: 10 },
  { productoId: 22, ofertas: [o('abasto', 'bolsa de 5 kg', 5, 0.35)], vida: 6, diarias: 2 },
  { productoId: 23, ofertas: [o('valle', 'paquete de 24 manojos', 24, 0.45), o('abasto', 'paquete de 30 manojos', 30, 0.4)], vida: 5, diarias: 6 },
  { productoId: 24, ofertas: [o('valle', 'caja de 24 piezas', 24, 0.38), o('abasto', 'caja de 24 piezas', 24, 0.33)], vida: 6, diarias: 4 },
  { productoId: 25, ofertas: [o('abasto', 'arpilla de 25 kg', 25_000, 0.36)], vida: 35, diarias: 8 },
  { productoId: 26, ofertas: [o('abasto', 'costal de 20 kg', 20_000, 0.39)], vida: 21, diarias: 6 },
  { productoId: 27, ofertas: [o('sanquintin', 'bolsa de 24 piezas', 24, 0.37)], vida: 7, diarias: 5 },
  { productoId: 28, ofertas: [o('valle', 'caja de 10 kg', 10, 0.3), o('sanquintin', 'caja de 12 kg', 12, 0.33)], vida: 10, diarias: 3 },
  { productoId: 29, ofertas: [o('valle', 'caja de 9 kg', 9, 0.31)], vida: 7, diarias: 2 },
  { productoId: 30, ofertas: [o('abasto', 'caja de 40 mallas de 250 g', 40, 0.44)], vida: 60, diarias: 2 },
  { productoId: 31, ofertas: [o('valle', 'caja de 6 paquetes', 6, 0.27)], vida: 7, diarias: 2 },
  { productoId: 32, ofertas: [o('valle', 'caja de 5 kg', 5, 0.29)], vida: 10, diarias: 2 },
  { productoId: 33, ofertas: [o('valle', 'caja de 10 kg', 10, 0.34)], vida: 10, diarias: 1 },
  { productoId: 34, ofertas: [o('abasto', 'caja de 18 kg', 18, 0.38)], vida: 30, diarias: 1 },
  { productoId: 35, ofertas: [o('abasto', 'caja de 20 bolsas de 250 g', 20, 0.42)], vida: 30, diarias: 1 },
  { productoId: 36, ofertas: [o('sanquintin', 'caja de 5 bolsas de 500 g', 5, 0.33)], vida: 6, diarias: 1 },
  // Varios
  // Eggs, the staple every shop sells near cost.
  { productoId: 37, ofertas: [o('tecate', 'caja de 15 docenas', 15, 0.09), o('otay', 'caja de 15 docenas', 15, 0.06)], vida: 28, diarias: 7 },
  { productoId: 38, ofertas: [o('tortilleria', 'bulto de 20 paquetes', 20, 0.3)], vida: 10, diarias: 4 },
  { productoId: 39, ofertas: [o('tortilleria', 'paca de 5 kg', 5, 0.26)], vida: 3, diarias: 5 },
  { productoId: 40, ofertas: [o('tecate', 'caja de 12 frascos', 12, 0.33)], vida: 365, diarias: 1 },
  { productoId: 41, ofertas: [o('tecate', 'caja de 10 piezas de 500 g', 10, 0.28)], vida: 14, diarias: 2 },
  { productoId: 42, ofertas: [o('otay', 'bulto de 25 kg', 25, 0.25)], vida: 365, diarias: 3 },
  { productoId: 43, ofertas: [o('otay', 'bulto de 25 kg', 25, 0.27)], vida: 365, diarias: 3 },
  { productoId: 44, ofertas: [o('otay', 'caja de 12 bolsas de 250 g', 12, 0.35)], vida: 180, diarias: 1 },
  { productoId: 45, ofertas: [o('valle', 'caja de 12 botellas de 500 ml', 12, 0.3)], vida: 540, diarias: 1 },
  { productoId: 46, ofertas: [o('otay', 'caja de 24 frascos de 250 ml', 24, 0.41)], vida: 180, diarias: 2 },
  { productoId: 47, ofertas: [o('tortilleria', 'charola de 2 docenas', 2, 0.32)], vida: 5, diarias: 1 },
  { productoId: 48, ofertas: [o('otay', 'caja de 20 bolsas de 250 g', 20, 0.4)], vida: 365, diarias: 1 },
  // Off the shop (out of their dates): the supplier is known, nothing was bought in these weeks.
  { productoId: 49, ofertas: [o('abasto', 'caja de 18 kg', 18, 0.35)], vida: 21, diarias: 0 },
  { productoId: 50, ofertas: [o('otay', 'caja de 20 bolsas de 500 g', 20, 0.38)], vida: 180, diarias: 0 },
];
