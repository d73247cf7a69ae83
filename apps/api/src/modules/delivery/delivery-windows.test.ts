import { deliveryDays, effectiveUnitCentavos, minuteOfDay, shopMoment, toCentavos } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { counts, customer, orderRow, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { call, addStaff } = adminClient(app, '10.20.0');
const owner = await addStaff('rosa@huertabaja.mx', 'dueño');

type Listed = { id: number; precio: number; descuento: number | 'N/A'; agotado?: boolean; venta?: unknown };
// Sold by the piece: the seed sells some by weight (issue 35), whose items are steps of a kilo price.
const [product] = ((await app.inject({ method: 'GET', url: '/api/productos' })).json().data as Listed[]).filter((p) => !p.agotado && !p.venta);
/** Enough units for Ensenada's $500 minimum. */
const items = Math.ceil(60_000 / effectiveUnitCentavos(toCentavos(product!.precio), product!.descuento));
const order = (extra: Record<string, unknown>) => post(app, '/api/crear-pedido', { ...customer, codigo_postal: '22800', productos: [{ id: product!.id, items }], ...extra });
const slots = async (cp: string) => (await app.inject({ method: 'GET', url: `/trpc/catalog.deliverySlots?input=${encodeURIComponent(JSON.stringify({ codigo_postal: cp }))}` })).json();
/** Ensenada's next delivery days as the shared rule computes them now. */
const ensenadaDays = () => deliveryDays(shopMoment(new Date(), 'America/Tijuana'), { diasEntrega: [1, 2, 3, 4, 5, 6] }, { cutoffMinute: minuteOfDay('23:00'), closed: [] });
const ensenada = { nombre: 'Ensenada', codigosPostales: ['22800-22890'], costo: null, gratisDesde: null, minimo: 500, diasEntrega: [1, 2, 3, 4, 5, 6], activa: true };

describe('delivery day and window', () => {
  it('offers the zone’s next days with the shop’s windows, and keeps the chosen one on the order', async () => {
    const offered = (await slots('22800')).result.data as { zona: string; dias: { dia: string; etiqueta: string; ventanas: { id: string; lleno: boolean }[] }[] };
    expect(offered.zona).toBe('Ensenada');
    expect(offered.dias.map((d) => d.dia)).toEqual(ensenadaDays());
    expect(offered.dias[0]!.ventanas.map((w) => w.id)).toEqual(['manana', 'tarde']);
    const second = ensenadaDays()[1]!;
    const res = await order({ dia_entrega: second, ventana: 'tarde' });
    expect(res.statusCode).toBe(201);
    expect(res.json().pedido).toMatchObject({ dia_entrega: second, ventana: 'Tarde (15:00 a 19:00)', zona: 'Ensenada' });
    // The back office lists the orders of one delivery day.
    const listed = (await call('orders.list', { entrega: second }, { cookie: owner })).data as { pedidos: { id: number; diaEntrega: string }[] };
    expect(listed.pedidos.map((p) => [p.id, p.diaEntrega])).toEqual([[res.json().pedido.id, second]]);
    expect(((await call('orders.list', { entrega: ensenadaDays()[0] }, { cookie: owner })).data as { pedidos: unknown[] }).pedidos).toEqual([]);
    // Unknown postal codes get the same refusal as at order time.
    expect((await slots('06700')).error.message).toContain('Aún no entregamos en el código postal 06700.');
  });

  it('refuses a past or unavailable day and an unknown window, storing nothing', async () => {
    const before = await counts(app);
    const sunday = ['2026-11-29', '2026-12-06', '2026-12-13'].find((d) => !ensenadaDays().includes(d))!;
    for (const [extra, message] of [
      [{ dia_entrega: '2020-01-01' }, 'no está disponible; elige uno de la lista.'],
      [{ dia_entrega: sunday }, 'no está disponible; elige uno de la lista.'],
      [{ dia_entrega: ensenadaDays()[0], ventana: 'noche' }, 'Elige una ventana de entrega de la lista.'],
      [{ dia_entrega: 'mañana' }, 'El día de entrega debe tener el formato AAAA-MM-DD.'],
    ] as const) {
      const res = await order(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const noZone = await post(app, '/api/crear-pedido', { ...customer, dia_entrega: ensenadaDays()[0], productos: [{ id: product!.id, items: 1 }] });
    expect(noZone.json().message).toBe('Para elegir el día de entrega indica el código postal.');
    expect(await counts(app)).toEqual(before);
  });

  it('never overbooks a window: 30 orders racing for 5 places get exactly 5, the rest hear it is full, and a cancellation frees one', async () => {
    await call('delivery.updateZone', { id: 3, zona: { ...ensenada, capacidad: 5 } }, { cookie: owner });
    const day = ensenadaDays()[2]!;
    const racing = await Promise.all(Array.from({ length: 30 }, () => order({ dia_entrega: day, ventana: 'manana' })));
    const placed = racing.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(5);
    const refused = racing.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.statusCode === 409)).toBe(true);
    expect(refused[0]!.json().message).toMatch(/^La ventana «Mañana \(9:00 a 13:00\)» del \S+ \d+ de \S+ ya está llena: elige otro horario\.$/);
    const offered = (await slots('22800')).result.data as { dias: { dia: string; ventanas: { id: string; lleno: boolean }[] }[] };
    expect(offered.dias.find((d) => d.dia === day)!.ventanas).toEqual([expect.objectContaining({ id: 'manana', lleno: true }), expect.objectContaining({ id: 'tarde', lleno: false })]);

    // The shop cancels one of them: its place is free again for the next shopper.
    const cancelled = placed[0]!.json().pedido.id as number;
    expect((await call('orders.move', { ids: [cancelled], estado: 'cancelado' }, { cookie: owner })).status).toBe(200);
    expect((await orderRow(app, cancelled)).estado).toBe('cancelado');
    expect((await order({ dia_entrega: day, ventana: 'manana' })).statusCode).toBe(201);
    expect((await order({ dia_entrega: day, ventana: 'manana' })).statusCode).toBe(409);
  });
});
