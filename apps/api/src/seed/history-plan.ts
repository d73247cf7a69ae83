import {
  averageCost,
  costUnitSize,
  effectiveUnitCentavos,
  holdCentavos,
  itemsOfLot,
  lineCostCentavos,
  lineTotalCentavos,
  lotUnitOf,
  netSaleCentavos,
  priceForGrams,
  proposePurchase,
  shippingCentavos,
  toCentavos,
  toPesos,
  unitForQuantity,
  withListPrice,
  type LotUnit,
  type PurchaseState,
  type ShippingRule,
  type WasteReason,
} from '@huerta/contracts';
import { guests, restaurant } from './data/customers';
import { productBuying, suppliers, type SeedSupplier, type SupplierKey } from './data/suppliers';
import { addDays, weekdayOf, zonedDay, zonedInstant } from './shop-time';

/**
 * The shop's last weeks, computed before anything is written (seed/history.ts writes it): what was bought
 * from whom and when, what was sold and delivered, what was thrown away — replayed in time order so each
 * lot's remainder, each sale's frozen cost and each product's weighted average cost come out of the same
 * rules the shop runs on (contracts' buying rules). Deterministic: the same clock gives the same weeks.
 */

export interface HistoryProduct {
  id: number;
  nombre: string;
  precioCentavos: number;
  descuento: number | null;
  tasaIva: number;
  ventaModo: string | null;
  ventaGramos: number | null;
  ventaMinimo: number | null;
  cantidad: string;
  fechaVigInicio: string;
  fechaVigFin: string | null;
}

export interface HistoryInput {
  products: HistoryProduct[];
  now: Date;
  timeZone: string;
  shipping: ShippingRule;
  /** Products the seed leaves sold out («Agotado»): bought early on, not again. */
  soldOut: ReadonlySet<number>;
  weeks?: number;
}

export interface PlannedPurchaseOrder {
  ref: number;
  proveedor: SupplierKey;
  estado: PurchaseState;
  desde: string | null;
  dias: number | null;
  llegada: string | null;
  creada: string;
  enviadaPor: string | null;
  enviadaEn: string | null;
  cerradaEn: string | null;
  lineas: { productoId: number; paquetes: number; cantidad: number; costoPaqueteCentavos: number; recibida: number }[];
}

export interface PlannedLot {
  clave: string;
  productoId: number;
  proveedor: SupplierKey;
  orden: { ref: number; linea: number } | null;
  esperada: number | null;
  cantidad: number;
  restante: number;
  unidad: LotUnit;
  costoCentavos: number;
  codigo: string;
  vence: string;
  recibido: string;
}

export interface PlannedLine {
  productoId: number;
  nombre: string;
  items: number;
  precioUnitarioCentavos: number;
  precioPublicoCentavos: number | null;
  totalLineaCentavos: number;
  tasaIva: number;
  gramosPorItem: number | null;
  ventaModo: string | null;
  gramosPesados: number | null;
  totalFinalCentavos: number | null;
  costoUnitarioCentavos: number | null;
  costoCentavos: number | null;
  lotes: { clave: string; cantidad: number }[];
}

export interface PlannedOrder {
  /** A guest (index in data/customers.ts) or the restaurant. */
  cliente: number | 'negocio';
  diaEntrega: string;
  ventana: 'manana' | 'tarde';
  creado: string;
  pagadoEn: string;
  /** When it left the shop (packed, weighed, lots drawn) and when it was delivered. */
  salida: string;
  entregado: string;
  subtotalCentavos: number;
  envioCentavos: number;
  totalCentavos: number;
  subtotalFinalCentavos: number | null;
  totalFinalCentavos: number | null;
  cobroCentavos: number | null;
  lineas: PlannedLine[];
}

export interface PlannedWaste {
  clave: string;
  lote: string;
  productoId: number;
  cantidad: number;
  motivo: WasteReason;
  costoCentavos: number;
  nota: string | null;
  creada: string;
}

export interface HistoryPlan {
  supplierProducts: { proveedor: SupplierKey; productoId: number; empaque: string; empaqueCantidad: number; costoCentavos: number; preferido: boolean }[];
  purchaseOrders: PlannedPurchaseOrder[];
  lots: PlannedLot[];
  orders: PlannedOrder[];
  waste: PlannedWaste[];
  stock: { productoId: number; disponibles: number; costoCentavos: number | null }[];
}

/** A small seeded generator (mulberry32): variety without Math.random. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

const MINUTE = 60_000;
/** Orders a day, by weekday (Sunday first): Saturday is the busy day. */
const ORDERS_BY_WEEKDAY = [6, 7, 9, 9, 10, 11, 13];
const AVERAGE_ORDERS = ORDERS_BY_WEEKDAY.reduce((a, b) => a + b, 0) / 7;
/** Broken or bruised on arrival, now and then. */
const FRAGILE = new Set([1, 2, 3, 9, 19, 23, 24, 27]);
/** A line for all that is left. */
const ALL = -1;
/** The purchase proposal's safety margin (existencias.margen_compra's default). */
const SAFETY_PCT = 10;
/** A card holds this much over a weighed order's estimate (settings' peso.margen default). */
const HOLD_PCT = 10;

interface ProductState {
  p: HistoryProduct;
  unit: LotUnit;
  /** Grams of a step or piece (weighed products), null by the piece. */
  step: number | null;
  buying: (typeof productBuying)[number];
  packCost: number[];
  lots: PlannedLot[];
  lotMs: Map<string, number>;
  average: number | null;
}

/** How often a product is bought: leafy greens every other day, potatoes weekly, dry goods fortnightly. */
const everyDays = (vida: number) => (vida <= 3 ? 1 : vida <= 6 ? 2 : vida <= 10 ? 3 : vida <= 21 ? 4 : vida <= 60 ? 7 : 14);

export function planHistory(input: HistoryInput): HistoryPlan {
  const { timeZone, shipping } = input;
  const weeks = input.weeks ?? 4;
  const nowMs = input.now.getTime();
  const today = zonedDay(input.now, timeZone);
  const start = addDays(today, -7 * weeks);
  const at = (day: string, hour: number, minute = 0) => zonedInstant(day, hour * 60 + minute, timeZone).getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const rng = generator(46);
  const supplierOf = new Map<SupplierKey, SeedSupplier>(suppliers.map((s) => [s.key, s]));

  // Products, their unit, their suppliers' pack costs (the margin the data gives under the net sale price).
  const products = new Map<number, ProductState>();
  for (const buying of productBuying) {
    const p = input.products.find((x) => x.id === buying.productoId);
    if (!p) continue;
    const unit = lotUnitOf(p.ventaModo);
    const step = p.ventaModo ? p.ventaGramos : null;
    const retail = effectiveUnitCentavos(p.precioCentavos, p.descuento);
    // The net price of one cost unit: a kilo (by weight), a piece (an avocado is its grams at the kilo price), an item.
    const perCostUnit = netSaleCentavos(p.ventaModo === 'pieza_peso' ? priceForGrams(retail, step ?? 0) : retail, p.tasaIva);
    const packCost = buying.ofertas.map((o) => Math.max(100, Math.round((perCostUnit * (1 - o.margen) * (o.cantidad / costUnitSize(unit))) / 100) * 100));
    products.set(p.id, { p, unit, step, buying, packCost, lots: [], lotMs: new Map(), average: null });
  }
  const lastCost = new Map<string, number>();
  const active = (s: ProductState, day: string) => s.p.fechaVigInicio <= day && (s.p.fechaVigFin === null || day <= s.p.fechaVigFin);
  const sellable = (s: ProductState, day: string) => s.buying.diarias > 0 && active(s, day) && active(s, addDays(day, -1));
  const lotUnitsPerItem = (s: ProductState) => (s.unit === 'g' ? (s.step ?? 1) : 1);
  const restaurantItems = new Map(restaurant.compras.map(([id, lo, hi]) => [id, (lo + hi) / 2]));
  /** What a product is expected to sell a day, in lot units: the shop's guests plus the restaurant's two orders a week. */
  const forecast = (s: ProductState) => (s.buying.diarias + ((restaurantItems.get(s.p.id) ?? 0) * 2) / 7) * lotUnitsPerItem(s) * (s.unit === 'g' ? 1.02 : 1);

  type Event = { ms: number; seq: number; apply: () => void };
  const events: Event[] = [];
  let seq = 0;
  const on = (ms: number, apply: () => void) => {
    if (ms < nowMs) events.push({ ms, seq: seq++, apply });
  };

  const onHand = (s: ProductState) => s.lots.reduce((n, l) => n + l.restante, 0);
  /** Lots of a product that have arrived by `ms` and are still good on `day`, first-expiring first. */
  const fefo = (s: ProductState, ms: number, day: string) =>
    s.lots.filter((l) => l.restante > 0 && s.lotMs.get(l.clave)! <= ms && l.vence >= day).sort((a, b) => (a.vence < b.vence ? -1 : a.vence > b.vence ? 1 : s.lotMs.get(a.clave)! - s.lotMs.get(b.clave)!));
  const draw = (s: ProductState, ms: number, day: string, cantidad: number) => {
    const taken: { clave: string; cantidad: number }[] = [];
    let left = cantidad;
    for (const lot of fefo(s, ms, day)) {
      if (left === 0) break;
      const n = Math.min(left, lot.restante);
      lot.restante -= n;
      left -= n;
      taken.push({ clave: lot.clave, cantidad: n });
    }
    return taken;
  };

  /** Lot units ordered of a product for a delivery day (`id:day`), filled in as the sales are planned below. */
  const orderedFor = new Map<string, number>();

  // ── Receipts ───────────────────────────────────────────────────────────────────────────────────────
  const purchaseOrders: PlannedPurchaseOrder[] = [];
  const poByKey = new Map<string, PlannedPurchaseOrder>();
  const lots: PlannedLot[] = [];
  const waste: PlannedWaste[] = [];

  /** The receipt days of each product and who it came from (the second supplier every third time). */
  const schedule: { s: ProductState; day: string; offer: number }[] = [];
  for (const s of products.values()) {
    if (s.buying.diarias === 0) continue;
    const every = everyDays(s.buying.vida);
    let k = 0;
    for (let i = 0, first = true; i <= 7 * weeks; i++) {
      const day = addDays(start, i);
      if (!active(s, day)) continue;
      if (input.soldOut.has(s.p.id) && i > 10) break;
      if (first || (i + s.p.id) % every === 0) {
        schedule.push({ s, day, offer: s.buying.ofertas.length > 1 && k % 3 === 2 ? 1 : 0 });
        k++;
        first = false;
      }
    }
  }
  // The last order of Rancho Los Pinos arrived in part (one line short, still expected).
  const partialDay = schedule
    .filter((r) => r.s.buying.ofertas[r.offer]!.proveedor === 'sanquintin' && at(r.day, 7, 30) < nowMs)
    .map((r) => r.day)
    .sort()
    .at(-1);

  const nextReceipt = new Map<string, string>();
  for (const s of products.values()) {
    const days = schedule.filter((r) => r.s === s).map((r) => r.day);
    days.forEach((d, i) => nextReceipt.set(`${s.p.id}:${d}`, days[i + 1] ?? addDays(d, everyDays(s.buying.vida))));
  }

  for (const r of schedule) {
    const { s, day } = r;
    const offer = s.buying.ofertas[r.offer]!;
    const supplier = supplierOf.get(offer.proveedor)!;
    const ms = at(day, supplier.mercado ? 6 : 7, supplier.mercado ? 0 : 30) + (s.p.id % 20) * MINUTE;
    on(ms, () => {
      const until = nextReceipt.get(`${s.p.id}:${day}`)!;
      const days = Math.max(1, Math.round((Date.parse(`${until}T12:00:00Z`) - Date.parse(`${day}T12:00:00Z`)) / 86_400_000));
      const stock = s.lots.filter((l) => l.vence > day).reduce((n, l) => n + l.restante, 0);
      const partialPo = !supplier.mercado && offer.proveedor === 'sanquintin' && day === partialDay;
      // The demand of the days it is bought for: the orders placed for them (the shop's «Qué comprar»), or the
      // forecast for days still to come.
      let demand = 0;
      for (let d = 0; d < days; d++) {
        const of = addDays(day, d);
        demand += of <= today ? (orderedFor.get(`${s.p.id}:${of}`) ?? 0) : forecast(s);
      }
      // Plus a day's sales on the shelf (half a day of what spoils within the week): the shop never opens, or
      // first starts, with its staples sold out.
      let { paquetes } = proposePurchase({ demand: Math.ceil(demand + forecast(s) * (s.buying.vida >= 7 ? 1 : 0.5)), stock, margenPct: SAFETY_PCT, pack: offer.cantidad });
      if (partialPo) paquetes = Math.max(paquetes, 2);
      if (paquetes === 0) return;
      const ordered = paquetes * offer.cantidad;
      // What arrived: now and then a pack short; the partial order's first line, half of it.
      let arrived = paquetes;
      let po: PlannedPurchaseOrder | null = null;
      if (!supplier.mercado) {
        const key = `${offer.proveedor}:${day}`;
        po = poByKey.get(key) ?? null;
        if (!po) {
          const sentDay = addDays(day, -Math.max(1, supplier.diasEntrega));
          const creada = at(sentDay, 16, rng.int(0, 50));
          po = {
            ref: purchaseOrders.length + 1,
            proveedor: offer.proveedor,
            estado: partialPo ? 'recibida_parcial' : 'cerrada',
            desde: day,
            dias: days,
            llegada: day,
            creada: iso(creada),
            enviadaPor: supplier.whatsapp ? 'whatsapp' : 'correo',
            enviadaEn: iso(creada + 7 * MINUTE),
            cerradaEn: partialPo ? null : iso(at(day, 8, 15)),
            lineas: [],
          };
          poByKey.set(key, po);
          purchaseOrders.push(po);
        }
        if (partialPo && po.lineas.length === 0) arrived = Math.floor(paquetes / 2);
        else if (paquetes >= 2 && rng.next() < 0.06) arrived = paquetes - 1;
      }
      // The market moves: what a pack cost this time, around the usual.
      const packCost = Math.round((s.packCost[r.offer]! * (1 + (rng.int(0, 12) - 6) / 100)) / 100) * 100;
      const costKey = `${offer.proveedor}:${s.p.id}`;
      const expected = lastCost.get(costKey) ?? s.packCost[r.offer]!;
      const cantidad = arrived * offer.cantidad;
      const linea = po ? po.lineas.push({ productoId: s.p.id, paquetes, cantidad: ordered, costoPaqueteCentavos: expected, recibida: cantidad }) - 1 : -1;
      if (arrived === 0) return;
      lastCost.set(costKey, packCost);
      const lot: PlannedLot = {
        clave: `semilla-lote-${s.p.id}-${day}`,
        productoId: s.p.id,
        proveedor: offer.proveedor,
        orden: po ? { ref: po.ref, linea } : null,
        esperada: po ? ordered : null,
        cantidad,
        restante: cantidad,
        unidad: s.unit,
        costoCentavos: packCost * arrived,
        codigo: `${supplier.codigo}-${day.slice(5, 7)}${day.slice(8, 10)}-${s.p.id}`,
        vence: addDays(day, s.buying.vida),
        recibido: iso(ms),
      };
      s.average = averageCost({ onHand: onHand(s), average: s.average }, lot, s.unit);
      s.lots.push(lot);
      s.lotMs.set(lot.clave, ms);
      lots.push(lot);
      if (FRAGILE.has(s.p.id) && rng.next() < 0.15) {
        const broken = Math.max(1, Math.round((cantidad * rng.int(2, 5)) / 100 / (s.unit === 'g' ? 50 : 1)) * (s.unit === 'g' ? 50 : 1));
        // Found when the boxes are opened, before anything of it is sold.
        lose(s, lot, broken, 'dañado', 'Llegó golpeado en la caja.', ms + 45 * MINUTE);
      }
    });
  }

  function lose(s: ProductState, lot: PlannedLot, cantidad: number, motivo: WasteReason, nota: string | null, ms: number) {
    const n = Math.min(cantidad, lot.restante);
    if (n <= 0) return;
    lot.restante -= n;
    waste.push({ clave: `semilla-merma-${waste.length + 1}`, lote: lot.clave, productoId: s.p.id, cantidad: n, motivo, costoCentavos: Math.round((lot.costoCentavos * n) / lot.cantidad), nota, creada: iso(ms) });
  }
  /** Waste from the lot that expires first (what staff pick up first). */
  const loseOldest = (id: number, day: string, hour: number, cantidad: number, motivo: WasteReason, nota: string) => {
    const s = products.get(id);
    if (!s) return;
    const ms = at(day, hour);
    on(ms, () => {
      const lot = fefo(s, ms, day)[0];
      if (lot) lose(s, lot, cantidad, motivo, nota, ms);
    });
  };

  // ── Sales ──────────────────────────────────────────────────────────────────────────────────────────
  const orders: PlannedOrder[] = [];
  const list = { nombre: restaurant.lista.nombre, descuentoGeneral: restaurant.lista.descuentoGeneral, productos: Object.fromEntries(restaurant.lista.productos.map((l) => [l.productoId, { precioCentavos: l.precioCentavos, descuento: l.descuento, tramos: [] }])) };
  const guestWeights = guests.map((g) => g.peso);
  const totalWeight = guestWeights.reduce((a, b) => a + b, 0);
  const pickGuest = () => {
    let x = rng.next() * totalWeight;
    for (let i = 0; i < guests.length; i++) if ((x -= guestWeights[i]!) < 0) return i;
    return guests.length - 1;
  };
  const itemRange = (s: ProductState): [number, number] => {
    if (s.p.ventaModo === 'peso') return [s.p.ventaMinimo ?? 1, (s.p.ventaMinimo ?? 1) + 5];
    if (s.p.ventaModo === 'pieza_peso') return [2, 6];
    return s.p.cantidad === 'kg' ? [1, 3] : [1, 2];
  };

  for (let i = 1; i <= 7 * weeks; i++) {
    const day = addDays(start, i);
    const before = addDays(day, -1);
    const weekday = weekdayOf(day);
    const count = ORDERS_BY_WEEKDAY[weekday]! + rng.int(-2, 2);
    const planned: { cliente: number | 'negocio'; ventana: 'manana' | 'tarde'; creado: number; lines: { s: ProductState; items: number; factor: number }[] }[] = [];
    for (let n = 0; n < count; n++) {
      const lines: { s: ProductState; items: number; factor: number }[] = [];
      for (const s of products.values()) {
        if (!sellable(s, day)) continue;
        const [lo, hi] = itemRange(s);
        if (rng.next() >= Math.min(0.85, s.buying.diarias / (AVERAGE_ORDERS * ((lo + hi) / 2)))) continue;
        lines.push({ s, items: rng.int(lo, hi), factor: 1 + (rng.int(-4, 6) / 100) });
      }
      // Placed from the previous morning until the night's cut-off.
      if (lines.length) planned.push({ cliente: pickGuest(), ventana: rng.next() < 0.6 ? 'manana' : 'tarde', creado: at(before, 8, 0) + rng.int(0, 15 * 60) * MINUTE, lines });
    }
    // The restaurant: Tuesdays and Fridays, for the morning.
    if (weekday === 2 || weekday === 5) {
      const lines = restaurant.compras.flatMap(([id, lo, hi]) => {
        const s = products.get(id);
        return s && sellable(s, day) ? [{ s, items: rng.int(lo, hi), factor: 1 + (rng.int(-3, 4) / 100) }] : [];
      });
      // In the last week it takes whatever is left of what the shop sells out of (salsa, jamaica): «Agotado».
      if (i > 7 * weeks - 7) for (const id of input.soldOut) if (products.get(id) && sellable(products.get(id)!, day)) lines.push({ s: products.get(id)!, items: ALL, factor: 1 });
      if (lines.length) planned.push({ cliente: 'negocio', ventana: 'manana', creado: at(before, 17, rng.int(0, 59)), lines });
    }
    // Every Saturday, what got too ripe; every Friday, the staff's lunch; once, samples for the restaurant.
    if (weekday === 6) {
      loseOldest(19, day, 19, 500 + 50 * rng.int(0, 8), 'calidad', 'Muy maduro para venderse.');
      loseOldest(5, day, 19, rng.int(1, 2), 'calidad', 'Plátano muy maduro.');
    }
    if (weekday === 5) loseOldest(39, day, 14, 1, 'consumo_interno', 'Comida del personal.');
    if (i === 9) {
      loseOldest(41, day, 12, 1, 'muestra', 'Muestra para Mariscos La Ensenadita.');
      loseOldest(1, day, 12, 2, 'muestra', 'Muestra para Mariscos La Ensenadita.');
    }

    for (const o of planned) {
      for (const l of o.lines) {
        if (l.items === ALL) continue;
        const key = `${l.s.p.id}:${day}`;
        orderedFor.set(key, (orderedFor.get(key) ?? 0) + (l.s.unit === 'g' ? Math.round(l.items * l.s.step! * l.factor) : l.items));
      }
    }
    for (const o of planned.sort((a, b) => a.creado - b.creado)) {
      const leaves = at(day, o.ventana === 'manana' ? 9 : 14, 30);
      const delivered = leaves + rng.int(60, 200) * MINUTE;
      if (delivered >= nowMs) continue;
      const frozen = new Map<number, number | null>();
      on(o.creado, () => {
        for (const l of o.lines) frozen.set(l.s.p.id, l.s.average);
      });
      on(leaves, () => {
        const lineas: PlannedLine[] = [];
        for (const { s, items: wanted, factor } of o.lines) {
          const cost = frozen.get(s.p.id) ?? null;
          if (cost === null) continue; // never received: not sold
          const available = fefo(s, leaves, day).reduce((n, l) => n + l.restante, 0);
          let items = wanted === ALL ? s.lots.reduce((n, l) => n + (l.vence >= day ? l.restante : 0), 0) : wanted;
          if (items === 0) continue;
          const weighed = (n: number) => (s.step === null ? null : Math.round((s.step * n * factor) / 5) * 5);
          const need = (n: number) => (s.unit === 'g' ? weighed(n)! : n);
          // Short of it: the shopper takes what is left of what the shop sold out of, or the line is dropped.
          if (need(items) > available) {
            if (s.unit === 'pza' && input.soldOut.has(s.p.id) && available > 0) items = available;
            else continue;
          }
          const gramosPesados = weighed(items);
          const lotes = draw(s, leaves, day, need(items));
          const retail = effectiveUnitCentavos(s.p.precioCentavos, s.p.descuento);
          let unit = retail;
          let publico: number | null = null;
          if (o.cliente === 'negocio') {
            const venta = s.step !== null && s.p.ventaModo ? { modo: s.p.ventaModo as 'peso' | 'pieza_peso', gramos: s.step } : undefined;
            const priced = withListPrice({ id: s.p.id, precio: toPesos(s.p.precioCentavos), descuento: s.p.descuento, ...(venta ? { venta } : {}) }, list);
            unit = unitForQuantity(priced, items);
            publico = priced.precio_publico !== undefined && toCentavos(priced.precio_publico) > unit ? toCentavos(priced.precio_publico) : null;
          }
          const line = {
            productoId: s.p.id,
            nombre: s.p.nombre,
            items,
            precioUnitarioCentavos: unit,
            precioPublicoCentavos: publico,
            totalLineaCentavos: lineTotalCentavos({ unitCentavos: unit, items, gramos: s.step }),
            tasaIva: s.p.tasaIva,
            gramosPorItem: s.step,
            ventaModo: s.step === null ? null : s.p.ventaModo,
            gramosPesados,
            totalFinalCentavos: gramosPesados === null ? null : priceForGrams(unit, gramosPesados),
            costoUnitarioCentavos: cost,
            lotes,
          };
          lineas.push({ ...line, costoCentavos: lineCostCentavos(line) });
        }
        if (!lineas.length) return;
        const subtotal = lineas.reduce((n, l) => n + l.totalLineaCentavos, 0);
        const envio = shippingCentavos(subtotal, shipping);
        const weighedLines = lineas.filter((l) => l.gramosPorItem !== null);
        const final = weighedLines.length ? lineas.reduce((n, l) => n + (l.totalFinalCentavos ?? l.totalLineaCentavos), 0) : null;
        orders.push({
          cliente: o.cliente,
          diaEntrega: day,
          ventana: o.ventana,
          creado: iso(o.creado),
          pagadoEn: iso(o.creado + 40_000),
          salida: iso(leaves),
          entregado: iso(delivered),
          subtotalCentavos: subtotal,
          envioCentavos: envio,
          totalCentavos: subtotal + envio,
          subtotalFinalCentavos: final,
          totalFinalCentavos: final === null ? null : final + envio,
          cobroCentavos: weighedLines.length ? holdCentavos(subtotal + envio, weighedLines.reduce((n, l) => n + l.totalLineaCentavos, 0), HOLD_PCT) : null,
          lineas,
        });
      });
    }
  }
  // What expired is thrown away at closing time.
  for (let i = 0; i <= 7 * weeks; i++) {
    const day = addDays(start, i);
    const ms = at(day, 20);
    on(ms, () => {
      for (const s of products.values()) for (const lot of s.lots) if (lot.vence <= day && lot.restante > 0) lose(s, lot, lot.restante, 'vencido', null, ms);
    });
  }

  for (const e of events.sort((a, b) => a.ms - b.ms || a.seq - b.seq)) e.apply();
  orders.sort((a, b) => (a.creado < b.creado ? -1 : a.creado > b.creado ? 1 : 0));
  waste.sort((a, b) => (a.creada < b.creada ? -1 : a.creada > b.creada ? 1 : 0));

  purchaseOrders.push(...openPurchaseOrders());

  const supplierProducts = [...products.values()].flatMap((s) =>
    s.buying.ofertas.map((o, i) => ({
      proveedor: o.proveedor,
      productoId: s.p.id,
      empaque: o.empaque,
      empaqueCantidad: o.cantidad,
      costoCentavos: lastCost.get(`${o.proveedor}:${s.p.id}`) ?? s.packCost[i]!,
      preferido: i === 0,
    })),
  );
  const stock = [...products.values()].map((s) => ({ productoId: s.p.id, disponibles: itemsOfLot(onHand(s), s.unit, s.step), costoCentavos: s.average }));
  return { supplierProducts, purchaseOrders, lots, orders, waste, stock };

  /** Tomorrow's greens, sent this morning, and a draft of dry goods the owner has not sent yet. */
  function openPurchaseOrders(): PlannedPurchaseOrder[] {
    const lineFor = (id: number, days: number) => {
      const s = products.get(id);
      if (!s) return [];
      const offer = s.buying.ofertas[0]!;
      const { paquetes } = proposePurchase({ demand: Math.ceil(forecast(s) * days), stock: onHand(s), margenPct: SAFETY_PCT, pack: offer.cantidad });
      const n = Math.max(1, paquetes);
      return [{ productoId: id, paquetes: n, cantidad: n * offer.cantidad, costoPaqueteCentavos: lastCost.get(`${offer.proveedor}:${id}`) ?? s.packCost[0]!, recibida: 0 }];
    };
    const sent = nowMs - 3 * 60 * MINUTE;
    const drafted = nowMs - 50 * MINUTE;
    const tomorrow = addDays(today, 1);
    return [
      { ref: purchaseOrders.length + 1, proveedor: 'valle', estado: 'enviada', desde: tomorrow, dias: 3, llegada: tomorrow, creada: iso(sent), enviadaPor: 'whatsapp', enviadaEn: iso(sent + 6 * MINUTE), cerradaEn: null, lineas: [23, 24, 28, 29].flatMap((id) => lineFor(id, 3)) },
      { ref: purchaseOrders.length + 2, proveedor: 'otay', estado: 'borrador', desde: addDays(today, 2), dias: 14, llegada: addDays(today, 2), creada: iso(drafted), enviadaPor: null, enviadaEn: null, cerradaEn: null, lineas: [42, 43, 46, 48].flatMap((id) => lineFor(id, 14)) },
    ];
  }
}
