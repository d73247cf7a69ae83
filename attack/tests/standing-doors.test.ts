import { describe, expect, it } from 'vitest';
import { LEAK } from '../support/checks';
import { httpJson, register } from '../support/http';
import { report, tally } from '../support/report';
import { startServer } from '../support/server';

// Issue 34's standing orders and saved cards against the built server: the card doors turn strangers away and
// bound how many cards one address may try (card testing), the reminder's «Modificar» link — usable without a
// session — refuses a forged signature and an oversized change before reading the plan, and is rate-limited.
describe('standing orders and saved cards from outside', () => {
  it('keeps strangers out, bounds card attempts and forged links, and says so in Spanish', async () => {
    const server = await startServer();
    try {
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) => httpJson(`${server.url}/trpc/${path}`, { body, headers });
      const strangers = await Promise.all(
        ['account.saveTestCard', 'account.cardSetup', 'account.saveStripeCard', 'account.removeCard', 'account.updateStandingOrder', 'account.createStandingOrder'].map((path) =>
          post(path, { numero_tarjeta: '4242424242424242', vencimiento: '12/30', cvc: '123', consentimiento: true, setup_intent: 'seti_x', id: 1, pedido_id: 1, frecuencia: 'semanal' }),
        ),
      );
      const link = { plan: 1, dia: '2030-01-07', firma: 'a'.repeat(32) };
      const oversized = await post('account.updateStandingByLink', { ...link, productos: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, items: 1 })) });
      const forged = [];
      for (let i = 0; i < 40; i++) forged.push(await post('account.updateStandingByLink', { ...link, productos: [{ id: 1, items: 2 }] }));
      await register(server.url, 'tarjetas@prueba.mx', 'clave-segura-1');
      const login = await httpJson(`${server.url}/api/login`, { body: { usuario: 'tarjetas@prueba.mx', password: 'clave-segura-1' } });
      const authorization = `Bearer ${(login.json as { data: { jwt: string } }).data.jwt}`;
      const cards = [];
      for (let i = 0; i < 12; i++) cards.push(await post('account.saveTestCard', { numero_tarjeta: `400000000000000${i % 10}`, vencimiento: '12/30', cvc: '123', consentimiento: true }, { authorization }));
      report('standing orders and saved cards (issue 34)', {
        'card and plan procedures without a session': tally(strangers.map((s) => s.status)),
        '«Modificar» with 101 lines': oversized.status,
        '40 forged «Modificar» saves from one address': tally(forged.map((f) => f.status)),
        '12 card attempts by one account': tally(cards.map((c) => c.status)),
      });
      expect(strangers.every((s) => s.status === 401 && !LEAK.test(s.text))).toBe(true);
      expect(oversized.status).toBe(400);
      expect(oversized.text).toContain('Como máximo 100 productos.');
      expect(forged.slice(0, 29).every((f) => f.status === 400 && f.text.includes('El enlace no es válido.'))).toBe(true);
      expect(forged.slice(29).every((f) => f.status === 429)).toBe(true);
      // Ten tries an hour per address: two went on the strangers' card calls above, eight on the account's.
      expect(cards.slice(0, 8).every((c) => c.status === 400)).toBe(true);
      expect(cards.slice(8).every((c) => c.status === 429 && c.text.includes('Demasiados intentos de guardar una tarjeta.'))).toBe(true);
      expect([...forged, ...cards].every((a) => !LEAK.test(a.text))).toBe(true);
      expect(server.alive()).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
