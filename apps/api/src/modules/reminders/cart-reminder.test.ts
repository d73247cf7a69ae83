import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CART_REMINDER_DELAY_MS, formatMXN } from '@huerta/contracts';
import { testEngine } from '../../test/engine';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf } from '../../test/orders-helpers';
import { remindersTo, shopper } from './reminder-test-kit';

// The abandoned-cart reminder (issue 47, item 5), the clock fixed: a signed-in shopper who said yes gets ONE
// e-mail 4 h after their cart's last change, at today's server prices — never without consent, never after
// an order, never twice for the same cart; a new change after an order is a new cart. Two runs at once (two
// processes on PostgreSQL) send it once.
let clock = new Date('2027-03-01T18:00:00Z'); // Monday 1 March 2027, 10:00 in Tijuana
const { app: a } = await createTestApp({}, { now: () => clock });
const b: FastifyInstance = testEngine === 'postgres' ? (await createTestApp({ DATABASE_URL: a.services.config.databaseUrl }, { now: () => clock })).app : a;
const { db, t } = dataOf(a);
let address = 0;
const from = () => `10.47.5.${(++address % 250) + 1}`;
const later = (ms: number) => new Date(clock.getTime() + ms);
const H = 60 * 60 * 1000;

// A product on sale without an end date (the clock is in 2027), sold by the piece, its stock not counted.
const [product] = await db.select().from(t.productos).where(and(isNull(t.productos.fechaVigFin), isNull(t.productos.ventaModo)));
await db.update(t.existencias).set({ disponibles: null }).where(eq(t.existencias.productoId, product!.id));
a.services.catalog.invalidate();
const items = Math.ceil(60_000 / product!.precioCentavos); // above the zone's minimum

const ana = await shopper(a, 'ana@example.mx', from);
const placeOrder = async (who: typeof ana) => {
  const res = await a.inject({
    method: 'POST',
    url: '/api/crear-pedido',
    payload: { ...customer, email: who.email, calle: 'Av. López Mateos 100', colonia: 'Centro', codigo_postal: '22800', productos: [{ id: product!.id, items }], metodo_pago: 'tarjeta' },
    headers: { authorization: who.authorization },
    remoteAddress: from(),
  });
  expect(res.statusCode, res.body).toBe(201);
};

describe('the abandoned-cart reminder', () => {
  it('is off by default: without consent the cart is not kept and nothing is sent', async () => {
    expect(await ana.call('reminders.prefs')).toEqual({ carrito: false, semanal: false });
    expect(await ana.call('reminders.saveCart', { lineas: [{ id: product!.id, items: 2 }] })).toEqual({ guardado: false });
    expect(await db.select().from(t.carritosGuardados)).toEqual([]);
    await a.services.reminders.runDue(later(10 * H));
    expect(await remindersTo(a, ana.email)).toEqual([]);
  });

  it('keeps only ids and quantities: prices, more lines than an order, or bad ids are refused, unknown products dropped', async () => {
    expect(await ana.call('reminders.setPrefs', { carrito: true, semanal: false })).toEqual({ carrito: true, semanal: false });
    expect((await ana.call('reminders.saveCart', { lineas: [{ id: product!.id, items: 2, precio: 1 }] })).error).toMatch(/precio/);
    expect((await ana.call('reminders.saveCart', { lineas: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, items: 1 })) })).error).toContain('Como máximo 100 productos.');
    expect((await ana.call('reminders.saveCart', { lineas: [{ id: -3, items: 1 }] })).error).toContain('Id de producto inválido.');
    expect(await db.select().from(t.carritosGuardados)).toEqual([]);
    expect(await ana.call('reminders.saveCart', { lineas: [{ id: product!.id, items: 2 }, { id: 999_999, items: 1 }] })).toEqual({ guardado: true });
    const [saved] = await db.select().from(t.carritosGuardados);
    expect(JSON.parse(saved!.lineas)).toEqual([{ id: product!.id, items: 2 }]);
  });

  it('is sent once, 4 h after the last change, at today’s server price, with the cart and unsubscribe links', async () => {
    clock = later(H);
    await ana.call('reminders.saveCart', { lineas: [{ id: product!.id, items: 3 }] });
    await a.services.reminders.runDue(later(CART_REMINDER_DELAY_MS - 60_000));
    expect(await remindersTo(a, ana.email)).toEqual([]);
    // The owner raised the price since: the e-mail says today's.
    await db.update(t.productos).set({ precioCentavos: product!.precioCentavos + 500 }).where(eq(t.productos.id, product!.id));
    a.services.catalog.invalidate();
    await a.services.reminders.runDue(later(CART_REMINDER_DELAY_MS));
    const [mail, ...more] = await remindersTo(a, ana.email);
    expect(more).toEqual([]);
    expect(mail!.asunto).toBe('Huerta Baja: dejaste productos en tu carrito');
    expect(mail!.texto).toContain(`- ${product!.nombre} × 3: ${formatMXN(3 * (product!.precioCentavos + 500))}`);
    expect(mail!.texto).toMatch(/Tu carrito te espera aquí: http\S+\/carrito\n/);
    expect(mail!.texto).toMatch(/Date de baja en un clic: http\S+\/avisos\/baja\?u=\d+&tipo=carrito&firma=\S+/);
    expect(JSON.parse(mail!.cabeceras!)).toEqual({ 'List-Unsubscribe': expect.stringMatching(/^<http\S+\/avisos\/baja\?u=\d+&tipo=carrito&firma=\S+>$/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    await db.update(t.productos).set({ precioCentavos: product!.precioCentavos }).where(eq(t.productos.id, product!.id));
    a.services.catalog.invalidate();
    // Never twice for the same cart: not on a later run, nor after another change without an order.
    await a.services.reminders.runDue(later(10 * H));
    clock = later(11 * H);
    await ana.call('reminders.saveCart', { lineas: [{ id: product!.id, items: 5 }] });
    await a.services.reminders.runDue(later(20 * H));
    expect(await remindersTo(a, ana.email)).toHaveLength(1);
  });

  it('a change after an order is a new cart, reminded once; an order after the change means no reminder', async () => {
    await placeOrder(ana);
    clock = later(H);
    await ana.call('reminders.saveCart', { lineas: [{ id: product!.id, items: 1 }] });
    await a.services.reminders.runDue(later(5 * H));
    expect(await remindersTo(a, ana.email)).toHaveLength(2);

    // Another order; then a new cart, and an order placed before the 4 h pass: nothing left behind.
    await placeOrder(ana);
    clock = later(H);
    await ana.call('reminders.saveCart', { lineas: [{ id: product!.id, items: 4 }] });
    await placeOrder(ana);
    await a.services.reminders.runDue(later(6 * H));
    expect(await remindersTo(a, ana.email)).toHaveLength(2);
  });

  it('turned off, the saved cart is dropped and nothing is sent', async () => {
    const luis = await shopper(a, 'luis@example.mx', from);
    await luis.call('reminders.setPrefs', { carrito: true, semanal: false });
    await luis.call('reminders.saveCart', { lineas: [{ id: product!.id, items: 1 }] });
    await luis.call('reminders.setPrefs', { carrito: false, semanal: false });
    expect(await db.select().from(t.carritosGuardados).where(eq(t.carritosGuardados.usuarioId, luis.id))).toEqual([]);
    await a.services.reminders.runDue(later(5 * H));
    expect(await remindersTo(a, luis.email)).toEqual([]);
  });

  it('two runs at once (two processes on PostgreSQL) send it once; in English for an English account', async () => {
    const jo = await shopper(a, 'jo@example.com', from, 'en');
    await jo.call('reminders.setPrefs', { carrito: true, semanal: false });
    clock = later(H);
    await jo.call('reminders.saveCart', { lineas: [{ id: product!.id, items: 2 }] });
    const at = later(5 * H);
    await Promise.all([a.services.reminders.runDue(at), b.services.reminders.runDue(at), a.services.reminders.runDue(at)]);
    const mails = await remindersTo(a, jo.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.asunto).toBe('Huerta Baja: you left products in your cart');
    expect(mails[0]!.texto).toContain('Unsubscribe in one click: ');
    expect(mails[0]!.texto).toMatch(/\/en\/carrito\n/);
  });
});
