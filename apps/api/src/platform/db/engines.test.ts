import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, post } from '../../test/orders-helpers';
import { isUniqueViolation } from './database';
import { ascNullsLast } from './sorting';

// Where SQLite and PostgreSQL differ (../shared/SCALE.md), each written so that it fails on the engine
// where the code is wrong; this file runs once per engine.

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const database = dataOf(app);
const { db, t } = database;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('transactions', () => {
  it('roll back alone: a write made by another request while one waits is kept', async () => {
    const failing = database.transaction(async (tx) => {
      await tx.insert(t.mensajesContacto).values({ nombre: 'dentro', correo: 'tx@example.mx' });
      await sleep(40); // another request runs meanwhile
      throw new Error('falla a propósito');
    }).catch((err: unknown) => err); // caught at once: on a busy machine it fails before the insert below is done
    await sleep(5);
    await db.insert(t.mensajesContacto).values({ nombre: 'fuera', correo: 'otro@example.mx' });
    expect(((await failing) as Error).message).toBe('falla a propósito');
    const names = (await db.select({ nombre: t.mensajesContacto.nombre }).from(t.mensajesContacto)).map((r) => r.nombre);
    expect(names).toContain('fuera');
    expect(names).not.toContain('dentro');
  });

  it('commit together, and a transaction begun inside another joins it', async () => {
    await database.transaction(async (tx) => {
      await tx.insert(t.mensajesContacto).values({ nombre: 'exterior', correo: 'a@example.mx' });
      await database.transaction(async (inner) => inner.insert(t.mensajesContacto).values({ nombre: 'interior', correo: 'b@example.mx' }));
    });
    const names = (await db.select({ nombre: t.mensajesContacto.nombre }).from(t.mensajesContacto)).map((r) => r.nombre);
    expect(names).toEqual(expect.arrayContaining(['exterior', 'interior']));
  });
});

describe('engine differences', () => {
  it('reports unique violations the same way, and only those', async () => {
    const row = { email: 'unico@example.mx', passwordHash: 'x', nombreCompleto: 'Único' };
    await db.insert(t.usuarios).values(row);
    const duplicate = await db.insert(t.usuarios).values(row).catch((err: unknown) => err);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const notNull = await db
      .insert(t.usuarios)
      .values({ ...row, email: 'otro@example.mx', nombreCompleto: null as unknown as string })
      .catch((err: unknown) => err);
    expect(notNull).toBeInstanceOf(Error);
    expect(isUniqueViolation(notNull)).toBe(false);
  });

  it('counts as numbers (node-postgres returns bigint counts as strings)', async () => {
    const [row] = await db.select({ n: count() }).from(t.productos);
    expect(typeof row!.n).toBe('number');
    expect(row!.n).toBeGreaterThanOrEqual(45);
  });

  it('sorts NULLs where the query says (SQLite puts them first by default, PostgreSQL last)', async () => {
    const rows = await db.select({ id: t.promociones.id, productoId: t.promociones.productoId }).from(t.promociones).orderBy(ascNullsLast(t.promociones.productoId), asc(t.promociones.id));
    const firstNull = rows.findIndex((r) => r.productoId === null);
    expect(firstNull).toBeGreaterThan(0); // the seed has promotions with and without a product
    expect(rows.slice(firstNull).every((r) => r.productoId === null)).toBe(true);
  });

  it('treats e-mails case-insensitively whatever the engine’s collation: stored lower-case, one account per address', async () => {
    const body = { nombre: 'Ana Ruiz', usuario: 'Ana.Ruiz@Example.MX', password: 'huerta-segura-1' };
    expect((await post(app, '/api/registrar', body)).statusCode).toBe(201);
    const [stored] = await db.select({ email: t.usuarios.email }).from(t.usuarios).where(eq(t.usuarios.email, 'ana.ruiz@example.mx'));
    expect(stored?.email).toBe('ana.ruiz@example.mx');
    expect((await post(app, '/api/login', { usuario: 'ANA.RUIZ@example.mx', password: body.password })).statusCode).toBe(200);
    // Eight registrations of one address at once, in different cases: one account, the rest a clear 409.
    const racing = await Promise.all(['Eva@x.mx', 'EVA@x.mx', 'eva@X.MX', 'eVa@x.mx', 'Eva@X.mx', 'EVA@X.MX', 'eva@x.mx', 'evA@x.mx'].map((usuario) => post(app, '/api/registrar', { ...body, usuario })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(racing.filter((r) => r.statusCode === 409).every((r) => r.json().message === 'Ya existe una cuenta con ese correo.')).toBe(true);
  });
});

describe('concurrent orders', () => {
  it('writes 40 orders placed at once, each with its lines and exact totals', async () => {
    const a = await listedProduct(app, true);
    const b = await listedProduct(app, false);
    const before = (await db.select({ n: count() }).from(t.pedidos))[0]!.n;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(app, '/api/crear-pedido', { ...customer, productos: [{ id: a.id, items: 1 + (i % 5) }, { id: b.id, items: 2 }] })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    const orders = await db.select().from(t.pedidos);
    expect(orders.length - before).toBe(40);
    for (const r of results) {
      const { pedido } = r.json();
      const row = orders.find((o) => o.id === pedido.id)!;
      const lines = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, row.id));
      expect(lines).toHaveLength(2);
      expect(lines.reduce((sum, l) => sum + l.totalLineaCentavos, 0)).toBe(row.subtotalCentavos);
      expect(row.totalCentavos).toBe(row.subtotalCentavos + row.envioCentavos);
      expect(Math.round(pedido.total * 100)).toBe(row.totalCentavos);
    }
  });

  it('makes one order of ten identical submissions racing with one idempotency key', async () => {
    const p = await listedProduct(app, false);
    const key = 'clave-carrera-0123456789';
    const results = await Promise.all(Array.from({ length: 10 }, () => post(app, '/api/crear-pedido', { ...customer, clave_idempotencia: key, productos: [{ id: p.id, items: 3 }] })));
    const ids = new Set(results.map((r) => r.json().pedido?.id));
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await db.select().from(t.pedidos).where(eq(t.pedidos.claveIdempotencia, key))).toHaveLength(1);
  });
});
