import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export const customer = {
  nombre: 'María Fernanda Ruiz',
  direccion: 'Calle Primera 1234, Zona Centro, Ensenada, B.C.',
  telefono: '646 123 4567',
  email: 'maria@example.mx',
};

export const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

/** The app's database and its tables, whichever engine the run uses. */
export const dataOf = (app: FastifyInstance) => app.services.database;

export async function counts(app: FastifyInstance) {
  const { db, t } = dataOf(app);
  return {
    pedidos: (await db.select().from(t.pedidos)).length,
    lineas: (await db.select().from(t.pedidoLineas)).length,
    correos: (await db.select().from(t.correos)).length,
  };
}

/** The development outbox, oldest first. */
export const outbox = async (app: FastifyInstance) => {
  const { db, t } = dataOf(app);
  return db.select().from(t.correos).orderBy(t.correos.id);
};

/**
 * A product listed today and sold by the piece (its price is per piece, and an order of it is paid, not held —
 * the seed sells some by weight, issue 35), a dozen of which reach the zones' $500 minimum order: the seed's
 * first such with the given discount kind.
 */
export async function listedProduct(app: FastifyInstance, discounted: boolean) {
  const res = await app.inject({ method: 'GET', url: '/api/productos' });
  const products = res.json().data as { id: number; nombre: string; precio: number; descuento: number | 'N/A'; venta?: unknown }[];
  const dozen = (x: (typeof products)[number]) => 12 * x.precio * (1 - (typeof x.descuento === 'number' ? x.descuento : 0) / 100) >= 500;
  const p = products.find((x) => !x.venta && dozen(x) && (discounted ? typeof x.descuento === 'number' : x.descuento === 'N/A'));
  if (!p) throw new Error('seed has no such product');
  return p;
}

/** One order's row as stored. */
export const orderRow = async (app: FastifyInstance, id: number) => {
  const { db, t } = dataOf(app);
  return (await db.select().from(t.pedidos).where(eq(t.pedidos.id, id)))[0]!;
};

/** One product's row as stored. */
export const productRow = async (app: FastifyInstance, id: number) => {
  const { db, t } = dataOf(app);
  return (await db.select().from(t.productos).where(eq(t.productos.id, id)))[0]!;
};
