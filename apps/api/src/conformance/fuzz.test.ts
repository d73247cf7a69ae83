import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';

// Limits off: this test is about what random input can do, not about abuse limits.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });

const ROUTES = ['/api/crear-pedido', '/api/confirmar-pedido', '/api/pago-prueba', '/api/send-contact', '/api/login', '/api/registrar', '/api/forgot-password', '/api/reset-password'];

const leaf = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 10 }), tie('node'), { maxKeys: 4 })),
})).node;
const knownKeys = fc.constantFrom('id', 'items', 'productos', 'nombre', 'email', 'correo', 'usuario', 'password', 'token', 'payment_intent', 'payment_intent_client_secret', 'numero_tarjeta', 'vencimiento', 'cvc', '__proto__', 'constructor');
const body = fc.oneof(value, fc.dictionary(knownKeys, value, { maxKeys: 8 }), fc.record({ productos: fc.array(fc.dictionary(knownKeys, value), { maxLength: 5 }) }));

describe('random bodies on every POST route', () => {
  it('never answer 5xx, a stack trace or SQL', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), body, async (url, payload) => {
        const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.body).not.toMatch(/\bat \S+ \(|SQLITE|select |insert into|stack/i);
        expect(res.json().success === false || res.statusCode < 300).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
