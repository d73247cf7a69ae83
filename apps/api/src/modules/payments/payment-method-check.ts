import { PAYMENT_METHOD_LABELS, methodProblem, type PaymentMethod, type PaymentOptions } from '@huerta/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { localizedError } from '../../platform/i18n/error-text';

/**
 * Refuses a method the owner turned off, or pay on delivery outside its zones, above its maximum or (when
 * the owner asks) for a customer without a delivered order — before anything is written, in the page's
 * language. The rule is the checkout's own (contracts/payment-methods.ts).
 */
export async function checkMethod(
  { db, t }: Database,
  options: PaymentOptions,
  order: { metodo: PaymentMethod; totalCentavos: number; zonaId: number | null; userId: number | null },
) {
  const { metodo, userId } = order;
  const needsHistory = metodo === 'contra_entrega' && options.contraEntrega.soloConEntregado && userId !== null;
  const hasDelivered = needsHistory
    ? (await db.select({ id: t.pedidos.id }).from(t.pedidos).where(and(eq(t.pedidos.usuarioId, userId), eq(t.pedidos.estado, 'entregado'))).limit(1)).length > 0
    : false;
  const problem = methodProblem(options, metodo, { totalCentavos: order.totalCentavos, zonaId: order.zonaId, hasDelivered });
  if (!problem) return;
  const metodoIn = (m: { t(id: string): string }) => m.t(PAYMENT_METHOD_LABELS[metodo]);
  throw localizedError(400, (m) =>
    problem === 'apagado'
      ? m.t('La forma de pago «{metodo}» no está disponible.', { metodo: metodoIn(m) })
      : problem === 'zona'
        ? m.t('«{metodo}» no está disponible en tu zona de entrega.', { metodo: metodoIn(m) })
        : problem === 'maximo'
          ? m.t('«{metodo}» es para pedidos de hasta {maximo}.', { metodo: metodoIn(m), maximo: m.money(options.contraEntrega.maximoCentavos) })
          : m.t('«{metodo}» es para clientes con un pedido ya entregado: inicia sesión o elige otra forma de pago.', { metodo: metodoIn(m) }),
  );
}
