import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError, notFound } from '../../platform/errors';
import { WEBHOOK_BODY_LIMIT, WEBHOOK_PATH } from '../../platform/http/request-gate';
import type { Services } from '../../services';

/**
 * Stripe's signed events, the authority on payment. The signature is checked over the raw bytes,
 * so this route gets its own body parser; an event id already handled changes nothing.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.post(WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (req) => {
      const { stripe, config } = services;
      if (!stripe || !config.stripe?.webhookSecret) throw notFound('Ruta no encontrada.');
      const signature = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new Error('sin firma');
        event = stripe.webhooks.constructEvent(req.body, signature, config.stripe.webhookSecret, 300);
      } catch {
        throw new AppError(400, 'Firma del webhook inválida.');
      }
      const { db, t } = services.database;
      const fresh = await db.insert(t.eventosWebhook).values({ id: event.id, tipo: event.type }).onConflictDoNothing().returning({ id: t.eventosWebhook.id });
      if (fresh.length === 0) return { received: true };

      // A card held for weighed lines is authorized (`requires_capture`): Stripe says so with
      // amount_capturable_updated; the order is secured and packed, then captured (packed-charge.ts).
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.amount_capturable_updated') {
        const intent = event.data.object;
        const order = await services.orders.findByIntent(intent.id);
        const owed = order ? undefined : await services.packedDifference.orderOf(intent.id);
        if (order) await services.orders.markPaid(order.id, { amount: intent.amount, currency: intent.currency });
        // The difference of a weighed order, paid by its link.
        else if (owed && event.type === 'payment_intent.succeeded') await services.packedDifference.markPaid(owed, { amount: intent.amount, currency: intent.currency });
      } else if (event.type === 'payment_intent.payment_failed') {
        const intent = event.data.object;
        const order = await services.orders.findByIntent(intent.id);
        // An OXXO voucher that expired unpaid fails its intent: the order is cancelled and its stock comes
        // back. A card that failed leaves the order open for another try.
        if (order?.metodoPago === 'oxxo') await services.unpaidOrders.cancelForProvider(intent.id);
        else await services.orders.recordPaymentFailed(intent.id, intent.last_payment_error?.message ?? 'El pago fue rechazado.');
      } else if (event.type === 'payment_intent.canceled') {
        await services.unpaidOrders.cancelForProvider(event.data.object.id);
      } else if (event.type === 'payment_intent.partially_funded') {
        // A SPEI transfer arrived in part: the order shows (and the shopper is told) what is still missing.
        const intent = event.data.object;
        const order = await services.orders.findByIntent(intent.id);
        const remaining = intent.next_action?.display_bank_transfer_instructions?.amount_remaining;
        // Only a sane amount: what is missing lies between nothing and the whole order.
        if (order && Number.isInteger(remaining) && remaining! >= 0 && remaining! < order.totalCentavos) await services.orders.recordFunding(order.id, remaining!);
      }
      return { received: true };
    });
  });
}
