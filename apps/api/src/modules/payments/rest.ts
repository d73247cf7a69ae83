import type { FastifyInstance } from 'fastify';
import { testPaymentInputSchema } from '@huerta/contracts';
import { AppError, parseWith } from '../../platform/errors';
import type { AddressLimits } from '../../platform/limits/route-limits';
import type { Services } from '../../services';

/** Test mode's card form (`POST /api/pago-prueba`); with Stripe keys the browser pays Stripe and the webhook tells us. */
export function paymentRoutes(app: FastifyInstance, services: Services, limits: AddressLimits) {
  app.post('/api/pago-prueba', { preHandler: [limits.payment] }, async (req) => {
    const { error, ...data } = await services.payTest(parseWith(testPaymentInputSchema, req.body));
    // The documented REST answer to a declined card is 402 with the card's message.
    if (error !== undefined) throw new AppError(402, error);
    return { success: true, message: 'Pago aprobado.', data };
  });
}
