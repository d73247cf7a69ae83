import type Stripe from 'stripe';
import { AppError, badRequest, notFound } from '../../../platform/errors';
import { PAYMENT_UNAVAILABLE } from './provider';
import { stripeCustomerOf, type StripeCustomers } from './stripe-customers';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', unionpay: 'UnionPay', diners: 'Diners Club' };

/**
 * Saving a card at Stripe (issue 34): a SetupIntent for off-session use on the shopper's customer, confirmed
 * in the browser by Stripe.js; what is saved is then read back from Stripe, never taken from the browser.
 */
export function createStripeCardSetup(stripe: Stripe, customers: Pick<StripeCustomers, 'find' | 'save'>) {
  const unavailable = (err: unknown) => (err instanceof AppError ? err : new AppError(503, PAYMENT_UNAVAILABLE));
  return {
    async begin(usuarioId: number, cliente: { nombre: string; email: string }) {
      try {
        const customer = await stripeCustomerOf(stripe, customers, cliente);
        const setup = await stripe.setupIntents.create({ customer, usage: 'off_session', allowed_payment_method_types: ['card'], metadata: { usuario_id: String(usuarioId) } });
        return { clientSecret: setup.client_secret ?? '' };
      } catch (err) {
        throw unavailable(err);
      }
    },

    /** The card a confirmed SetupIntent of this account saved; another account's, or one not confirmed, is refused. */
    async read(setupIntentId: string, usuarioId: number) {
      let setup: Stripe.SetupIntent;
      try {
        setup = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) throw notFound('No encontramos esa tarjeta.');
        throw unavailable(err);
      }
      if (setup.metadata?.usuario_id !== String(usuarioId)) throw notFound('No encontramos esa tarjeta.');
      if (setup.status !== 'succeeded') throw badRequest('La tarjeta aún no se confirmó: intenta de nuevo.');
      const pm = setup.payment_method as Stripe.PaymentMethod | null;
      if (!pm?.card) throw badRequest('Solo se pueden guardar tarjetas.');
      return {
        metodoPagoId: pm.id,
        clienteId: typeof setup.customer === 'string' ? setup.customer : (setup.customer?.id ?? null),
        marca: BRANDS[pm.card.brand] ?? pm.card.brand,
        ultimos4: pm.card.last4,
        vence: `${String(pm.card.exp_month).padStart(2, '0')}/${String(pm.card.exp_year).slice(-2)}`,
      };
    },

    /** The card is no longer usable at Stripe either (best effort: it is already retired here). */
    async detach(metodoPagoId: string) {
      await stripe.paymentMethods.detach(metodoPagoId).catch(() => null);
    },
  };
}

export type StripeCardSetup = ReturnType<typeof createStripeCardSetup>;
