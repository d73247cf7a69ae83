import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';

const { app } = await createTestApp();
// Every allowance ×0.125: 1 wrong password per account and address, 13 per account, 3 logins per address.
const { app: tight } = await createTestApp({ RATE_LIMIT_MULTIPLIER: '0.125' });

const OWNER = { nombre: 'Dueña de la cuenta', usuario: 'victima@example.mx', password: 'clave-correcta-1' };
for (const a of [app, tight]) expect((await a.inject({ method: 'POST', url: '/api/registrar', payload: OWNER })).statusCode).toBe(201);

const login = (a: FastifyInstance, password: string, from: string, usuario = OWNER.usuario) =>
  a.inject({ method: 'POST', url: '/api/login', payload: { usuario, password }, remoteAddress: from });

/** One tRPC batch request of `calls` login calls; returns each call's HTTP-like status. */
async function batchLogin(calls: { usuario: string; password: string }[], from: string) {
  const path = calls.map(() => 'account.login').join(',');
  const body = Object.fromEntries(calls.map((c, i) => [String(i), c]));
  const res = await app.inject({ method: 'POST', url: `/trpc/${path}?batch=1`, payload: body, remoteAddress: from });
  return (res.json() as { error?: { data: { httpStatus: number } }; result?: unknown }[]).map((r) => r.error?.data.httpStatus ?? 200);
}

describe('login limits count calls, per account and address', () => {
  it('counts every login call of a tRPC batch: exactly 8 wrong passwords are checked per account and address', async () => {
    const decoy = { usuario: 'decoy@example.mx', password: 'nada-que-ver' };
    const wrong = Array.from({ length: 7 }, (_, i) => ({ usuario: OWNER.usuario, password: `adivina-${i}` }));
    const first = await batchLogin([decoy, ...wrong], '10.0.0.2');
    const second = await batchLogin([decoy, ...wrong], '10.0.0.2');
    const victimStatuses = [...first.slice(1), ...second.slice(1)];
    expect(victimStatuses.filter((s) => s === 401)).toHaveLength(8);
    expect(victimStatuses.filter((s) => s === 429)).toHaveLength(6);
    // A further REST attempt from that address is refused with a way out.
    const locked = await login(app, 'otra', '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('¿Olvidaste tu contraseña?');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("a stranger's guesses never lock the owner out of their own connection", async () => {
    for (let i = 0; i < 8; i++) expect((await login(app, `mala-${i}`, '10.0.0.3')).statusCode).toBe(401);
    expect((await login(app, 'mala-9', '10.0.0.3')).statusCode).toBe(429);
    const owner = await login(app, OWNER.password, '10.0.0.4');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.jwt).toEqual(expect.any(String));
    // Each address has its own allowance; a success gives the owner's address its attempts back.
    expect((await login(app, 'mala', '10.0.0.5')).statusCode).toBe(401);
    for (let i = 0; i < 8; i++) expect((await login(app, `mala-${i}`, '10.0.0.4')).statusCode).toBe(401);
  });

  it('keeps a much higher ceiling per account across addresses, pointing to password reset', async () => {
    // 13 wrong passwords from 13 addresses (one each, the tight per-address allowance), then the account is closed to guesses.
    for (let i = 0; i < 13; i++) expect((await login(tight, `mala-${i}`, `10.1.0.${i + 1}`)).statusCode).toBe(401);
    const refused = await login(tight, OWNER.password, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Esta cuenta recibió demasiados intentos fallidos. Usa «¿Olvidaste tu contraseña?» para restablecer tu contraseña.');
    // Other accounts are not affected.
    expect((await login(tight, 'x', '10.1.1.2', 'otra@example.mx')).statusCode).toBe(401);
  });

  it('limits by address on REST and tRPC alike, one count per call', async () => {
    // forgot-password: 5 per hour per address; a batch of 7 calls gets 5 answers and 2 refusals.
    const calls = Array.from({ length: 7 }, (_, i) => ({ email: `persona${i}@example.mx` }));
    const res = await app.inject({
      method: 'POST',
      url: `/trpc/${calls.map(() => 'account.forgotPassword').join(',')}?batch=1`,
      payload: Object.fromEntries(calls.map((c, i) => [String(i), c])),
      remoteAddress: '10.0.0.9',
    });
    const statuses = (res.json() as { error?: { data: { httpStatus: number } } }[]).map((r) => r.error?.data.httpStatus ?? 200);
    // The calls of a batch run concurrently: which two are refused depends on who reaches the counter first.
    expect(statuses.sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const rest = await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'x@example.mx' }, remoteAddress: '10.0.0.9' });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toEqual({ success: false, message: 'Demasiadas solicitudes de restablecimiento. Intenta más tarde.' });
  });
});
