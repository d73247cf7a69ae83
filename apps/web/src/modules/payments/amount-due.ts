import type { Order } from '@huerta/contracts';
import { toCentavos } from '@huerta/contracts/rules';

/**
 * What the shopper pays online now, in centavos: the total, or with products sold by weight the estimate
 * plus the margin (`pago.retenido`), less the shop credit spent on the order.
 */
export const amountDue = (pedido: Order): number => toCentavos(pedido.pago.retenido ?? pedido.total) - toCentavos(pedido.pago.saldo_aplicado ?? 0);
