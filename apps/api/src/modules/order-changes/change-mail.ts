import { deliveryLabel, kgLabel } from '@huerta/contracts';
import { mailText } from '../../platform/i18n/mail-text';
import type { Tables } from '../../platform/db/database';
import type { OrderChangesDeps } from './deps';

type OrderRow = Tables['pedidos']['$inferSelect'];
type LineRow = Tables['pedidoLineas']['$inferSelect'];

/** «Cambiamos tu pedido #N»: the new lines and totals, what happened to the money, and the link for another change. */
export async function sendChangeMail(deps: OrderChangesDeps, order: OrderRow, lines: LineRow[], money: { movido: string; pagar?: string }) {
  const m = mailText(order.idioma);
  const { storeName } = await deps.shop();
  const lineas = lines.map((l) =>
    l.gramosPorItem
      ? m.t('- {nombre} ≈ {peso} — {precio} por kg = {total}', { nombre: l.nombre, peso: kgLabel(l.gramosPorItem * l.items), precio: m.money(l.precioUnitarioCentavos), total: m.money(l.totalLineaCentavos) })
      : m.t('- {nombre} × {items} — {precio} c/u = {total}', { nombre: l.nombre, items: String(l.items), precio: m.money(l.precioUnitarioCentavos), total: m.money(l.totalLineaCentavos) }),
  );
  const entrega = deliveryLabel(order.diaEntrega, order.ventanaNombre);
  const text = [
    m.t('Hola {nombre}:', { nombre: order.nombre }),
    '',
    m.t('Guardamos los cambios de tu pedido #{id}. Así queda:', { id: String(order.id) }),
    '',
    ...lineas,
    '',
    m.t('Subtotal: {monto}', { monto: m.money(order.subtotalCentavos) }),
    ...(order.cuponCodigo && order.descuentoCentavos > 0 ? [m.t('Cupón {codigo}: −{monto}', { codigo: order.cuponCodigo, monto: m.money(order.descuentoCentavos) })] : []),
    m.t('Envío: {monto}', { monto: m.money(order.envioCentavos) }),
    m.t('Total: {monto}', { monto: m.money(order.totalCentavos) }),
    ...(entrega ? [m.t('Entrega: {entrega}', { entrega: m.delivery(order.diaEntrega, order.ventanaNombre) ?? entrega })] : []),
    '',
    money.movido,
    ...(money.pagar ? [m.t('Paga la diferencia aquí:'), `${deps.publicUrl}${money.pagar}`] : []),
    '',
    m.t('¿Olvidaste algo? Puedes cambiarlo otra vez hasta la hora de corte:'),
    deps.links.url(order.id, order.version),
    '',
    storeName,
  ].join('\n');
  await deps.mailer.send({ to: order.email, kind: 'pedido-cambiado', subject: m.t('{tienda}: cambiamos tu pedido #{id}', { tienda: storeName, id: String(order.id) }), text });
}
