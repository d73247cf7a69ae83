import { clockLabel, minuteOfDay } from '../../delivery/rules';
import { grouped as groupedEs, type ShopFactsSource, type ShopTextPlaceholder } from './facts';

// The same sentences as facts.ts, in English, for the storefront's English pages (the Spanish ones stay
// as they are: they are what SPEC.md's texts say).

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** «Tecate, Tijuana and Ensenada». */
export const joinListEn = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** «MX$500», «MX$80.50». */
const pesosEn = (pesos: number): string =>
  `MX$${pesos.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(pesos) ? 0 : 2, maximumFractionDigits: 2 })}`;

function weekdaysEn(days: readonly number[]): string {
  const monFirst = [...new Set(days)].map((d) => (d + 6) % 7).sort((a, b) => a - b);
  if (monFirst.length === 7) return 'every day';
  const name = (m: number) => DAYS[(m + 1) % 7]!;
  const consecutive = monFirst.length >= 3 && monFirst.every((d, i) => i === 0 || d === monFirst[i - 1]! + 1);
  return consecutive ? `${name(monFirst[0]!)} to ${name(monFirst.at(-1)!)}` : joinListEn(monFirst.map(name));
}

/** Zones grouped by what a sentence says of them: «Tijuana and Rosarito» → value. */
const grouped = <T,>(zones: ShopFactsSource['entregas']['zonas'], key: (z: ShopFactsSource['entregas']['zonas'][number]) => T) => groupedEs(zones, key, joinListEn);

/** The sentence for each placeholder, in English. */
export function shopFactsEn(c: ShopFactsSource): Record<ShopTextPlaceholder, string> {
  const zonas = c.entregas.zonas;
  const fees = grouped(zonas, (z) => [z.costo, z.gratisDesde] as const);
  const minimums = grouped(zonas, (z) => z.minimo);
  const days = grouped(zonas, (z) => [...z.diasEntrega].sort());
  const fee = ([costo, gratis]: readonly [number, number]) => `costs ${pesosEn(costo)} per order and is free on orders over ${pesosEn(gratis)}`;
  const corte = clockLabel(minuteOfDay(c.entregas.corte));
  return {
    tienda: c.tienda.nombre,
    telefono: c.tienda.telefono,
    whatsapp: c.tienda.whatsapp,
    email: c.tienda.email,
    ciudades: zonas.length ? joinListEn(zonas.map((z) => z.nombre)) : 'Baja California',
    envio:
      fees.length <= 1
        ? `Delivery ${fee(fees[0]?.value ?? [c.envio.costo, c.envio.gratisDesde])}.`
        : `Delivery ${fees.map((g) => `${fee(g.value)} in ${g.nombres}`).join('; ')}.`,
    minimo:
      minimums.length === 0 || (minimums.length === 1 && minimums[0]!.value <= 0)
        ? 'There is no minimum order.'
        : minimums.length === 1
          ? `The minimum order for delivery is ${pesosEn(minimums[0]!.value)}.`
          : `The minimum order for delivery is ${joinListEn(minimums.map((g) => `${pesosEn(g.value)} in ${g.nombres}`))}.`,
    entregas:
      days.length === 0
        ? 'We have no delivery days scheduled for now: write to us and we will arrange yours.'
        : `We deliver ${days.map((g) => (days.length === 1 ? weekdaysEn(g.value) : `${weekdaysEn(g.value)} in ${g.nombres}`)).join('; ')}. Orders placed before ${corte} arrive on the zone's next delivery day; after that, on the one after. Enter your postal code in the cart to see the exact date.`,
    pagos: 'credit or debit card',
    corte,
    envioGratis:
      fees.length <= 1
        ? `on orders over ${pesosEn((fees[0]?.value ?? [c.envio.costo, c.envio.gratisDesde])[1])}`
        : `from ${pesosEn(Math.min(...fees.map((g) => g.value[1])))}, depending on your zone`,
  };
}
