import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, shopMoment } from '@huerta/contracts';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, outbox } from '../../test/orders-helpers';

// Buying on account (issue 34): the owner gives a business 15 days and a limit; its orders on account go
// straight to preparation with their due day; racing orders never pass the limit together; the owner records
// payments against orders (never more than they owe), sees what is overdue and sends the statement.
const { app } = await createTestApp();
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.43.1');
const owner = await admin.addStaff('duena.credito@huertabaja.mx', 'dueño');
const clerk = await admin.addStaff('empleado.credito@huertabaja.mx', 'empleado');

let address = 0;
const from = () => `10.43.${2 + Math.floor(address / 250)}.${(address++ % 250) + 1}`;
async function account(email: string) {
  const reg = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Compras Hotel', usuario: email, password: 'clave-segura-1' }, remoteAddress: from() });
  return `Bearer ${reg.json().data.jwt}`;
}
const hotel = await account('compras@hotelmar.mx');
const household = await account('casa@example.mx');
await admin.call('businesses.create', { email: 'compras@hotelmar.mx', giro: 'hotel', razon_social: 'Hotel Mar', rfc: 'HMA150505EF3', contacto: 'Luis' }, { cookie: owner });
const negocio = (await db.select().from(t.negocios))[0]!.id;
const product = ((await app.inject({ url: '/api/productos' })).json().data as { id: number; precio: number; descuento: number | 'N/A'; agotado?: boolean }[]).find((p) => p.descuento === 'N/A' && !p.agotado && p.precio < 100)!;
await db.update(t.existencias).set({ disponibles: null }).where(eq(t.existencias.productoId, product.id)); // stock is not what this measures
app.services.catalog.invalidate();
const onAccount = (authorization: string | undefined, items = 1) =>
  app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email: 'compras@hotelmar.mx', productos: [{ id: product.id, items }], metodo_pago: 'credito' }, headers: authorization ? { authorization } : {}, remoteAddress: from() });
const credit = async () => (await db.select().from(t.creditosNegocio).where(eq(t.creditosNegocio.negocioId, negocio)))[0]!;
const today = shopMoment(new Date(), app.services.config.timezone).day;

describe('buying on account', () => {
  it('only the owner gives terms; an order on account is confirmed at once, due 15 days on, e-mailed so', async () => {
    expect((await admin.call('businesses.setCredit', { id: negocio, plazo_dias: 15, limite: 1000 }, { cookie: clerk })).status).toBe(403);
    expect((await admin.call('businesses.setCredit', { id: negocio, plazo_dias: 10, limite: 1000 }, { cookie: owner })).message).toContain('El plazo es de 7, 15 o 30 días.');
    expect((await admin.call('businesses.setCredit', { id: negocio, plazo_dias: 15, limite: 1000 }, { cookie: owner })).data).toEqual({ mensaje: 'HOTEL MAR compra a crédito: 15 días, límite $1,000.00.' });
    const res = await onAccount(hotel);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Pedido confirmado a crédito. Lo preparamos para su día de entrega.', data: '', pedido: { estado: 'preparando', pago: { metodo: 'credito', credito: { vence: addDays(today, 15), pendiente: res.json().pedido.total } } } });
    expect((await outbox(app)).filter((m) => m.para === 'compras@hotelmar.mx' && m.tipo === 'pedido').at(-1)!.texto).toContain('Total a crédito:');
    expect((await credit()).usadoCentavos).toBe(Math.round(res.json().pedido.total * 100));
  });

  it('refuses buying on account to a household and to a guest, in Spanish, writing nothing', async () => {
    const before = (await db.select().from(t.pedidos)).length;
    expect((await onAccount(household)).json().response ?? (await onAccount(household)).body).toContain('Tu negocio no compra a crédito: elige otra forma de pago.');
    expect((await onAccount(undefined)).body).toContain('Para comprar a crédito inicia sesión con la cuenta de tu negocio.');
    expect((await db.select().from(t.pedidos)).length).toBe(before);
  });

  it('20 orders racing for the rest of the limit: exactly those that fit are taken, the others refused naming what is left', async () => {
    const { limiteCentavos, usadoCentavos } = await credit();
    const one = Math.round((await onAccount(hotel)).json().pedido.total * 100);
    const left = limiteCentavos - usadoCentavos - one;
    const before = (await db.select().from(t.pedidos)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => onAccount(hotel)));
    const taken = answers.filter((r) => r.statusCode === 201).length;
    expect(taken, JSON.stringify(answers.filter((r) => r.statusCode !== 201).map((r) => r.body.slice(0, 120)))).toBe(Math.floor(left / one));
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.statusCode === 409 && r.body.includes('Este pedido pasa el límite de crédito de tu negocio: te quedan'))).toBe(true);
    expect((await db.select().from(t.pedidos)).length).toBe(before + taken);
    expect((await credit()).usadoCentavos).toBe(usadoCentavos + one * (taken + 1));
  });

  it('payments are recorded against orders, never for more than they owe; overdue shows; the statement adds up and is e-mailed', async () => {
    const orders = await db.select().from(t.pedidos).where(eq(t.pedidos.negocioId, negocio));
    const [first, second] = orders;
    await db.update(t.pedidos).set({ creditoVence: '2000-01-01' }).where(eq(t.pedidos.id, first!.id)); // long overdue
    const usado = (await credit()).usadoCentavos;
    const owedTwo = (first!.totalCentavos + second!.totalCentavos) / 100;
    const tooMuch = await admin.call('businesses.recordPayment', { negocio_id: negocio, pedido_ids: [first!.id, second!.id], monto: owedTwo + 1, forma: 'transferencia', recibido: today }, { cookie: owner });
    expect(tooMuch.message).toContain('El pago pasa de lo que deben esos pedidos:');
    expect((await db.select().from(t.pagosCredito)).length).toBe(0);
    const overview = (await admin.call('businesses.credit', undefined, { cookie: clerk })).data as { id: number; vencido: number; debe: number }[];
    expect(overview.find((o) => o.id === negocio)!.vencido).toBe(first!.totalCentavos / 100);
    // One transfer pays the first order and part of the second (oldest first).
    const paid = await admin.call('businesses.recordPayment', { negocio_id: negocio, pedido_ids: [second!.id, first!.id], monto: first!.totalCentavos / 100 + 10, forma: 'transferencia', referencia: 'SPEI 123', recibido: today }, { cookie: owner });
    expect(paid.status, paid.message).toBe(200);
    expect((await credit()).usadoCentavos).toBe(usado - first!.totalCentavos - 1000);
    const statement = (await admin.call('businesses.statement', { id: negocio }, { cookie: owner })).data as { movimientos: { cargo: number | null; abono: number | null; saldo: number }[]; cuenta: { debe: number; vencido: number } };
    const charged = statement.movimientos.reduce((n, m) => n + Math.round((m.cargo ?? 0) * 100) - Math.round((m.abono ?? 0) * 100), 0);
    expect(Math.round(statement.movimientos.at(-1)!.saldo * 100)).toBe(charged);
    expect(Math.round(statement.cuenta.debe * 100)).toBe(charged);
    expect(statement.cuenta.vencido).toBe(0);
    expect((await admin.call('businesses.sendStatement', { id: negocio }, { cookie: owner })).status).toBe(200);
    expect((await outbox(app)).filter((m) => m.tipo === 'estado-de-cuenta').at(-1)!.texto).toContain('Pago transferencia · pedido #');
    expect((await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'pago_credito'))).length).toBe(1);
  });

  it('a cancelled order on account gives back what it still owed', async () => {
    const open = (await db.select().from(t.pedidos).where(eq(t.pedidos.negocioId, negocio))).find((o) => o.estado === 'preparando' && !o.creditoPagadoCentavos)!;
    const usado = (await credit()).usadoCentavos;
    const moved = await admin.call('orders.move', { ids: [open.id], estado: 'cancelado' }, { cookie: owner });
    expect(moved.status, moved.message).toBe(200);
    expect((await credit()).usadoCentavos).toBe(usado - open.totalCentavos);
  });
});
