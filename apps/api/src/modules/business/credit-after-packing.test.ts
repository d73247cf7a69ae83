// An order on account after packing (issue 47 on top of issue 34): what the business's used credit and its
// statement hold follows the packed total — weighed or substituted — once, however many times «Enviado» is
// pressed; a problem refund on it is an abono on the account (what it owes goes down, once), or a balance in its
// favour when the order was already paid. Run on both engines (TEST_ENGINE=postgres).
import { toCentavos, type Product } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, orderRow, outbox } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.48.1');
const owner = await admin.addStaff('duena.cuenta@huertabaja.mx', 'dueño');
const packer = await admin.addStaff('empaca.cuenta@huertabaja.mx', 'empleado');

let address = 0;
const from = () => `10.48.${2 + Math.floor(address / 250)}.${(address++ % 250) + 1}`;
const EMAIL = 'compras@restaurantemar.mx';
const reg = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Compras Restaurante', usuario: EMAIL, password: 'clave-segura-1' }, remoteAddress: from() });
const auth = { authorization: `Bearer ${reg.json().data.jwt}` };
await admin.call('businesses.create', { email: EMAIL, giro: 'restaurante', razon_social: 'Restaurante Mar', rfc: 'RMA150505EF3', contacto: 'Luis' }, { cookie: owner });
const negocio = (await db.select().from(t.negocios))[0]!.id;
expect((await admin.call('businesses.setCredit', { id: negocio, plazo_dias: 30, limite: 100000 }, { cookie: owner })).status).toBe(200);

// A family of products sold by the piece (a short line and its substitute) and one of another category sold by weight.
const listed = [...(await app.services.catalog.productsById(null)).values()].filter((p) => !p.venta && !p.agotado && p.descuento === 'N/A');
const byCategory = new Map<number, Product[]>();
for (const p of listed) byCategory.set(p.categoria_id, [...(byCategory.get(p.categoria_id) ?? []), p]);
const [short, other] = [...byCategory.values()].find((ps) => ps.length >= 2)! as [Product, Product];
const weighed = listed.find((p) => p.categoria_id !== short.categoria_id)!;
{
  const { data } = await admin.call('products.get', { id: weighed.id }, { cookie: owner });
  const { id: _id, categoria: _c, archivado: _a, ...fields } = data as Record<string, unknown>;
  await admin.call('products.update', { id: weighed.id, producto: { ...fields, venta: { modo: 'peso', gramos: 250, minimo: 2 } } }, { cookie: owner });
}
for (const p of [short, other, weighed]) await db.update(t.existencias).set({ disponibles: null }).where(eq(t.existencias.productoId, p.id));
app.services.catalog.invalidate();
const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
const cp = zone.codigosPostales[0]!.slice(0, 5);
const PIECES = Math.max(10, Math.ceil(60_000 / toCentavos(short.precio)));

/** An order on account (created «En preparación»); answers its id and total in centavos. */
async function onAccount(productos: { id: number; items: number; sustitucion?: string }[]) {
  const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email: EMAIL, codigo_postal: cp, metodo_pago: 'credito', productos }, headers: auth, remoteAddress: from() });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().pedido.id as number, total: toCentavos(res.json().pedido.total) };
}
const move = (id: number, estado: string) => admin.call('orders.move', { ids: [id], estado, confirmar: true }, { cookie: owner });
const usado = async () => (await db.select().from(t.creditosNegocio).where(eq(t.creditosNegocio.negocioId, negocio)))[0]!.usadoCentavos;
type Statement = { movimientos: { concepto: string; cargo: number | null; abono: number | null; saldo: number }[]; cuenta: { debe: number; disponible: number }; pedidos: { id: number; total: number; pendiente: number }[] };
const statement = async () => (await admin.call('businesses.statement', { id: negocio }, { cookie: owner })).data as Statement;
const chargeOf = (s: Statement, id: number) => s.movimientos.filter((m) => m.concepto.startsWith(`Pedido #${id} `)).map((m) => toCentavos(m.cargo ?? 0));
/** «Enviado» pressed twice at once, then «Entregado»: the packed total is settled once. */
async function sendTwiceAndDeliver(id: number) {
  const both = await Promise.all([move(id, 'enviado'), move(id, 'enviado')]);
  // One moves it; the other finds it moved (refused, or told nothing moved).
  expect(both.filter((r) => r.status === 200 && (r.data as { movidos: number[] }).movidos.includes(id)), JSON.stringify(both)).toHaveLength(1);
  expect((await move(id, 'entregado')).status).toBe(200);
}

describe('an order on account after packing', () => {
  it('weighed: the used credit and the statement follow the packed total, once', async () => {
    const before = await usado();
    const { id, total } = await onAccount([{ id: weighed.id, items: 4 }, { id: short.id, items: PIECES }]);
    expect(await usado()).toBe(before + total);
    const w = await admin.call('orders.weigh', { id, productoId: weighed.id, gramos: 1370, confirmar: true }, { cookie: packer });
    expect(w.status, w.message).toBe(200);
    const final = toCentavos((w.data as { totalFinal: number }).totalFinal);
    expect(final).not.toBe(total);
    await sendTwiceAndDeliver(id);
    expect(await usado()).toBe(before + final);
    expect(chargeOf(await statement(), id)).toEqual([final]);
    // «Entregado» again, or a settle retried, moves nothing more.
    expect((await app.services.packedCharge.settle(id, null)).ok).toBe(true);
    expect(await usado()).toBe(before + final);
  });

  it('substituted: an accepted substitute makes the used credit follow what was packed, once', async () => {
    const before = await usado();
    const email = EMAIL;
    const { id, total } = await onAccount([{ id: short.id, items: PIECES, sustitucion: 'similar' }]);
    const line = (await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, id)))[0]!;
    const proposed = await admin.call('substitutions.propose', { pedidoId: id, lineaId: line.id, faltan: 2, productoId: other.id, items: 3 }, { cookie: packer });
    expect(proposed.status, proposed.message).toBe(200);
    const mail = (await outbox(app)).filter((m) => m.para === email && m.tipo === 'pedido-sustitucion').at(-1)!;
    const url = new URL(/Aceptar: (\S+)/.exec(mail.texto)![1]!);
    const answered = await app.inject({ method: 'POST', url: '/trpc/substitution.answer', payload: { s: Number(url.searchParams.get('s')), firma: url.searchParams.get('firma'), respuesta: 'aceptar' }, headers: { 'content-type': 'application/json' }, remoteAddress: from() });
    expect(answered.statusCode, answered.body).toBe(200);
    const final = (await orderRow(app, id)).totalFinalCentavos!;
    expect(final).toBe(total - line.precioUnitarioCentavos * 2 + (await db.select().from(t.sustituciones).where(eq(t.sustituciones.pedidoId, id)))[0]!.precioUnitarioCentavos * 3);
    await sendTwiceAndDeliver(id);
    expect(await usado()).toBe(before + final);
    expect(chargeOf(await statement(), id)).toEqual([final]);
  });
});

const trpc = async (path: string, input: object) => {
  const res = await app.inject({ method: 'POST', url: `/trpc/${path}`, payload: input, headers: { ...auth, 'content-type': 'application/json' }, remoteAddress: from() });
  const body = res.json() as { result?: { data: { id: number; total: number } }; error?: { message: string } };
  return { status: res.statusCode, data: body.result?.data, message: body.error?.message };
};
/** A delivered order on account with a problem reported on one piece; answers the order, the report and its amount. */
async function reported() {
  const { id } = await onAccount([{ id: short.id, items: PIECES }]);
  expect((await move(id, 'enviado')).status).toBe(200);
  expect((await move(id, 'entregado')).status).toBe(200);
  const line = (await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, id)))[0]!;
  const filed = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'danado', cantidad: 2 }] });
  expect(filed.status, filed.message).toBe(200);
  return { id, report: filed.data!.id, amount: toCentavos(filed.data!.total) };
}
const decide = (id: number) => admin.call('problemDecide', { id, decision: 'reembolso' }, { cookie: owner });
const abonos = (s: Statement, id: number) => s.movimientos.filter((m) => m.concepto === `Abono por problema reportado, pedido #${id}`);

describe('a problem refund on an order on account', () => {
  it('is an abono on the account, once: the used credit and what the order owes go down, no cash', async () => {
    const { id, report, amount } = await reported();
    const before = await usado();
    const owedBefore = (await statement()).pedidos.find((p) => p.id === id)!.pendiente;
    const both = await Promise.all([decide(report), decide(report)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await usado()).toBe(before - amount);
    const s = await statement();
    expect(abonos(s, id).map((m) => toCentavos(m.abono ?? 0))).toEqual([amount]);
    expect(toCentavos(s.pedidos.find((p) => p.id === id)!.pendiente)).toBe(toCentavos(owedBefore) - amount);
    expect(toCentavos(s.cuenta.debe)).toBe(toCentavos(s.movimientos.at(-1)!.saldo));
    const money = await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, id));
    expect(money.filter((m) => m.tipo === 'reembolso')).toMatchObject([{ metodo: 'credito', referencia: `abono-reclamo-${report}`, centavos: amount }]);
    expect((await outbox(app)).filter((m) => m.para === EMAIL && m.tipo === 'problema-reembolso').at(-1)!.texto).toContain(`a la cuenta de tu negocio por el pedido #${id}`);
  });

  it('on an order already paid, it is a balance in the business’s favour', async () => {
    const { id, report, amount } = await reported();
    const owed = toCentavos((await statement()).pedidos.find((p) => p.id === id)!.pendiente);
    const today = app.services.today();
    const paid = await admin.call('businesses.recordPayment', { negocio_id: negocio, pedido_ids: [id], monto: owed / 100, forma: 'transferencia', recibido: today }, { cookie: owner });
    expect(paid.status, paid.message).toBe(200);
    const before = await usado();
    const debeBefore = toCentavos((await statement()).cuenta.debe);
    expect((await decide(report)).status).toBe(200);
    expect(await usado()).toBe(before - amount);
    const s = await statement();
    expect(abonos(s, id).map((m) => toCentavos(m.abono ?? 0))).toEqual([amount]);
    expect(s.pedidos.find((p) => p.id === id)!.pendiente).toBe(0);
    expect(toCentavos(s.cuenta.debe)).toBe(Math.max(0, debeBefore - amount));
    // No payment can be recorded again on the order it covered.
    expect((await admin.call('businesses.recordPayment', { negocio_id: negocio, pedido_ids: [id], monto: 1, forma: 'efectivo', recibido: today }, { cookie: owner })).status).toBe(400);
  });
});
