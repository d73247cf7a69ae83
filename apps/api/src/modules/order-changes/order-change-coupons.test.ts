import { toCentavos } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, orderRow } from '../../test/orders-helpers';

// «Modificar pedido» of an order bought with a discount code (issue 47): the code is checked again on the new
// lines, its discount re-allotted; a code the new lines no longer meet is dropped, said first, its use given back.
const at = Date.parse('2026-11-27T10:00:00-08:00');
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { now: () => new Date(at) });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.47.7');
const owner = await admin.addStaff('duena.cupones.cambios@huertabaja.mx', 'dueño');
await admin.call('payments.update', { metodos: ['tarjeta', 'contra_entrega'], contraEntregaMaximo: 30000, contraEntregaZonas: null, contraEntregaSoloConEntregado: false }, { cookie: owner });
type Listed = { id: number; precio: number; descuento: number | 'N/A'; venta?: unknown };
const listed = (await app.inject({ url: '/api/productos' })).json().data as Listed[];
const [piece, tortillas] = listed.filter((p) => p.descuento === 'N/A' && !p.venta);
const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
const cp = zone.codigosPostales[0]!.slice(0, 5);
const unit = toCentavos(piece!.precio);
const PIECES = Math.max(10, Math.ceil(60_000 / unit));
// 10 % off from a subtotal of PIECES pieces: removing one piece leaves the order under the code's minimum.
const minimo = PIECES * unit;
await db.insert(t.cupones).values({ codigo: 'HUERTA10', tipo: 'porcentaje', valor: 10, minimoCentavos: minimo, usosMax: 50 });

const trpc = async (path: string, input: object) => {
  const res = await app.inject({ method: 'POST', url: `/trpc/orderChange.${path}`, payload: input, headers: { 'content-type': 'application/json', ...auth } });
  const body = res.json();
  return { status: res.statusCode, data: body.result?.data, message: body.error?.message as string | undefined };
};
const reg = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Lucía Cupón', usuario: 'cupon.cambios@example.mx', password: 'clave-segura-1' } });
const auth = { authorization: `Bearer ${reg.json().data.jwt}` };
const uses = async () => (await db.select().from(t.cuponUsos).where(eq(t.cuponUsos.cuponId, 1))).map((u) => [u.pedidoId, u.descuentoCentavos]);
const lineDiscounts = async (id: number) => (await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, id))).reduce((n, l) => n + l.descuentoCentavos, 0);

describe('an order with a discount code, changed', () => {
  it('keeps the code on more lines (10 % of the new subtotal), and drops it — said before saving, its use given back — below its minimum', async () => {
    const placed = await app.inject({ method: 'POST', url: '/api/crear-pedido', headers: auth, payload: { ...customer, email: 'cupon.cambios@example.mx', codigo_postal: cp, productos: [{ id: piece!.id, items: PIECES }], metodo_pago: 'contra_entrega', codigo: 'huerta10' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().pedido.id as number;
    const first = await orderRow(app, id);
    expect(first).toMatchObject({ cuponCodigo: 'HUERTA10', descuentoCentavos: Math.round(minimo / 10) });

    // Tortillas added: the discount follows the new subtotal, on every line, and the code's use records it.
    const more = [{ id: piece!.id, items: PIECES }, { id: tortillas!.id, items: 2 }];
    const subtotal = minimo + 2 * toCentavos(tortillas!.precio);
    const preview = await trpc('preview', { pedido_id: id, productos: more, version: 0 });
    expect(preview.data, preview.message).toMatchObject({ subtotal: subtotal / 100, descuento: Math.round(subtotal / 10) / 100, cupon: { codigo: 'HUERTA10', aviso: null } });
    expect((await trpc('save', { pedido_id: id, productos: more, version: 0 })).status).toBe(200);
    const changed = await orderRow(app, id);
    expect(changed).toMatchObject({ cuponCodigo: 'HUERTA10', descuentoCentavos: Math.round(subtotal / 10), totalCentavos: subtotal - Math.round(subtotal / 10) + changed.envioCentavos });
    expect(await lineDiscounts(id)).toBe(changed.descuentoCentavos);
    expect(await uses()).toEqual([[id, changed.descuentoCentavos]]);

    // One piece fewer and no tortillas: under the minimum. The preview says so; saving drops it and frees the use.
    const less = [{ id: piece!.id, items: PIECES - 1 }];
    const dropped = await trpc('preview', { pedido_id: id, productos: less, version: 1 });
    expect(dropped.data.descuento).toBe(0);
    expect(dropped.data.cupon.aviso).toMatch(/^Tu cupón HUERTA10 ya no aplica: El cupón HUERTA10 pide un subtotal mínimo de /);
    expect((await trpc('save', { pedido_id: id, productos: less, version: 1 })).status).toBe(200);
    const after = await orderRow(app, id);
    expect(after).toMatchObject({ cuponCodigo: null, descuentoCentavos: 0, subtotalCentavos: minimo - unit, totalCentavos: minimo - unit + after.envioCentavos });
    expect(await lineDiscounts(id)).toBe(0);
    expect(await uses()).toEqual([]);
  });
});
