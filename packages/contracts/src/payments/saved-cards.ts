import { z } from 'zod';
import { text } from '../shared/common';
import { testPaymentInputSchema } from './payment';

const consent = z.literal(true, { error: 'Marca la casilla para autorizar los cobros de tus pedidos recurrentes.' });

/** Test mode: the card's public test number, expiry and CVC, with the holder's consent. */
export const savedCardTestSchema = testPaymentInputSchema.omit({ payment_intent_client_secret: true }).extend({ consentimiento: consent }).strict();

/** Stripe: the SetupIntent the browser confirmed (its card is read from Stripe, never from the browser). */
export const savedCardStripeSchema = z.object({ setup_intent: text(200, 1), consentimiento: consent }).strict();

/** Stripe: a SetupIntent to confirm in the browser, asked for once the holder has agreed. */
export const cardSetupSchema = z.object({ consentimiento: consent }).strict();

/** How a standing order is paid: the saved card (households), on account (a business with terms) or on delivery. */
export const STANDING_PAYMENTS = ['tarjeta', 'credito', 'contra_entrega'] as const;
export type StandingPayment = (typeof STANDING_PAYMENTS)[number];

/** The account's saved card as it is shown: never more than brand, last four digits and expiry. */
export interface SavedCardView {
  id: number;
  marca: string;
  ultimos4: string;
  vence: string;
  proveedor: 'stripe' | 'prueba';
}
