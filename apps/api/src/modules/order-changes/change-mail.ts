import { deliveryLabel, kgLabel } from '@huerta/contracts';
import { mailText } from '../../platform/i18n/mail-text';
import type { Tables } from '../../platform/db/database';
import type { OrderChangesDeps } from './deps';
import type { SettledMoney } from './change-money';
import type { DifferenceInstructions } from '../payments';
import type { MailText } from '../../platform/i18n/mail-text';

type OrderRow = Tables['pedidos']['$inferSelect'];
type LineRow = Tables['pedidoLineas']['$inferSelect'];

/** «Cambiamos tu pedido #N»: the new lines and totals, what happened to the money, and the link for another change. */
export async function sendChangeMail(deps: OrderChangesDeps, order: OrderRow, lines: LineRow[], money: SettledMoney) {
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
    // A voucher's or transfer's details say the amount themselves.
    ...(money.instrucciones ? [...howToPayDifference(m, money.instrucciones), '', m.t('También lo ves aquí:')] : [money.movido, ...(money.pagar ? [m.t('Paga la diferencia aquí:')] : [])]),
    ...(money.pagar ? [`${deps.publicUrl}${money.pagar}`] : []),
    '',
    m.t('¿Olvidaste algo? Puedes cambiarlo otra vez hasta la hora de corte:'),
    deps.links.url(order.id, order.version),
    '',
    storeName,
  ].join('\n');
  await deps.mailer.send({ to: order.email, kind: 'pedido-cambiado', subject: m.t('{tienda}: cambiamos tu pedido #{id}', { tienda: storeName, id: String(order.id) }), text });
}

/** A paid voucher or transfer order's difference (issue 47): its own new OXXO reference or SPEI details, as the order's were given. */
function howToPayDifference(m: MailText, given: DifferenceInstructions & { centavos: number }): string[] {
  const monto = m.money(given.centavos);
  if (given.oxxo) {
    return [
      m.t('Paga la diferencia, {monto}, en efectivo en cualquier OXXO con esta referencia:', { monto }),
      given.oxxo.numero,
      m.t('La ficha vence el {vence}.', { vence: m.moment(given.oxxo.vence) }),
      ...(given.oxxo.url ? [m.t('Ficha para imprimir: {url}', { url: given.oxxo.url })] : []),
    ];
  }
  if (given.spei) {
    return [
      m.t('Transfiere la diferencia, {monto}, por SPEI desde la app de tu banco:', { monto }),
      m.t('CLABE: {clabe}', { clabe: given.spei.clabe }),
      m.t('Banco: {banco}', { banco: given.spei.banco }),
      ...(given.spei.beneficiario ? [m.t('Beneficiario: {beneficiario}', { beneficiario: given.spei.beneficiario })] : []),
      m.t('Referencia: {referencia}', { referencia: given.spei.referencia }),
      ...(given.vence ? [m.t('Transfiere antes del {vence}.', { vence: m.moment(given.vence) })] : []),
    ];
  }
  return [];
}
