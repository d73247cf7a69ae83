import type Stripe from 'stripe';
import { AppError } from '../../lib/errors';
import { PAYMENT_UNAVAILABLE, type PaymentProvider } from './provider';

export interface StripeSettings {
  secretKey: string;
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
}

/** Loaded only when Stripe is configured: the SDK costs ~20 MB of memory a test-mode shop never uses. */
export async function createStripeClient(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(settings.secretKey, {
    maxNetworkRetries: settings.host ? 0 : 2,
    timeout: 15_000,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });
}

/** Stripe outages become a Spanish 503/502; the order stays pendiente_pago and can be retried. */
const errorType = (err: unknown) => (err as { type?: string } | null)?.type;

function providerError(err: unknown): AppError {
  if (errorType(err) === 'StripeConnectionError' || errorType(err) === 'StripeAPIError') return new AppError(503, PAYMENT_UNAVAILABLE);
  return new AppError(502, PAYMENT_UNAVAILABLE);
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  const provider: PaymentProvider = {
    name: 'stripe',
    async createIntent({ orderId, amountCentavos, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.create(
          { amount: amountCentavos, currency: 'mxn', metadata: { order_id: String(orderId) }, automatic_payment_methods: { enabled: true } },
          { idempotencyKey },
        );
        if (!intent.client_secret) throw new Error('PaymentIntent sin client_secret');
        return { id: intent.id, clientSecret: intent.client_secret };
      } catch (err) {
        throw providerError(err);
      }
    },
    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
      } catch (err) {
        // Stripe refuses to cancel an intent that succeeded or is processing: the payment decides.
        if (errorType(err) !== 'StripeInvalidRequestError') throw providerError(err);
      }
      return provider.retrieveIntent(id);
    },
    async refundIntent(id, amountCentavos, idempotencyKey) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: id, amount: amountCentavos }, { idempotencyKey });
        return { id: refund.id, status: refund.status ?? 'pending' };
      } catch (err) {
        throw providerError(err);
      }
    },
    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        const orderId = Number(intent.metadata?.order_id);
        return { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency, orderId: Number.isInteger(orderId) ? orderId : null };
      } catch (err) {
        if (errorType(err) === 'StripeInvalidRequestError' && (err as { statusCode?: number }).statusCode === 404) return null;
        throw providerError(err);
      }
    },
  };
  return provider;
}
