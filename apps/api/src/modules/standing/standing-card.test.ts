import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@huerta/contracts';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, outbox } from '../../test/orders-helpers';

// A household's standing order paid by a saved card (issue 34), in test mode: the card saved only with
// consent; each occurrence charged off-session when it is made (once, even when generation replays); a
// refused card holds the day with its order waiting for payment until the eve's cut-off, the customer
// e-mailed once and able to pay by the link; a sold-out line follows its substitution choice; the plan
// edited from the account and through the reminder's signed, single-use «Modificar» link; the card removed.
vi.useFakeTimers({ toFake: ['Date'] });
// Monday 1 March 2027, 10:00 in Tijuana (UTC−8).
vi.setSystemTime(new Date('2027-03-01T18:00:00Z'));
afterAll(() => vi.useRealTimers());

const { app: a } = await createTestApp();
const { db, t } = dataOf(a);
let address = 0;
const from = () => `10.45.2.${(++address % 250) + 1}`;
const email = 'casa@familia.mx';
await a.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Lucía Casa', usuario: email, password: 'clave-segura-1' }, remoteAddress: from() });
/** A tRPC call as the household, signed in at the clock's time. */
const call = async (path: string, input?: unknown, opts: { anonymous?: boolean } = {}) => {
  const login = await a.inject({ method: 'POST', url: '/api/login', payload: { usuario: email, password: 'clave-segura-1' }, remoteAddress: from() });
  const headers: Record<string, string> = opts.anonymous ? {} : { authorization: `Bearer ${login.json().data.jwt}` };
  const res =
    input === undefined
      ? await a.inject({ url: `/trpc/${path}`, headers, remoteAddress: from() })
      : path === 'account.standingByLink'
        ? await a.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers, remoteAddress: from() })
        : await a.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: input as object, remoteAddress: from() });
  const body = res.json();
  return body.result ? body.result.data : { error: body.error?.message as string };
};
// Two products of one category on sale without an end date, stock not counted: the second is the first's «similar».
const onSale = await db.select().from(t.productos).where(isNull(t.productos.fechaVigFin));
const product = onSale.find((p) => onSale.some((q) => q.id !== p.id && q.categoriaId === p.categoriaId && !q.ventaGramos === !p.ventaGramos) && !p.ventaGramos)!;
await db.update(t.existencias).set({ disponibles: null });
a.services.catalog.invalidate();
const items = Math.ceil(60_000 / product.precioCentavos); // above Ensenada's $500 minimum
const first = await a.inject({
  method: 'POST',
  url: '/api/crear-pedido',
  payload: { ...customer, email, calle: 'Calle Once 11', colonia: 'Centro', codigo_postal: '22800', productos: [{ id: product.id, items, sustitucion: 'similar' }], metodo_pago: 'contra_entrega' },
  headers: { authorization: `Bearer ${(await a.inject({ method: 'POST', url: '/api/login', payload: { usuario: email, password: 'clave-segura-1' }, remoteAddress: from() })).json().data.jwt}` },
  remoteAddress: from(),
});
const pastOrder = first.json().pedido as { id: number; dia_entrega: string };
const occurrences = async () => db.select().from(t.ocurrenciasRecurrentes).orderBy(t.ocurrenciasRecurrentes.dia);
const planOrders = async () => db.select().from(t.pedidos).where(ne(t.pedidos.id, pastOrder.id)).orderBy(t.pedidos.id);
/** Runs generation at the moment a day's occurrence is due (the eve of two days before its eve, after the cut-off). */
const generateFor = async (dia: string) => {
  const due = new Date(Date.parse(`${dia}T07:00:00Z`) - 2 * 86_400_000);
  vi.setSystemTime(due);
  return a.services.standingOrders.generateDue(due);
};
let planId = 0;

describe('standing orders paid by a saved card', () => {
  it('a card is saved only with consent, and only a valid one; the plan then pays with it', async () => {
    expect(first.statusCode, first.body).toBe(201);
    expect((await call('account.createStandingOrder', { pedido_id: pastOrder.id, frecuencia: 'semanal', metodo_pago: 'tarjeta' })).error).toBe('Guarda una tarjeta en tu cuenta para pagar así tus pedidos recurrentes.');
    const card = { numero_tarjeta: '4242424242424242', vencimiento: '12/30', cvc: '123' };
    expect((await call('account.saveTestCard', card)).error).toBe('consentimiento: Marca la casilla para autorizar los cobros de tus pedidos recurrentes.');
    expect((await call('account.saveTestCard', { ...card, numero_tarjeta: '4000000000000002', consentimiento: true })).error).toBe('Tu tarjeta fue rechazada.');
    expect((await call('account.saveTestCard', { ...card, vencimiento: '01/26', consentimiento: true })).error).toBe('La tarjeta está vencida.');
    expect(await db.select().from(t.tarjetasGuardadas)).toHaveLength(0);
    expect((await call('account.saveTestCard', { ...card, consentimiento: true })).message).toBe('Tarjeta Visa terminada en 4242 guardada para tus pedidos recurrentes.');
    expect(await call('account.savedCard')).toMatchObject({ marca: 'Visa', ultimos4: '4242', vence: '12/30', proveedor: 'prueba' });
    // Kept: the consent's sentence and moment, never the number.
    const [row] = await db.select().from(t.tarjetasGuardadas);
    expect(row!.consentimiento).toContain('Autorizo que se cobre a esta tarjeta');
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    const made = await call('account.createStandingOrder', { pedido_id: pastOrder.id, frecuencia: 'semanal', metodo_pago: 'tarjeta' });
    expect(made.message).toContain('Listo: tu pedido se repite cada semana');
    planId = made.id;
    expect((await call('account.standingOrders'))[0]).toMatchObject({ metodo_pago: 'tarjeta', productos: [{ id: product.id, items, nombre: product.nombre, sustitucion: 'similar' }] });
  });

  it('the occurrence is charged off-session when it is made, once, even when generation replays', async () => {
    const next = (await call('account.standingOrders'))[0].proximo as string;
    await generateFor(next);
    const [order] = await planOrders();
    expect(order).toMatchObject({ diaEntrega: next, metodoPago: 'tarjeta', estado: 'pagado' });
    expect((await db.select().from(t.pagosPrueba).where(eq(t.pagosPrueba.id, order!.paymentIntentId!)))[0]!.estado).toBe('succeeded');
    // A crash before its record: the run replays the same order and charges nothing twice.
    await db.delete(t.ocurrenciasRecurrentes).where(eq(t.ocurrenciasRecurrentes.dia, next));
    await a.services.standingOrders.generateDue(new Date());
    expect(await planOrders()).toHaveLength(1);
    expect(await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, order!.id))).toHaveLength(1);
    expect((await occurrences()).find((o) => o.dia === next)).toMatchObject({ estado: 'creado', pedidoId: order!.id });
    expect((await outbox(a)).filter((m) => m.tipo === 'pedido' && m.texto.includes(`#${order!.id}`)).length).toBeLessThanOrEqual(1);
  });

  it('a refused card holds the day: the order waits for payment until the cut-off, told once, and paid by the link it is made', async () => {
    expect((await call('account.saveTestCard', { numero_tarjeta: '4000 0000 0000 0341', vencimiento: '12/30', cvc: '123', consentimiento: true })).message).toContain('terminada en 0341');
    expect(await db.select().from(t.tarjetasGuardadas).where(eq(t.tarjetasGuardadas.estado, 'activa'))).toHaveLength(1);
    const next = (await call('account.standingOrders'))[0].proximo as string;
    await generateFor(next);
    await a.services.standingOrders.generateDue(new Date());
    const order = (await planOrders()).at(-1)!;
    expect(order).toMatchObject({ diaEntrega: next, estado: 'pendiente_pago', errorPago: 'Tu tarjeta fue rechazada.' });
    // Payable until the cut-off of its eve (18:00 in Tijuana), when the sweep would cancel it.
    expect(new Date(order.pagoVence!).getTime()).toBeGreaterThan(Date.now());
    expect(order.pagoVence!.slice(0, 10) <= next).toBe(true);
    const occurrence = (await occurrences()).find((o) => o.dia === next)!;
    expect(occurrence).toMatchObject({ estado: 'retenido', pedidoId: order.id });
    const mails = (await outbox(a)).filter((m) => m.tipo === 'recurrente-sin-cobro');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.texto).toContain('Tu tarjeta fue rechazada.');
    expect(mails[0]!.texto).toContain('/account');
    // Paid by the link: the account's «Pagar», then the test card form.
    const resumed = await call('order.resume', { pedido_id: order.id });
    const paid = await call('payment.payTest', { payment_intent_client_secret: resumed.clientSecret, numero_tarjeta: '4242424242424242', vencimiento: '12/30', cvc: '123' });
    expect(paid.status).toBe('succeeded');
    await call('order.confirm', { payment_intent: paid.payment_intent, payment_intent_client_secret: resumed.clientSecret });
    expect((await db.select().from(t.pedidos).where(eq(t.pedidos.id, order.id)))[0]!.estado).toBe('pagado');
    expect((await call('account.standingOrders'))[0].ocurrencias[0]).toMatchObject({ dia: next, estado: 'creado', pedido_id: order.id, motivo: null });
  });

  it('a sold-out line set to «similar» goes as the closest product of its category, and the customer is told', async () => {
    await call('account.saveTestCard', { numero_tarjeta: '4242424242424242', vencimiento: '12/30', cvc: '123', consentimiento: true });
    await db.update(t.productos).set({ agotado: 1 }).where(eq(t.productos.id, product.id));
    a.services.catalog.invalidate();
    const next = (await call('account.standingOrders'))[0].proximo as string;
    await generateFor(next);
    const order = (await planOrders()).at(-1)!;
    expect(order).toMatchObject({ diaEntrega: next, estado: 'pagado' });
    const lines = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, order.id));
    expect(lines).toHaveLength(1);
    const alt = onSale.find((p) => p.id === lines[0]!.productoId)!;
    expect(alt.id).not.toBe(product.id);
    expect(alt.categoriaId).toBe(product.categoriaId);
    expect(order.nota).toContain(`«${product.nombre}» se agotó: va «${alt.nombre}» en su lugar.`);
    expect((await outbox(a)).filter((m) => m.tipo === 'recurrente-cambios' && m.texto.includes(alt.nombre))).toHaveLength(1);
    await db.update(t.productos).set({ agotado: 0 }).where(eq(t.productos.id, product.id));
    a.services.catalog.invalidate();
  });

  it('the plan is edited from the account: lines, weekday, window, frequency and payment, each checked before anything is written', async () => {
    const before = (await db.select().from(t.pedidosRecurrentes).where(eq(t.pedidosRecurrentes.id, planId)))[0]!;
    expect((await call('account.updateStandingOrder', { id: planId, productos: [{ id: 999_999, items: 1 }] })).error).toBe('Producto no disponible: #999999.');
    expect((await call('account.updateStandingOrder', { id: planId, productos: [] })).error).toBe('Carrito: Deja al menos un producto.');
    expect((await call('account.updateStandingOrder', { id: planId, metodo_pago: 'credito' })).error).toBe('Para comprar a crédito inicia sesión con la cuenta de tu negocio.');
    const zone = (await db.select().from(t.zonasEntrega).where(eq(t.zonasEntrega.nombre, 'Ensenada')))[0]!;
    const closed = [0, 1, 2, 3, 4, 5, 6].find((d) => !(JSON.parse(zone.diasEntrega) as number[]).includes(d));
    if (closed !== undefined) expect((await call('account.updateStandingOrder', { id: planId, dias_semana: [closed] })).error).toMatch(/^No entregamos en tu zona los /);
    expect((await db.select().from(t.pedidosRecurrentes).where(eq(t.pedidosRecurrentes.id, planId)))[0]).toEqual(before);
    expect((await call('account.updateStandingOrder', { id: planId, ventana: 'madrugada' })).error).toBe('Elige una ventana de entrega de la lista.');
    expect((await db.select().from(t.pedidosRecurrentes).where(eq(t.pedidosRecurrentes.id, planId)))[0]).toEqual(before);
    const windows = (await a.inject({ url: '/api/config' })).json().data.entregas.ventanas as { id: string }[];
    const later = windows.at(-1)!.id;
    const saved = await call('account.updateStandingOrder', { id: planId, productos: [{ id: product.id, items: items + 2, sustitucion: 'no' }], frecuencia: 'quincenal', ventana: later });
    expect(saved.message).toBe('Cambios guardados: se aplican desde el próximo pedido.');
    expect(saved.plan).toMatchObject({ frecuencia: 'quincenal', ventana: later, metodo_pago: 'tarjeta', productos: [{ id: product.id, items: items + 2, sustitucion: 'no' }] });
    // A client sends back the plan exactly as it was given (names, read-only fields and all): accepted, nothing
    // changes; with one quantity changed, that is saved.
    const [given] = await call('account.standingOrders');
    const echoed = await call('account.updateStandingOrder', given);
    expect(echoed.message).toBe('Cambios guardados: se aplican desde el próximo pedido.');
    expect(echoed.plan).toEqual(given);
    const changed = await call('account.updateStandingOrder', { ...given, productos: [{ ...given.productos[0], items: items + 2 }] });
    expect(changed.plan.productos[0]).toMatchObject({ items: items + 2, nombre: product.nombre });
    expect(JSON.parse((await db.select().from(t.pedidosRecurrentes).where(eq(t.pedidosRecurrentes.id, planId)))[0]!.pedido).productos).toEqual([{ id: product.id, items: items + 2, sustitucion: 'no' }]);
    expect((await call('account.updateStandingOrder', { ...given, precio: 1 })).error).toBeTruthy();
  });

  it('the reminder’s «Modificar» link opens the plan without a session, saves one change, and then is spent; a forged link does nothing', async () => {
    const next = (await call('account.standingOrders'))[0].proximo as string;
    const remind = new Date(Date.parse(`${next}T07:00:00Z`) - 3 * 86_400_000);
    vi.setSystemTime(remind);
    await a.services.standingOrders.generateDue(remind);
    const reminder = (await outbox(a)).filter((m) => m.tipo === 'recurrente-recordatorio' && m.texto.includes(next)).at(-1)!;
    const link = new URL(/Modificar: (\S+)/.exec(reminder.texto)![1]!);
    expect(link.pathname).toBe('/recurrente/modificar');
    const input = { plan: Number(link.searchParams.get('plan')), dia: link.searchParams.get('dia')!, firma: link.searchParams.get('firma')! };
    expect((await call('account.standingByLink', { ...input, firma: 'b'.repeat(32) }, { anonymous: true })).error).toBe('El enlace no es válido.');
    expect((await call('account.standingByLink', input, { anonymous: true })).productos).toEqual([{ id: product.id, items: items + 2, nombre: product.nombre, sustitucion: 'no' }]);
    // It cannot change how the plan is paid, nor pause it; the plan it showed, sent back with a quantity changed, is saved.
    expect((await call('account.updateStandingByLink', { ...input, metodo_pago: 'contra_entrega' }, { anonymous: true })).error).toBe('Este enlace no cambia la forma de pago: hazlo desde tu cuenta.');
    expect((await call('account.updateStandingByLink', { ...input, estado: 'pausado' }, { anonymous: true })).error).toBe('Este enlace no pausa ni cancela el pedido: hazlo desde tu cuenta.');
    const shown = await call('account.standingByLink', input, { anonymous: true });
    expect((await call('account.updateStandingByLink', { ...shown, ...input, id: shown.id + 1 }, { anonymous: true })).error).toBe('El enlace no es válido.');
    expect((await call('account.updateStandingByLink', { ...shown, ...input, productos: [{ ...shown.productos[0], items }] }, { anonymous: true })).message).toBe('Cambios guardados: se aplican desde el próximo pedido.');
    expect((await call('account.updateStandingByLink', { ...input, productos: [{ id: product.id, items: 1 }] }, { anonymous: true })).error).toBe('Este enlace ya se usó: entra a tu cuenta para hacer más cambios.');
    expect((await call('account.standingOrders'))[0]).toMatchObject({ metodo_pago: 'tarjeta', productos: [{ id: product.id, items }] });
    // Once the day is made the link has expired.
    await generateFor(next);
    expect((await call('account.standingByLink', input, { anonymous: true })).error).toBe('El enlace ya expiró: entra a tu cuenta para cambiar tus próximos pedidos.');
  });

  it('on two weekdays, each is made in its week: one order per day, every day of the plan', async () => {
    const zone = (await db.select().from(t.zonasEntrega).where(eq(t.zonasEntrega.nombre, 'Ensenada')))[0]!;
    const open = (JSON.parse(zone.diasEntrega) as number[]).slice(0, 2);
    expect(open).toHaveLength(2);
    expect((await call('account.updateStandingOrder', { id: planId, dias_semana: [open[1], open[1]] })).error).toMatch(/Cada día de entrega va una sola vez\.$/);
    const saved = await call('account.updateStandingOrder', { id: planId, dias_semana: [open[1], open[0]], frecuencia: 'semanal' });
    expect(saved.plan).toMatchObject({ dias_semana: open, dia_semana: open[0], frecuencia: 'semanal', dias_posibles: JSON.parse(zone.diasEntrega) });
    const first = saved.plan.proximo as string;
    // Never a day whose order is already due: at least four days on (generation 2 days before the eve's cut-off, its reminder a day before that).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Tijuana' }).format(new Date());
    expect(first >= addDays(today, 4)).toBe(true);
    const before = (await occurrences()).length;
    // The timer twice a day for two weeks from the first new day's generation.
    const start = Date.parse(`${first}T07:00:00Z`) - 3 * 86_400_000;
    for (let h = 0; h < 14 * 24; h += 12) {
      const at = new Date(start + h * 3_600_000);
      vi.setSystemTime(at);
      await a.services.standingOrders.generateDue(at);
    }
    const made = (await occurrences()).slice(before);
    const days = made.map((o) => new Date(`${o.dia}T12:00:00Z`).getUTCDay());
    expect(made.length).toBeGreaterThanOrEqual(3);
    expect(days.every((d) => open.includes(d))).toBe(true);
    expect(new Set(days).size).toBe(2);
    expect(new Set(made.map((o) => o.dia)).size).toBe(made.length);
  });

  it('removing the card puts its plans back on pay on delivery', async () => {
    expect((await call('account.removeCard', {})).message).toBe('Tarjeta quitada. Tus pedidos recurrentes se pagarán contra entrega.');
    expect(await call('account.savedCard')).toBeNull();
    expect((await call('account.standingOrders'))[0].metodo_pago).toBe('contra_entrega');
    expect(await db.select().from(t.tarjetasGuardadas).where(and(eq(t.tarjetasGuardadas.estado, 'activa')))).toHaveLength(0);
  });
});
