import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has safe local defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: 'file:./data/huerta.db', store: { nombre: 'Huerta Baja' }, shipping: { feeCentavos: 10_000, freeAboveCentavos: 50_000 } });
    expect(c.stripe).toBeUndefined();
  });

  it('refuses to start in production without a strong JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'corto' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
  });

  it('rejects a DATABASE_URL that is neither a file: path nor a PostgreSQL URL, and a bad port', () => {
    for (const url of ['mysql://x', 'huerta.db', 'file:', 'postgres://']) {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/DATABASE_URL debe ser una ruta «file:…» \(SQLite\) o una URL «postgres:\/\/…» \(PostgreSQL\)/);
    }
    expect(loadConfig({ DATABASE_URL: 'postgresql://tienda@db/huerta', JWT_SECRET: 'x'.repeat(32) }).databaseUrl).toBe('postgresql://tienda@db/huerta');
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('requires a shared JWT_SECRET on PostgreSQL (a generated one beside a SQLite file cannot be shared)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://tienda@db/huerta' })).toThrow(/JWT_SECRET \(≥ 32 caracteres\) es obligatorio con PostgreSQL/);
    expect(loadConfig({ DATABASE_URL: 'file:./x.db' }).jwtSecret).toBeUndefined();
  });

  it('links e-mails to the port the shop listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3400' }).publicUrl).toBe('http://localhost:3400');
    expect(loadConfig({ PORT: '3400', PUBLIC_URL: 'https://huertabaja.mx/' }).publicUrl).toBe('https://huertabaja.mx');
  });

  it('checks the timeouts it is given', () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(loadConfig({ UNPAID_ORDER_TIMEOUT_HOURS: '0.5' }).unpaidOrderTimeoutMs).toBe(1_800_000);
  });

  it('uses Stripe only when both keys are set', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }).stripe?.publishableKey).toBe('pk_test_x');
  });
});
