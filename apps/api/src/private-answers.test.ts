// An outside scan: signed-in JSON answers carried no Cache-Control, so a shared cache or the browser's
// could keep a shopper's orders, a login's token or a staff page. They are `private, no-store`.
import { describe, expect, it } from 'vitest';
import { adminClient } from './test/admin-helpers';
import { createTestApp } from './test/helpers';
import { post } from './test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });

describe('answers about one person are not stored by any cache', () => {
  it('login, registration, mi-cuenta, mis-pedidos and the storefront’s account procedures', async () => {
    const reg = await post(app, '/api/registrar', { nombre: 'Privada', usuario: 'privada@example.mx', password: 'clave-segura-1' });
    const login = await post(app, '/api/login', { usuario: 'privada@example.mx', password: 'clave-segura-1' });
    const auth = { authorization: `Bearer ${login.json().data.jwt}` };
    const answers = {
      registrar: reg,
      login,
      'mi-cuenta': await app.inject({ url: '/api/mi-cuenta', headers: auth }),
      'mis-pedidos': await app.inject({ url: '/api/mis-pedidos', headers: auth }),
      'mis-pedidos without a token': await app.inject({ url: '/api/mis-pedidos' }),
      'tRPC account.me': await app.inject({ url: '/trpc/account.me', headers: auth }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.headers['cache-control'], name).toBe('private, no-store');
    }
  });

  it('the back office’s procedures', async () => {
    const { call, addStaff } = adminClient(app, '10.9.0');
    const cookie = await addStaff('cache@huertabaja.mx', 'dueño');
    const me = await app.inject({ url: '/admin/trpc/auth.me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect((await call('auth.me', undefined)).status).toBe(401);
  });

  it('keeps the public catalogue cacheable and revalidated', async () => {
    expect((await app.inject({ url: '/api/productos' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/api/openapi.json' })).headers['cache-control']).toBe('public, max-age=300');
  });
});
