import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { testEngine } from '../../test/engine';
import { createTestApp } from '../../test/helpers';
import { eventually } from '../../test/eventually';
import { customer, dataOf, outbox } from '../../test/orders-helpers';

// The people of a business (issue 34): the titular invites by e-mail; the invited account joins with the
// single-use link (its own address only), buys at the business's list, and its orders are the business's
// with who placed them; removed, its prices stop at once — in every process (a second app on PostgreSQL).
const { app: a } = await createTestApp();
const b: FastifyInstance = testEngine === 'postgres' ? (await createTestApp({ DATABASE_URL: a.services.config.databaseUrl })).app : a;
const { db, t } = dataOf(a);
const admin = adminClient(a, '10.42.1');
const owner = await admin.addStaff('duena.equipo@huertabaja.mx', 'dueño');

let address = 0;
const from = () => `10.42.2.${(++address % 250) + 1}`;
async function account(email: string, nombre: string) {
  const reg = await a.inject({ method: 'POST', url: '/api/registrar', payload: { nombre, usuario: email, password: 'clave-segura-1' }, remoteAddress: from() });
  expect(reg.statusCode, reg.body).toBe(201);
  return `Bearer ${reg.json().data.jwt}`;
}
const call = async (authorization: string, path: string, input?: unknown) => {
  const res =
    input === undefined
      ? await a.inject({ url: `/trpc/${path}`, headers: { authorization }, remoteAddress: from() })
      : await a.inject({ method: 'POST', url: `/trpc/${path}`, headers: { authorization, 'content-type': 'application/json' }, payload: input as object, remoteAddress: from() });
  const body = res.json();
  return { status: res.statusCode, data: body.result?.data, message: body.error?.message as string | undefined };
};
const listed = async (app: FastifyInstance, authorization: string) => ((await app.inject({ url: '/api/productos', headers: { authorization }, remoteAddress: from() })).json().data as { id: number; precio: number; descuento: number | 'N/A'; lista?: string }[]);
const linkIn = async (to: string) => /token=([\w-]{43})/.exec((await outbox(a)).filter((m) => m.para === to && m.tipo === 'negocio-invitacion').at(-1)!.texto)![1]!;

const titular = await account('compras@hotelcoral.mx', 'Luis Pérez');
await admin.call('businesses.create', { email: 'compras@hotelcoral.mx', giro: 'hotel', razon_social: 'Hotel Coral', rfc: 'HCO150505EF3', contacto: 'Luis Pérez' }, { cookie: owner });
const negocio = (await db.select().from(t.negocios))[0]!;
const lista = ((await admin.call('priceLists.create', { nombre: 'Hoteles', descuento_general: 10 }, { cookie: owner })).data as { id: number }).id;
await admin.call('businesses.setList', { id: negocio.id, lista_id: lista }, { cookie: owner });
const chef = await account('chef@hotelcoral.mx', 'Chef Marta');
const outsider = await account('otra@example.mx', 'Otra Persona');
const product = (await listed(a, outsider)).find((p) => p.descuento === 'N/A')!; // without an offer: the list's 10 % shows

describe('the people of a business', () => {
  it('the titular invites; only the invited address joins, once; the person buys at the list, and the order shows who placed it', async () => {
    expect((await call(titular, 'account.inviteToBusiness', { email: 'Chef@HotelCoral.mx' })).data).toEqual({ message: 'Invitación enviada a chef@hotelcoral.mx.' });
    const token = await linkIn('chef@hotelcoral.mx');
    expect((await outbox(a)).filter((m) => m.tipo === 'negocio-invitacion').at(-1)!.texto).toContain('Luis Pérez te invita a pedir en');
    expect(await call(outsider, 'account.joinBusiness', { token })).toMatchObject({ status: 403, message: 'Esta invitación es para chef@hotelcoral.mx: inicia sesión con ese correo.' });
    expect(await call(chef, 'account.joinBusiness', { token })).toMatchObject({ status: 200, data: { message: 'Listo: ya compras como parte de HOTEL CORAL.' } });
    expect((await call(chef, 'account.joinBusiness', { token })).status).toBe(400);
    for (const app of [a, b]) await eventually(async () => expect((await listed(app, chef)).find((p) => p.id === product.id)?.lista).toBe('Hoteles'));
    const team = (await call(titular, 'account.business')).data.equipo;
    expect(team).toMatchObject({ soy: 'titular', lista: 'Hoteles', personas: [{ nombre: 'Luis Pérez', titular: true }, { nombre: 'Chef Marta', titular: false }], invitaciones: [] });
    expect((await call(chef, 'account.business')).data).toMatchObject({ razon_social: 'HOTEL CORAL', equipo: { soy: 'persona' } });

    const order = await a.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email: 'chef@hotelcoral.mx', productos: [{ id: product.id, items: 2 }] }, headers: { authorization: chef }, remoteAddress: from() });
    expect(order.json().pedido.lista_precios, order.body).toBe('Hoteles');
    for (const who of [titular, chef]) expect((await call(who, 'account.businessOrders')).data).toEqual([expect.objectContaining({ id: order.json().pedido.id, quien: 'Chef Marta' })]);
    expect((await call(outsider, 'account.businessOrders')).data).toEqual([]);
  });

  it('only the titular invites or removes; a person cannot apply as a business of its own; a link expires', async () => {
    expect(await call(chef, 'account.inviteToBusiness', { email: 'x@example.mx' })).toMatchObject({ status: 403, message: 'Solo quien registró el negocio puede invitar o quitar personas.' });
    expect(await call(outsider, 'account.inviteToBusiness', { email: 'x@example.mx' })).toMatchObject({ status: 403 });
    expect(await call(titular, 'account.inviteToBusiness', { email: 'chef@hotelcoral.mx' })).toMatchObject({ status: 409, message: 'chef@hotelcoral.mx ya compra como parte de HOTEL CORAL.' });
    const apply = await call(chef, 'account.applyAsBusiness', { giro: 'restaurante', razon_social: 'Otro', rfc: 'OTR190101AB1', contacto: 'Marta' });
    expect(apply).toMatchObject({ status: 409, message: 'Tu cuenta ya compra como parte de HOTEL CORAL.' });
    await call(titular, 'account.inviteToBusiness', { email: 'otra@example.mx' });
    const token = await linkIn('otra@example.mx');
    await db.update(t.invitacionesNegocio).set({ vence: '2000-01-01T00:00:00.000Z' }).where(eq(t.invitacionesNegocio.email, 'otra@example.mx'));
    expect(await call(outsider, 'account.joinBusiness', { token })).toMatchObject({ status: 400, message: 'La invitación no es válida o ya expiró. Pide una nueva.' });
    expect(await call(outsider, 'account.joinBusiness', { token: 'x' })).toMatchObject({ status: 400, message: 'El enlace no es válido.' });
  });

  it('removed, a person loses the list at once in every process, and its next order is its own', async () => {
    expect((await call(outsider, 'account.removeFromBusiness', { usuario_id: (await db.select().from(t.negocioPersonas))[0]!.usuarioId })).status).toBe(403);
    const chefId = (await db.select().from(t.negocioPersonas))[0]!.usuarioId;
    expect(await call(titular, 'account.removeFromBusiness', { usuario_id: chefId })).toMatchObject({ status: 200, data: { message: 'Persona quitada del negocio.' } });
    for (const app of [a, b]) await eventually(async () => expect((await listed(app, chef)).some((p) => p.lista)).toBe(false));
    const order = await a.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email: 'chef@hotelcoral.mx', productos: [{ id: product.id, items: 1 }] }, headers: { authorization: chef }, remoteAddress: from() });
    expect(order.json().pedido).toMatchObject({ lista_precios: null, lineas: [{ precio_unitario: product.precio }] });
    expect((await call(titular, 'account.businessOrders')).data).toHaveLength(1);
    expect((await call(chef, 'account.business')).data).toBeNull();
  });
});
