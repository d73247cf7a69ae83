/** What the order flow needs from a payment provider; Stripe and the in-house test mode both fit it. */
export interface PaymentIntentInfo {
  id: string;
  status: string;
  amount: number;
  currency: string;
  orderId: number | null;
}

export interface CreateIntentArgs {
  orderId: number;
  amountCentavos: number;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'prueba';
  createIntent(args: CreateIntentArgs): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<PaymentIntentInfo | null>;
  /**
   * Cancels an intent that has not been paid, so it can no longer be; returns the intent as it is
   * afterwards ('canceled', or 'succeeded'/'processing' when the payment got there first).
   */
  cancelIntent(id: string): Promise<PaymentIntentInfo | null>;
}

export const PAYMENT_UNAVAILABLE = 'No pudimos contactar al procesador de pagos. Intenta de nuevo en unos minutos.';
