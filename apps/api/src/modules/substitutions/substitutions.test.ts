import { formatMXN, toCentavos, priceForGrams, type Product } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { clockAt, createTestApp } from '../../test/helpers';
import { customer, dataOf, orderRow, outbox } from '../../test/orders-helpers';

// Substitutions approved by the shopper (issue 47), on the real app with the shop's clock fixed and moved by
// the test: proposed at packing, answered from the e-mail's signed link (accepted, declined, twice, forged,
// too late), or past their time decided by the checkout choice; «Enviado» waits; a held card is captured for
// what was packed, the substitute included.
const base = clockAt('2026-11-27T10:00:00-08:00');
let shift = 0;
const now = () => new Date(base().getTime() + shift);
const { app } = await createTestApp({}, { now });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.47.1');
const owner = await admin.addStaff('duena.sustituye@huertabaja.mx', 'dueño');
const packer = await admin.addStaff('empaca.sustituye@huertabaja.mx', 'empleado');

// A product sold by the piece with at least three others of its category (the substitutes), and one of another
// category made a weighed one (the card is then held for the estimate plus the margin).
const listed = [...(await app.services.catalog.productsById(null)).values()].filter((p) => !p.venta && !p.agotado && p.descuento === 'N/A');
const byCategory = new Map<number, Product[]>();
for (const p of listed) byCategory.set(p.categoria_id, [...(byCategory.get(p.categoria_id) ?? []), p]);
const [, family] = [...byCategory].find(([, ps]) => ps.length >= 4)!;
const [short, ...others] = family as [Product, ...Product[]];
const weighed = listed.find((p) => p.categoria_id !== short.categoria_id)!;
{
  const { data } = await admin.call('products.get', { id: weighed.id }, { cookie: owner });
  const { id: _id, categoria: _c, archivado: _a, ...fields } = data as Record<string, unknown>;
  await admin.call('products.update', { id: weighed.id, producto: { ...fields, venta: { modo: 'peso', gramos: 250, minimo: 2 } } }, { cookie: owner });
}
const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
const cp = zone.codigosPostales[0]!.slice(0, 5);
// Enough pieces for the zone's minimum order.
const PIECES = Math.max(10, Math.ceil(60_000 / toCentavos(short.precio)));

let address = 0;
async function ready(email: string, sustitucion: string, metodo = 'contra_entrega', extra: { id: number; items: number }[] = []) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/crear-pedido',
    payload: { ...customer, email, codigo_postal: cp, metodo_pago: metodo, productos: [{ id: short.id, items: PIECES, sustitucion }, ...extra] },
    remoteAddress: `10.47.2.${++address}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { data: string; pedido: { id: number } };
  if (metodo === 'tarjeta') {
    const paid = await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: body.data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' }, remoteAddress: `10.47.3.${address}` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await move(body.pedido.id, 'preparando')).status).toBe(200);
  }
  const line = (await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, body.pedido.id))).find((l) => l.productoId === short.id)!;
  return { id: body.pedido.id, line };
}
const move = (id: number, estado: string) => admin.call('orders.move', { ids: [id], estado, confirmar: true }, { cookie: owner });
const suggest = (pedidoId: number, lineaId: number) => admin.call('substitutions.suggest', { pedidoId, lineaId }, { cookie: packer });
const propose = (pedidoId: number, lineaId: number, productoId: number, faltan = 2, items = 2) =>
  admin.call('substitutions.propose', { pedidoId, lineaId, faltan, productoId, items }, { cookie: packer });
const ofOrder = async (id: number) => (await admin.call('substitutions.ofOrder', { id }, { cookie: packer })).data as { estado: string; etiqueta: string; whatsapp: string | null }[];
const lines = (id: number) => db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, id)).orderBy(t.pedidoLineas.id);

/** The «Aceptar» link of the last substitution e-mail to `email`, as the storefront page reads it. */
async function linkOf(email: string) {
  const mail = (await outbox(app)).filter((m) => m.para === email && m.tipo === 'pedido-sustitucion').at(-1)!;
  const url = new URL(/Aceptar: (\S+)/.exec(mail.texto)![1]!);
  return { link: { s: Number(url.searchParams.get('s')), firma: url.searchParams.get('firma')! }, mail };
}
const trpc = async (path: string, input: object, type: 'query' | 'mutation' = 'mutation') => {
  const res =
    type === 'query'
      ? await app.inject({ url: `/trpc/substitution.${path}?input=${encodeURIComponent(JSON.stringify(input))}`, remoteAddress: `10.47.4.${++address % 250}` })
      : await app.inject({ method: 'POST', url: `/trpc/substitution.${path}`, payload: input, headers: { 'content-type': 'application/json' }, remoteAddress: `10.47.4.${++address % 250}` });
  const body = res.json() as { result?: { data: Record<string, unknown> }; error?: { message: string } };
  return { status: res.statusCode, data: body.result?.data, message: body.error?.message };
};
const timeline = async (id: number) => ((await admin.call('orders.get', { id }, { cookie: owner })).data as { historial: { quien: string; que: string }[] }).historial;

describe('a short line gets a substitute the shopper approves', () => {
  it('suggests the same category nearest in price, not what the order has; the proposal marks packing and e-mails the link', async () => {
    const { id, line } = await ready('sugerir@example.mx', 'similar');
    const offered = (await suggest(id, line.id)).data as { id: number; precio: number; diferencia: number }[];
    // Any product of its category sold by the piece and on sale (discounted ones too), never itself.
    const all = [...(await app.services.catalog.productsById(null)).values()];
    const expected = all.filter((p) => p.categoria_id === short.categoria_id && p.id !== short.id && !p.venta && !p.agotado).map((p) => p.id);
    expect(offered.length).toBeGreaterThan(0);
    for (const p of offered) expect(expected).toContain(p.id);
    const gaps = offered.map((p) => Math.abs(p.diferencia));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect((await orderRow(app, id)).empacandoEn).toBeNull();

    const sent = await propose(id, line.id, offered[0]!.id);
    expect(sent.status, sent.message).toBe(200);
    expect((sent.data as { whatsapp: string }).whatsapp).toMatch(/^https:\/\/wa\.me\/52\d{10}\?text=.*%2Fsustitucion%3Fs%3D/);
    expect((await orderRow(app, id)).empacandoEn).toBe(now().toISOString().slice(0, 16) + (await orderRow(app, id)).empacandoEn!.slice(16));
    const { mail } = await linkOf('sugerir@example.mx');
    expect(mail.asunto).toContain(`¿aceptas un sustituto en tu pedido #${id}?`);
    expect(mail.texto).toContain(`nos faltaron 2 de «${short.nombre}»`);
    expect(mail.texto).toContain('haremos lo que elegiste al comprar: Sustituir por uno similar.');
    // One per line, and «Enviado» waits for the answer.
    expect((await propose(id, line.id, offered[0]!.id)).message).toBe(`«${short.nombre}» ya tiene un sustituto propuesto.`);
    const sending = await move(id, 'enviado');
    expect(sending.status).toBe(409);
    expect(sending.message).toContain(`Espera la respuesta del cliente al sustituto de «${short.nombre}»`);
    expect((await orderRow(app, id)).estado).toBe('preparando');
  });

  it('refuses a product of another category, one already ordered, or more missing than ordered, writing nothing', async () => {
    const { id, line } = await ready('rechazos@example.mx', 'no');
    expect((await propose(id, line.id, weighed.id)).message).toBe('Este producto no está a la venta hoy por pieza: elige otro sustituto.');
    const other = listed.find((p) => p.categoria_id !== short.categoria_id && p.id !== weighed.id)!;
    expect((await propose(id, line.id, other.id)).message).toBe(`El sustituto debe ser de la misma categoría que «${short.nombre}».`);
    expect((await propose(id, line.id, others[0]!.id, PIECES + 1)).message).toBe(`Faltan: «${short.nombre}» lleva ${PIECES} piezas.`);
    expect(await db.select().from(t.sustituciones).where(eq(t.sustituciones.pedidoId, id))).toEqual([]);
    expect((await orderRow(app, id)).empacandoEn).toBeNull();
  });

  it('accepted from the link: the line is packed as the substitute at the server price; answering twice changes nothing', async () => {
    const { id, line } = await ready('acepta@example.mx', 'no');
    const sub = others[0]!;
    expect((await propose(id, line.id, sub.id, 2, 3)).status).toBe(200);
    const { link } = await linkOf('acepta@example.mx');
    const view = await trpc('view', link, 'query');
    expect(view.data).toMatchObject({ pedido: id, estado: 'propuesta', pedido_linea: { nombre: short.nombre, faltan: 2 }, sustituto: { nombre: sub.nombre, items: 3, precio: sub.precio } });
    const answered = await trpc('answer', { ...link, respuesta: 'aceptar' });
    expect(answered.data).toMatchObject({ estado: 'aceptada', mensaje: `Listo: enviaremos 3 × «${sub.nombre}».` });
    const after = await lines(id);
    const unit = toCentavos(short.precio);
    expect(after.find((l) => l.id === line.id)!.totalFinalCentavos).toBe(unit * (PIECES - 2));
    const added = after.find((l) => l.productoId === sub.id)!;
    expect(added).toMatchObject({ nombre: sub.nombre, items: 3, precioUnitarioCentavos: toCentavos(sub.precio), totalLineaCentavos: toCentavos(sub.precio) * 3, nota: `Sustituye a ${short.nombre}` });
    const order = await orderRow(app, id);
    expect(order.totalFinalCentavos).toBe(unit * (PIECES - 2) + toCentavos(sub.precio) * 3 + order.envioCentavos);

    const again = await trpc('answer', { ...link, respuesta: 'rechazar' });
    expect(again.status).toBe(409);
    expect(again.message).toBe('Ya respondiste a esta sustitución.');
    expect((await lines(id)).length).toBe(after.length);
    expect((await ofOrder(id))[0]).toMatchObject({ estado: 'aceptada', etiqueta: 'Aceptada por el cliente', whatsapp: null });
    expect((await timeline(id)).map((h) => [h.quien, h.que])).toEqual(
      expect.arrayContaining([
        ['Beto Empacador', `Sustituto propuesto para «${short.nombre}» (faltan 2): 3 × «${sub.nombre}» a $${sub.precio.toFixed(2)}`],
        [customer.nombre, `Sustitución de «${short.nombre}» por «${sub.nombre}»: aceptada por el cliente`],
      ]),
    );
    expect((await move(id, 'enviado')).data).toMatchObject({ movidos: [id] });
  });

  it('declined: the missing items are not charged and nothing is added', async () => {
    const { id, line } = await ready('rechaza@example.mx', 'similar');
    expect((await propose(id, line.id, others[1]!.id, PIECES, 1)).status).toBe(200);
    const { link } = await linkOf('rechaza@example.mx');
    expect((await trpc('answer', { ...link, respuesta: 'rechazar' })).data).toMatchObject({ estado: 'rechazada' });
    const after = await lines(id);
    expect(after).toHaveLength(1);
    expect(after[0]!.totalFinalCentavos).toBe(0);
    const order = await orderRow(app, id);
    expect(order.totalFinalCentavos).toBe(order.envioCentavos);
  });

  it('a forged or altered link is refused, and the proposal stays waiting', async () => {
    const { id, line } = await ready('falsa@example.mx', 'no');
    expect((await propose(id, line.id, others[2]!.id)).status).toBe(200);
    const { link } = await linkOf('falsa@example.mx');
    for (const forged of [{ ...link, firma: 'a'.repeat(32) }, { s: link.s + 1000, firma: link.firma }, { s: link.s - 1, firma: link.firma }]) {
      const res = await trpc('answer', { s: forged.s, firma: forged.firma, respuesta: 'aceptar' });
      expect(res.message).toBe('Este enlace no es válido.');
      expect((await trpc('view', { s: forged.s, firma: forged.firma }, 'query')).message).toBe('Este enlace no es válido.');
    }
    expect((await ofOrder(id))[0]!.estado).toBe('propuesta');
  });
});

describe('without an answer in time the checkout choice applies', () => {
  it.each([
    ['similar', 'vencida_aceptada', 'Sin respuesta: se aplicó «Sustituir por uno similar»'],
    ['no', 'vencida_rechazada', 'Sin respuesta: se aplicó «No sustituir»'],
    ['llamar', 'vencida_rechazada', 'Sin respuesta: se aplicó «Llamarme» (no se sustituyó)'],
  ])('checkout choice «%s» → %s, and the late answer is refused', async (choice, estado, label) => {
    const { id, line } = await ready(`vence.${choice}@example.mx`, choice);
    const sub = others[0]!;
    expect((await propose(id, line.id, sub.id, 1, 1)).status).toBe(200);
    const { link } = await linkOf(`vence.${choice}@example.mx`);
    // 29 minutes on: still waiting.
    await app.services.substitutions.sweep(new Date(now().getTime() + 29 * 60_000));
    expect((await ofOrder(id))[0]!.estado).toBe('propuesta');
    shift += 31 * 60_000;
    // Past its time and before the job ran: refused all the same, nothing changed.
    const late = await trpc('answer', { ...link, respuesta: 'aceptar' });
    expect(late.message).toBe('El tiempo para responder terminó: ya aplicamos lo que elegiste al comprar.');
    expect((await trpc('view', link, 'query')).data).toMatchObject({ estado: 'vencida', mensaje: 'El tiempo para responder terminó.' });
    expect(await app.services.substitutions.sweep(now())).toBeGreaterThanOrEqual(1);
    expect(await app.services.substitutions.sweep(now())).toBe(0);
    expect((await ofOrder(id))[0]).toMatchObject({ estado, etiqueta: label });
    const added = (await lines(id)).filter((l) => l.productoId === sub.id);
    expect(added).toHaveLength(estado === 'vencida_aceptada' ? 1 : 0);
    expect((await timeline(id)).some((h) => h.quien === 'La tienda (automático)' && h.que === `Sustitución de «${short.nombre}»: ${label}`)).toBe(true);
    expect((await trpc('answer', { ...link, respuesta: 'rechazar' })).message).toBe('El tiempo para responder terminó: ya aplicamos lo que elegiste al comprar.');
  });

  it('the time to answer is the owner setting «Minutos para aprobar una sustitución»', async () => {
    expect((await admin.call('substitutions.settings', undefined, { cookie: owner })).data).toEqual({ minutos: 30 });
    expect((await admin.call('substitutions.updateSettings', { minutos: 3 }, { cookie: owner })).message).toBe('Los minutos para aprobar una sustitución van de 5 a 240.');
    expect((await admin.call('substitutions.updateSettings', { minutos: 10 }, { cookie: packer })).status).toBe(403);
    expect((await admin.call('substitutions.updateSettings', { minutos: 10 }, { cookie: owner })).data).toEqual({ minutos: 10 });
    const { id, line } = await ready('diez@example.mx', 'no');
    expect((await propose(id, line.id, others[0]!.id)).status).toBe(200);
    const [row] = await db.select().from(t.sustituciones).where(eq(t.sustituciones.pedidoId, id));
    expect(new Date(row!.vence).getTime() - new Date(row!.creado).getTime()).toBe(10 * 60_000);
    await admin.call('substitutions.updateSettings', { minutos: 30 }, { cookie: owner });
  });
});

describe('the charge follows what was packed', () => {
  it('a held card is captured for the packed order, the accepted substitute in it and the missing pieces out', async () => {
    const { id, line } = await ready('tarjeta.sustituto@example.mx', 'no', 'tarjeta', [{ id: weighed.id, items: 6 }]);
    const sub = [...others].sort((a, b) => a.precio - b.precio)[0]!;
    const before = await orderRow(app, id);
    const hold = before.cobroCentavos!;
    expect(hold).toBeGreaterThan(before.totalCentavos);
    const proposed = await propose(id, line.id, sub.id, 1, 1);
    expect(proposed.status, proposed.message).toBe(200);
    const { link } = await linkOf('tarjeta.sustituto@example.mx');
    expect((await trpc('answer', { ...link, respuesta: 'aceptar' })).status).toBe(200);
    // Still an estimate until the weighed line has its weight.
    expect((await orderRow(app, id)).totalFinalCentavos).toBeNull();
    expect((await admin.call('orders.weigh', { id, productoId: weighed.id, gramos: 1400, confirmar: true }, { cookie: owner })).status).toBe(200);
    const packed = toCentavos(short.precio) * (PIECES - 1) + toCentavos(sub.precio) + priceForGrams(toCentavos(weighed.precio), 1400) + before.envioCentavos;
    expect((await orderRow(app, id)).totalFinalCentavos).toBe(packed);
    expect((await move(id, 'enviado')).data).toMatchObject({ movidos: [id] });
    const money = (await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, id)).orderBy(t.movimientosDinero.id)).map((m) => [m.tipo, m.centavos]);
    expect(money).toEqual([
      ['autorizacion', hold],
      ['captura', packed],
    ]);
    const seen = await app.services.orders.forShopper(id);
    expect(seen.lineas.map((l) => l.nombre)).toContain(sub.nombre);
  });
});

describe('a card paid in full (nothing weighed)', () => {
  it('gets the declined pieces back when the order leaves, through the packed charge (once)', async () => {
    const { id, line } = await ready('pagada.rechaza@example.mx', 'similar', 'tarjeta');
    const paid = await orderRow(app, id);
    expect(paid.cobroCentavos).toBeNull();
    expect((await propose(id, line.id, others[0]!.id, 2, 1)).status).toBe(200);
    const { link } = await linkOf('pagada.rechaza@example.mx');
    expect((await trpc('answer', { ...link, respuesta: 'rechazar' })).status).toBe(200);
    const missing = toCentavos(short.precio) * 2;
    expect((await orderRow(app, id)).totalFinalCentavos).toBe(paid.totalCentavos - missing);
    expect((await move(id, 'enviado')).data).toMatchObject({ movidos: [id] });
    expect((await move(id, 'entregado')).data).toMatchObject({ movidos: [id] });
    const money = (await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, id)).orderBy(t.movimientosDinero.id)).map((m) => [m.tipo, m.centavos]);
    expect(money).toEqual([
      ['pago', paid.totalCentavos],
      ['reembolso', missing],
    ]);
    const told = (await outbox(app)).filter((m) => m.para === 'pagada.rechaza@example.mx' && m.tipo === 'pedido-pesado');
    expect(told.map((m) => m.asunto)).toEqual([expect.stringContaining(`empacamos tu pedido #${id}`)]);
    expect(told[0]!.texto).toContain(`Total final: ${formatMXN(paid.totalCentavos - missing)}`);
  });
});
