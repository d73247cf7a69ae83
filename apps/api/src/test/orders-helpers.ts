import type { FastifyInstance } from 'fastify';
import { correos, pedidoLineas, pedidos } from '../db/schema';

export const customer = {
  nombre: 'María Fernanda Ruiz',
  direccion: 'Calle Primera 1234, Zona Centro, Ensenada, B.C.',
  telefono: '646 123 4567',
  email: 'maria@example.mx',
};

export const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

export const counts = (app: FastifyInstance) => ({
  pedidos: app.services.db.select().from(pedidos).all().length,
  lineas: app.services.db.select().from(pedidoLineas).all().length,
  correos: app.services.db.select().from(correos).all().length,
});

export const outbox = (app: FastifyInstance) => app.services.db.select().from(correos).all();

/** A product listed today (the seed's first product with the given discount kind). */
export async function listedProduct(app: FastifyInstance, discounted: boolean) {
  const res = await app.inject({ method: 'GET', url: '/api/productos' });
  const products = res.json().data as { id: number; nombre: string; precio: number; descuento: number | 'N/A' }[];
  const p = products.find((x) => (discounted ? typeof x.descuento === 'number' : x.descuento === 'N/A'));
  if (!p) throw new Error('seed has no such product');
  return p;
}
