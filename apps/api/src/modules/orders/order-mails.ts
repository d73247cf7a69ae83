import { clockLabel, deliveryLabel, formatMXN, ivaBreakdown, kgLabel, minuteOfDay, shopMoment, storedAddress, voucherOutlastsCutoff, type OrderFactura } from '@huerta/contracts';
import type { pedidoLineas, pedidos } from '../../schema/sqlite';
import type { Mailer } from '../mail';
import { mailText, type MailText } from '../../platform/i18n/mail-text';
import { instructionsOf } from './order-payment-view';
import { shopDayOf } from '../../platform/days';
import { onlineCentavos } from '../payments';

type OrderRow = typeof pedidos.$inferSelect;
type LineRow = Pick<typeof pedidoLineas.$inferSelect, 'nombre' | 'items' | 'precioUnitarioCentavos' | 'totalLineaCentavos' | 'tasaIva'> & { nota?: string | null; sustitucion?: string | null; gramosPorItem?: number | null; descuentoCentavos?: number };

/** «- Jitomate × 3 — $12.50 c/u = $37.50», or for a product sold by weight «- Jitomate ≈ 1.5 kg — $46.90 por kg = $70.35». */
const lineText = (l: LineRow, m: MailText) =>
  l.gramosPorItem
    ? m.t('- {nombre} ≈ {peso} — {precio} por kg = {total}', { nombre: l.nombre, peso: kgLabel(l.gramosPorItem * l.items), precio: m.money(l.precioUnitarioCentavos), total: m.money(l.totalLineaCentavos) })
    : m.t('- {nombre} × {items} — {precio} c/u = {total}', { nombre: l.nombre, items: String(l.items), precio: m.money(l.precioUnitarioCentavos), total: m.money(l.totalLineaCentavos) });

/** " (para hoy; si se agota: Llamarme)": what the shopper asked of a line. */
const wishesOf = (l: LineRow, m: MailText) => {
  const parts = [l.nota, l.sustitucion ? m.t('si se agota: {sustitucion}', { sustitucion: m.substitution(l.sustitucion) }) : null].filter(Boolean);
  return parts.length ? ` (${parts.join('; ')})` : '';
};

/** The IVA the total includes, by rate (prices include it): «IVA 16 %: base $146.47, IVA $23.43». */
export const ivaLines = (lines: readonly (Pick<LineRow, 'totalLineaCentavos' | 'tasaIva'> & { descuentoCentavos?: number })[], envioCentavos: number, m: MailText = mailText('es')): string[] =>
  // Each line at what it is sold for: less its part of a discount code (issue 47).
  ivaBreakdown(lines.map((l) => ({ totalCentavos: l.totalLineaCentavos - (l.descuentoCentavos ?? 0), tasaIva: l.tasaIva })), envioCentavos).map((r) =>
    r.tasa === 0
      ? m.t('IVA 0 % (alimentos): base {base}', { base: m.money(r.base) })
      : m.t('IVA {tasa} %: base {base}, IVA {iva} (incluido)', { tasa: String(r.tasa), base: m.money(r.base), iva: m.money(r.iva) }),
  );

/**
 * The total as the shopper pays it. With weighed lines paid online, what was held or paid (the estimate
 * plus the margin) is not the charge: packing charges what was packed (packed-charge.ts).
 */
function totalLines(order: OrderRow, weighed: boolean, m: MailText): string[] {
  if (order.metodoPago === 'credito') return [m.t('Total a crédito: {monto}, a pagar a más tardar el {vence}.', { monto: m.money(order.totalCentavos), vence: m.delivery(order.creditoVence, null) ?? order.creditoVence ?? '' })];
  // On delivery, weighed lines are paid as packed: the total is an estimate.
  if (order.metodoPago === 'contra_entrega' && !order.pagadoEn && weighed) return [m.t('Total estimado: {monto}', { monto: m.money(order.totalCentavos) }), m.t('Al recibir pagas lo que pese tu pedido al empacarlo.')];
  if (order.metodoPago === 'contra_entrega' && !order.pagadoEn) return [m.t('Total a pagar al recibir: {monto}', { monto: m.money(order.totalCentavos) })];
  // Shop credit spent on it: said, and what was paid online is the rest.
  const credit = order.saldoAplicadoCentavos ? [m.t('Saldo a favor aplicado: −{monto}', { monto: m.money(order.saldoAplicadoCentavos) })] : [];
  const online = m.money(onlineCentavos(order));
  if (order.cobroCentavos === null) return credit.length ? [m.t('Total: {monto}', { monto: m.money(order.totalCentavos) }), ...credit, m.t('Total pagado: {monto}', { monto: online })] : [m.t('Total pagado: {monto}', { monto: online })];
  const estimate = m.t('Total estimado: {monto}', { monto: m.money(order.totalCentavos) });
  return order.metodoPago === 'tarjeta'
    ? [estimate, ...credit, m.t('Autorizamos {monto} en tu tarjeta (el estimado más un margen por el peso): te cobramos solo lo que pese tu pedido al empacarlo.', { monto: online })]
    : [estimate, ...credit, m.t('Pagaste {monto} (el estimado más un margen por el peso): al empacar te devolvemos lo que no se use.', { monto: online })];
}

/** The order's lines and totals, as both e-mails list them. */
const detailOf = (order: OrderRow, lines: LineRow[], m: MailText) =>
  [
    ...lines.map(
      (l) =>
        `${lineText(l, m)}${l.tasaIva > 0 ? ` (${m.t('IVA {tasa} %', { tasa: String(l.tasaIva) })})` : ''}${wishesOf(l, m)}`,
    ),
    '',
    // A business's order: its prices are its list's (issue 34), said so the buyer reads why they differ.
    ...(order.listaPrecios ? [m.t('Precios de tu lista «{lista}».', { lista: order.listaPrecios })] : []),
    m.t('Subtotal: {monto}', { monto: m.money(order.subtotalCentavos) }),
    // A discount code (issue 47): total = subtotal − descuento + envío (a free-delivery code shows envío «Gratis»).
    ...(order.cuponCodigo ? [order.descuentoCentavos > 0 ? m.t('Cupón {codigo}: −{monto}', { codigo: order.cuponCodigo, monto: m.money(order.descuentoCentavos) }) : m.t('Cupón {codigo}: envío gratis', { codigo: order.cuponCodigo })] : []),
    m.t('Envío: {monto}', { monto: order.envioCentavos === 0 ? m.t('Gratis') : m.money(order.envioCentavos) }),
    ...totalLines(order, lines.some((l) => l.gramosPorItem), m),
    ...ivaLines(lines, order.envioCentavos, m),
  ].join('\n');

/**
 * Where the order goes, in the e-mail's language: the street line with its postal code once and, unless left
 * out (a sentence that names the street only), the references — built from the stored parts, never by
 * appending to `direccion`, which already holds them when the order sent them.
 */
export function mailAddress(order: Pick<OrderRow, 'direccion' | 'calle' | 'colonia' | 'codigoPostal' | 'referencias'>, m: MailText, withReferences = true): string {
  const { linea, referencias } = storedAddress(order, (cp) => m.t('C.P. {cp}', { cp }));
  return withReferences && referencias ? m.t('{direccion}. Referencias: {referencias}', { direccion: linea, referencias }) : linea;
}

/**
 * The shopper's confirmation, in the order's language (`pedidos.idioma`), and the shop's notice (Spanish),
 * sent once when an order becomes paid.
 */
export async function sendPaidMails(
  mailer: Mailer,
  shop: { storeName: string; shopEmail: string },
  order: OrderRow,
  lines: LineRow[],
  factura: OrderFactura | null,
  /** `shopperLines`: the lines as the shopper reads them (named in their language: order-line-names.ts). */
  /** `facturar`: the signed «Facturar mi compra» link (self-invoice-links.ts), offered when no factura was asked for. */
  /** `modificar`: the signed «Modificar pedido» link (modules/order-changes), usable until the cut-off of its day's eve. */
  extra: { movedFrom?: string | null; shopperLines?: LineRow[]; facturar?: { publicUrl: string; path: string }; modificar?: string } = {},
) {
  const m = mailText(order.idioma);
  const id = String(order.id);
  const onDelivery = order.metodoPago === 'contra_entrega' && !order.pagadoEn;
  // Sold by weight, by card: the card was authorized, not charged (packing captures what was packed).
  const held = order.metodoPago === 'tarjeta' && order.cobroCentavos !== null;
  const opening = order.metodoPago === 'credito'
    ? m.t('¡Gracias por tu pedido #{id}! Queda a cuenta de tu negocio y lo preparamos para su día.', { id })
    : onDelivery && lines.some((l) => l.gramosPorItem)
    ? m.t('¡Gracias por tu pedido #{id}! Lo pagas al recibirlo, en efectivo o con tarjeta (terminal): lo que pese al empacarlo.', { id })
    : onDelivery
    ? m.t('¡Gracias por tu pedido #{id}! Lo pagas al recibirlo: {monto} en efectivo o con tarjeta (terminal).', { id, monto: m.money(order.totalCentavos) })
    : held
    ? m.t('¡Gracias por tu compra! Confirmamos tu pedido #{id}: tu tarjeta quedó autorizada y aún no te cobramos; te cobramos lo que pese al empacarlo.', { id })
    : m.t('¡Gracias por tu compra! Recibimos el pago de tu pedido #{id}.', { id });
  // Paid after its day's cut-off: the shopper hears the day changed (modules/orders/paid-day.ts).
  const moved = extra.movedFrom
    ? `\n\n${m.t('Tu pago llegó después de la hora de corte del {antes}: entregamos tu pedido el siguiente día disponible.', { antes: m.delivery(extra.movedFrom, null) ?? extra.movedFrom })}`
    : '';
  const entrega = m.delivery(order.diaEntrega, order.ventanaNombre);
  const where = m.t('Entregaremos en: {direccion}', { direccion: mailAddress(order, m) });
  const when = entrega ? m.t('Día de entrega: {entrega}.', { entrega }) : m.t('Los pedidos antes de las 11:00 pm llegan al día siguiente.');
  const invoice = factura
    ? `\n\n${m.t('Factura: la emitiremos a {razon_social} (RFC {rfc}) y te la enviaremos por correo en PDF y XML.', { razon_social: factura.razon_social, rfc: factura.rfc })}`
    : extra.facturar && order.metodoPago !== 'credito'
    ? `\n\n${m.t('¿Necesitas factura? Puedes pedirla dentro del mes de tu compra en «Facturar mi compra»: {enlace}', { enlace: m.link(extra.facturar.publicUrl, extra.facturar.path) })}`
    : '';
  await mailer.send({
    to: order.email,
    kind: 'pedido',
    subject: m.t('{tienda}: confirmación de tu pedido #{id}', { tienda: shop.storeName, id }),
    text: `${m.t('Hola {nombre}:', { nombre: order.nombre })}\n\n${opening}${moved}\n\n${detailOf(order, extra.shopperLines ?? lines, m)}\n\n${where}\n${when} ${m.t('Te contactaremos al {telefono} si hace falta.', { telefono: order.telefono })}${order.nota ? `\n${m.t('Nota: {nota}', { nota: order.nota })}` : ''}${extra.modificar ? `\n\n${m.t('¿Olvidaste algo? Puedes modificar tu pedido hasta la hora de corte del día anterior a la entrega: {enlace}', { enlace: extra.modificar })}` : ''}${invoice}\n\n${shop.storeName}`,
  });
  // The shop's own notice stays Spanish, whatever the shopper's language.
  const es = mailText('es');
  const detail = detailOf(order, lines, es);
  const note = order.nota ? `\nNota: ${order.nota}` : '';
  await mailer.send({
    to: shop.shopEmail,
    kind: 'pedido-tienda',
    // A held card is not money yet: the owner reads that packing charges it (and what weighing decides).
    subject: order.metodoPago === 'credito'
      ? `Nuevo pedido a crédito #${order.id} — ${formatMXN(order.totalCentavos)}`
      : onDelivery
      ? `Nuevo pedido por cobrar #${order.id} — ${formatMXN(order.totalCentavos)}`
      : held
      ? `Nuevo pedido con tarjeta autorizada #${order.id} — ${formatMXN(order.totalCentavos)} estimado, se cobra al empacar`
      : `Nuevo pedido pagado #${order.id} — ${formatMXN(order.totalCentavos)}`,
    text: `Cliente: ${order.nombre}\nCorreo: ${order.email}\nTeléfono: ${order.telefono}\nDirección: ${mailAddress(order, es)}${order.codigoPostal ? ` (${order.zona ?? 'sin zona'})` : ''}\nEntrega: ${deliveryLabel(order.diaEntrega, order.ventanaNombre) ?? 'al día siguiente'}${note}${factura ? `\nFactura: ${factura.rfc} — ${factura.razon_social} (uso ${factura.uso_cfdi})` : ''}\n\n${detail}`,
  });
}

type Shop = { storeName: string };
/** The owner's cut-off («23:00») and the shop's time zone: what a voucher's deadline is read against. */
type CutOff = { corte: string; timeZone: string };

/** How to pay a voucher or a transfer, as the checkout and /account show it. */
function howToPay(order: OrderRow, m: MailText, cutoff: CutOff): string {
  const given = instructionsOf(order);
  const id = String(order.id);
  const monto = m.money(onlineCentavos(order));
  const vence = order.pagoVence ? m.moment(order.pagoVence) : null;
  if (given.oxxo) {
    return [
      m.t('Para confirmar tu pedido #{id}, paga {monto} en efectivo en cualquier OXXO con esta referencia:', { id, monto }),
      '',
      given.oxxo.numero,
      '',
      m.t('La ficha vence el {vence}. Si no se paga, el pedido se cancela.', { vence: m.moment(given.oxxo.vence) }),
      ...(voucherOutlastsCutoff(order.diaEntrega, shopMoment(new Date(given.oxxo.vence), cutoff.timeZone), { cutoffMinute: minuteOfDay(cutoff.corte) })
        ? [m.t('Si pagas después de las {hora} del día anterior a la entrega, tu pedido se entrega el siguiente día con cupo.', { hora: clockLabel(minuteOfDay(cutoff.corte)) })]
        : []),
      ...(given.oxxo.url ? [m.t('Ficha para imprimir: {url}', { url: given.oxxo.url })] : []),
    ].join('\n');
  }
  if (given.spei) {
    return [
      m.t('Para confirmar tu pedido #{id}, transfiere {monto} por SPEI desde la app de tu banco:', { id, monto }),
      '',
      m.t('CLABE: {clabe}', { clabe: given.spei.clabe }),
      m.t('Banco: {banco}', { banco: given.spei.banco }),
      ...(given.spei.beneficiario ? [m.t('Beneficiario: {beneficiario}', { beneficiario: given.spei.beneficiario })] : []),
      m.t('Referencia: {referencia}', { referencia: given.spei.referencia }),
      '',
      ...(vence ? [m.t('Transfiere antes del {vence}; si no llega, el pedido se cancela.', { vence })] : []),
      ...(given.spei.url ? [m.t('Instrucciones: {url}', { url: given.spei.url })] : []),
    ].join('\n');
  }
  return '';
}

/** The voucher or transfer of a new order, e-mailed once when it is made. */
export async function sendInstructionsMail(mailer: Mailer, shop: Shop, order: OrderRow, cutoff: CutOff) {
  const m = mailText(order.idioma);
  const id = String(order.id);
  const oxxo = order.metodoPago === 'oxxo';
  await mailer.send({
    to: order.email,
    kind: 'pedido-instrucciones',
    subject: oxxo ? m.t('{tienda}: tu ficha OXXO del pedido #{id}', { tienda: shop.storeName, id }) : m.t('{tienda}: datos para tu transferencia del pedido #{id}', { tienda: shop.storeName, id }),
    text: `${m.t('Hola {nombre}:', { nombre: order.nombre })}\n\n${howToPay(order, m, cutoff)}\n\n${m.t('Programamos la entrega al recibir tu pago; te confirmamos por correo.')}\n\n${shop.storeName}`,
  });
}

/** A transfer arrived in part: what is still missing, and where to send it. */
export async function sendFundingMail(mailer: Mailer, shop: Shop, order: OrderRow, remainingCentavos: number) {
  const m = mailText(order.idioma);
  const id = String(order.id);
  await mailer.send({
    to: order.email,
    kind: 'pedido-abono',
    subject: m.t('{tienda}: recibimos parte de tu transferencia del pedido #{id}', { tienda: shop.storeName, id }),
    text: `${m.t('Hola {nombre}:', { nombre: order.nombre })}\n\n${m.t('Recibimos parte de tu transferencia del pedido #{id}. Faltan {monto}: transfiérelos a la misma CLABE con la misma referencia.', { id, monto: m.money(remainingCentavos) })}\n\n${shop.storeName}`,
  });
}

/** Money that arrived after the order was cancelled: we say so and that it is given back. */
export async function sendLatePaymentMail(mailer: Mailer, shop: Shop, order: OrderRow, refunded: boolean) {
  const m = mailText(order.idioma);
  const id = String(order.id);
  const back = refunded && order.reembolsadoEn
    ? m.t('Te lo reembolsamos: {reembolso}', { reembolso: m.refund(onlineCentavos(order), shopDayOf(new Date(order.reembolsadoEn))) })
    : m.t('Te lo reembolsaremos; te escribimos en cuanto quede hecho.');
  await mailer.send({
    to: order.email,
    kind: 'pedido-pago-tardio',
    subject: m.t('{tienda}: recibimos un pago de tu pedido cancelado #{id}', { tienda: shop.storeName, id }),
    text: `${m.t('Hola {nombre}:', { nombre: order.nombre })}\n\n${m.t('Recibimos tu pago de {monto} del pedido #{id}, pero el pedido ya estaba cancelado.', { monto: m.money(onlineCentavos(order)), id })} ${back}\n\n${shop.storeName}`,
  });
}
