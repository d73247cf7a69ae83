import type { FastifyInstance } from 'fastify';
import type { adminClient } from './admin-helpers';
import { dataOf } from './orders-helpers';

/**
 * A restaurant's account registered as a shopper does, and registered as an approved business by the owner
 * («Dar de alta un negocio»): its session (Bearer) and its business's id, for the tests of price lists.
 */
export async function restaurantBuyer(app: FastifyInstance, admin: ReturnType<typeof adminClient>, owner: string, b: { email: string; razon_social: string; rfc: string }) {
  const reg = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Chef Ana', usuario: b.email, password: 'clave-segura-1' } });
  await admin.call('businesses.create', { email: b.email, giro: 'restaurante', razon_social: b.razon_social, rfc: b.rfc, contacto: 'Ana Ruiz' }, { cookie: owner });
  const { db, t } = dataOf(app);
  const negocio = (await db.select().from(t.negocios)).find((n) => n.rfc === b.rfc)!.id;
  return { authorization: `Bearer ${reg.json().data.jwt as string}`, negocio };
}
