import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';
import { remindersTo, shopper, unsubscribeQuery } from './reminder-test-kit';

// The reminders' one-click unsubscribe (issue 47, item 5): the e-mail's signed link works without a session
// and only for its account and kind; fetching it (a mail scanner, the page's first look) changes nothing; the
// page's button or a mail client's RFC 8058 POST turns that reminder off, and /account shows it off.
const { app: a } = await createTestApp({}, { now: () => new Date('2027-03-01T18:00:00Z') });
const { db, t } = dataOf(a);
let address = 0;
const from = () => `10.47.7.${(++address % 250) + 1}`;
const H = 60 * 60 * 1000;

const ana = await shopper(a, 'ana@example.mx', from);
const otro = await shopper(a, 'otro@example.mx', from);
const [product] = await db.select().from(t.productos).limit(1);
for (const who of [ana, otro]) {
  await who.call('reminders.setPrefs', { carrito: true, semanal: true });
  await who.call('reminders.saveCart', { lineas: [{ id: product!.id, items: 1 }] });
}
await a.services.reminders.runDue(new Date(Date.parse('2027-03-01T18:00:00Z') + 5 * H));
const link = unsubscribeQuery((await remindersTo(a, ana.email))[0]!.texto);
const qs = (q: { u: number; tipo: string; firma: string }) => `u=${q.u}&tipo=${q.tipo}&firma=${encodeURIComponent(q.firma)}`;
const anonymous = async (path: string, input: unknown, method: 'GET' | 'POST') => {
  const res =
    method === 'GET'
      ? await a.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, remoteAddress: from() })
      : await a.inject({ method: 'POST', url: `/trpc/${path}`, headers: { 'content-type': 'application/json' }, payload: input as object, remoteAddress: from() });
  return res.json().result?.data ?? { error: res.json().error?.message as string };
};
const oneClick = (q: string) => a.inject({ method: 'POST', url: `/avisos/baja?${q}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click', remoteAddress: from() });

describe('the unsubscribe link', () => {
  it('refuses a forged link: another account, another kind, a made-up signature — writing nothing', async () => {
    // The signature's last character changed (never to itself: one link in 64 ends in «A»).
    const forged = [{ ...link, u: otro.id }, { ...link, tipo: 'semanal' }, { ...link, firma: `${link.firma.slice(0, -1)}${link.firma.endsWith('A') ? 'B' : 'A'}` }, { ...link, firma: '' }];
    for (const q of forged) {
      expect(await anonymous('reminders.checkLink', q, 'GET')).toEqual({ error: 'El enlace no es válido.' });
      expect(await anonymous('reminders.unsubscribe', q, 'POST')).toEqual({ error: 'El enlace no es válido.' });
      const res = await oneClick(qs(q));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('El enlace no es válido.');
    }
    expect(await ana.call('reminders.prefs')).toEqual({ carrito: true, semanal: true });
    expect(await otro.call('reminders.prefs')).toEqual({ carrito: true, semanal: true });
  });

  it('fetched (GET: the page, its look), it changes nothing', async () => {
    const page = await a.inject({ url: `/avisos/baja?${qs(link)}`, remoteAddress: from() });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(await anonymous('reminders.checkLink', link, 'GET')).toEqual({ tipo: 'carrito', activo: true });
    expect(await ana.call('reminders.prefs')).toEqual({ carrito: true, semanal: true });
  });

  it('the page’s button (POST, no session) turns off that kind only; /account shows it off; again is harmless', async () => {
    expect(await anonymous('reminders.unsubscribe', link, 'POST')).toEqual({ message: 'Listo: ya no te recordaremos tu carrito.' });
    expect(await ana.call('reminders.prefs')).toEqual({ carrito: false, semanal: true });
    expect(await anonymous('reminders.checkLink', link, 'GET')).toEqual({ tipo: 'carrito', activo: false });
    expect(await anonymous('reminders.unsubscribe', link, 'POST')).toEqual({ message: 'Listo: ya no te recordaremos tu carrito.' });
    expect(await otro.call('reminders.prefs')).toEqual({ carrito: true, semanal: true });
  });

  it('a mail client’s one-click POST (List-Unsubscribe-Post) turns it off', async () => {
    const mail = (await remindersTo(a, otro.email))[0]!;
    const header = JSON.parse(mail.cabeceras!) as Record<string, string>;
    expect(header['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = /^<https?:\/\/[^/]+(\/avisos\/baja\?\S+)>$/.exec(header['List-Unsubscribe']!)![1]!;
    const res = await a.inject({ method: 'POST', url: target, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click', remoteAddress: from() });
    expect(res.statusCode, res.body).toBe(200);
    expect(await otro.call('reminders.prefs')).toEqual({ carrito: false, semanal: true });
  });

  it('a form is taken there only, and only a small one; anything else still JSON', async () => {
    const big = await a.inject({ method: 'POST', url: `/avisos/baja?${qs(link)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'x='.padEnd(5000, 'a'), remoteAddress: from() });
    expect(big.statusCode).toBe(413);
    const elsewhere = await a.inject({ method: 'POST', url: '/trpc/reminders.unsubscribe', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b', remoteAddress: from() });
    expect(elsewhere.statusCode).toBe(415);
  });
});
