import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Now } from '../../platform/clock';
import {
  computeTotals,
  missingForMinimum,
  refundArrival,
  joinAddress,
  ivaBreakdown,
  zoneShipping,
  type ShippingRule,
  type Substitution,
  unitForQuantity,
  showsShopPrice,
  toCentavos,
  toPesos,
  type ConfirmOrderInput,
  type CreateOrderInput,
  type Order,
  type OrderState,
  type OrderFactura,
  type PaymentMethod,
  type OrderMethod,
  addDays,
  shopMoment,
  DEFERRED_METHODS,
  kgLabel,
  lineTotalCentavos,
  minItemsOf,
  holdCentavos,
} from '@huerta/contracts';
import { createHash } from 'node:crypto';
import { isUniqueViolation, type Database, type Db } from '../../platform/db/database';
import { recordMoney } from '../payments';
import { createOrderWrites } from './order-writes';
import { deliveryFor } from '../delivery';
import type { ShopInfo } from '../settings';
import type { pedidoLineas, pedidos } from '../../schema/sqlite';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { localizedError } from '../../platform/i18n/error-text';
import { sendFundingMail, sendInstructionsMail, sendLatePaymentMail, sendPaidMails } from './order-mails';
import { linesForShopper } from '../catalog';
import { paymentOf } from './order-payment-view';
import { moveToPaidDay } from './paid-day';
import { recordAudit } from '../../platform/audit';
import { shopDayOf } from '../../platform/days';
import { createRefunds, type RefundInvoicing } from '../payments';
import { instructionColumns, intentArgsOf, voucherFor } from '../payments';
import { checkMethod } from '../payments';
import type { Mailer } from '../mail';
import type { CreateIntentArgs, OnlineMethod, PaymentProvider } from '../payments';
import type { CatalogService } from '../catalog';
import { requestedFactura, type Facturas, type Stamping } from '../facturas';
import type { Idioma } from '../../platform/i18n/locale';
import type { SettingsService } from '../settings';
import type { PackedDifference } from '../payments';
import { creditOf, spendCredit } from '../accounts';
import { takeCredit, type BusinessCreditService } from '../business';
import { MIN_ONLINE_CENTAVOS, onlineCentavos } from '../payments';
import type { CouponQuote, Coupons } from '../coupons';
import { pricedLineRow } from './priced-line';
import type { CouponPreview, CouponPreviewInput } from '@huerta/contracts';

type OrderRow = typeof pedidos.$inferSelect;
type LineRow = Pick<typeof pedidoLineas.$inferSelect, 'productoId' | 'nombre' | 'items' | 'precioUnitarioCentavos' | 'precioPublicoCentavos' | 'totalLineaCentavos' | 'nota' | 'sustitucion' | 'tasaIva' | 'gramosPorItem' | 'ventaModo' | 'descuentoCentavos'>;

export const ORDER_CREATED = 'Pedido creado correctamente. Completa el pago para confirmarlo.';
export const ORDER_PAID = '¡Pago confirmado! Gracias por tu compra.';
export const ORDER_RESUMED = 'Completa el pago de tu pedido.';
export const DIFFERENCE_PAID = '¡Listo! Recibimos el pago de la diferencia; tu pedido sale como lo empacamos.';
/** What a new order's answer says, by how it is paid. */
export const ORDER_CREATED_BY_METHOD: Record<OrderMethod, string> = {
  tarjeta: ORDER_CREATED,
  credito: 'Pedido confirmado a crédito. Lo preparamos para su día de entrega.',
  oxxo: 'Pedido creado. Paga tu ficha en cualquier OXXO para confirmarlo.',
  spei: 'Pedido creado. Haz tu transferencia SPEI para confirmarlo.',
  contra_entrega: 'Pedido confirmado. Lo pagas al recibirlo.',
};
export const ORDER_CANCELLED_BY_SHOPPER = 'Pedido cancelado.';
export const ORDER_CANCELLED = 'Este pedido fue cancelado. Si aún lo quieres, vuelve a hacer tu pedido.';
export const VOUCHER_WAITING = 'Aún no recibimos el pago de tu ficha OXXO. Te avisaremos por correo cuando llegue.';
export const TRANSFER_WAITING = 'Aún no recibimos tu transferencia SPEI completa. Te avisaremos por correo cuando llegue.';
const KEY_REUSED = 'Esta clave de pedido ya se usó con otros datos. Recarga la página e intenta de nuevo.';


/** Who ordered what: a retry with the same idempotency key must carry the same order. */
function fingerprint(input: CreateOrderInput, userId: number | null): string {
  const lines = [...input.productos].map((l) => [l.id, l.items]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  const data = [userId, input.nombre, input.direccion, input.telefono, input.email, lines, input.codigo_postal ?? null, input.dia_entrega ?? null, input.ventana ?? null, input.factura ?? null, ...(input.metodo_pago && input.metodo_pago !== 'tarjeta' ? [input.metodo_pago] : []), ...(input.codigo ? [input.codigo] : [])];
  return createHash('sha256').update(JSON.stringify(data)).digest('base64url');
}

/** The refund a shopper sees on a cancelled paid order (every refund is of the whole order). */
function refundOf(o: OrderRow): Order['reembolso'] {
  if (o.estado !== 'cancelado' || !o.pagadoEn) return null;
  if (!o.reembolsadoEn) return { estado: 'en_proceso', monto: toPesos(o.totalCentavos), fecha: null, llega_desde: null, llega_hasta: null };
  const fecha = shopDayOf(new Date(o.reembolsadoEn));
  const { desde, hasta } = refundArrival(fecha);
  return { estado: 'reembolsado', monto: toPesos(o.totalCentavos), fecha, llega_desde: desde, llega_hasta: hasta };
}

const toOrder = (o: OrderRow, lines: LineRow[], factura: OrderFactura | null): Order => ({
  id: o.id,
  estado: o.estado as OrderState,
  subtotal: toPesos(o.subtotalCentavos),
  envio: toPesos(o.envioCentavos),
  total: toPesos(o.totalCentavos),
  moneda: 'MXN',
  creado: o.creado,
  codigo_postal: o.codigoPostal,
  zona: o.zona,
  dia_entrega: o.diaEntrega,
  ventana: o.ventanaNombre,
  nota: o.nota,
  factura,
  reembolso: refundOf(o),
  lineas: lines.map((l) => ({
    producto_id: l.productoId,
    nombre: l.nombre,
    items: l.items,
    precio_unitario: toPesos(l.precioUnitarioCentavos),
    precio_publico: l.precioPublicoCentavos === null ? null : toPesos(l.precioPublicoCentavos),
    total_linea: toPesos(l.totalLineaCentavos),
    nota: l.nota,
    sustitucion: (l.sustitucion as Substitution | null) ?? null,
    tasa_iva: l.tasaIva,
    gramos: l.gramosPorItem ? l.gramosPorItem * l.items : null,
    piezas: l.ventaModo === 'pieza_peso' ? l.items : null,
    ...(l.descuentoCentavos ? { descuento: toPesos(l.descuentoCentavos) } : {}),
  })),
  // Each line's IVA is of what it is sold for: its price less its part of the code's discount.
  impuestos: ivaBreakdown(
    lines.map((l) => ({ totalCentavos: l.totalLineaCentavos - l.descuentoCentavos, tasaIva: l.tasaIva })),
    o.envioCentavos,
  ).map((r) => ({ tasa: r.tasa, base: toPesos(r.base), iva: toPesos(r.iva) })),
  pago: paymentOf(o),
  total_final: o.totalFinalCentavos === null ? null : toPesos(o.totalFinalCentavos),
  lista_precios: o.listaPrecios,
  cupon: o.cuponCodigo,
  descuento: toPesos(o.descuentoCentavos),
});

interface Deps {
  database: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  catalog: CatalogService;
  shop: ShopInfo;
  facturas: Facturas;
  /** Stamping through the PAC: told when an order is paid, so its factura is stamped at once (issue 45). */
  invoicing?: Pick<Stamping, 'orderChanged'> & RefundInvoicing;
  /** The shop's time zone: delivery days follow its clock. */
  timezone: string;
  now: Now;
  settings: SettingsService;
  /** Buying on account (issue 34). */
  credit: Pick<BusinessCreditService, 'termsOf'>;
  /** The signed «Facturar mi compra» address of an order (facturas/self-invoice-links.ts), for its paid e-mail. */
  invoiceLinks?: { publicUrl: string; invoicePath: (pedidoId: number) => string };
  /** The difference of a weighed order paid by link: its confirmation page comes here too. */
  difference?: () => PackedDifference;
  /** The signed «Modificar pedido» address of an order at a version (modules/order-changes), for its e-mails. */
  changeLink?: (pedidoId: number, version: number) => string;
  /** Discount codes (issue 47, the coupons module, injected): checked and their use recorded in the order's transaction. */
  coupons?: Pick<Coupons, 'quote' | 'claim'>;
}

export function createOrdersService(deps: Deps) {
  const { provider, mailer } = deps;
  const { db, t } = deps.database;
  const { pedidos, pedidoLineas } = t;
  const writes = createOrderWrites(deps.database);
  const refund = createRefunds({ database: deps.database, provider, invoicing: deps.invoicing });
  const { linesOf } = writes;
  const facturarLink = (orderId: number) => (deps.invoiceLinks ? { publicUrl: deps.invoiceLinks.publicUrl, path: deps.invoiceLinks.invoicePath(orderId) } : undefined);
  const facturaOf = async (orderId: number) => (await deps.facturas.ofOrders([orderId])).get(orderId) ?? null;
  /** The order's lines as its shopper's e-mails name them: in the order's language (order-line-names.ts). */
  const shopperLinesOf = <L extends { productoId: number; nombre: string }>(order: OrderRow, lines: L[]) => linesForShopper(order.idioma, lines, deps.catalog.translations);
  /** An order as its shopper sees it, read again (lines and factura included). */
  const shopperView = async (orderId: number) => toOrder((await writes.orderById(orderId))!, await linesOf(orderId), await facturaOf(orderId));

  /**
   * Quantities of the same product sent on several lines are added up; prices are the server's only:
   * the catalogue's list of today's products (read from the database, kept current across processes —
   * see catalog.ts), so placing an order reads no product row. A product not listed is looked up to
   * say whether it does not exist or is not sold today.
   */
  async function priceCart(productos_: CreateOrderInput['productos'], lista: number | null) {
    const wanted = new Map<number, number>();
    for (const line of productos_) wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.items);
    const ids = [...wanted.keys()];
    const listed = await deps.catalog.productsById(lista);
    const missing = ids.filter((id) => !listed.has(id));
    if (missing.length) {
      const found = await db.select({ id: t.productos.id, nombre: t.productos.nombre }).from(t.productos).where(inArray(t.productos.id, missing));
      const unknown = missing.filter((id) => !found.some((r) => r.id === id));
      if (unknown.length) throw localizedError(404, (m) => m.t('Producto no encontrado: {ids}.', { ids: unknown.join(', ') }));
      throw localizedError(400, (m) => m.t('Producto no disponible: {nombres}.', { nombres: found.map((r) => r.nombre).join(', ') }));
    }
    // Switched off by the owner, or known to have run out: refused before anything is written.
    const out = ids.filter((id) => listed.get(id)!.agotado);
    if (out.length) throw localizedError(409, (m) => m.t('Agotado: {nombres}. Quítalo de tu carrito para continuar.', { nombres: out.map((id) => `«${listed.get(id)!.nombre}»`).join(', ') }));
    const tooMany = ids.filter((id) => wanted.get(id)! > 999);
    if (tooMany.length) throw localizedError(400, (m) => m.t('La cantidad máxima por producto es 999 ({nombres}).', { nombres: tooMany.map((id) => listed.get(id)!.nombre).join(', ') }));
    // Sold by weight in steps with a minimum: a line below it is refused, naming the weight.
    const short = ids.find((id) => wanted.get(id)! < minItemsOf(listed.get(id)!.venta));
    if (short !== undefined) {
      const p = listed.get(short)!;
      throw localizedError(400, (m) => m.t('El mínimo de «{nombre}» es {minimo}.', { nombre: p.nombre, minimo: kgLabel(minItemsOf(p.venta) * p.venta!.gramos) }));
    }
    return ids.map((id) => {
      const p = listed.get(id)!;
      // Per piece, or per kilo for a product sold by weight (then each item is `gramos`: weight.ts); a
      // business's at its list, its volume tier reached by the line's whole quantity (list-prices.ts).
      const items = wanted.get(id)!;
      const unitCentavos = unitForQuantity(p, items);
      // The shop's price beside a list's lower one, kept for the order's pages (struck through, as on the card).
      const publicoCentavos = showsShopPrice(p, unitCentavos) ? toCentavos(p.precio_publico!) : null;
      return { lista: p.lista ?? null, categoriaId: p.categoria_id, productoId: id, nombre: p.nombre, items, unitCentavos, publicoCentavos, gramos: p.venta?.gramos ?? null, modo: p.venta?.modo ?? null, tasaIva: p.tasa_iva ?? 0 };
    });
  }

  /**
   * The one way an order becomes paid (browser confirmation, test payment, webhook or staff's simulated
   * payment): only for the order's exact amount and currency, and only once — the conditional update lets
   * exactly one caller change the state and send the e-mails; every caller learns the order is paid. A
   * voucher or transfer paid after its day's cut-off moves the order to the next day with room (the
   * e-mail says so). Money that arrives for an order already cancelled is recorded and refunded.
   */
  async function markPaid(orderId: number, intent: { amount: number; currency: string }): Promise<boolean> {
    const order = await writes.orderById(orderId);
    if (!order) return false;
    // With weighed lines, what is paid (or held) is the estimate plus the margin (packed-charge.ts).
    if (intent.amount !== onlineCentavos(order) || intent.currency.toLowerCase() !== order.moneda.toLowerCase()) return false;
    if (order.estado === 'cancelado') {
      await latePayment(order);
      return false;
    }
    const pagadoEn = deps.now().toISOString();
    const delivery = DEFERRED_METHODS.includes(order.metodoPago as PaymentMethod) ? await deps.catalog.delivery() : null;
    // The state and the money's record move together, once: the caller whose update changed the state
    // writes the payment (its reference is unique too: a second writer would be refused, not doubled).
    const changed = await deps.database.transaction(async (tx) => {
      const rows = await tx
        .update(pedidos)
        .set({ estado: 'pagado', pagadoEn, errorPago: null, pendienteCentavos: null })
        .where(and(eq(pedidos.id, orderId), eq(pedidos.estado, 'pendiente_pago')))
        .returning({ id: pedidos.id });
      if (rows.length !== 1) return null;
      // A held card is an authorization: its money is taken (`captura`) when the order is packed.
      const tipo = order.metodoPago === 'tarjeta' && order.cobroCentavos !== null ? 'autorizacion' : 'pago';
      await recordMoney(tx, t, { pedidoId: orderId, tipo, metodo: order.metodoPago, proveedor: order.proveedorPago, referencia: order.paymentIntentId ?? `pedido-${orderId}`, centavos: onlineCentavos(order), moneda: order.moneda, creado: pagadoEn });
      const movedTo = delivery ? await moveToPaidDay(tx, t, order, delivery, deps.timezone, deps.now()) : null;
      if (movedTo) await recordAudit(tx, t, [{ personalId: null, accion: 'pago_despues_del_corte', entidad: 'pedido', entidadId: orderId, antes: { dia_entrega: order.diaEntrega }, despues: { dia_entrega: movedTo } }]);
      return { movedTo };
    });
    if (changed) {
      deps.invoicing?.orderChanged(orderId);
      const paid = changed.movedTo ? { ...order, diaEntrega: changed.movedTo } : order;
      const lines = await linesOf(order.id);
      await sendPaidMails(mailer, await deps.shop(), paid, lines, await facturaOf(order.id), { movedFrom: changed.movedTo ? order.diaEntrega : null, shopperLines: await shopperLinesOf(order, lines), facturar: facturarLink(order.id), modificar: deps.changeLink?.(order.id, order.version) });
      return true;
    }
    const now = await writes.orderById(orderId);
    return now?.estado !== 'pendiente_pago' && now?.estado !== 'cancelado';
  }

  /**
   * A voucher paid, or a transfer completed, after its order was cancelled (expired, or by the shopper):
   * the money is recorded on the order, flagged in its history, and given back — never kept, never lost.
   * Once: the conditional update on `pagado_en` lets one caller do it. A refund the provider cannot make
   * now leaves «Reembolso pendiente» for the owner to retry.
   */
  async function latePayment(order: OrderRow) {
    const pagadoEn = deps.now().toISOString();
    const first = await deps.database.transaction(async (tx) => {
      const rows = await tx
        .update(pedidos)
        .set({ pagadoEn })
        .where(and(eq(pedidos.id, order.id), eq(pedidos.estado, 'cancelado'), isNull(pedidos.pagadoEn)))
        .returning({ id: pedidos.id });
      if (rows.length !== 1) return false;
      await recordMoney(tx, t, { pedidoId: order.id, tipo: 'pago', metodo: order.metodoPago, proveedor: order.proveedorPago, referencia: order.paymentIntentId ?? `pedido-${order.id}`, centavos: onlineCentavos(order), moneda: order.moneda, creado: pagadoEn });
      await recordAudit(tx, t, [{ personalId: null, accion: 'pago_tardio', entidad: 'pedido', entidadId: order.id, despues: { monto: onlineCentavos(order), metodo: order.metodoPago } }]);
      return true;
    });
    if (!first) return;
    const refunded = await refund({ ...order, pagadoEn }, null);
    const now = await writes.orderById(order.id);
    await sendLatePaymentMail(mailer, await deps.shop(), now ?? order, refunded);
  }

  /** A transfer arrived in part: what is still missing, only ever lowered (events may come out of order). */
  async function recordFunding(orderId: number, remainingCentavos: number) {
    const [order] = await db
      .update(pedidos)
      .set({ pendienteCentavos: remainingCentavos })
      .where(and(eq(pedidos.id, orderId), eq(pedidos.estado, 'pendiente_pago'), or(isNull(pedidos.pendienteCentavos), gt(pedidos.pendienteCentavos, remainingCentavos))))
      .returning();
    if (order && remainingCentavos > 0) await sendFundingMail(mailer, await deps.shop(), order, remainingCentavos);
  }

  const intentArgs = (order: OrderRow, voucher?: CreateIntentArgs['voucher']) => intentArgsOf(order, deps.timezone, deps.now(), voucher);
  /** A voucher's or transfer's e-mail, with the owner's cut-off (a payment after the eve's moves the day). */
  const instructionsMail = async (order: OrderRow) => sendInstructionsMail(mailer, await deps.shop(), order, { corte: (await deps.catalog.delivery()).calendar.corte, timeZone: deps.timezone });

  /** The confirmation page of a weighed order's difference, paid by its link (packed-difference.ts). */
  async function confirmDifference(input: ConfirmOrderInput): Promise<{ message: string; pedido: Order; diferencia?: true }> {
    const owed = await deps.difference?.().orderOf(input.payment_intent);
    if (!owed || owed.diferenciaSecret !== input.payment_intent_client_secret) throw notFound('No encontramos un pedido para ese pago.');
    const intent = owed.diferenciaPagadaEn ? null : await provider.retrieveIntent(input.payment_intent);
    if (intent && intent.status !== 'succeeded') throw new AppError(402, 'El pago no se completó. Intenta de nuevo con otra tarjeta.');
    if (intent && !(await deps.difference!().markPaid(owed, intent))) throw new AppError(409, 'El monto del pago no coincide con el de la diferencia.');
    return { message: DIFFERENCE_PAID, pedido: await shopperView(owed.id), diferencia: true };
  }

  /** A repeated submission gets the first order back, in whatever state it is now. */
  async function replay(order: OrderRow, huella: string | null) {
    if (order.huella !== huella) throw conflict(KEY_REUSED);
    if (order.estado === 'cancelado') throw conflict(ORDER_CANCELLED);
    return withIntent(order, await linesOf(order.id), await facturaOf(order.id));
  }

  /**
   * The order's payment intent, created when missing — after a crash between the order's commit and
   * the provider's answer, or on a retry. The provider is called outside any transaction (a slow
   * network must not hold the database) with a key per order, so concurrent calls share one intent.
   */
  async function withIntent(order: OrderRow, lines: LineRow[], factura: OrderFactura | null) {
    // Pay on delivery and on account have no intent: nothing is paid online.
    if (order.metodoPago === 'contra_entrega' || order.metodoPago === 'credito' || (order.paymentIntentId && order.clientSecret)) return { clientSecret: order.clientSecret ?? '', pedido: toOrder(order, lines, factura) };
    const args = intentArgs(order);
    const intent = await provider.createIntent(args);
    const given = instructionColumns(intent, args.voucher.vence);
    const set = await writes.setIntent(order.id, intent.id, intent.clientSecret, given.pagoInstrucciones, given.pagoVence);
    const saved = set ?? (await writes.orderById(order.id));
    if (saved?.paymentIntentId !== intent.id) {
      // Cancelled meanwhile: the new intent must not take money for it.
      await provider.cancelIntent(intent.id).catch(() => null);
      throw conflict(ORDER_CANCELLED);
    }
    // The voucher or transfer is e-mailed once: by the caller that stored it.
    if (set && given.pagoInstrucciones) await instructionsMail(saved);
    return { clientSecret: intent.clientSecret, pedido: toOrder(saved, lines, factura) };
  }

  /**
   * Where the order goes and when: the zone of its postal code and the shopper's day and window, checked
   * against what the checkout offers now (delivery-zones.ts); without a choice (a REST client), the
   * earliest day's first window. The window's place is taken in the order's transaction (order-writes.ts).
   */
  async function deliveryOf(input: CreateOrderInput & { codigo_postal: string }, shipping: ShippingRule) {
    const { zone, days, capacity, windows } = deliveryFor(await deps.catalog.delivery(), shipping, input.codigo_postal, deps.timezone, deps.now());
    const dia = input.dia_entrega ?? days[0];
    if (!dia) throw localizedError(400, (m) => m.t('Por ahora no hay días de entrega para {zona}: escríbenos por WhatsApp.', { zona: zone.nombre }));
    if (!days.includes(dia)) throw localizedError(400, (m) => m.t('Día de entrega: el {dia} no está disponible; elige uno de la lista.', { dia: m.delivery(dia, null) ?? dia }));
    const window = input.ventana ? windows.find((w) => w.id === input.ventana) : windows[0];
    if (!window) throw badRequest('Elige una ventana de entrega de la lista.');
    const full = localizedError(409, (m) => m.t('La ventana «{ventana}» del {dia} ya está llena: elige otro horario.', { ventana: window.nombre, dia: m.delivery(dia, null) ?? dia }));
    return { zone, dia, ventana: window.id, ventanaNombre: window.nombre, slot: { zonaId: zone.id, dia, ventana: window.id, capacidad: capacity, full } };
  }

  /**
   * A code on these priced lines (contracts' applyCoupon: after promotions, never on a price list's line,
   * the minimum measured before it), or its refusal naming `codigo`.
   */
  function couponFor(codigo: string, priced: Awaited<ReturnType<typeof priceCart>>, totals: { subtotal: number; envio: number }, zonaId: number | null, userId: number | null, email: string) {
    if (!deps.coupons) throw badRequest('Esta tienda no tiene cupones.');
    const lines = priced.map((l) => ({ totalCentavos: lineTotalCentavos(l), categoriaId: l.categoriaId, lista: l.lista !== null }));
    return deps.coupons.quote({ codigo, lines, subtotalCentavos: totals.subtotal, envioCentavos: totals.envio, zonaId, usuarioId: userId, email });
  }

  /** total = subtotal − descuento + envío (the code's envío: 0 with free delivery). */
  const withCoupon = (t: { subtotal: number; envio: number; total: number }, quote: CouponQuote | null) => {
    const descuento = quote?.result.descuento ?? 0;
    const envio = quote ? quote.result.envio : t.envio;
    return { subtotal: t.subtotal, envio, descuento, total: t.subtotal - descuento + envio };
  };

  /** The terms of the signed-in buyer's business, or a refusal saying why it cannot buy on account. */
  async function creditTermsFor(userId: number | null, buyer: { negocio: number } | undefined) {
    if (userId === null) throw localizedError(400, (m) => m.t('Para comprar a crédito inicia sesión con la cuenta de tu negocio.'));
    const terms = buyer ? await deps.credit.termsOf(buyer.negocio) : undefined;
    if (!terms) throw localizedError(400, (m) => m.t('Tu negocio no compra a crédito: elige otra forma de pago.'));
    return terms;
  }

  /** The refusal of an order that would pass the limit, with what is left (read in the same transaction). */
  async function overLimit(tx: Db, negocioId: number) {
    const [c] = await tx.select().from(t.creditosNegocio).where(eq(t.creditosNegocio.negocioId, negocioId));
    const left = Math.max(0, (c?.limiteCentavos ?? 0) - (c?.usadoCentavos ?? 0));
    return localizedError(409, (m) => m.t('Este pedido pasa el límite de crédito de tu negocio: te quedan {disponible}.', { disponible: m.money(left) }));
  }

  return {
    markPaid,
    recordFunding,
    /** The server's prices of a cart at a price list (issue 47: a shopper's change is re-priced by the same rule). */
    priceCart,
    /**
     * An unpaid order's intent made again for its current amount (issue 47: a change replaced the voucher's or
     * transfer's amount; the old intent was cancelled and its columns cleared in the change's transaction).
     */
    async renewIntent(orderId: number) {
      const order = await writes.orderById(orderId);
      if (!order) throw notFound('Pedido no encontrado.');
      return withIntent(order, await linesOf(order.id), await facturaOf(order.id));
    },

    /** The cart's «¿Tienes un cupón?»: the cart priced as the order would be, and what the code takes off (nothing written). */
    async previewCoupon(input: CouponPreviewInput & { codigo: string }, userId: number | null): Promise<CouponPreview> {
      const buyer = userId === null ? undefined : (await deps.catalog.priceLists()).byUser[userId];
      const priced = await priceCart(input.productos, buyer?.lista ?? null);
      const { shipping } = await deps.shop();
      const zone = input.codigo_postal ? deliveryFor(await deps.catalog.delivery(), shipping, input.codigo_postal, deps.timezone, deps.now()).zone : null;
      const before = computeTotals(priced, zone ? zoneShipping(zone) : shipping);
      const quote = await couponFor(input.codigo, priced, before, zone?.id ?? null, userId, input.email ?? '');
      const totals = withCoupon(before, quote);
      return { codigo: quote.codigo, tipo: quote.tipo, descuento: toPesos(totals.descuento), envio: toPesos(totals.envio), subtotal: toPesos(totals.subtotal), total: toPesos(totals.total) };
    },

    /**
     * `idioma`: the storefront's language the order is placed in (`x-idioma`): its e-mails are written in
     * it, and a signed-in shopper's account takes it (the language they last ordered in).
     */
    async create(input: CreateOrderInput, userId: number | null, idioma: Idioma = 'es') {
      const key = input.clave_idempotencia ?? null;
      const huella = key ? fingerprint(input, userId) : null;
      if (key) {
        const existing = await writes.orderByKey(key);
        if (existing) return replay(existing, huella);
      }
      // A business's people buy at its price list: the server's record of who they are, never the browser's.
      const buyer = userId === null ? undefined : (await deps.catalog.priceLists()).byUser[userId];
      const lista = buyer?.lista ?? null;
      const priced = await priceCart(input.productos, lista);
      const { shipping } = await deps.shop();
      const choice = input.codigo_postal ? await deliveryOf({ ...input, codigo_postal: input.codigo_postal }, shipping) : null;
      const zone = choice?.zone ?? null;
      if (!zone && (input.dia_entrega || input.ventana)) throw badRequest('Para elegir el día de entrega indica el código postal.');
      const beforeCode = computeTotals(priced, zone ? zoneShipping(zone) : shipping);
      if (zone) {
        const missing = missingForMinimum(beforeCode.subtotal, zone);
        if (missing > 0) throw localizedError(400, (m) => m.t('El pedido mínimo para entregar en {zona} es de {minimo}: te faltan {faltan}.', { zona: zone.nombre, minimo: m.money(zone.minimoCentavos), faltan: m.money(missing) }));
      }
      // A discount code (issue 47): checked now and again in the order's transaction (`claim`, below).
      const quote = input.codigo ? await couponFor(input.codigo, priced, beforeCode, zone?.id ?? null, userId, input.email) : null;
      const totals = withCoupon(beforeCode, quote);
      const metodo = input.metodo_pago ?? 'tarjeta';
      // Nothing paid online: on delivery, or on the business's account (issue 34).
      const offline = metodo === 'contra_entrega' || metodo === 'credito';
      const terms = metodo === 'credito' ? await creditTermsFor(userId, buyer) : null;
      // Weighed lines paid online: the card is held (a voucher or transfer paid) for the estimate plus the margin.
      const weighedSubtotal = priced.filter((l) => l.gramos !== null).reduce((n, l) => n + lineTotalCentavos(l), 0);
      const cobro = !offline && weighedSubtotal > 0 ? holdCentavos(totals.total, weighedSubtotal, (await deps.settings.get('peso')).margen) : null;
      if (metodo !== 'credito') await checkMethod(deps.database, await deps.catalog.payments(), { metodo, totalCentavos: totals.total, zonaId: zone?.id ?? null, userId });
      // Credit lives in an account: kept for a signed-in shopper only (a guest's e-mail proves nothing).
      if (input.sobrante === 'saldo' && userId === null) throw badRequest('Para guardar la diferencia como saldo a favor, inicia sesión (o elige «reembolso»).');
      // A signed-in shopper's shop credit is spent on what is paid online, leaving at least Stripe's minimum.
      const credit = userId !== null && !offline ? await creditOf(db, t, userId) : 0;
      const saldo = Math.min(credit, (cobro ?? totals.total) - MIN_ONLINE_CENTAVOS);
      const wishes = new Map(input.productos.map((p) => [p.id, p]));
      const lines = priced.map((l, i) => ({
        ...pricedLineRow(l, quote?.result.lineas[i] ?? 0),
        nota: wishes.get(l.productoId)?.nota || null,
        sustitucion: wishes.get(l.productoId)?.sustitucion ?? null,
      }));
      // Sent in parts (with the postal code): stored as such, and `direccion` is their joined line.
      const parts = input.calle && input.colonia && input.codigo_postal ? { calle: input.calle, colonia: input.colonia, codigo_postal: input.codigo_postal, referencias: input.referencias ?? '' } : null;
      const row = {
        usuarioId: userId,
        nombre: input.nombre,
        direccion: parts ? joinAddress(parts) : input.direccion,
        calle: parts?.calle ?? null,
        colonia: parts?.colonia ?? null,
        referencias: parts?.referencias || null,
        telefono: input.telefono,
        email: input.email,
        subtotalCentavos: totals.subtotal,
        envioCentavos: totals.envio,
        totalCentavos: totals.total,
        proveedorPago: provider.name,
        claveIdempotencia: key,
        huella,
        codigoPostal: input.codigo_postal ?? null,
        zonaId: zone?.id ?? null,
        zona: zone?.nombre ?? null,
        diaEntrega: choice?.dia ?? null,
        ventana: choice?.ventana ?? null,
        ventanaNombre: choice?.ventanaNombre ?? null,
        nota: input.nota || null,
        idioma,
        // Pay on delivery is accepted at once («Por cobrar») and goes to preparation.
        estado: offline ? 'preparando' : 'pendiente_pago',
        metodoPago: metodo,
        cobroCentavos: cobro,
        sobrante: cobro !== null && metodo !== 'tarjeta' ? (input.sobrante ?? 'reembolso') : null,
        saldoAplicadoCentavos: saldo > 0 ? saldo : null,
        listaPrecios: priced.find((l) => l.lista)?.lista ?? null,
        // Bought by one of a business's people: the business's order (its people see it, and who placed it).
        negocioId: buyer?.negocio ?? null,
        // On account: due its terms' days after its delivery day (or today, without one).
        creditoVence: terms ? addDays(choice?.dia ?? shopMoment(deps.now(), deps.timezone).day, terms.plazoDias) : null,
        cuponCodigo: quote?.codigo ?? null,
        descuentoCentavos: totals.descuento,
      };
      // A provider whose intents are rows of this database makes the intent in the order's transaction.
      const local = offline ? undefined : provider.local;
      const voucher = voucherFor(choice?.dia ?? null, deps.timezone, deps.now());
      const intent = local?.draft({ metodo: metodo as OnlineMethod, cliente: { nombre: input.nombre, email: input.email }, voucher }) ?? null;
      const saveIntent = intent
        ? (tx: Db, saved: OrderRow) => local!.save(tx, { ...intent, ...intentArgs(saved, voucher) })
        : undefined;
      const given = intent ? instructionColumns(intent, voucher.vence) : { pagoInstrucciones: null, pagoVence: null };
      let order: OrderRow;
      try {
        const written = await writes.writeOrder({ ...row, ...given, paymentIntentId: intent?.id ?? null, clientSecret: intent?.clientSecret ?? null }, lines, {
          also: async (tx, saved) => {
            // The code's use first: its row lock makes racing checkouts of one code count its uses in turn.
            if (quote) await deps.coupons!.claim(tx, quote, saved.id);
            // Its total taken from the business's credit in the same transaction, or nothing is written.
            if (terms && !(await takeCredit(tx, t, terms.negocioId, totals.total))) throw await overLimit(tx, terms.negocioId);
            if (saldo > 0) await spendCredit(tx, t, { usuarioId: userId!, pedidoId: saved.id, centavos: saldo });
            await saveIntent?.(tx, saved);
          },
          slot: choice?.slot,
          factura: input.factura,
        });
        order = written.row;
        if (userId !== null) await db.update(t.usuarios).set({ idioma }).where(eq(t.usuarios.id, userId));
        // Its last units went: the shop shows it «Agotado» from the next request (PostgreSQL's other
        // processes learn it from the version trigger).
        if (written.ranOut) deps.catalog.invalidate();
      } catch (err) {
        // The same key submitted twice at once: the unique index lets one in; the other replays it.
        const existing = key && isUniqueViolation(err) ? await writes.orderByKey(key) : undefined;
        if (existing) return replay(existing, huella);
        throw err;
      }
      const factura = input.factura ? requestedFactura(input.factura) : null;
      // Accepted to be paid on delivery: confirmed now, as a paid order is.
      if (offline) await sendPaidMails(mailer, await deps.shop(), order, lines, factura, { shopperLines: await shopperLinesOf(order, lines), facturar: facturarLink(order.id), modificar: deps.changeLink?.(order.id, order.version) });
      else if (given.pagoInstrucciones) await instructionsMail(order);
      return withIntent(order, lines, factura);
    },

    /** The signed-in shopper pays an unpaid order again, its intent made now if it never was. */
    async resume(orderId: number, userId: number) {
      const order = await writes.orderById(orderId);
      if (!order || order.usuarioId !== userId) throw notFound('Pedido no encontrado.');
      if (order.estado === 'cancelado') throw conflict(ORDER_CANCELLED);
      if (order.estado !== 'pendiente_pago') throw conflict('Este pedido ya está pagado.');
      return withIntent(order, await linesOf(order.id), await facturaOf(order.id));
    },

    /** The paid order (for the confirmation page), once the provider says its intent succeeded. */
    async confirm(input: ConfirmOrderInput): Promise<{ message: string; pedido: Order; diferencia?: true }> {
      const order = await writes.orderByIntent(input.payment_intent);
      if (!order) return confirmDifference(input);
      if (order.clientSecret !== input.payment_intent_client_secret) throw notFound('No encontramos un pedido para ese pago.');
      if (order.estado === 'cancelado') throw conflict(ORDER_CANCELLED);
      const paid = async () => ({ message: ORDER_PAID, pedido: await shopperView(order.id) });
      if (order.estado !== 'pendiente_pago') return paid();
      const intent = await provider.retrieveIntent(input.payment_intent);
      if (!intent) throw notFound('No encontramos un pedido para ese pago.');
      if (intent.status === 'processing') throw new AppError(409, 'Tu pago aún se está procesando. Te avisaremos por correo cuando se confirme.');
      // A voucher or transfer not yet paid is waiting, not failed: no card to try again.
      if (intent.status !== 'succeeded' && order.metodoPago === 'oxxo') throw new AppError(409, VOUCHER_WAITING);
      if (intent.status !== 'succeeded' && order.metodoPago === 'spei') throw new AppError(409, TRANSFER_WAITING);
      // A card held for weighed lines is secured once authorized (`requires_capture`): captured at packing.
      const secured = intent.status === 'succeeded' || (intent.status === 'requires_capture' && order.cobroCentavos !== null);
      if (!secured) throw new AppError(402, 'El pago no se completó. Intenta de nuevo con otra tarjeta.');
      if (!(await markPaid(order.id, intent))) throw new AppError(409, 'El monto del pago no coincide con el del pedido.');
      return paid();
    },

    /** A failed attempt is noted on an unpaid order (a late failure never un-pays an order). */
    async recordPaymentFailed(paymentIntentId: string, message: string) {
      await db
        .update(pedidos)
        .set({ errorPago: message.slice(0, 300) })
        .where(and(eq(pedidos.paymentIntentId, paymentIntentId), eq(pedidos.estado, 'pendiente_pago')));
    },

    /** An order as its shopper sees it (lines included). */
    forShopper: shopperView,

    findByIntent: writes.orderByIntent,

    async listForUser(userId: number): Promise<Order[]> {
      const rows = await db.select().from(pedidos).where(eq(pedidos.usuarioId, userId)).orderBy(desc(pedidos.id));
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [lines, facturas] = await Promise.all([db.select().from(pedidoLineas).where(inArray(pedidoLineas.pedidoId, ids)).orderBy(pedidoLineas.id), deps.facturas.ofOrders(ids)]);
      return rows.map((r) => toOrder(r, lines.filter((l) => l.pedidoId === r.id), facturas.get(r.id) ?? null));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
