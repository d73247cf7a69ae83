import type { StaffRole } from '@huerta/contracts';
import { linkOptions, type LinkOptions } from '@tanstack/react-router';
import { shopToday } from '../../lib/dates';

/** A screen staff can go to: where it is, its menu group, and who sees it. */
export interface Screen {
  label: string;
  link: LinkOptions;
  group: GroupName;
  /** Only the owner sees it (the server refuses the rest anyway). */
  owner?: boolean;
  /** In the palette only: the menu keeps to the screens of every day. */
  paletteOnly?: boolean;
  /** The menu's count beside it. */
  count?: 'mensajes' | 'facturas';
  /** More words the palette finds it by. */
  words?: string;
}

/** The menu's groups, by what staff do: the day's work first, the shop's settings last. */
export const GROUPS = ['Hoy', 'Ventas', 'Catálogo', 'Compras', 'Clientes', 'Contenido', 'Ajustes'] as const;
export type GroupName = (typeof GROUPS)[number];

/**
 * Every screen of the back office for this role. Built at render time: «Preparar» opens on the shop's today.
 * A driver has two doors only: their route and their account.
 */
export function screensFor(role: StaffRole): Screen[] {
  const ruta: Screen = { label: 'Mi ruta', link: linkOptions({ to: '/ruta' }), group: 'Hoy', words: 'reparto entregas del día' };
  const cuenta: Screen = { label: 'Mi cuenta', link: linkOptions({ to: '/cuenta' }), group: 'Ajustes', paletteOnly: true, words: 'contraseña verificación en dos pasos' };
  if (role === 'repartidor') return [ruta, { ...cuenta, paletteOnly: false }];
  const all: Screen[] = [
    { label: 'Resumen', link: linkOptions({ to: '/' }), group: 'Hoy', words: 'inicio tablero ventas' },
    { label: 'Preparar', link: linkOptions({ to: '/preparar', search: { dia: shopToday() } }), group: 'Hoy', words: 'lista de surtido hojas de empaque imprimir' },
    ruta,
    { label: 'Qué comprar', link: linkOptions({ to: '/comprar' }), group: 'Hoy', words: 'demanda compras' },
    { label: 'Mensajes', link: linkOptions({ to: '/mensajes' }), group: 'Hoy', count: 'mensajes', words: 'contacto correo' },
    { label: 'Pedidos', link: linkOptions({ to: '/pedidos', search: { pagina: 1 } }), group: 'Ventas', words: 'órdenes' },
    { label: 'Problemas reportados', link: linkOptions({ to: '/problemas' }), group: 'Ventas', words: 'reclamos quejas dañado faltó reembolso reponer saldo a favor' },
    { label: 'Facturas', link: linkOptions({ to: '/facturas', search: { estado: 'solicitada', pagina: 1 } }), group: 'Ventas', count: 'facturas', words: 'cfdi sat' },
    { label: 'Comprobantes', link: linkOptions({ to: '/comprobantes', search: { mes: shopToday().slice(0, 7) } }), group: 'Ventas', words: 'cfdi sat cancelar notas de crédito contador zip csv xml' },
    { label: 'Cortes de caja', link: linkOptions({ to: '/cortes' }), group: 'Ventas', owner: true, words: 'efectivo repartidores' },
    { label: 'Productos', link: linkOptions({ to: '/productos', search: { pagina: 1 } }), group: 'Catálogo', words: 'existencias inventario' },
    { label: 'Nuevo producto', link: linkOptions({ to: '/productos/nuevo', search: { pagina: 1 } }), group: 'Catálogo', paletteOnly: true },
    { label: 'Precios del día', link: linkOptions({ to: '/precios' }), group: 'Catálogo', paletteOnly: true, words: 'precios de hoy' },
    { label: 'Listas de precios', link: linkOptions({ to: '/listas' }), group: 'Catálogo', words: 'mayoreo' },
    { label: 'Promociones', link: linkOptions({ to: '/promociones' }), group: 'Catálogo', words: 'descuentos ofertas' },
    { label: 'Nueva promoción', link: linkOptions({ to: '/promociones/nueva' }), group: 'Catálogo', paletteOnly: true },
    { label: 'Cupones', link: linkOptions({ to: '/cupones' }), group: 'Ventas', owner: true, words: 'descuentos códigos cupón promoción' },
    { label: 'Proveedores', link: linkOptions({ to: '/proveedores', search: {} }), group: 'Compras', words: 'compras granjas central de abasto empaques costos' },
    { label: 'Órdenes de compra', link: linkOptions({ to: '/compras', search: {} }), group: 'Compras', words: 'compras pedidos a proveedores whatsapp' },
    { label: 'Recibir', link: linkOptions({ to: '/recibir' }), group: 'Compras', words: 'recepción mercancía lotes caducidad orden de compra mercado' },
    { label: 'Merma', link: linkOptions({ to: '/merma' }), group: 'Compras', words: 'desperdicio dañado vencido tirar baja' },
    { label: 'Vence pronto', link: linkOptions({ to: '/vence-pronto' }), group: 'Compras', words: 'caducidad lotes existencias por lote promoción' },
    { label: 'Reportes', link: linkOptions({ to: '/reportes', search: { periodo: 'semana' } }), group: 'Compras', owner: true, words: 'márgenes costos ganancia merma proveedores gráficas' },
    { label: 'Clientes', link: linkOptions({ to: '/clientes', search: { pagina: 1, orden: 'ultimo' } }), group: 'Clientes', words: 'compradores cuentas' },
    { label: 'Negocios', link: linkOptions({ to: '/negocios' }), group: 'Clientes', words: 'restaurantes crédito solicitudes' },
    { label: 'Blog', link: linkOptions({ to: '/blog' }), group: 'Contenido', words: 'artículos' },
    { label: 'Nuevo artículo', link: linkOptions({ to: '/blog/nuevo' }), group: 'Contenido', paletteOnly: true },
    { label: 'Carrusel', link: linkOptions({ to: '/carrusel' }), group: 'Contenido', words: 'diapositivas portada' },
    { label: 'Nueva diapositiva', link: linkOptions({ to: '/carrusel/nueva' }), group: 'Contenido', paletteOnly: true },
    { label: 'Traducciones', link: linkOptions({ to: '/traducciones', search: { pagina: 1, faltantes: false } }), group: 'Contenido', words: 'inglés english' },
    { label: 'Textos', link: linkOptions({ to: '/textos' }), group: 'Contenido', owner: true, words: 'textos de la tienda' },
    { label: 'Entregas', link: linkOptions({ to: '/entregas' }), group: 'Ajustes', owner: true, words: 'zonas horarios envío' },
    { label: 'Personal', link: linkOptions({ to: '/personal' }), group: 'Ajustes', owner: true, words: 'empleados repartidores' },
    { label: 'Registro', link: linkOptions({ to: '/registro', search: { pagina: 1 } }), group: 'Ajustes', owner: true, words: 'auditoría bitácora cambios' },
    { label: 'Ajustes', link: linkOptions({ to: '/ajustes' }), group: 'Ajustes', owner: true, words: 'tienda pagos pesaje' },
    cuenta,
  ];
  return all.filter((s) => !s.owner || role === 'dueño');
}
