import type { TestPaymentInput } from '@huerta/contracts';
import { notFound } from '../../platform/errors';
import type { OrdersService } from './orders';
import type { TestProvider } from '../payments';
import type { PackedDifference } from '../payments';

/**
 * Paying in test mode (POST /api/pago-prueba, payment.payTest): a decline is recorded on the order
 * and returned with the card's message in `error` (REST answers it 402, tRPC as data); success marks
 * the order paid right away, as Stripe's webhook would. Absent (404) when Stripe is configured.
 */
export function createTestCheckout(testPayments: TestProvider | null, orders: OrdersService, difference: () => PackedDifference) {
  return async (input: TestPaymentInput) => {
    if (!testPayments) throw notFound('Ruta no encontrada.');
    const result = await testPayments.pay(input);
    if (result.error !== undefined) {
      await orders.recordPaymentFailed(result.payment_intent, result.error);
      return { payment_intent: result.payment_intent, status: result.status, error: result.error };
    }
    const intent = await testPayments.retrieveIntent(result.payment_intent);
    // The difference of a weighed order, paid by its link (packed-difference.ts), or the order itself.
    const owed = intent ? await difference().orderOf(intent.id) : undefined;
    if (intent && owed) await difference().markPaid(owed, intent);
    else if (intent) await orders.markPaid(result.orderId, intent);
    return { payment_intent: result.payment_intent, status: result.status };
  };
}
