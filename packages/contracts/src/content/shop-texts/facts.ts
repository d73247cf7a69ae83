/**
 * What the shop's texts say of its rules, written from its settings — the FAQ, the terms and the privacy
 * notice once promised $100 / $500 / next day whatever the owner had set. Each `{marcador}` of a text is
 * replaced by the sentence below, made from the public configuration every page already has.
 */
import { clockLabel, minuteOfDay } from '../../delivery/rules';

/** The part of `/api/config` the sentences are made from. */
export interface ShopFactsSource {
  tienda: { nombre: string; telefono: string; whatsapp: string; email: string };
  envio: { costo: number; gratisDesde: number };
  entregas: { corte: string; zonas: readonly { nombre: string; costo: number; gratisDesde: number; minimo: number; diasEntrega: readonly number[] }[] };
  pagos: { proveedor: 'stripe' | 'prueba' };
}

export const SHOP_TEXT_PLACEHOLDERS = {
  tienda: 'El nombre de la tienda.',
  telefono: 'El teléfono de la tienda.',
  whatsapp: 'El WhatsApp de la tienda.',
  email: 'El correo de la tienda.',
  ciudades: 'Las zonas donde entregamos.',
  envio: 'Lo que cuesta el envío y desde cuánto es gratis, por zona.',
  minimo: 'El pedido mínimo, por zona.',
  entregas: 'Los días de entrega por zona y la hora de corte.',
  pagos: 'Las formas de pago en línea.',
  corte: 'La hora de corte de los pedidos (11:00 pm).',
  envioGratis: 'Desde cuánto el envío es gratis, en pocas palabras.',
} as const;
export type ShopTextPlaceholder = keyof typeof SHOP_TEXT_PLACEHOLDERS;

const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** «Tecate, Tijuana y Ensenada». */
export const joinList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/** «$500 MXN», «$80.50 MXN»: the way the shop's texts write money. */
export const pesosText = (pesos: number): string =>
  `$${pesos.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(pesos) ? 0 : 2, maximumFractionDigits: 2 })} MXN`;

/** «de lunes a sábado», «martes, jueves y sábado», «todos los días» (0 Sunday … 6 Saturday). */
export function weekdaysText(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return 'todos los días';
  const monFirst = sorted.map((d) => (d + 6) % 7).sort((a, b) => a - b); // Monday 0 … Sunday 6
  const consecutive = monFirst.length >= 3 && monFirst.every((d, i) => i === 0 || d === monFirst[i - 1]! + 1);
  const name = (m: number) => DAY_NAMES[(m + 1) % 7]!;
  if (consecutive) return `de ${name(monFirst[0]!)} a ${name(monFirst.at(-1)!)}`;
  return joinList(monFirst.map(name));
}

/** Zones grouped by what a sentence says of them, in the owner's order: «Tijuana y Rosarito» → value. */
export function grouped<T>(
  zones: ShopFactsSource['entregas']['zonas'],
  key: (z: ShopFactsSource['entregas']['zonas'][number]) => T,
  join: (names: readonly string[]) => string = joinList,
): { nombres: string; value: T }[] {
  const groups = new Map<string, { names: string[]; value: T }>();
  for (const z of zones) {
    const value = key(z);
    const id = JSON.stringify(value);
    const g = groups.get(id) ?? { names: [], value };
    g.names.push(z.nombre);
    groups.set(id, g);
  }
  return [...groups.values()].map((g) => ({ nombres: join(g.names), value: g.value }));
}

/** The sentence for each placeholder, from the shop's configuration. */
export function shopFacts(c: ShopFactsSource): Record<ShopTextPlaceholder, string> {
  const zonas = c.entregas.zonas;
  const fees = grouped(zonas, (z) => [z.costo, z.gratisDesde] as const);
  const minimums = grouped(zonas, (z) => z.minimo);
  const days = grouped(zonas, (z) => [...z.diasEntrega].sort());
  const fee = ([costo, gratis]: readonly [number, number]) => `cuesta ${pesosText(costo)} por pedido y es gratis en pedidos mayores a ${pesosText(gratis)}`;

  const envio =
    fees.length <= 1
      ? `El envío ${fee(fees[0]?.value ?? [c.envio.costo, c.envio.gratisDesde])}.`
      : `El envío ${fees.map((g) => `${fee(g.value)} en ${g.nombres}`).join('; ')}.`;
  const minimo =
    minimums.length === 0
      ? 'No hay un monto mínimo de compra.'
      : minimums.length === 1
        ? minimums[0]!.value > 0
          ? `El pedido mínimo para entrega a domicilio es de ${pesosText(minimums[0]!.value)}.`
          : 'No hay un monto mínimo de compra.'
        : `El pedido mínimo para entrega a domicilio es de ${joinList(minimums.map((g) => `${pesosText(g.value)} en ${g.nombres}`))}.`;
  const corte = clockLabel(minuteOfDay(c.entregas.corte));
  const entregas =
    days.length === 0
      ? 'Por ahora no tenemos días de entrega programados: escríbenos y acordamos la tuya.'
      : `Entregamos ${days.map((g) => (days.length === 1 ? weekdaysText(g.value) : `${weekdaysText(g.value)} en ${g.nombres}`)).join('; ')}. Los pedidos realizados antes de las ${corte} se entregan el siguiente día de entrega de su zona; después de esa hora, el día de entrega que sigue. Al escribir tu código postal en el carrito verás la fecha exacta.`;
  return {
    tienda: c.tienda.nombre,
    telefono: c.tienda.telefono,
    whatsapp: c.tienda.whatsapp,
    email: c.tienda.email,
    ciudades: zonas.length ? joinList(zonas.map((z) => z.nombre)) : 'Baja California',
    envio,
    minimo,
    entregas,
    pagos: 'tarjeta de crédito o débito',
    corte,
    envioGratis:
      fees.length <= 1
        ? `en compras mayores a ${pesosText((fees[0]?.value ?? [c.envio.costo, c.envio.gratisDesde])[1])}`
        : `desde ${pesosText(Math.min(...fees.map((g) => g.value[1])))}, según tu zona`,
  };
}

/** A text with its `{marcador}`s filled; an unknown one is left as written, so the owner sees the typo. */
export const fillShopText = (text: string, facts: Record<string, string>): string =>
  text.replace(/\{([a-z]+)\}/g, (whole, key: string) => (key in facts ? facts[key]! : whole));
