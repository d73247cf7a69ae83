import { averageCost, itemsOfLot, lineCostCentavos, lineTotalCentavos, lotUnitOf, netSaleCentavos, priceForGrams, type LotUnit } from '@huerta/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../test/admin-helpers';
import { clockAt, createTestApp } from '../test/helpers';
import { loadConfig } from '../config';
import { shopDayOf } from '../platform/days';
import { products as seededProducts } from './data/products';
import { seedHistory } from './history';
import { seedCatalog, seedIfEmpty } from './seed';

const DAY_MS = 86_400_000;
const shipping = { feeCentavos: 10_000, freeAboveCentavos: 50_000 };

// The shop's first start (app.ts's seedIfEmpty) on two days: a Monday morning and New Year's Eve late at night.
const CLOCKS = [
  ['a Monday morning', '2026-11-23T10:00:00-08:00', '2026-11-23'],
  ["New Year's Eve at night", '2026-12-31T23:30:00-08:00', '2026-12-31'],
] as const;
const shops = new Map<string, { now: () => Date; app: Awaited<ReturnType<typeof createTestApp>>['app'] }>();
for (const [, instant] of CLOCKS) {
  const now = clockAt(instant);
  shops.set(instant, { now, app: (await createTestApp({ SEED_STOCK: 'realista', SEED_HISTORY: 'true', RATE_LIMIT_DISABLED: 'true' }, { now })).app });
}
// A shop as the test harnesses start it: SEED_HISTORY off.
const harness = (await createTestApp({ SEED_STOCK: 'realista' })).app;

describe.each(CLOCKS)('the demo shop first started on %s', (_name, instant, today) => {
  const { now, app } = shops.get(instant)!;
  const data = async () => {
    const { db, t } = app.services.database;
    const [productos, proveedores, ofertas, lotes, pedidos, lineas, salidas, mermas, existencias, ordenes, ordenLineas] = await Promise.all([
      db.select().from(t.productos),
      db.select().from(t.proveedores),
      db.select().from(t.proveedorProductos),
      db.select().from(t.lotes),
      db.select().from(t.pedidos),
      db.select().from(t.pedidoLineas),
      db.select().from(t.lineaLotes),
      db.select().from(t.mermas),
      db.select().from(t.existencias),
      db.select().from(t.ordenesCompra),
      db.select().from(t.ordenCompraLineas),
    ]);
    return { app, productos, proveedores, ofertas, lotes, pedidos, lineas, salidas, mermas, existencias, ordenes, ordenLineas };
  };

  it('has Baja suppliers with phones and packs, and a preferred supplier with a cost for every seeded product', async () => {
    const { proveedores, ofertas } = await data();
    expect(proveedores.length).toBeGreaterThanOrEqual(5);
    expect(proveedores.map((p) => p.nombre).join(' ')).toMatch(/Central de Abasto de Tijuana[\s\S]*San Quintín[\s\S]*Valle de Guadalupe[\s\S]*Tecate[\s\S]*Otay/);
    for (const p of proveedores) expect(p.telefono, p.nombre).toMatch(/^\d{3} \d{3} \d{4}$/);
    expect(proveedores.filter((p) => p.correo).length).toBeGreaterThanOrEqual(2);
    expect(proveedores.filter((p) => p.whatsapp).length).toBeGreaterThanOrEqual(3);
    for (const product of seededProducts) {
      const own = ofertas.filter((o) => o.productoId === product.id);
      expect(own.filter((o) => o.preferido === 1), product.nombre).toHaveLength(1);
      for (const o of own) {
        expect(o.costoCentavos, product.nombre).toBeGreaterThan(0);
        expect(o.empaqueCantidad, product.nombre).toBeGreaterThan(0);
      }
    }
    // Some products come from two suppliers; packs as the trade names them.
    expect(new Set(ofertas.map((o) => o.productoId)).size).toBeLessThan(ofertas.length);
    expect(ofertas.map((o) => o.empaque)).toEqual(expect.arrayContaining(['arpilla de 25 kg', 'caja de 10 kg']));
    // A product sold by weight comes in grams: an arpilla of potatoes is 25,000 g.
    expect(ofertas.find((o) => o.productoId === 25)!.empaqueCantidad).toBe(25_000);
  });

  it('keeps every product’s stock equal to its lots: received less what left with orders and what was wasted', async () => {
    const { productos, lotes, salidas, mermas, existencias } = await data();
    expect(lotes.length).toBeGreaterThan(100);
    for (const lot of lotes) {
      const left = lot.cantidad - salidas.filter((s) => s.loteId === lot.id).reduce((n, s) => n + s.cantidad, 0) - mermas.filter((m) => m.loteId === lot.id).reduce((n, m) => n + m.cantidad, 0);
      expect(lot.restante, lot.codigo ?? lot.clave).toBe(left);
      expect(lot.restante).toBeGreaterThanOrEqual(0);
    }
    for (const p of productos) {
      const unit = lotUnitOf(p.ventaModo);
      const onHand = lotes.filter((l) => l.productoId === p.id).reduce((n, l) => n + l.restante, 0);
      const stock = existencias.find((e) => e.productoId === p.id);
      expect(stock?.disponibles, p.nombre).toBe(itemsOfLot(onHand, unit, p.ventaGramos));
      for (const l of lotes.filter((x) => x.productoId === p.id)) expect(l.unidad).toBe(unit);
    }
    // The products the seed shows as «Agotado» are sold out; the rest has tens of items or more, mostly.
    expect(existencias.filter((e) => e.productoId === 46 || e.productoId === 48).map((e) => e.disponibles)).toEqual([0, 0]);
    expect(existencias.filter((e) => (e.disponibles ?? 0) >= 10).length).toBeGreaterThan(30);
  });

  it('costs each product at the weighted average of its receipts in order, frozen on each line when it was sold', async () => {
    const { productos, lotes, pedidos, lineas, salidas, mermas, existencias } = await data();
    const orderOf = new Map(pedidos.map((o) => [o.id, o]));
    const lineOf = new Map(lineas.map((l) => [l.id, l]));
    for (const p of productos) {
      const unit = lotUnitOf(p.ventaModo) as LotUnit;
      const own = lotes.filter((l) => l.productoId === p.id).sort((a, b) => a.recibido.localeCompare(b.recibido));
      // The average after each receipt: what was on hand then (earlier lots less what had left and been wasted) at the average, plus the lot.
      const steps: { from: string; average: number }[] = [];
      let average: number | null = null;
      for (const lot of own) {
        const day = shopDayOf(new Date(lot.recibido));
        const earlier = own.filter((l) => l.recibido < lot.recibido);
        const out = salidas
          .filter((s) => earlier.some((l) => l.id === s.loteId) && orderOf.get(lineOf.get(s.lineaId)!.pedidoId)!.diaEntrega! < day)
          .reduce((n, s) => n + s.cantidad, 0);
        const lost = mermas.filter((m) => earlier.some((l) => l.id === m.loteId) && m.creada < lot.recibido).reduce((n, m) => n + m.cantidad, 0);
        const onHand = earlier.reduce((n, l) => n + l.cantidad, 0) - out - lost;
        average = averageCost({ onHand, average }, lot, unit);
        steps.push({ from: lot.recibido, average });
      }
      expect(existencias.find((e) => e.productoId === p.id)?.costoCentavos ?? null, p.nombre).toBe(average);
      for (const line of lineas.filter((l) => l.productoId === p.id)) {
        const sold = orderOf.get(line.pedidoId)!.creado;
        const atSale = steps.filter((s) => s.from <= sold).at(-1)?.average ?? null;
        expect(line.costoUnitarioCentavos, `${p.nombre} sold ${sold}`).toBe(atSale);
        expect(line.costoCentavos).toBe(lineCostCentavos(line));
      }
    }
  });

  it('has four weeks of delivered orders whose totals are their lines, packed from the lots first-expiring first', async () => {
    const { pedidos, lineas, salidas, lotes } = await data();
    const clock = new Date(instant).getTime();
    expect(pedidos.length).toBeGreaterThan(150);
    const days = new Set(pedidos.map((o) => o.diaEntrega));
    expect(days.size).toBeGreaterThanOrEqual(25);
    for (const o of pedidos) {
      expect(o.estado).toBe('entregado');
      expect(Date.parse(o.creado)).toBeLessThan(clock);
      expect(Date.parse(o.creado)).toBeGreaterThan(clock - 29 * DAY_MS);
      const own = lineas.filter((l) => l.pedidoId === o.id);
      expect(own.length).toBeGreaterThan(0);
      for (const l of own) {
        expect(l.totalLineaCentavos).toBe(lineTotalCentavos({ unitCentavos: l.precioUnitarioCentavos, items: l.items, gramos: l.gramosPorItem }));
        if (l.gramosPorItem !== null) expect(l.totalFinalCentavos).toBe(priceForGrams(l.precioUnitarioCentavos, l.gramosPesados!));
        // What left the lots: the grams packed (by weight) or the pieces.
        const left = salidas.filter((s) => s.lineaId === l.id).reduce((n, s) => n + s.cantidad, 0);
        expect(left).toBe(lotUnitOf(l.ventaModo) === 'g' ? l.gramosPesados : l.items);
      }
      expect(o.subtotalCentavos).toBe(own.reduce((n, l) => n + l.totalLineaCentavos, 0));
      expect(o.totalCentavos).toBe(o.subtotalCentavos + o.envioCentavos);
      if (own.some((l) => l.gramosPorItem !== null)) {
        expect(o.subtotalFinalCentavos).toBe(own.reduce((n, l) => n + (l.totalFinalCentavos ?? l.totalLineaCentavos), 0));
        expect(o.totalFinalCentavos).toBe(o.subtotalFinalCentavos! + o.envioCentavos);
        expect(o.totalFinalCentavos!).toBeLessThanOrEqual(o.cobroCentavos!);
      } else expect(o.totalFinalCentavos).toBeNull();
    }
    // Every lot a line left from had arrived, and was good on the delivery day.
    const lotOf = new Map(lotes.map((l) => [l.id, l]));
    const orderOfLine = new Map(lineas.map((l) => [l.id, pedidos.find((o) => o.id === l.pedidoId)!]));
    for (const s of salidas) {
      const lot = lotOf.get(s.loteId)!;
      const order = orderOfLine.get(s.lineaId)!;
      expect(shopDayOf(new Date(lot.recibido)) <= order.diaEntrega!).toBe(true);
      expect(lot.vence >= order.diaEntrega!).toBe(true);
    }
    // A restaurant buys at its price list, a few guests come back.
    const restaurant = pedidos.filter((o) => o.negocioId !== null);
    expect(restaurant.length).toBeGreaterThanOrEqual(6);
    expect(new Set(restaurant.map((o) => o.listaPrecios))).toEqual(new Set(['Restaurantes']));
    expect(lineas.some((l) => restaurant.some((o) => o.id === l.pedidoId) && l.precioPublicoCentavos !== null && l.precioPublicoCentavos > l.precioUnitarioCentavos)).toBe(true);
    expect(new Set(pedidos.map((o) => o.email)).size).toBeGreaterThanOrEqual(8);
  });

  it('earns a positive margin over the weeks with a product below 10 %, and wastes 0.5–4 % of sales', async () => {
    const { lineas, mermas } = await data();
    const perProduct = new Map<number, { net: number; cost: number }>();
    for (const l of lineas) {
      const row = perProduct.get(l.productoId) ?? { net: 0, cost: 0 };
      row.net += netSaleCentavos(l.totalFinalCentavos ?? l.totalLineaCentavos, l.tasaIva);
      row.cost += l.costoCentavos!;
      perProduct.set(l.productoId, row);
    }
    const net = [...perProduct.values()].reduce((n, r) => n + r.net, 0);
    const cost = [...perProduct.values()].reduce((n, r) => n + r.cost, 0);
    expect(net - cost).toBeGreaterThan(0);
    expect((net - cost) / net).toBeGreaterThan(0.2);
    const shares = [...perProduct.values()].map((r) => (r.net - r.cost) / r.net);
    expect(Math.min(...shares)).toBeLessThan(0.1);
    expect(Math.max(...shares)).toBeGreaterThan(0.35);
    const wasted = mermas.reduce((n, m) => n + m.costoCentavos, 0);
    expect(wasted / net).toBeGreaterThan(0.005);
    expect(wasted / net).toBeLessThan(0.04);
    expect([...new Set(mermas.map((m) => m.motivo))]).toEqual(expect.arrayContaining(['vencido', 'calidad', 'muestra', 'consumo_interno']));
  });

  it('has lots to sell in the next days («Vence pronto») and purchase orders in every state the buyer meets', async () => {
    const { lotes, ordenes, ordenLineas } = await data();
    const soon = lotes.filter((l) => l.restante > 0 && l.vence >= today && l.vence <= new Date(Date.parse(`${today}T12:00:00Z`) + 3 * DAY_MS).toISOString().slice(0, 10));
    expect(soon.length).toBeGreaterThan(0);
    // Nothing on the shelf is past its date: what expired was thrown away.
    expect(lotes.filter((l) => l.restante > 0 && l.vence < today)).toEqual([]);
    const states = ordenes.map((o) => o.estado);
    expect(states.filter((s) => s === 'cerrada').length).toBeGreaterThan(10);
    expect(states.filter((s) => s === 'recibida_parcial')).toHaveLength(1);
    const partial = ordenes.find((o) => o.estado === 'recibida_parcial')!;
    expect(ordenLineas.filter((l) => l.ordenId === partial.id).some((l) => l.recibida < l.cantidad)).toBe(true);
    const sent = ordenes.find((o) => o.estado === 'enviada')!;
    expect(sent.llegada).toBe(new Date(Date.parse(`${today}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10));
    expect(ordenes.filter((o) => o.estado === 'borrador')).toHaveLength(1);
    for (const o of ordenes) expect(Date.parse(o.creada)).toBeLessThan(new Date(instant).getTime());
    // A closed order's lines are what arrived; a lot bought at the market has no order.
    expect(lotes.some((l) => l.ordenLineaId === null)).toBe(true);
    expect(lotes.some((l) => l.esperada !== null && l.esperada > l.cantidad)).toBe(true);
  });

  it('shows the weeks on the owner’s dashboard', async () => {
    const { app } = await data();
    const { addStaff, call } = adminClient(app, '10.46.7');
    const cookie = await addStaff(`duena.${today}@example.mx`, 'dueño');
    const summary = (await call('dashboard', undefined, { cookie })).data as { ventasDiarias: { total: number }[]; semana: { pedidos: number } };
    expect(summary.ventasDiarias.filter((d) => d.total > 0).length).toBeGreaterThanOrEqual(20);
  });

  it('writes the history once: seeding again, or starting again, changes nothing', async () => {
    const { app } = await data();
    const database = app.services.database;
    const { db, t } = database;
    const counts = async () =>
      Promise.all([t.proveedores, t.proveedorProductos, t.ordenesCompra, t.lotes, t.pedidos, t.pedidoLineas, t.lineaLotes, t.mermas, t.usuarios, t.movimientosDinero].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
    const before = await counts();
    const stock = await db.select().from(t.existencias);
    expect(await seedHistory(database, { now: now(), timeZone: 'America/Tijuana', shipping })).toBe(false);
    expect(await seedIfEmpty(database, 'realista', { now: now(), timeZone: 'America/Tijuana', shipping })).toBe(false);
    // `pnpm db:seed` again: the catalogue is rewritten, the stock and the weeks stay.
    await seedCatalog(database);
    expect(await seedHistory(database, { now: new Date(now().getTime() + 7 * DAY_MS), timeZone: 'America/Tijuana', shipping })).toBe(false);
    expect(await counts()).toEqual(before);
    expect(await db.select().from(t.existencias)).toEqual(stock);
  });
});

describe('the seed of the test harnesses', () => {
  it('is on for a real start and off where tests count orders and stock', async () => {
    expect(loadConfig({}).seedHistory).toBe(true);
    expect(loadConfig({ SEED_HISTORY: 'false' }).seedHistory).toBe(false);
    const { db, t } = harness.services.database;
    expect((await db.select({ n: count() }).from(t.pedidos))[0]!.n).toBe(0);
    expect((await db.select({ n: count() }).from(t.proveedores))[0]!.n).toBe(0);
  });
});
