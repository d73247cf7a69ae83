import type { FastifyInstance } from 'fastify';
import { confirmOrderInputSchema, contactInputSchema, createOrderInputSchema, testPaymentInputSchema } from '@huerta/contracts';
import { parseWith } from '../lib/errors';
import type { Services } from '../services';
import { ORDER_CREATED } from '../services/orders';
import type { Limiters } from './limits';

export function orderRoutes(app: FastifyInstance, services: Services, limits: Limiters) {
  const { orders, accounts } = services;

  app.post('/api/crear-pedido', { preHandler: [limits.order] }, async (req, reply) => {
    const input = parseWith(createOrderInputSchema, req.body);
    // A token, when sent, must be valid (401 otherwise); without one the order is a guest order.
    const user = await accounts.authenticate(req.headers.authorization);
    const { clientSecret, pedido } = await orders.create(input, user?.id ?? null);
    return reply.code(201).send({ success: true, message: ORDER_CREATED, data: clientSecret, pedido });
  });

  app.post('/api/confirmar-pedido', { preHandler: [limits.payment] }, async (req) => {
    const message = await orders.confirm(parseWith(confirmOrderInputSchema, req.body));
    return { success: true, message };
  });

  app.post('/api/pago-prueba', { preHandler: [limits.payment] }, async (req) => {
    const data = await services.payTest(parseWith(testPaymentInputSchema, req.body));
    return { success: true, message: 'Pago aprobado.', data };
  });

  app.post('/api/send-contact', { preHandler: [limits.contact, limits.contactAddress] }, async (req) => {
    const message = services.contact.send(parseWith(contactInputSchema, req.body), req.ip);
    return { success: true, message };
  });
}
