import type { Centavos } from '@huerta/contracts';
import { missingForFreeShipping, shippingCentavos } from '@huerta/contracts/rules';
import type { DeliveryState } from '../delivery/use-delivery';

/**
 * What the cart may say about delivery and the total — only what applies. A fee and a total only once they
 * can be charged: the postal code is one the shop serves and the zone's minimum is met. Below the minimum,
 * only what is missing to order (a «free delivery from…» hint beside it promised two thresholds at once);
 * for a place the shop does not serve, or before a postal code, neither.
 */
export type CartCharges =
  | { kind: 'sin-codigo' }
  | { kind: 'fuera' }
  | { kind: 'minimo'; missing: Centavos }
  | { kind: 'cobrable'; envio: Centavos; total: Centavos; missingForFree: Centavos };

export function cartCharges(subtotal: Centavos, delivery: Pick<DeliveryState, 'status' | 'rule'>, missingForMinimum: Centavos): CartCharges {
  if (delivery.status === 'sin-codigo') return { kind: 'sin-codigo' };
  if (delivery.status === 'fuera') return { kind: 'fuera' };
  if (missingForMinimum > 0) return { kind: 'minimo', missing: missingForMinimum };
  const envio = shippingCentavos(subtotal, delivery.rule);
  return { kind: 'cobrable', envio, total: subtotal + envio, missingForFree: envio > 0 ? missingForFreeShipping(subtotal, delivery.rule) : 0 };
}
