import type { FastifyInstance } from 'fastify';
import { cancelOrderInputSchema, confirmOrderInputSchema, createOrderInputSchema, resumeOrderInputSchema } from '@huerta/contracts';
import { parseWith, unauthorized } from '../../platform/errors';
import type { Services } from '../../services';
import { ORDER_CANCELLED_BY_SHOPPER, ORDER_CREATED_BY_METHOD, ORDER_RESUMED } from './orders';
import type { AddressLimits } from '../../platform/limits/route-limits';
import { takeHeldOrder } from '../../platform/limits/limits';
import { idiomaOfHeaders } from '../../platform/i18n/locale';

export function orderRoutes(app: FastifyInstance, services: Services, limits: AddressLimits) {
  const { orders, accounts } = services;

  app.post('/api/crear-pedido', { preHandler: [limits.order] }, async (req, reply) => {
    const input = parseWith(createOrderInputSchema, req.body);
    await takeHeldOrder(services.limits, input.metodo_pago, req.ip);
    // A token, when sent, must be valid (401 otherwise); without one the order is a guest order.
    const user = await accounts.authenticate(req.headers.authorization);
    const { clientSecret, pedido } = await orders.create(input, user?.id ?? null, idiomaOfHeaders(req.headers));
    return reply.code(201).send({ success: true, message: ORDER_CREATED_BY_METHOD[pedido.pago.metodo], data: clientSecret, pedido });
  });

  // An unpaid order of the signed-in shopper, payable again (its intent created now if it never was).
  app.post('/api/reanudar-pago', { preHandler: [limits.payment] }, async (req) => {
    const user = await accounts.authenticate(req.headers.authorization);
    if (!user) throw unauthorized('Inicia sesión para continuar.');
    const { clientSecret, pedido } = await orders.resume(parseWith(resumeOrderInputSchema, req.body).pedido_id, user.id);
    return { success: true, message: ORDER_RESUMED, data: clientSecret, pedido };
  });

  app.post('/api/cancelar-pedido', { preHandler: [limits.payment] }, async (req) => {
    const user = await accounts.authenticate(req.headers.authorization);
    if (!user) throw unauthorized('Inicia sesión para continuar.');
    const pedido = await services.unpaidOrders.cancelForShopper(parseWith(cancelOrderInputSchema, req.body).pedido_id, user.id);
    return { success: true, message: ORDER_CANCELLED_BY_SHOPPER, pedido };
  });

  app.post('/api/confirmar-pedido', { preHandler: [limits.payment] }, async (req) => {
    const { message, pedido } = await orders.confirm(parseWith(confirmOrderInputSchema, req.body));
    return { success: true, message, pedido };
  });

}
