import { SUBSTITUTION_LABELS, deliveryLabel, formatMXN, ivaBreakdown, type OrderFactura, type Substitution } from '@huerta/contracts';
import type { pedidoLineas, pedidos } from '../db/schema';
import type { Mailer } from './mail';

type OrderRow = typeof pedidos.$inferSelect;
type LineRow = Pick<typeof pedidoLineas.$inferSelect, 'nombre' | 'items' | 'precioUnitarioCentavos' | 'totalLineaCentavos' | 'tasaIva'> & { nota?: string | null; sustitucion?: string | null };

/** " (para hoy; si se agota: Llamarme)": what the shopper asked of a line. */
const wishesOf = (l: LineRow) => {
  const parts = [l.nota, l.sustitucion ? `si se agota: ${SUBSTITUTION_LABELS[l.sustitucion as Substitution] ?? l.sustitucion}` : null].filter(Boolean);
  return parts.length ? ` (${parts.join('; ')})` : '';
};

/** The IVA the total includes, by rate (prices include it): «IVA 16 %: base $146.47, IVA $23.43». */
export const ivaLines = (lines: readonly Pick<LineRow, 'totalLineaCentavos' | 'tasaIva'>[], envioCentavos: number): string[] =>
  ivaBreakdown(lines.map((l) => ({ totalCentavos: l.totalLineaCentavos, tasaIva: l.tasaIva })), envioCentavos).map((r) =>
    r.tasa === 0 ? `IVA 0 % (alimentos): base ${formatMXN(r.base)}` : `IVA ${r.tasa} %: base ${formatMXN(r.base)}, IVA ${formatMXN(r.iva)} (incluido)`,
  );

/** The shopper's confirmation and the shop's notice, sent once when an order becomes paid. */
export async function sendPaidMails(mailer: Mailer, shop: { storeName: string; shopEmail: string }, order: OrderRow, lines: LineRow[], factura: OrderFactura | null) {
  const detail = [
    ...lines.map((l) => `- ${l.nombre} × ${l.items} — ${formatMXN(l.precioUnitarioCentavos)} c/u = ${formatMXN(l.totalLineaCentavos)}${l.tasaIva > 0 ? ` (IVA ${l.tasaIva} %)` : ''}${wishesOf(l)}`),
    '',
    `Subtotal: ${formatMXN(order.subtotalCentavos)}`,
    `Envío: ${order.envioCentavos === 0 ? 'Gratis' : formatMXN(order.envioCentavos)}`,
    `Total pagado: ${formatMXN(order.totalCentavos)}`,
    ...ivaLines(lines, order.envioCentavos),
  ].join('\n');
  const note = order.nota ? `\nNota: ${order.nota}` : '';
  const invoice = factura ? `\n\nFactura: la emitiremos a ${factura.razon_social} (RFC ${factura.rfc}) y te la enviaremos por correo en PDF y XML.` : '';
  await mailer.send({
    to: order.email,
    kind: 'pedido',
    subject: `${shop.storeName}: confirmación de tu pedido #${order.id}`,
    text: `Hola ${order.nombre}:\n\n¡Gracias por tu compra! Recibimos el pago de tu pedido #${order.id}.\n\n${detail}\n\nEntregaremos en: ${order.direccion}${order.codigoPostal ? `, C.P. ${order.codigoPostal}` : ''}\n${deliveryLabel(order.diaEntrega, order.ventanaNombre) ? `Día de entrega: ${deliveryLabel(order.diaEntrega, order.ventanaNombre)}.` : 'Los pedidos antes de las 11:00 pm llegan al día siguiente.'} Te contactaremos al ${order.telefono} si hace falta.${note}${invoice}\n\n${shop.storeName}`,
  });
  await mailer.send({
    to: shop.shopEmail,
    kind: 'pedido-tienda',
    subject: `Nuevo pedido pagado #${order.id} — ${formatMXN(order.totalCentavos)}`,
    text: `Cliente: ${order.nombre}\nCorreo: ${order.email}\nTeléfono: ${order.telefono}\nDirección: ${order.direccion}${order.codigoPostal ? `, C.P. ${order.codigoPostal} (${order.zona ?? 'sin zona'})` : ''}\nEntrega: ${deliveryLabel(order.diaEntrega, order.ventanaNombre) ?? 'al día siguiente'}${note}${factura ? `\nFactura: ${factura.rfc} — ${factura.razon_social} (uso ${factura.uso_cfdi})` : ''}\n\n${detail}`,
  });
}
