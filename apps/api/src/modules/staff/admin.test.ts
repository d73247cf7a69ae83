import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_ORIGIN, adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, outbox, post } from '../../test/orders-helpers';
import { adminRouter } from '../../admin-router';
import { SESSION_IDLE_MS } from './staff';
import type { Access } from '../../trpc/admin';

const { app } = await createTestApp({ RATE_LIMIT_MULTIPLIER: '0.5' });
const ORIGIN = ADMIN_ORIGIN;
let address = 0;
const { call, addStaff } = adminClient(app, '10.7.0');

describe('the first owner', () => {
  it('creates the owner once through the one-time setup link, with a session cookie for /admin only', async () => {
    const link = (await app.services.staff.announceSetupLink(false))!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/setup\?token=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;
    const res = await app.inject({ method: 'POST', url: '/admin/trpc/auth.setup', payload: { token, nombre: 'Rosa Dueña', email: 'Rosa@HuertaBaja.mx', password: 'clave-del-panel-1' }, headers: { origin: ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toMatchObject({ nombre: 'Rosa Dueña', email: 'rosa@huertabaja.mx', rol: 'dueño' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^hb_personal=[\w-]{43}; Max-Age=1209600; Path=\/admin; HttpOnly; SameSite=Strict$/);
    expect((await call('auth.me', undefined, { cookie: cookie.split(';')[0] })).data).toMatchObject({ email: 'rosa@huertabaja.mx' });
    const again = await call('auth.setup', { token, nombre: 'Intruso', email: 'otro@example.mx', password: 'clave-del-panel-2' });
    expect(again).toMatchObject({ status: 400, message: expect.stringContaining('El enlace de configuración no es válido') });
    // With an owner in place, no new link is printed at start.
    expect(await app.services.staff.announceSetupLink(false)).toBeNull();
  });
});

describe('every admin procedure checks who calls it', () => {
  it('walks the whole router: no session 401, a shopper token 401, the wrong role 403, another origin refused', async () => {
    const owner = (await call('auth.login', { email: 'rosa@huertabaja.mx', password: 'clave-del-panel-1' })).cookie!;
    const employee = await addStaff('beto@huertabaja.mx', 'empleado');
    await post(app, '/api/registrar', { nombre: 'Cliente', usuario: 'cliente@example.mx', password: 'huerta-segura-1' });
    const shopperJwt = (await post(app, '/api/login', { usuario: 'cliente@example.mx', password: 'huerta-segura-1' })).json().data.jwt as string;
    const procedures = Object.entries(adminRouter._def.procedures as unknown as Record<string, never>) as [string, { _def: { meta?: { access: Access }; type: string } }][];
    expect(procedures.length).toBeGreaterThanOrEqual(8);
    // Logging out ends the session the walk uses: last.
    procedures.sort(([a], [b]) => Number(a === 'auth.logout') - Number(b === 'auth.logout'));
    for (const [path, procedure] of procedures) {
      const access = procedure._def.meta?.access;
      expect(access, `${path} declares who may call it`).toBeDefined();
      if (access === 'público') continue;
      expect((await call(path, undefined)).status, `${path} without a session`).toBe(401);
      expect((await call(path, undefined, { headers: { authorization: `Bearer ${shopperJwt}` } })).status, `${path} with a shopper's token`).toBe(401);
      const asEmployee = await call(path, undefined, { cookie: employee });
      if (access === 'dueño') expect(asEmployee.status, `${path} as empleado`).toBe(403);
      else expect([401, 403], `${path} as empleado`).not.toContain(asEmployee.status);
      expect([401, 403], `${path} as dueño`).not.toContain((await call(path, undefined, { cookie: owner })).status);
      if (procedure._def.type === 'mutation') {
        expect((await call(path, undefined, { cookie: owner, origin: 'https://evil.example' })).status, `${path} from another origin`).toBe(403);
        expect((await call(path, undefined, { cookie: owner, origin: null })).status, `${path} without an Origin`).toBe(403);
      }
    }
  });

  it('ends a session at logout, when the staff member is disabled, and after the idle time', async () => {
    const cookie = await addStaff('temporal@huertabaja.mx', 'empleado');
    expect((await call('auth.me', undefined, { cookie })).status).toBe(200);
    const token = cookie.split('=')[1]!;
    expect(await app.services.staff.authenticate(token, Date.now() + SESSION_IDLE_MS + 120_000)).toBeNull();
    const { db, t } = dataOf(app);
    await db.update(t.personal).set({ activo: 0 }).where(eq(t.personal.email, 'temporal@huertabaja.mx'));
    expect((await call('auth.me', undefined, { cookie })).status).toBe(401);
    await db.update(t.personal).set({ activo: 1 }).where(eq(t.personal.email, 'temporal@huertabaja.mx'));
    expect((await call('auth.me', undefined, { cookie })).status).toBe(200);
    const out = await call('auth.logout', undefined, { cookie });
    expect(out.cookie).toBe('hb_personal=');
    expect((await call('auth.me', undefined, { cookie })).status).toBe(401);
  });

  it('answers a wrong password the same for unknown and known staff, and limits the attempts', async () => {
    const unknown = await call('auth.login', { email: 'nadie@huertabaja.mx', password: 'x'.repeat(10) });
    expect(unknown).toMatchObject({ status: 401, message: 'Correo o contraseña incorrectos.' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({ method: 'POST', url: '/admin/trpc/auth.login', payload: { email: 'rosa@huertabaja.mx', password: `mala-${i}-clave` }, headers: { origin: ORIGIN }, remoteAddress: '10.8.8.8' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]); // 8 × RATE_LIMIT_MULTIPLIER 0.5
  });
});

describe('running the orders', () => {
  it('lists with filters and paging, moves orders along the workflow with one e-mail per change, and keeps a timeline', async () => {
    const owner = (await call('auth.login', { email: 'rosa@huertabaja.mx', password: 'clave-del-panel-1' })).cookie!;
    const p = await listedProduct(app, false);
    const make = async (nombre: string) => (await post(app, '/api/crear-pedido', { ...customer, nombre, productos: [{ id: p.id, items: 2 }] }, { 'x-forwarded-for': `10.9.${++address}.1` })).json();
    const paid = await make('Hotel Coral');
    await post(app, '/api/pago-prueba', { payment_intent_client_secret: paid.data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' });
    const unpaid = await make('Restaurante La Ola');

    const list = (await call('orders.list', { estado: 'pagado' }, { cookie: owner })).data as { pedidos: { id: number }[]; total: number };
    expect(list.pedidos.map((o) => o.id)).toEqual([paid.pedido.id]);
    const byName = (await call('orders.list', { q: 'la ola' }, { cookie: owner })).data as { pedidos: { id: number; nombre: string }[] };
    expect(byName.pedidos.map((o) => o.nombre)).toEqual(['Restaurante La Ola']);
    expect(((await call('orders.list', { q: `#${unpaid.pedido.id}` }, { cookie: owner })).data as { pedidos: { id: number }[] }).pedidos[0]!.id).toBe(unpaid.pedido.id);
    expect((await call('orders.list', { porPagina: 5000 }, { cookie: owner })).status).toBe(400);

    const refused = await call('orders.move', { ids: [paid.pedido.id], estado: 'entregado' }, { cookie: owner });
    expect(refused).toMatchObject({ status: 409, message: 'Un pedido «Pagado» no puede pasar a «Entregado».' });
    const mails = async () => (await outbox(app)).filter((m) => m.asunto.includes(`#${paid.pedido.id} `));
    const before = (await mails()).length;
    expect((await call('orders.move', { ids: [paid.pedido.id], estado: 'preparando' }, { cookie: owner })).data).toEqual({ movidos: [paid.pedido.id], rechazados: [], avisos: [] });
    // Two people press "Enviado" at once: one change, one e-mail.
    const both = await Promise.all([1, 2].map(() => call('orders.move', { ids: [paid.pedido.id], estado: 'enviado' }, { cookie: owner })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    await call('orders.move', { ids: [paid.pedido.id], estado: 'entregado' }, { cookie: owner });
    expect((await mails()).slice(before).map((m) => m.tipo)).toEqual(['pedido-enviado', 'pedido-entregado']);

    const detail = (await call('orders.get', { id: paid.pedido.id }, { cookie: owner })).data as { estado: string; historial: { quien: string; que: string }[]; lineas: unknown[] };
    expect(detail.estado).toBe('entregado');
    expect(detail.lineas).toHaveLength(1);
    expect(detail.historial.map((h) => h.que)).toEqual(['Pedido creado', 'Pago confirmado', 'Estado: En preparación', 'Estado: Enviado', 'Estado: Entregado']);
    expect(detail.historial.at(-1)!.quien).toBe('Rosa Dueña');

    // Several at once: the unpaid one is cancelled (with its e-mail), the delivered one is refused with the reason.
    const bulk = (await call('orders.move', { ids: [unpaid.pedido.id, paid.pedido.id], estado: 'cancelado' }, { cookie: owner })).data as { movidos: number[]; rechazados: { id: number; motivo: string }[] };
    expect(bulk.movidos).toEqual([unpaid.pedido.id]);
    expect(bulk.rechazados).toEqual([{ id: paid.pedido.id, motivo: 'Un pedido «Entregado» no puede pasar a «Cancelado».' }]);
    expect((await outbox(app)).filter((m) => m.tipo === 'pedido-cancelado' && m.asunto.includes(`#${unpaid.pedido.id} `))).toHaveLength(1);
  });

  it('refunds a paid order the owner cancels, once even when two cancel at once; an empleado may not', async () => {
    const owner = (await call('auth.login', { email: 'rosa@huertabaja.mx', password: 'clave-del-panel-1' })).cookie!;
    const employee = (await call('auth.login', { email: 'beto@huertabaja.mx', password: 'clave-del-panel-1' })).cookie!;
    const p = await listedProduct(app, true);
    const made = (await post(app, '/api/crear-pedido', { ...customer, email: 'reembolso@example.mx', productos: [{ id: p.id, items: 3 }] }, { 'x-forwarded-for': '10.9.150.1' })).json();
    await post(app, '/api/pago-prueba', { payment_intent_client_secret: made.data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' }, { 'x-forwarded-for': '10.9.150.2' });
    const id = made.pedido.id as number;
    expect(await call('orders.move', { ids: [id], estado: 'cancelado' }, { cookie: employee })).toMatchObject({ status: 409, message: 'Solo el dueño puede cancelar un pedido pagado (se reembolsa el pago).' });
    const both = await Promise.all([1, 2].map(() => call('orders.move', { ids: [id], estado: 'cancelado' }, { cookie: owner })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const { db, t } = dataOf(app);
    const [order] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, id));
    expect(order).toMatchObject({ estado: 'cancelado', reembolsoId: expect.stringMatching(/^re_prueba_reembolso-pedido-\d+$/), reembolsadoEn: expect.any(String) });
    const [intent] = await db.select().from(t.pagosPrueba).where(eq(t.pagosPrueba.id, order!.paymentIntentId!));
    expect(intent!.estado).toBe('refunded');
    const mails = (await outbox(app)).filter((m) => m.para === 'reembolso@example.mx' && m.tipo === 'pedido-cancelado');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.texto).toMatch(/Te reembolsamos \$[\d,.]+ a la tarjeta con la que pagaste/);
    const detail = (await call('orders.get', { id }, { cookie: owner })).data as { reembolsoPendiente: boolean; historial: { que: string }[] };
    expect(detail.reembolsoPendiente).toBe(false);
    expect(detail.historial.map((h) => h.que).slice(-2)).toEqual(['Estado: Cancelado', expect.stringMatching(/^Reembolso hecho \(\$[\d,.]+\)$/)]);
    expect((await call('orders.retryRefund', { id }, { cookie: owner })).data).toEqual({ message: 'Este pedido ya está reembolsado.' });
  });

  it('adds up the day\'s pick list over the paid and preparing orders, with their packing slips', async () => {
    const owner = (await call('auth.login', { email: 'rosa@huertabaja.mx', password: 'clave-del-panel-1' })).cookie!;
    const p = await listedProduct(app, false);
    const q = await listedProduct(app, true);
    const order = async (items: { id: number; items: number }[], pay: boolean, n: number) => {
      const made = (await post(app, '/api/crear-pedido', { ...customer, nombre: `Cocina ${n}`, productos: items }, { 'x-forwarded-for': `10.9.160.${n}` })).json();
      if (pay) await post(app, '/api/pago-prueba', { payment_intent_client_secret: made.data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' }, { 'x-forwarded-for': `10.9.161.${n}` });
      return made.pedido.id as number;
    };
    const before = (await call('orders.pickList', { dia: app.services.today() }, { cookie: owner })).data as { productos: { productoId: number; cantidad: number }[] };
    const qty = (list: typeof before, id: number) => list.productos.find((x) => x.productoId === id)?.cantidad ?? 0;
    const a = await order([{ id: p.id, items: 4 }, { id: q.id, items: 1 }], true, 1);
    await order([{ id: p.id, items: 6 }], true, 2);
    await order([{ id: p.id, items: 50 }], false, 3); // unpaid: not to pack
    const list = (await call('orders.pickList', { dia: app.services.today() }, { cookie: owner })).data as typeof before & { pedidos: { id: number; lineas: { nombre: string; items: number }[] }[] };
    expect(qty(list, p.id) - qty(before, p.id)).toBe(10);
    expect(qty(list, q.id) - qty(before, q.id)).toBe(1);
    expect(list.pedidos.find((x) => x.id === a)!.lineas.map((l) => l.items)).toEqual([4, 1]);
    expect((await call('orders.pickList', { dia: '2020-01-01' }, { cookie: owner })).data).toMatchObject({ dia: '2020-01-01', productos: [], pedidos: [] });
    expect((await call('orders.pickList', { dia: 'ayer' }, { cookie: owner })).message).toBe('Día: La fecha debe tener el formato AAAA-MM-DD.');
  });

  it('shows in the timeline an order the shop cancelled for staying unpaid', async () => {
    const owner = (await call('auth.login', { email: 'rosa@huertabaja.mx', password: 'clave-del-panel-1' })).cookie!;
    const p = await listedProduct(app, false);
    const stale = (await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: p.id, items: 1 }] }, { 'x-forwarded-for': '10.9.200.1' })).json();
    const { db, t } = dataOf(app);
    await db.update(t.pedidos).set({ creado: new Date(Date.now() - 25 * 3_600_000).toISOString() }).where(eq(t.pedidos.id, stale.pedido.id));
    await app.services.unpaidOrders.sweep();
    const detail = (await call('orders.get', { id: stale.pedido.id }, { cookie: owner })).data as { estado: string; historial: { quien: string; que: string }[] };
    expect(detail.estado).toBe('cancelado');
    expect(detail.historial.at(-1)).toMatchObject({ quien: 'La tienda (automático)', que: 'Cancelado: sin pago tras el plazo' });
    const list = (await call('orders.list', { estado: 'cancelado' }, { cookie: owner })).data as { pedidos: { id: number }[] };
    expect(list.pedidos.map((o) => o.id)).toContain(stale.pedido.id);
    // The list's own filter: only what the sweep cancelled, not what staff cancelled.
    const cancelledByStaff = list.pedidos.map((o) => o.id).filter((id) => id !== stale.pedido.id);
    expect(cancelledByStaff.length).toBeGreaterThan(0);
    const swept = (await call('orders.list', { estado: 'cancelado_sin_pago' }, { cookie: owner })).data as { pedidos: { id: number }[]; total: number };
    expect(swept).toMatchObject({ total: 1, pedidos: [{ id: stale.pedido.id }] });
  });
});

describe('the contact inbox', () => {
  it('counts unread messages, marks one read when opened, and sends one reply as plain text', async () => {
    const cookie = (await call('auth.login', { email: 'beto@huertabaja.mx', password: 'clave-del-panel-1' })).cookie!;
    const before = (await call('messages.unread', undefined, { cookie })).data as number;
    await app.inject({ method: 'POST', url: '/api/send-contact', payload: { nombre: 'Chef <b>Ola</b>', correo: 'chef@laola.mx', mensaje: '¿Precio de mayoreo para tomate?' }, remoteAddress: '10.6.6.6' });
    expect((await call('messages.unread', undefined, { cookie })).data).toBe(before + 1);
    const list = (await call('messages.list', { filtro: 'sin_leer' }, { cookie })).data as { mensajes: { id: number; nombre: string }[] };
    const id = list.mensajes[0]!.id;
    expect(list.mensajes[0]!.nombre).toBe('Chef <b>Ola</b>');
    expect((await call('messages.open', { id }, { cookie })).data).toMatchObject({ leido: true, respuesta: null });
    expect((await call('messages.unread', undefined, { cookie })).data).toBe(before);
    const texto = 'Hola, el tomate saladet está a $18 el kilo por caja. <script>alert(1)</script>';
    expect((await call('messages.reply', { id, texto }, { cookie })).data).toMatchObject({ respuesta: texto, respondidoEn: expect.any(String) });
    expect(await call('messages.reply', { id, texto: 'otra' }, { cookie })).toMatchObject({ status: 409, message: 'Este mensaje ya se respondió.' });
    const sent = (await outbox(app)).filter((m) => m.tipo === 'respuesta-contacto');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ para: 'chef@laola.mx', asunto: 'Huerta Baja: respuesta a tu mensaje' });
    expect(sent[0]!.texto).toContain(texto);
    expect(await call('messages.reply', { id, texto: '' }, { cookie })).toMatchObject({ status: 400 });
  });
});

describe('the dashboard', () => {
  it('adds up paid sales today, this week and this month, orders by state, what to prepare and the last 30 days', async () => {
    const cookie = (await call('auth.login', { email: 'beto@huertabaja.mx', password: 'clave-del-panel-1' })).cookie!;
    // Delivered two months ago: not in the morning's counts.
    const { db: oldDb, t: oldT } = dataOf(app);
    await oldDb.insert(oldT.pedidos).values({ nombre: 'Antiguo', direccion: 'Calle 1, Tijuana', telefono: '664 000 0000', email: 'a@example.mx', estado: 'entregado', subtotalCentavos: 100, envioCentavos: 0, totalCentavos: 100, proveedorPago: 'local', creado: new Date(Date.now() - 60 * 86_400_000).toISOString() });
    const d = (await call('dashboard', undefined, { cookie })).data as {
      hoy: { pedidos: number; total: number };
      semana: { total: number };
      mes: { total: number };
      porEstado: Record<string, number>;
      porPreparar: number;
      mensajesSinLeer: number;
      masVendidos: { cantidad: number }[];
      ventasDiarias: { dia: string; total: number }[];
    };
    const { db, t } = dataOf(app);
    const orders = await db.select().from(t.pedidos);
    const paidToday = orders.filter((o) => o.pagadoEn && o.estado !== 'cancelado');
    expect(d.hoy.pedidos).toBe(paidToday.length);
    expect(Math.round(d.hoy.total * 100)).toBe(paidToday.reduce((n, o) => n + o.totalCentavos, 0));
    expect(d.semana.total).toBeGreaterThanOrEqual(d.hoy.total);
    expect(d.mes.total).toBeGreaterThanOrEqual(d.hoy.total);
    const recent = orders.filter((o) => o.nombre !== 'Antiguo');
    for (const state of ['pendiente_pago', 'pagado', 'preparando', 'enviado', 'entregado', 'cancelado']) {
      expect(d.porEstado[state] ?? 0, state).toBe(recent.filter((o) => o.estado === state).length);
    }
    expect(d.porPreparar).toBe(orders.filter((o) => o.estado === 'pagado' || o.estado === 'preparando').length);
    expect(d.ventasDiarias).toHaveLength(30);
    expect(d.ventasDiarias.at(-1)).toEqual({ dia: app.services.today(), total: d.hoy.total });
    expect(d.masVendidos.map((p) => p.cantidad)).toEqual([...d.masVendidos.map((p) => p.cantidad)].sort((a, b) => b - a));
    // The best seller is what the week's paid lines say.
    const soldIds = new Set(paidToday.map((o) => o.id));
    const perProduct = new Map<number, number>();
    for (const line of await db.select().from(t.pedidoLineas)) if (soldIds.has(line.pedidoId)) perProduct.set(line.productoId, (perProduct.get(line.productoId) ?? 0) + line.items);
    expect(d.masVendidos.length).toBe(Math.min(5, perProduct.size));
    expect(d.masVendidos[0]?.cantidad).toBe(Math.max(...perProduct.values()));
  });
});

describe('the owner manages the staff', () => {
  it('adds an empleado who can sign in, sees and closes their sessions, disables them at once, and keeps one owner', async () => {
    const owner = (await call('auth.login', { email: 'rosa@huertabaja.mx', password: 'clave-del-panel-1' })).cookie!;
    const added = await call('staff.add', { nombre: 'Lupe Repartidora', email: 'Lupe@HuertaBaja.mx', rol: 'empleado', password: 'clave-de-lupe-1' }, { cookie: owner });
    expect(added.data).toMatchObject({ email: 'lupe@huertabaja.mx', rol: 'empleado' });
    expect(await call('staff.add', { nombre: 'Otra', email: 'lupe@huertabaja.mx', rol: 'empleado', password: 'clave-de-lupe-1' }, { cookie: owner })).toMatchObject({
      status: 409,
      message: 'Ya existe una cuenta de personal con ese correo.',
    });
    const lupeId = (added.data as { id: number }).id;
    const lupe = (await call('auth.login', { email: 'lupe@huertabaja.mx', password: 'clave-de-lupe-1' })).cookie!;
    const sessions = (await call('staff.sessions', { id: lupeId }, { cookie: owner })).data as { sesion: string }[];
    expect(sessions).toHaveLength(1);
    expect((await call('staff.revokeSession', { sesion: sessions[0]!.sesion }, { cookie: owner })).status).toBe(200);
    expect((await call('auth.me', undefined, { cookie: lupe })).status).toBe(401);
    const again = (await call('auth.login', { email: 'lupe@huertabaja.mx', password: 'clave-de-lupe-1' })).cookie!;
    expect((await call('staff.update', { id: lupeId, activo: false }, { cookie: owner })).data).toMatchObject({ activo: false });
    expect((await call('auth.me', undefined, { cookie: again })).status).toBe(401);
    expect(await call('auth.login', { email: 'lupe@huertabaja.mx', password: 'clave-de-lupe-1' })).toMatchObject({ status: 403, message: 'Tu cuenta está desactivada. Habla con el dueño de la tienda.' });
    const me = (await call('auth.me', undefined, { cookie: owner })).data as { id: number };
    expect(await call('staff.update', { id: me.id, rol: 'empleado' }, { cookie: owner })).toMatchObject({ status: 409, message: 'La tienda necesita al menos un dueño activo.' });
  });
});

describe('the CSV export for the accountant', () => {
  it('streams the orders of a date range, owner only, UTF-8 with BOM, escaped and safe from formulas', async () => {
    const owner = (await call('auth.login', { email: 'rosa@huertabaja.mx', password: 'clave-del-panel-1' })).cookie!;
    const employee = (await call('auth.login', { email: 'beto@huertabaja.mx', password: 'clave-del-panel-1' })).cookie!;
    const p = await listedProduct(app, false);
    await post(app, '/api/crear-pedido', { ...customer, nombre: '=HYPERLINK("x") Pérez, "El Güero"', productos: [{ id: p.id, items: 1 }] }, { 'x-forwarded-for': '10.9.170.1' });
    const day = app.services.today();
    const url = `/admin/exportar/pedidos.csv?desde=${day}&hasta=${day}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: { cookie: employee } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/admin/exportar/pedidos.csv?desde=ayer&hasta=hoy', headers: { cookie: owner } })).json()).toEqual({
      success: false,
      message: 'Desde: La fecha debe tener el formato AAAA-MM-DD.',
    });
    const res = await app.inject({ method: 'GET', url, headers: { cookie: owner } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pedidos-${day}-a-${day}.csv"`);
    const body = res.rawPayload.toString('utf8');
    // The columns themselves are checked in export-csv.test.ts.
    expect(body.startsWith('\uFEFFPedido,Creado (hora de Tijuana),Estado,Cliente,')).toBe(true);
    const { db, t } = dataOf(app);
    // Today's orders only (two earlier ones were aged 25 h for the unpaid-order sweep).
    const since = new Date(`${day}T00:00:00`).toISOString();
    const todays = (await db.select().from(t.pedidos)).filter((o) => o.creado >= since).length;
    expect(body.trim().split('\r\n')).toHaveLength(todays + 1);
    expect(body).toContain(`"'=HYPERLINK(""x"") Pérez, ""El Güero"""`);
    expect((await app.inject({ method: 'GET', url: '/admin/exportar/pedidos.csv?desde=2020-01-01&hasta=2020-01-02', headers: { cookie: owner } })).rawPayload.toString('utf8').trim().split('\r\n')).toHaveLength(1);
  });
});
