import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { post } from '../test/orders-helpers';

const { app } = await createTestApp();

describe('login limits', () => {
  it('locks one account after repeated failures, per account, on REST and tRPC alike', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post(app, '/api/login', { usuario: 'victima@example.mx', password: `intento-${i}` })).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const locked = await post(app, '/api/login', { usuario: 'VICTIMA@example.mx', password: 'otra' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Demasiados intentos para esta cuenta. Espera 15 minutos e intenta de nuevo.');
    const viaTrpc = await post(app, '/trpc/account.login', { usuario: 'victima@example.mx', password: 'otra' });
    expect(viaTrpc.statusCode).toBe(429);
    // Another account from the same IP is still allowed.
    expect((await post(app, '/api/login', { usuario: 'otra@example.mx', password: 'x' })).statusCode).toBe(401);
  });
});
