import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testEngine } from './test/engine';
import { createTestApp } from './test/helpers';
import { dataOf, post } from './test/orders-helpers';

// What several processes of one shop must share. On PostgreSQL two apps (as two processes would) share
// one database; on SQLite — one process by design — both names are the same app, and the assertions
// are the single-process guarantees.

const { app: a, dir } = await createTestApp({ RATE_LIMIT_MULTIPLIER: '0.25' });
const b: FastifyInstance =
  testEngine === 'postgres' ? (await createTestApp({ RATE_LIMIT_MULTIPLIER: '0.25', DATABASE_URL: a.services.config.databaseUrl })).app : a;
void dir;

const registration = { nombre: 'Hotel Coral', usuario: 'compras@hotelcoral.mx', password: 'huerta-segura-1' };

describe('state shared by every process', () => {
  it('counts a login limit across processes: a limit of N lets exactly N attempts through', async () => {
    await post(a, '/api/registrar', registration);
    const limit = 5; // the per-address login limit (20) × RATE_LIMIT_MULTIPLIER 0.25
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { usuario: `nadie${i}@example.mx`, password: 'incorrecta-1234' }, remoteAddress: '10.9.9.9' });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    expect(statuses.slice(limit)).toEqual([429, 429, 429]);
  });

  it('accepts a session made by one process on the other, and a password reset on one ends it on the other', async () => {
    // Each step from its own address: the tight limits of this file must not be what answers.
    let n = 0;
    const post = (app: FastifyInstance, url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress: `10.1.1.${++n}` });
    const login = await post(a, '/api/login', { usuario: registration.usuario, password: registration.password });
    const jwt = login.json().data.jwt as string;
    const me = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/mis-pedidos', headers: { authorization: `Bearer ${jwt}` } });
    expect((await me(b)).statusCode).toBe(200);
    await post(a, '/api/forgot-password', { email: registration.usuario });
    const { db, t } = dataOf(a);
    const mail = (await db.select().from(t.correos).where(eq(t.correos.tipo, 'restablecer'))).at(-1)!;
    const token = /token=([\w-]+)/.exec(mail.texto)![1];
    expect((await post(a, '/api/reset-password', { token, password: 'otra-clave-segura-2' })).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
  });

  it('serves a catalogue change made through one process from the other within a second, new ETag and bytes', async () => {
    const first = await b.inject({ method: 'GET', url: '/api/productos' });
    const etag = first.headers.etag as string;
    const { db, t } = dataOf(a);
    await db.update(t.productos).set({ nombre: 'Fresa de Maneadero' }).where(eq(t.productos.id, 3));
    a.services.catalog.invalidate(); // what a write through the app does in its own process
    const started = Date.now();
    let res = await b.inject({ method: 'GET', url: '/api/productos', headers: { 'if-none-match': etag } });
    while (res.statusCode === 304 && Date.now() - started < 1_000) {
      await new Promise((r) => setTimeout(r, 20));
      res = await b.inject({ method: 'GET', url: '/api/productos', headers: { 'if-none-match': etag } });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(etag);
    expect(res.json().data.find((p: { id: number }) => p.id === 3).nombre).toBe('Fresa de Maneadero');
    // …and from then on from memory: the same bytes, a 304 for the new ETag.
    const again = await b.inject({ method: 'GET', url: '/api/productos', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});
