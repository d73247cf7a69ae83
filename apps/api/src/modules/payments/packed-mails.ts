import { kgLabel } from '@huerta/contracts';
import type { pedidoLineas, pedidos } from '../../schema/sqlite';
import { mailText, type MailText } from '../../platform/i18n/mail-text';
import type { Mailer } from '../mail';
import { finalOnlineCentavos, leftoverWay } from './online-amounts';

type OrderRow = typeof pedidos.$inferSelect;
type LineRow = Pick<typeof pedidoLineas.$inferSelect, 'nombre' | 'items' | 'gramosPorItem' | 'gramosPesados' | 'totalFinalCentavos' | 'totalLineaCentavos'>;

/** What happened to the money once the order was weighed, in one sentence. */
function moneySentence(order: OrderRow, m: MailText): string {
  const final = finalOnlineCentavos(order);
  const back = order.ajusteCentavos ?? 0;
  const way = leftoverWay(order);
  // A hold captured at packing: what it took (with a difference paid by link) is the charge; the rest was never taken.
  if (way === 'liberado') {
    return back > 0
      ? m.t('Cobramos {final} a tu tarjeta. El resto de lo autorizado ({monto}) se libera sin cargo.', { final: m.money(final), monto: m.money(back) })
      : m.t('Cobramos {final} a tu tarjeta.', { final: m.money(final) });
  }
  if (back === 0) return m.t('Lo que pagaste cubre exactamente tu pedido: {final}.', { final: m.money(final) });
  if (way === 'saldo') {
    return m.t('Tu pedido costó {final}. La diferencia, {monto}, queda como saldo a favor para tu próximo pedido.', { final: m.money(final), monto: m.money(back) });
  }
  return m.t('Tu pedido costó {final}. Te reembolsamos la diferencia, {monto}: llega a tu cuenta en 5 a 10 días hábiles.', { final: m.money(final), monto: m.money(back) });
}

/**
 * The shopper's e-mail once their order is weighed and charged (packed-charge.ts): each weighed line as
 * ordered and as packed, the estimated and final totals side by side, and what happened to the money.
 */
export async function sendPackedChargeMail(mailer: Mailer, shop: { storeName: string }, order: OrderRow, lines: LineRow[]) {
  const m = mailText(order.idioma);
  const id = String(order.id);
  const weighed = lines
    .filter((l) => l.gramosPorItem !== null && l.gramosPesados !== null)
    .map((l) =>
      m.t('- {nombre}: pediste ≈ {estimado}, pesó {pesado} = {total}', {
        nombre: l.nombre,
        estimado: kgLabel(l.gramosPorItem! * l.items),
        pesado: kgLabel(l.gramosPesados!),
        total: m.money(l.totalFinalCentavos ?? l.totalLineaCentavos),
      }),
    );
  // Nothing weighed (a line short or substituted at packing, issue 47): said as packed, not weighed.
  const packedOnly = !lines.some((l) => l.gramosPorItem !== null);
  const totals = [m.t('Total estimado: {monto}', { monto: m.money(order.totalCentavos) }), m.t('Total final: {monto}', { monto: m.money(order.totalFinalCentavos ?? order.totalCentavos) })];
  await mailer.send({
    to: order.email,
    kind: 'pedido-pesado',
    subject: packedOnly ? m.t('{tienda}: empacamos tu pedido #{id}', { tienda: shop.storeName, id }) : m.t('{tienda}: pesamos tu pedido #{id}', { tienda: shop.storeName, id }),
    text: `${m.t('Hola {nombre}:', { nombre: order.nombre })}\n\n${packedOnly ? m.t('Empacamos tu pedido #{id}: pagas lo que empacamos.', { id }) : m.t('Pesamos tu pedido #{id}: pagas lo que empacamos.', { id })}\n\n${[...weighed, '', ...totals].join('\n')}\n\n${moneySentence(order, m)}\n\n${shop.storeName}`,
  });
}
