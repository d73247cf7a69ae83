import type { OrderPayment } from '@huerta/contracts';
import type { Db } from '../../../platform/db/database';

/** What the order flow needs from a payment provider; Stripe and the in-house test mode both fit it. */
export interface PaymentIntentInfo {
  id: string;
  status: string;
  amount: number;
  currency: string;
  orderId: number | null;
  /** SPEI: centavos still to transfer (Stripe's `amount_remaining`); absent for other methods. */
  amountRemaining?: number;
}

/** The methods an intent is made for (pay on delivery has none: nothing is paid online). */
export type OnlineMethod = 'tarjeta' | 'oxxo' | 'spei';

/** What the shopper is given to pay with a voucher or a transfer, as the order shows it. */
export interface PaymentInstructions {
  oxxo?: NonNullable<OrderPayment['oxxo']>;
  spei?: NonNullable<OrderPayment['spei']>;
}

export interface CreatedIntent extends PaymentInstructions {
  id: string;
  clientSecret: string;
}

export interface CreateIntentArgs {
  orderId: number;
  amountCentavos: number;
  idempotencyKey: string;
  metodo: OnlineMethod;
  /** Who pays: named on the voucher, and the customer a transfer is made to. */
  cliente: { nombre: string; email: string };
  /** OXXO: the calendar days its voucher lasts, and the moment (ISO) that makes in the shop's time zone. */
  voucher: { dias: number; vence: string };
  /** A card held now and captured after weighing (Stripe's `capture_method: 'manual'`): paid, it `requires_capture`. */
  capturaManual?: boolean;
}

/**
 * A provider whose intents live in the shop's own database (the test mode) can make an order's intent in
 * the order's own transaction: one commit instead of three, and no order is ever left without its intent.
 * Stripe cannot (its intents are made over the network, never inside a transaction).
 */
export interface LocalIntents {
  /** A new intent's id, client secret and (vouchers, transfers) instructions, not yet stored. */
  draft(args: Omit<CreateIntentArgs, 'orderId' | 'amountCentavos' | 'idempotencyKey'> & { orderId?: number }): CreatedIntent;
  /** Stores the drafted intent inside the caller's transaction. */
  save(tx: Db, intent: CreatedIntent & CreateIntentArgs): Promise<void>;
}

/** A card saved with its holder's consent (tarjetas_guardadas): the provider's payment method and customer. */
export interface SavedCardRef {
  metodoPagoId: string;
  clienteId: string | null;
}

/** An off-session charge: taken (or held, for weighed lines), or refused with the Spanish sentence the holder is sent. */
export type SavedChargeResult = { ok: true } | { ok: false; message: string };

export interface PaymentProvider {
  readonly name: 'stripe' | 'prueba';
  /** Present on providers whose intents are rows of the shop's database (see LocalIntents). */
  local?: LocalIntents;
  createIntent(args: CreateIntentArgs): Promise<CreatedIntent>;
  retrieveIntent(id: string): Promise<PaymentIntentInfo | null>;
  /**
   * Cancels an intent that has not been paid, so it can no longer be; returns the intent as it is
   * afterwards ('canceled', or 'succeeded'/'processing' when the payment got there first).
   */
  cancelIntent(id: string): Promise<PaymentIntentInfo | null>;
  /**
   * Takes `amountCentavos` (at most what was held) of a held card; the rest of the hold is released. The key
   * makes a retry the same capture. Throws a 502/503 AppError when the provider cannot do it now, a 409 when
   * the hold is gone (expired or cancelled).
   */
  captureIntent(id: string, amountCentavos: number, idempotencyKey: string): Promise<{ status: string; amountReceived: number }>;
  /**
   * Refunds `amountCentavos` of a paid intent (all of it, or the difference after weighing). The key makes a retry (or a second caller) the same refund, never
   * a second one. Throws a 502/503 AppError when the provider cannot do it now.
   */
  refundIntent(id: string, amountCentavos: number, idempotencyKey: string): Promise<{ id: string; status: string }>;
  /**
   * Confirms an order's unpaid intent with a saved card, off-session (a standing order's occurrence). The key
   * makes a replay after a crash the same attempt; an intent already paid answers ok. A refusal is an answer,
   * not an error; an unreachable provider throws a 502/503 AppError.
   */
  chargeSaved(id: string, card: SavedCardRef, idempotencyKey: string, returnUrl: string): Promise<SavedChargeResult>;
}

/** A refused off-session charge, by Stripe's decline code, as the card's holder reads it. */
export function declineMessage(code: string | null | undefined): string {
  if (code === 'insufficient_funds') return 'Tu tarjeta no tiene fondos suficientes.';
  if (code === 'expired_card') return 'Tu tarjeta está vencida.';
  if (code === 'authentication_required') return 'Tu banco pide confirmar este pago.';
  return 'Tu tarjeta fue rechazada.';
}

export const PAYMENT_UNAVAILABLE = 'No pudimos contactar al procesador de pagos. Intenta de nuevo en unos minutos.';
