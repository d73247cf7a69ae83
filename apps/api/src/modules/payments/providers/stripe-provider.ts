import type Stripe from 'stripe';
import { AppError } from '../../../platform/errors';
import { stripeCustomerOf, type StripeCustomers } from './stripe-customers';
import { PAYMENT_UNAVAILABLE, declineMessage, type CreateIntentArgs, type CreatedIntent, type PaymentProvider } from './provider';

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

/** What the shopper is given to pay an OXXO or SPEI intent, from Stripe's `next_action`. */
export function instructionsOf(intent: Stripe.PaymentIntent): Omit<CreatedIntent, 'id' | 'clientSecret'> {
  const oxxo = intent.next_action?.oxxo_display_details;
  if (oxxo?.number) return { oxxo: { numero: oxxo.number, url: oxxo.hosted_voucher_url ?? null, vence: new Date((oxxo.expires_after ?? 0) * 1000).toISOString() } };
  const transfer = intent.next_action?.display_bank_transfer_instructions;
  const spei = transfer?.financial_addresses?.find((a) => a.type === 'spei')?.spei;
  if (transfer && spei) {
    return { spei: { clabe: spei.clabe, banco: spei.bank_name, beneficiario: (spei as { account_holder_name?: string }).account_holder_name ?? '', referencia: transfer.reference ?? '', url: transfer.hosted_instructions_url ?? null } };
  }
  return {};
}

export function createStripeProvider(stripe: Stripe, customers: Pick<StripeCustomers, 'find' | 'save'>): PaymentProvider {
  const customerOf = (cliente: CreateIntentArgs['cliente']) => stripeCustomerOf(stripe, customers, cliente);

  /** The intent's parameters per method: a card confirmed in the browser, a voucher or transfer confirmed here. */
  async function paramsFor(args: CreateIntentArgs): Promise<Stripe.PaymentIntentCreateParams> {
    const base = { amount: args.amountCentavos, currency: 'mxn', metadata: { order_id: String(args.orderId), metodo: args.metodo } };
    if (args.metodo === 'oxxo') {
      return {
        ...base,
        // The current API's name for the methods an intent takes (formerly `payment_method_types`).
        allowed_payment_method_types: ['oxxo'],
        payment_method_data: { type: 'oxxo', billing_details: { name: args.cliente.nombre, email: args.cliente.email } },
        payment_method_options: { oxxo: { expires_after_days: args.voucher.dias } },
        confirm: true,
      };
    }
    if (args.metodo === 'spei') {
      return {
        ...base,
        customer: await customerOf(args.cliente),
        allowed_payment_method_types: ['customer_balance'],
        payment_method_data: { type: 'customer_balance' },
        payment_method_options: { customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } } },
        confirm: true,
      };
    }
    // Weighed lines: the card is held now and captured for what was packed (packed-charge.ts).
    return { ...base, automatic_payment_methods: { enabled: true }, ...(args.capturaManual ? { capture_method: 'manual' as const } : {}) };
  }

  const provider: PaymentProvider = {
    name: 'stripe',
    async createIntent(args) {
      try {
        const intent = await stripe.paymentIntents.create(await paramsFor(args), { idempotencyKey: args.idempotencyKey });
        if (!intent.client_secret) throw new Error('PaymentIntent sin client_secret');
        return { id: intent.id, clientSecret: intent.client_secret, ...instructionsOf(intent) };
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
    async captureIntent(id, amountCentavos, idempotencyKey) {
      try {
        const intent = await stripe.paymentIntents.capture(id, { amount_to_capture: amountCentavos }, { idempotencyKey });
        return { status: intent.status, amountReceived: intent.amount_received };
      } catch (err) {
        // The hold lapsed or was cancelled: Stripe answers that the intent is in the wrong state.
        if (errorType(err) === 'StripeInvalidRequestError') throw new AppError(409, 'La autorización de la tarjeta ya no está vigente.');
        throw providerError(err);
      }
    },
    async refundIntent(id, amountCentavos, idempotencyKey) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: id, amount: amountCentavos }, { idempotencyKey });
        return { id: refund.id, status: refund.status ?? 'pending' };
      } catch (err) {
        throw providerError(err);
      }
    },
    async chargeSaved(id, card, idempotencyKey, returnUrl) {
      const taken = (status: string | undefined) => status === 'succeeded' || status === 'requires_capture' || status === 'processing';
      try {
        // The saved payment method belongs to its customer: the intent must name that customer first.
        if (card.clienteId) await stripe.paymentIntents.update(id, { customer: card.clienteId }, { idempotencyKey: `${idempotencyKey}-cliente` });
        const intent = await stripe.paymentIntents.confirm(id, { payment_method: card.metodoPagoId, off_session: true, return_url: returnUrl }, { idempotencyKey });
        return taken(intent.status) ? { ok: true } : { ok: false, message: declineMessage(intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code) };
      } catch (err) {
        const e = err as { decline_code?: string; code?: string };
        if (errorType(err) === 'StripeCardError') return { ok: false, message: declineMessage(e.decline_code ?? e.code) };
        // Already paid (a replay after a crash whose key Stripe forgot): the intent's state answers.
        if (errorType(err) === 'StripeInvalidRequestError' && taken((await provider.retrieveIntent(id))?.status)) return { ok: true };
        throw providerError(err);
      }
    },
    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        const orderId = Number(intent.metadata?.order_id);
        const remaining = intent.next_action?.display_bank_transfer_instructions?.amount_remaining;
        return { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency, orderId: Number.isInteger(orderId) ? orderId : null, ...(typeof remaining === 'number' ? { amountRemaining: remaining } : {}) };
      } catch (err) {
        if (errorType(err) === 'StripeInvalidRequestError' && (err as { statusCode?: number }).statusCode === 404) return null;
        throw providerError(err);
      }
    },
  };
  return provider;
}
