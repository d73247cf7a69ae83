// «Reportar un problema» (issue 47, part 3): a shopper reports a delivered order's lines within 48 hours
// (signed in, or a guest through the delivered e-mail's signed link), the owner decides once in the back
// office — refund to the card, shop credit, a replacement in the next order, or declined — and the shopper is
// told. Run on both engines (TEST_ENGINE=postgres).
import { PROBLEM_PHOTO_MAX_BYTES, toCentavos } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, outbox, post } from '../../test/orders-helpers';

// The clock is an input: the wall clock shifted by what a test says (the delivery is recorded at "now").
let shift = 0;
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { now: () => new Date(Date.now() + shift) });
const { addStaff, call } = adminClient(app, '10.47.3');
const owner = await addStaff('duena@huertabaja.mx', 'dueño');
const packer = await addStaff('empaca@huertabaja.mx', 'empleado');
const product = await listedProduct(app, false);
const { db, t } = dataOf(app);
let accounts = 0;

type View = { pedido: { abierto: boolean }; lineas: { id: number; maximo: number; pagado: number; reportado: boolean }[]; reportes: { id: number; estado: string; lineas: { foto: string | null; subir_foto: string | null }[] }[] };

async function shopper() {
  const email = `cliente${++accounts}-${Date.now()}@example.mx`;
  const jwt = (await post(app, '/api/registrar', { nombre: 'Lucía Ávila', usuario: email, password: 'clave-segura-1' })).json().data.jwt as string;
  return { email, auth: { authorization: `Bearer ${jwt}` } };
}

/** A card order of `items` pieces, paid, packed, sent and delivered by the back office; answers its id. */
async function deliveredOrder(who: { email: string; auth: Record<string, string> } | { email: string; auth?: undefined }, items = 12) {
  const created = (await post(app, '/api/crear-pedido', { ...customer, email: who.email, productos: [{ id: product.id, items }] }, who.auth ?? {})).json();
  await post(app, '/api/pago-prueba', { payment_intent_client_secret: created.data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' });
  const id = created.pedido.id as number;
  for (const estado of ['preparando', 'enviado', 'entregado']) expect((await call('orders.move', { ids: [id], estado, confirmar: true }, { cookie: owner })).data).toMatchObject({ movidos: [id] });
  return id;
}

const trpc = async (path: string, input: unknown, headers: Record<string, string> = {}) => {
  const res = path.endsWith('.view') || path === 'account.credit' || path === 'problem.mine'
    ? await app.inject({ url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers })
    : await app.inject({ method: 'POST', url: `/trpc/${path}`, payload: input as object, headers: { ...headers, 'content-type': 'application/json' } });
  const body = res.json() as { result?: { data: unknown }; error?: { message: string } };
  return { status: res.statusCode, data: body.result?.data as Record<string, unknown> & { id: number; fotos: { subir: string }[] }, message: body.error?.message };
};
const view = async (pedido_id: number, headers: Record<string, string> = {}, firma?: string) => (await trpc('problem.view', { pedido_id, ...(firma ? { firma } : {}) }, headers)).data as unknown as View;
const lineOf = async (pedidoId: number) => (await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, pedidoId)))[0]!;
const money = async (pedidoId: number) => db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, pedidoId));
const creditOf = async (auth: Record<string, string>) => (await trpc('account.credit', undefined, auth)).data;
const decide = (id: number, decision: string, motivo?: string, cookie = owner) => call('problemDecide', { id, decision, ...(motivo ? { motivo } : {}) }, { cookie });
const counts = async () => ({ reportes: (await db.select().from(t.reportesProblema)).length, lineas: (await db.select().from(t.reportesProblemaLineas)).length });
const jpeg = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b8e23' } }).jpeg().toBuffer();

describe('«Reportar un problema» on a delivered order', () => {
  it('refunds part of the card payment once: a retried or second decision moves no more money', async () => {
    const me = await shopper();
    const id = await deliveredOrder(me);
    const line = await lineOf(id);
    const v = await view(id, me.auth);
    expect(v.pedido.abierto).toBe(true);
    expect(v.lineas[0]).toMatchObject({ id: line.id, maximo: 12, reportado: false });
    expect((await trpc('problem.mine', undefined, me.auth)).data).toEqual([{ pedido_id: id, puede_reportar: true, reportes: [] }]);

    const filed = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'danado', cantidad: 3, nota: 'Llegaron golpeados' }] }, me.auth);
    expect(filed.status).toBe(200);
    // A quarter of what the line cost, computed by the server.
    const claimed = Math.floor((line.totalLineaCentavos * 3) / 12);
    expect(toCentavos(filed.data.total as number)).toBe(claimed);

    // Staff see the queue; only the owner decides.
    const queue = (await call('problemQueue', { estado: 'abierto' }, { cookie: packer })).data as { id: number; lineas: { nombre: string }[] }[];
    expect(queue.find((q) => q.id === filed.data.id)?.lineas[0]?.nombre).toBe(line.nombre);
    expect((await decide(filed.data.id, 'reembolso', undefined, packer)).message).toBe('Solo el dueño puede hacer esto.');

    const before = (await money(id)).length;
    const [a, b] = await Promise.all([decide(filed.data.id, 'reembolso'), decide(filed.data.id, 'saldo')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const retried = await decide(filed.data.id, 'reembolso');
    expect(retried.status).toBe(409);
    expect(retried.message).toBe('Reporte: ya se decidió (otra persona lo resolvió). Recarga la lista.');
    const after = await money(id);
    const won = a.status === 200 ? 'reembolso' : 'saldo';
    if (won === 'reembolso') {
      expect(after.length).toBe(before + 1);
      expect(after.at(-1)).toMatchObject({ tipo: 'reembolso', centavos: claimed, metodo: 'tarjeta' });
      expect(await creditOf(me.auth)).toMatchObject({ saldo: 0 });
    } else {
      expect(after.length).toBe(before);
      expect(await creditOf(me.auth)).toMatchObject({ saldo: claimed / 100 });
    }
    // The shopper is told, and the order shows the report's state.
    const mail = (await outbox(app)).filter((m) => m.para === me.email && m.tipo === `problema-${won}`);
    expect(mail).toHaveLength(1);
    expect((await view(id, me.auth)).reportes[0]!.estado).toBe(won);
  });

  it('gives shop credit with its own reason, seen in the account', async () => {
    const me = await shopper();
    const id = await deliveredOrder(me);
    const line = await lineOf(id);
    const filed = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'calidad', cantidad: 2 }] }, me.auth);
    expect((await decide(filed.data.id, 'saldo')).status).toBe(200);
    const claimed = Math.floor((line.totalLineaCentavos * 2) / 12);
    expect(await creditOf(me.auth)).toMatchObject({ saldo: claimed / 100 });
    const rows = await db.select().from(t.saldoClientes).where(eq(t.saldoClientes.pedidoId, id));
    expect(rows.map((r) => r.motivo)).toEqual([`reclamo:${filed.data.id}`]);
    expect((await outbox(app)).find((m) => m.para === me.email && m.tipo === 'problema-saldo')?.texto).toContain('Abonamos');
    // /account reads every delivered order's reports in one call: its one line reported, nothing more to report.
    expect((await trpc('problem.mine', undefined, me.auth)).data).toEqual([{ pedido_id: id, puede_reportar: false, reportes: [{ id: filed.data.id, estado: 'saldo', etiqueta: 'Abonado a tu saldo a favor' }] }]);
  });

  it('replaces in the next order: the back office shows «Reponer» on it until it leaves', async () => {
    const me = await shopper();
    const id = await deliveredOrder(me);
    const line = await lineOf(id);
    const filed = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'falto', cantidad: 1 }] }, me.auth);
    expect((await decide(filed.data.id, 'reponer')).status).toBe(200);
    const next = (await post(app, '/api/crear-pedido', { ...customer, email: me.email, productos: [{ id: product.id, items: 12 }] }, me.auth)).json();
    await post(app, '/api/pago-prueba', { payment_intent_client_secret: next.data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' });
    const nextId = next.pedido.id as number;
    expect((await call('problemReplacements', { pedido_id: nextId }, { cookie: packer })).data).toEqual([{ reporte_id: filed.data.id, pedido_id: id, hecho: false, productos: [`1 pza de ${line.nombre}`] }]);
    for (const estado of ['preparando', 'enviado']) await call('orders.move', { ids: [nextId], estado, confirmar: true }, { cookie: owner });
    expect((await call('problemReplacements', { pedido_id: nextId }, { cookie: packer })).data).toMatchObject([{ hecho: true }]);
    const [row] = await db.select().from(t.reportesProblema).where(eq(t.reportesProblema.id, filed.data.id));
    expect(row).toMatchObject({ repuestoPedidoId: nextId });
    expect((await outbox(app)).find((m) => m.para === me.email && m.tipo === 'problema-reponer')?.texto).toContain(`1 pza de ${line.nombre}`);
  });

  it('declines with a reason, which the shopper reads; no money moves', async () => {
    const me = await shopper();
    const id = await deliveredOrder(me);
    const line = await lineOf(id);
    const filed = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'no_era', cantidad: 1 }] }, me.auth);
    expect((await decide(filed.data.id, 'rechazado')).message).toBe('Motivo: di por qué se rechaza el reporte.');
    const before = (await money(id)).length;
    expect((await decide(filed.data.id, 'rechazado', 'La foto muestra el producto correcto.')).status).toBe(200);
    expect((await money(id)).length).toBe(before);
    expect((await view(id, me.auth)).reportes[0]).toMatchObject({ estado: 'rechazado', motivo_decision: 'La foto muestra el producto correcto.' });
    expect((await outbox(app)).find((m) => m.para === me.email && m.tipo === 'problema-rechazado')?.texto).toContain('La foto muestra el producto correcto.');
  });

  it('refuses, writing nothing: after 48 h, a line twice, more than was paid, another one open, another’s order and a forged link', async () => {
    const me = await shopper();
    const id = await deliveredOrder(me);
    const line = await lineOf(id);
    const start = await counts();
    const more = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'danado', cantidad: 13 }] }, me.auth);
    expect(more.message).toBe(`Cantidad: de «${line.nombre}» se empacaron y pagaron 12 piezas; no se puede reportar más.`);
    const stranger = await shopper();
    const theirs = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'danado', cantidad: 1 }] }, stranger.auth);
    expect(theirs.status).toBe(404);
    expect(theirs.message).toMatch(/^Pedido: no encontramos ese pedido/);
    const forged = await trpc('problem.report', { pedido_id: id, firma: 'x'.repeat(32), lineas: [{ linea_id: line.id, motivo: 'danado', cantidad: 1 }] });
    expect(forged.status).toBe(404);
    const foreignLine = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id + 100000, motivo: 'danado', cantidad: 1 }] }, me.auth);
    expect(foreignLine.message).toBe('Producto: ese producto no es de este pedido.');
    expect(await counts()).toEqual(start);

    const first = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'danado', cantidad: 1 }] }, me.auth);
    expect(first.status).toBe(200);
    const open = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'calidad', cantidad: 1 }] }, me.auth);
    expect(open.status).toBe(409);
    await decide(first.data.id, 'rechazado', 'Sin daño visible.');
    const twice = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'calidad', cantidad: 1 }] }, me.auth);
    expect(twice.message).toBe(`Producto: «${line.nombre}» ya fue reportado.`);

    const late = await deliveredOrder(me);
    const lateLine = await lineOf(late);
    const mid = await counts();
    shift = 48 * 3_600_000 + 60_000;
    try {
      const refused = await trpc('problem.report', { pedido_id: late, lineas: [{ linea_id: lateLine.id, motivo: 'danado', cantidad: 1 }] }, me.auth);
      expect(refused.message).toBe('Pedido: pasaron más de 48 horas desde la entrega; ya no se puede reportar un problema con este pedido.');
      expect((await view(late, me.auth)).pedido.abierto).toBe(false);
    } finally {
      shift = 0;
    }
    expect(await counts()).toEqual(mid);
  });

  it('a guest reports through the delivered e-mail’s signed link, with a photo; a non-image and an oversize file are refused', async () => {
    const guest = { email: `invitado-${Date.now()}@example.mx` };
    const id = await deliveredOrder(guest);
    const line = await lineOf(id);
    const delivered = (await outbox(app)).find((m) => m.para === guest.email && m.tipo === 'pedido-entregado')!;
    const link = /\/reportar-problema\?pedido=(\d+)&firma=([\w-]+)/.exec(delivered.texto)!;
    expect(Number(link[1])).toBe(id);
    const firma = link[2]!;
    expect((await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'danado', cantidad: 1 }] })).status).toBe(404);
    const filed = await trpc('problem.report', { pedido_id: id, firma, lineas: [{ linea_id: line.id, motivo: 'danado', cantidad: 2 }] });
    expect(filed.status).toBe(200);
    const upload = filed.data.fotos[0]!.subir;

    const text = await app.inject({ method: 'POST', url: upload, payload: Buffer.from('no soy una foto'), headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('El archivo no es una imagen JPEG, PNG, WebP o AVIF.');
    const big = await app.inject({ method: 'POST', url: upload, payload: Buffer.alloc(PROBLEM_PHOTO_MAX_BYTES + 1, 1), headers: { 'content-type': 'image/jpeg' } });
    expect(big.statusCode).toBe(413);
    const forgedPhoto = await app.inject({ method: 'POST', url: upload.replace(/firma=[\w-]+/, `firma=${'a'.repeat(32)}`), payload: await jpeg(), headers: { 'content-type': 'image/jpeg' } });
    expect(forgedPhoto.statusCode).toBe(404);

    const ok = await app.inject({ method: 'POST', url: upload, payload: await jpeg(), headers: { 'content-type': 'image/jpeg' } });
    expect(ok.statusCode).toBe(201);
    const again = await app.inject({ method: 'POST', url: upload, payload: await jpeg(), headers: { 'content-type': 'image/jpeg' } });
    expect(again.statusCode).toBe(409);
    const shown = await app.inject({ url: upload });
    expect(shown.headers['content-type']).toBe('image/webp');
    expect((await sharp(shown.rawPayload).metadata()).format).toBe('webp');
    expect((await app.inject({ url: upload.replace(/\?.*$/, '') })).statusCode).toBe(404);

    // A guest without an account gets a refund only; the refund goes to the card once.
    expect((await decide(filed.data.id, 'saldo')).message).toBe('Decisión: el cliente compró sin cuenta; solo se le puede reembolsar (o rechazar el reporte).');
    const queue = (await call('problemQueue', { estado: 'abierto' }, { cookie: owner })).data as { id: number; lineas: { foto: string | null }[] }[];
    expect(queue.find((q) => q.id === filed.data.id)?.lineas[0]?.foto).toBe(upload);
    expect((await decide(filed.data.id, 'reembolso')).status).toBe(200);
    expect((await money(id)).filter((m) => m.tipo === 'reembolso')).toHaveLength(1);
    expect((await view(id, {}, firma)).reportes[0]).toMatchObject({ estado: 'reembolso' });
  });

  /** A cash-on-delivery order of `me` delivered: by its driver, who records the cash, or only moved «Entregado» by the back office. */
  async function cashOrder(me: { email: string; auth: Record<string, string> }, driver?: string) {
    const created = await post(app, '/api/crear-pedido', { ...customer, email: me.email, metodo_pago: 'contra_entrega', productos: [{ id: product.id, items: 12 }] }, me.auth);
    expect(created.statusCode).toBe(201);
    const id = created.json().pedido.id as number;
    if (driver) {
      const driverId = (await db.select().from(t.personal).where(eq(t.personal.email, 'beto.reporte@huertabaja.mx')))[0]!.id;
      await db.update(t.pedidos).set({ diaEntrega: app.services.today(), repartidorId: driverId }).where(eq(t.pedidos.id, id));
      const delivered = await call('route.deliver', { id, recibio: 'Lucía', cobro: { metodo: 'efectivo', recibido: created.json().pedido.total } }, { cookie: driver });
      expect(delivered.status, delivered.message).toBe(200);
    } else for (const estado of ['enviado', 'entregado']) expect((await call('orders.move', { ids: [id], estado, confirmar: true }, { cookie: owner })).data).toMatchObject({ movidos: [id] });
    return id;
  }

  it('refuses a cash-on-delivery order’s refund (or credit) before its cash is recorded, writing nothing', async () => {
    const me = await shopper();
    await deliveredOrder(me);
    const id = await cashOrder(me);
    const filed = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: (await lineOf(id)).id, motivo: 'falto', cantidad: 1 }] }, me.auth);
    expect(filed.status).toBe(200);
    const audits = (await db.select().from(t.auditoria)).length;
    for (const decision of ['reembolso', 'saldo']) {
      const refused = await decide(filed.data.id, decision);
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(`Primero registra el cobro del pedido #${id}.`);
    }
    expect(await money(id)).toEqual([]);
    expect((await db.select().from(t.reportesProblema).where(eq(t.reportesProblema.id, filed.data.id)))[0]).toMatchObject({ estado: 'abierto', decididoEn: null });
    expect((await db.select().from(t.auditoria)).length).toBe(audits);
    expect((await creditOf(me.auth)).saldo ?? 0).toBe(0);
    expect((await outbox(app)).filter((m) => m.para === me.email && m.tipo.startsWith('problema-'))).toEqual([]);
  });

  it('gives a cash-on-delivery order’s refund back in cash once the driver recorded it: one money record, no provider', async () => {
    const me = await shopper();
    await deliveredOrder(me);
    const driver = await addStaff('beto.reporte@huertabaja.mx', 'repartidor', 'Beto');
    const id = await cashOrder(me, driver);
    const line = await lineOf(id);
    const filed = await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: line.id, motivo: 'falto', cantidad: 1 }] }, me.auth);
    const queued = ((await call('problemQueue', { estado: 'abierto' }, { cookie: owner })).data as { id: number; reembolso_en: string }[]).find((q) => q.id === filed.data.id);
    expect(queued?.reembolso_en).toBe('efectivo');
    expect((await decide(filed.data.id, 'reembolso')).status).toBe(200);
    expect((await money(id)).filter((m) => m.tipo === 'reembolso')).toMatchObject([{ metodo: 'efectivo', referencia: `efectivo-reclamo-${filed.data.id}`, centavos: Math.floor(line.totalLineaCentavos / 12) }]);
    expect((await outbox(app)).find((m) => m.para === me.email && m.tipo === 'problema-reembolso')?.texto).toContain('en efectivo');
  });

  it('keeps to the customer’s limit of 3 reports in 30 days', async () => {
    const me = await shopper();
    for (let i = 0; i < 3; i++) {
      const id = await deliveredOrder(me);
      expect((await trpc('problem.report', { pedido_id: id, lineas: [{ linea_id: (await lineOf(id)).id, motivo: 'calidad', cantidad: 1 }] }, me.auth)).status).toBe(200);
    }
    const fourth = await deliveredOrder(me);
    const refused = await trpc('problem.report', { pedido_id: fourth, lineas: [{ linea_id: (await lineOf(fourth)).id, motivo: 'calidad', cantidad: 1 }] }, me.auth);
    expect(refused.status).toBe(429);
    expect(refused.message).toBe('Reportes: ya hiciste 3 reportes en los últimos 30 días. Escríbenos por WhatsApp y lo vemos contigo.');
  });
});
