import { deliveryLabel, formatMXN, ivaBreakdown, type OrderFactura } from '@huerta/contracts';
import type { pedidoLineas, pedidos } from '../db/schema';
import type { Mailer } from './mail';
import { mailText, type MailText } from '../i18n/mail-text';

type OrderRow = typeof pedidos.$inferSelect;
type LineRow = Pick<typeof pedidoLineas.$inferSelect, 'nombre' | 'items' | 'precioUnitarioCentavos' | 'totalLineaCentavos' | 'tasaIva'> & { nota?: string | null; sustitucion?: string | null };

/** " (para hoy; si se agota: Llamarme)": what the shopper asked of a line. */
const wishesOf = (l: LineRow, m: MailText) => {
  const parts = [l.nota, l.sustitucion ? m.t('si se agota: {sustitucion}', { sustitucion: m.substitution(l.sustitucion) }) : null].filter(Boolean);
  return parts.length ? ` (${parts.join('; ')})` : '';
};

/** The IVA the total includes, by rate (prices include it): «IVA 16 %: base $146.47, IVA $23.43». */
export const ivaLines = (lines: readonly Pick<LineRow, 'totalLineaCentavos' | 'tasaIva'>[], envioCentavos: number, m: MailText = mailText('es')): string[] =>
  ivaBreakdown(lines.map((l) => ({ totalCentavos: l.totalLineaCentavos, tasaIva: l.tasaIva })), envioCentavos).map((r) =>
    r.tasa === 0
      ? m.t('IVA 0 % (alimentos): base {base}', { base: m.money(r.base) })
      : m.t('IVA {tasa} %: base {base}, IVA {iva} (incluido)', { tasa: String(r.tasa), base: m.money(r.base), iva: m.money(r.iva) }),
  );

/** The order's lines and totals, as both e-mails list them. */
const detailOf = (order: OrderRow, lines: LineRow[], m: MailText) =>
  [
    ...lines.map(
      (l) =>
        `${m.t('- {nombre} × {items} — {precio} c/u = {total}', { nombre: l.nombre, items: String(l.items), precio: m.money(l.precioUnitarioCentavos), total: m.money(l.totalLineaCentavos) })}${l.tasaIva > 0 ? ` (${m.t('IVA {tasa} %', { tasa: String(l.tasaIva) })})` : ''}${wishesOf(l, m)}`,
    ),
    '',
    m.t('Subtotal: {monto}', { monto: m.money(order.subtotalCentavos) }),
    m.t('Envío: {monto}', { monto: order.envioCentavos === 0 ? m.t('Gratis') : m.money(order.envioCentavos) }),
    m.t('Total pagado: {monto}', { monto: m.money(order.totalCentavos) }),
    ...ivaLines(lines, order.envioCentavos, m),
  ].join('\n');

/**
 * The shopper's confirmation, in the order's language (`pedidos.idioma`), and the shop's notice (Spanish),
 * sent once when an order becomes paid.
 */
export async function sendPaidMails(mailer: Mailer, shop: { storeName: string; shopEmail: string }, order: OrderRow, lines: LineRow[], factura: OrderFactura | null) {
  const m = mailText(order.idioma);
  const id = String(order.id);
  const entrega = m.delivery(order.diaEntrega, order.ventanaNombre);
  const where = `${m.t('Entregaremos en: {direccion}', { direccion: order.direccion })}${order.codigoPostal ? `, ${m.t('C.P. {cp}', { cp: order.codigoPostal })}` : ''}`;
  const when = entrega ? m.t('Día de entrega: {entrega}.', { entrega }) : m.t('Los pedidos antes de las 11:00 pm llegan al día siguiente.');
  const invoice = factura
    ? `\n\n${m.t('Factura: la emitiremos a {razon_social} (RFC {rfc}) y te la enviaremos por correo en PDF y XML.', { razon_social: factura.razon_social, rfc: factura.rfc })}`
    : '';
  await mailer.send({
    to: order.email,
    kind: 'pedido',
    subject: m.t('{tienda}: confirmación de tu pedido #{id}', { tienda: shop.storeName, id }),
    text: `${m.t('Hola {nombre}:', { nombre: order.nombre })}\n\n${m.t('¡Gracias por tu compra! Recibimos el pago de tu pedido #{id}.', { id })}\n\n${detailOf(order, lines, m)}\n\n${where}\n${when} ${m.t('Te contactaremos al {telefono} si hace falta.', { telefono: order.telefono })}${order.nota ? `\n${m.t('Nota: {nota}', { nota: order.nota })}` : ''}${invoice}\n\n${shop.storeName}`,
  });
  // The shop's own notice stays Spanish, whatever the shopper's language.
  const es = mailText('es');
  const detail = detailOf(order, lines, es);
  const note = order.nota ? `\nNota: ${order.nota}` : '';
  await mailer.send({
    to: shop.shopEmail,
    kind: 'pedido-tienda',
    subject: `Nuevo pedido pagado #${order.id} — ${formatMXN(order.totalCentavos)}`,
    text: `Cliente: ${order.nombre}\nCorreo: ${order.email}\nTeléfono: ${order.telefono}\nDirección: ${order.direccion}${order.codigoPostal ? `, C.P. ${order.codigoPostal} (${order.zona ?? 'sin zona'})` : ''}\nEntrega: ${deliveryLabel(order.diaEntrega, order.ventanaNombre) ?? 'al día siguiente'}${note}${factura ? `\nFactura: ${factura.rfc} — ${factura.razon_social} (uso ${factura.uso_cfdi})` : ''}\n\n${detail}`,
  });
}
