import type { ShopInfo } from '../settings';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_BACK, ORDER_STATE_LABELS, changeSummary, type ChangeSnapshot, SUBSTITUTION_LABELS, canMoveOrder, deliveryDayLabel, deliveryLabel, earlyMove, earlyMoveRefusal, formatMXN, ivaBreakdown, kgLabel, toPesos, type AdminOrderListInput, type MoveOrdersInput, type PickListInput, type OrderState, type RevertOrdersInput, type Staff, type Substitution, weighedLineDiscount } from '@huerta/contracts';
import { adminOrderListInputSchema } from '@huerta/contracts';
import type { Database, Db } from '../../platform/db/database';
import type { pedidoLineas, pedidos } from '../../schema/sqlite';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Mailer } from '../mail';
import { mailText } from '../../platform/i18n/mail-text';
import { mailAddress } from './order-mails';
import { PAYMENT_UNAVAILABLE, type PaymentProvider } from '../payments';
import { createRefunds, type RefundInvoicing } from '../payments';
import { paymentOf } from './order-payment-view';
import { startPacking, unweighed } from '../weighing';
import type { PackedCharge } from '../payments';
import { differenceInstructionsOf, differenceMethodOf, owedOf } from '../payments';
import { owesVoucher } from './simulate-payment';
import type { CatalogService } from '../catalog';
import { giveBackStock } from './stock';
import { releaseCredit } from '../business';
import { canIssue, type Facturas, type Stamping } from '../facturas';
import { recordAudit } from '../../platform/audit';
import { moneyOf } from '../payments';
import { dayEnd, dayStart, shopDayOf } from '../../platform/days';
import { TO_PREPARE, daysWithWork } from './work-days';
import { catchUpOrderSearch, orderTextMatch } from './order-search';

type OrderRow = typeof pedidos.$inferSelect;

/** How far the order list counts (400 pages of 25): enough to page through, cheap on any engine. */
export const COUNT_CAP = 10_000;

export const orderSummary = (o: OrderRow) => ({
  id: o.id,
  estado: o.estado as OrderState,
  nombre: o.nombre,
  email: o.email,
  telefono: o.telefono,
  total: toPesos(o.totalCentavos),
  /** Sold by weight: the order as packed, once every weighed line is weighed (the list shows it beside the estimate). */
  totalFinal: o.totalFinalCentavos === null ? null : toPesos(o.totalFinalCentavos),
  creado: o.creado,
  pagadoEn: o.pagadoEn,
  canceladoEn: o.canceladoEn,
  diaEntrega: o.diaEntrega,
  /** How it is paid; `porCobrar`: pay on delivery not yet collected (the list marks it «Por cobrar»). */
  metodoPago: o.metodoPago,
  porCobrar: o.metodoPago === 'contra_entrega' && !o.pagadoEn && o.estado !== 'cancelado',
});

/** «Pesado: «Mango Ataulfo» 0.78 kg ($35.80)», from a weighing's audit entry. */
function weighedText(despues: string | null) {
  const w = JSON.parse(despues ?? '{}') as { producto?: string; gramos?: number; total?: number };
  return `Pesado: «${w.producto ?? ''}» ${kgLabel(w.gramos ?? 0)} (${formatMXN(w.total ?? 0)})`;
}

/** A line sold by weight as staff see it (issue 35): the estimate ordered, the pieces to pack, the weight packed and its price. */
const weighedOf = (l: typeof pedidoLineas.$inferSelect) => ({
  gramos: l.gramosPorItem === null ? null : l.gramosPorItem * l.items,
  piezas: l.ventaModo === 'pieza_peso' ? l.items : null,
  gramosPesados: l.gramosPesados,
  totalFinal: l.totalFinalCentavos === null ? null : toPesos(l.totalFinalCentavos),
});

/** «Cobrado lo pesado: $98.40 (se liberan $11.20)», from the packed charge's audit entry. */
function packedChargeText(accion: string, despues: string | null) {
  const d = JSON.parse(despues ?? '{}') as { final?: number; capturado?: number | null; devuelto?: number; como?: string };
  if (accion === 'captura_antes_de_vencer') return `Tarjeta cobrada antes de que venza la autorización (${formatMXN(d.capturado ?? 0)})`;
  const back = d.devuelto ? ` (${d.como === 'saldo' ? 'saldo a favor' : d.como === 'reembolso' ? 'reembolsado' : 'se libera'}: ${formatMXN(d.devuelto)})` : '';
  return `Cobrado lo pesado: ${formatMXN(d.final ?? 0)}${back}`;
}

/** The shop's local date of an instant (the process runs on the shop's zone: server.ts sets TZ). */
const localDate = (iso: string | null) => (iso ? shopDayOf(new Date(iso)) : null);

/** The e-mail the customer gets when a member of staff moves the order (once per change), in the order's language. */
const MAILS: Partial<Record<OrderState, (o: OrderRow, store: string, reportLink?: string) => { subject: string; text: string }>> = {
  enviado: (o, store) => {
    const m = mailText(o.idioma);
    const id = String(o.id);
    return {
      subject: m.t('{tienda}: tu pedido #{id} va en camino', { tienda: store, id }),
      text: `${m.t('Hola {nombre}:', { nombre: o.nombre })}\n\n${m.t('Tu pedido #{id} salió a entrega a {direccion}. Te contactaremos al {telefono} si hace falta.', { id, direccion: mailAddress(o, m, false), telefono: o.telefono })}\n\n${store}`,
    };
  },
  entregado: (o, store, reportLink) => {
    const m = mailText(o.idioma);
    const id = String(o.id);
    // «Reportar un problema» (issue 47): the signed link lets a guest report too, within 48 hours.
    const report = reportLink ? `\n\n${m.t('¿Algo llegó mal? Repórtalo dentro de las 48 horas siguientes: {enlace}', { enlace: reportLink })}` : '';
    return {
      subject: m.t('{tienda}: tu pedido #{id} fue entregado', { tienda: store, id }),
      text: `${m.t('Hola {nombre}:', { nombre: o.nombre })}\n\n${m.t('Entregamos tu pedido #{id}. ¡Gracias por comprar con nosotros! Si algo no llegó como esperabas, responde a este correo.', { id })}${report}\n\n${store}`,
    };
  },
  cancelado: (o, store) => {
    const m = mailText(o.idioma);
    const id = String(o.id);
    // The refund as it stands after the cancellation tried it: made (amount, date, when it reaches the card) or in process.
    const refund = o.pagadoEn ? ` ${m.refund(o.totalCentavos, localDate(o.reembolsadoEn))}` : '';
    return {
      subject: m.t('{tienda}: tu pedido #{id} fue cancelado', { tienda: store, id }),
      text: `${m.t('Hola {nombre}:', { nombre: o.nombre })}\n\n${m.t('Cancelamos tu pedido #{id} ({total}).', { id, total: m.money(o.totalCentavos) })}${refund} ${m.t('Si no lo pediste tú o tienes dudas, responde a este correo.')}\n\n${store}`,
    };
  },
};

/** The back office's view of orders: a filtered, paged list, one order with its timeline, and the workflow. */
/** A line's wish if it runs out, in words. */
const substitutionLabel = (s: string | null) => (s ? (SUBSTITUTION_LABELS[s as Substitution] ?? s) : null);

/**
 * The IVA an order's total includes, by rate (contracts/iva.ts), in pesos: the slip and the order page show it.
 * Once every weighed line is weighed (`totalFinalCentavos`), of what was packed — what is charged and invoiced.
 */
const taxesOf = (order: Pick<OrderRow, 'envioCentavos' | 'totalFinalCentavos'>, lines: readonly Pick<typeof pedidoLineas.$inferSelect, 'totalLineaCentavos' | 'totalFinalCentavos' | 'tasaIva' | 'descuentoCentavos'>[]) =>
  ivaBreakdown(
    // Each line less its part of a discount code (issue 47), a weighed one's never more than its final price.
    lines.map((l) => {
      const gross = order.totalFinalCentavos === null ? l.totalLineaCentavos : (l.totalFinalCentavos ?? l.totalLineaCentavos);
      return { totalCentavos: gross - weighedLineDiscount(l.descuentoCentavos, gross), tasaIva: l.tasaIva };
    }),
    order.envioCentavos,
  ).map((r) => ({ tasa: r.tasa, base: toPesos(r.base), iva: toPesos(r.iva) }));

/** The discount code an order used (issue 47) and what it took off: total = subtotal − descuento + envío. */
const couponOf = (o: Pick<OrderRow, 'cuponCodigo' | 'descuentoCentavos'>) => ({ cupon: o.cuponCodigo, descuento: toPesos(o.descuentoCentavos) });

/** Where and when an order is delivered, as the back office shows it (null parts on orders before zones). */
const deliveryOf = (o: { codigoPostal: string | null; zona: string | null; diaEntrega: string | null; ventanaNombre: string | null }) => ({
  codigoPostal: o.codigoPostal,
  zona: o.zona,
  entrega: deliveryLabel(o.diaEntrega, o.ventanaNombre),
});

/** What a move or a correction answered: which orders changed, which not and why, and what to tell staff. */
/** What orders need of the problems module (issue 47). */
export interface OrderProblems {
  /** The delivered e-mail's «Reportar un problema» address (absolute), for the order's shopper. */
  reportLink: (orderId: number) => string;
  /** The order left the shop (after the commit): replacements it carried are done. */
  orderLeft: (orderId: number) => Promise<void>;
}

/** Physical stock by lot (issue 46): both idempotent, run in the caller's transaction. */
export interface OrderLots {
  draw: (tx: Db, orderId: number) => Promise<void>;
  giveBack: (tx: Db, orderId: number) => Promise<void>;
}

type MoveResult = { movidos: number[]; rechazados: { id: number; motivo: string }[]; avisos: { id: number; aviso: string }[] };

export function createAdminOrders(deps: {
  database: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  shop: ShopInfo;
  catalog: CatalogService;
  facturas: Facturas;
  /** Stamping through the PAC: an order sent or delivered may now be invoiced (weighed, on credit, collected). */
  invoicing?: Pick<Stamping, 'orderChanged'> & RefundInvoicing;
  /**
   * The lots an order's packed lines leave from (the buying module, injected: it depends on orders): drawn in
   * the transaction that moves the order out of the shop, given back in the one that brings it back.
   */
  lots?: OrderLots;
  today: () => string;
  testMode: boolean;
  packedCharge: PackedCharge;
  /** Substitutions (issue 47, injected: that module reads orders): the lines whose proposed substitute still waits for the shopper. */
  substitutions?: { waiting(id: number): Promise<string[]> };
  /**
   * «Reportar un problema» (the problems module, injected: it reads orders): the delivered e-mail's signed
   * link, and an order leaving the shop carries its customer's pending replacements («Reponer: …»).
   */
  problems?: OrderProblems;
}) {
  const { database, mailer, provider } = deps;
  const { db, t } = database;
  const { pedidos: o } = t;

  const refundOrder = createRefunds({ database, provider, invoicing: deps.invoicing });
  const refund = (order: OrderRow, staff: Staff | null) => refundOrder(order, staff?.id ?? null);

  /**
   * Whether the customer was already told this order reached `estado`: a staff move there is in the audit
   * log. Read in the move's transaction, so «Entregado» → «Regresar a Enviado» → «Entregado» e-mails once.
   * The audit log, not the outbox: with SMTP the shop keeps no copy of what it sent.
   */
  async function alreadyTold(tx: Db, id: number, estado: OrderState) {
    const moves = await tx
      .select({ despues: t.auditoria.despues })
      .from(t.auditoria)
      .where(and(eq(t.auditoria.entidad, 'pedido'), eq(t.auditoria.entidadId, String(id)), eq(t.auditoria.accion, 'cambiar_estado')));
    return moves.some((m) => m.despues !== null && (JSON.parse(m.despues) as { estado?: string }).estado === estado);
  }

  /** One refusal alone is the call's answer (409 with its reason); several ride along with what moved. */
  const answer = (result: MoveResult) => {
    if (result.movidos.length === 0 && result.rechazados.length === 1) throw conflict(result.rechazados[0]!.motivo);
    return result;
  };

  return {
    /** Retries the refund of a cancelled paid order whose refund failed. */
    async retryRefund(id: number, staff: Staff) {
      const [order] = await db.select().from(o).where(eq(o.id, id));
      if (!order) throw notFound('Pedido no encontrado.');
      if (order.estado !== 'cancelado' || !order.pagadoEn) throw conflict('Solo se reembolsa un pedido pagado y cancelado.');
      if (order.reembolsadoEn) return { message: 'Este pedido ya está reembolsado.' };
      if (!(await refund(order, staff))) throw new AppError(503, PAYMENT_UNAVAILABLE);
      // The cancellation's e-mail said «en proceso»: now it is made, and the customer hears when it arrives.
      const [done] = await db.select({ reembolsadoEn: o.reembolsadoEn }).from(o).where(eq(o.id, id));
      const store = (await deps.shop()).storeName;
      const m = mailText(order.idioma);
      await mailer.send({
        to: order.email,
        kind: 'pedido-reembolsado',
        subject: m.t('{tienda}: reembolsamos tu pedido #{id}', { tienda: store, id: String(order.id) }),
        text: `${m.t('Hola {nombre}:', { nombre: order.nombre })}\n\n${m.refund(order.totalCentavos, localDate(done?.reembolsadoEn ?? null))}\n\n${store}`,
      });
      return { message: 'Reembolso hecho.' };
    },

    async list(raw: AdminOrderListInput) {
      const input = adminOrderListInputSchema.parse(raw);
      const where: SQL[] = [];
      if (input.estado === 'cancelado_sin_pago') {
        // Told apart by the unpaid-order sweep's audit entry (ids are text there, as for every kind of record).
        const swept = db.select({ id: t.auditoria.entidadId }).from(t.auditoria).where(and(eq(t.auditoria.entidad, 'pedido'), eq(t.auditoria.accion, 'cancelado_sin_pago')));
        where.push(eq(o.estado, 'cancelado'), inArray(sql`cast(${o.id} as text)`, swept));
      } else if (input.estado) where.push(eq(o.estado, input.estado));
      if (input.desde) where.push(gte(o.creado, dayStart(input.desde)));
      if (input.hasta) where.push(lt(o.creado, dayEnd(input.hasta)));
      if (input.entrega) where.push(eq(o.diaEntrega, input.entrega));
      const q = input.q?.trim();
      // «#123» is an order number; digits alone may be a number or part of a phone.
      if (q && /^#\d{1,9}$/.test(q)) where.push(eq(o.id, Number(q.slice(1))));
      // The start of an e-mail («cliente42@…»): a range on the e-mail index (they are stored lower-case).
      else if (q && /^[^@\s]+@\S*$/.test(q)) where.push(and(gte(o.email, q.toLowerCase()), lt(o.email, `${q.toLowerCase()}\uffff`))!);
      else if (q) {
        await catchUpOrderSearch(database);
        const text = orderTextMatch(database, q);
        const number = /^\d{1,9}$/.test(q) ? [eq(o.id, Number(q))] : [];
        if (text) where.push(or(text, ...number)!);
      }
      const filter = where.length ? and(...where) : undefined;
      const column = input.orden === 'total' ? o.totalCentavos : input.orden === 'id' ? o.id : o.creado;
      const dir = input.sentido === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(o)
          .where(filter)
          .orderBy(dir(column), dir(o.id))
          .limit(input.porPagina)
          .offset((input.pagina - 1) * input.porPagina),
        // Counted up to a cap: past it the pager says «más de 10,000» rather than reading every order.
        db.select({ n: count() }).from(db.select({ id: o.id }).from(o).where(filter).limit(COUNT_CAP + 1).as('contados')),
      ]);
      return { pedidos: rows.map(orderSummary), total: Math.min(total!.n, COUNT_CAP), totalExacto: total!.n <= COUNT_CAP, pagina: input.pagina, porPagina: input.porPagina };
    },

    /**
     * The day's work: every product to pick over the paid and preparing orders placed that day (total
     * quantity, how many orders), and those orders with their lines for the packing slips.
     */
    async pickList(input: PickListInput) {
      // Per delivery day: the orders to deliver that day, and those placed that day without one (before zones, or REST).
      const placedThatDay = and(isNull(o.diaEntrega), gte(o.creado, dayStart(input.dia)), lt(o.creado, dayEnd(input.dia)));
      const inDay = and(inArray(o.estado, TO_PREPARE), or(eq(o.diaEntrega, input.dia), placedThatDay));
      // With every day that has work, so an empty day leads to the next one.
      const [orders, dias] = await Promise.all([db.select().from(o).where(inDay).orderBy(o.id), daysWithWork(database)]);
      const lines = orders.length
        ? await db.select().from(t.pedidoLineas).where(inArray(t.pedidoLineas.pedidoId, orders.map((r) => r.id))).orderBy(t.pedidoLineas.id)
        : [];
      // A weighed product is picked by its kilos (`gramos`, the estimate), a piece by its count.
      const byProduct = new Map<number, { productoId: number; nombre: string; cantidad: number; gramos: number | null; pedidos: number }>();
      for (const l of lines) {
        const p = byProduct.get(l.productoId) ?? { productoId: l.productoId, nombre: l.nombre, cantidad: 0, gramos: null, pedidos: 0 };
        p.cantidad += l.items;
        if (l.gramosPorItem !== null) p.gramos = (p.gramos ?? 0) + l.gramosPorItem * l.items;
        p.pedidos += 1;
        byProduct.set(l.productoId, p);
      }
      return {
        dia: input.dia,
        diasConPedidos: dias,
        productos: [...byProduct.values()].sort((a, b) => (a.nombre < b.nombre ? -1 : a.nombre > b.nombre ? 1 : 0)),
        pedidos: orders.map((r) => ({
          ...orderSummary(r),
          direccion: r.direccion,
          ...deliveryOf(r),
          subtotal: toPesos(r.subtotalCentavos),
          ...couponOf(r),
          envio: toPesos(r.envioCentavos),
          nota: r.nota,
          lineas: lines
            .filter((l) => l.pedidoId === r.id)
            .map((l) => ({
              productoId: l.productoId,
              nombre: l.nombre,
              items: l.items,
              total: toPesos(l.totalLineaCentavos),
              nota: l.nota,
              sustitucion: substitutionLabel(l.sustitucion),
              // Weighed on the slip itself (issue 35).
              ...weighedOf(l),
            })),
          impuestos: taxesOf(r, lines.filter((l) => l.pedidoId === r.id)),
        })),
      };
    },

    async get(id: number) {
      const businessOf = async (negocioId: number, usuarioId: number | null, lista: string | null) => {
        const [row] = await db.select({ razonSocial: t.negocios.razonSocial }).from(t.negocios).where(eq(t.negocios.id, negocioId));
        const [who] = usuarioId === null ? [] : await db.select({ nombre: t.usuarios.nombreCompleto }).from(t.usuarios).where(eq(t.usuarios.id, usuarioId));
        return { razonSocial: row?.razonSocial ?? '', pidio: who?.nombre ?? '', lista };
      };
      const [order] = await db.select().from(o).where(eq(o.id, id));
      if (!order) throw notFound('Pedido no encontrado.');
      const [lines, audit, facturas] = await Promise.all([
        db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, id)).orderBy(t.pedidoLineas.id),
        db
          .select({ entry: t.auditoria, quien: t.personal.nombre })
          .from(t.auditoria)
          .leftJoin(t.personal, eq(t.personal.id, t.auditoria.personalId))
          .where(and(eq(t.auditoria.entidad, 'pedido'), eq(t.auditoria.entidadId, String(id))))
          .orderBy(t.auditoria.id),
        deps.facturas.ofOrders([id]),
      ]);
      const timeline = [
        { cuando: order.creado, quien: order.nombre, que: 'Pedido creado' },
        ...(order.pagadoEn ? [{ cuando: order.pagadoEn, quien: order.proveedorPago === 'stripe' ? 'Stripe' : 'Modo de prueba', que: 'Pago confirmado' }] : []),
        ...audit.map(({ entry, quien }) => {
          const after = entry.despues ? (JSON.parse(entry.despues) as { estado?: OrderState; antesDeSuDia?: string }) : {};
          const to = after.estado;
          const who = quien ?? (entry.accion === 'cancelado_por_cliente' || entry.accion === 'sustitucion_respondida' || entry.accion === 'modificar_pedido' ? order.nombre : 'La tienda (automático)');
          const what =
            entry.accion === 'cancelado_sin_pago'
              ? 'Cancelado: sin pago tras el plazo'
              : entry.accion === 'pago_tardio'
                ? 'Pago recibido después de cancelar: se reembolsa'
              : entry.accion === 'pago_despues_del_corte'
                ? `Pagado después del corte: entrega movida al ${deliveryDayLabel((JSON.parse(entry.despues ?? '{}') as { dia_entrega?: string }).dia_entrega ?? '')}`
              : entry.accion === 'simular_pago'
                ? 'Pago simulado (modo de prueba)'
              : entry.accion === 'pesar_linea'
                ? weighedText(entry.despues)
              : entry.accion === 'cobrar_lo_pesado' || entry.accion === 'captura_antes_de_vencer'
                ? packedChargeText(entry.accion, entry.despues)
              : entry.accion === 'pedir_diferencia' || entry.accion === 'diferencia_pagada'
                ? `${entry.accion === 'pedir_diferencia' ? 'Diferencia pedida al cliente' : 'Diferencia pagada por el cliente'} (${formatMXN((JSON.parse(entry.despues ?? '{}') as { monto?: number }).monto ?? 0)})`
              : entry.accion.startsWith('sustitucion_')
                ? ((JSON.parse(entry.despues ?? '{}') as { texto?: string }).texto ?? entry.accion)
              : entry.accion === 'modificar_pedido'
                ? changeSummary(JSON.parse(entry.antes ?? '{"lineas":[],"total":0}') as ChangeSnapshot, JSON.parse(entry.despues ?? '{"lineas":[],"total":0}') as ChangeSnapshot)
              : entry.accion === 'reembolso'
                ? `Reembolso hecho (${formatMXN(order.totalCentavos)})`
                : entry.accion === 'emitir_factura' || entry.accion === 'reemplazar_factura'
                  ? `${entry.accion === 'emitir_factura' ? 'Factura emitida' : 'Factura reemplazada'} (${(JSON.parse(entry.despues ?? '{}') as { uuid?: string }).uuid ?? ''})`
                : to && entry.accion === 'regresar_estado'
                  ? `Regresado a: ${ORDER_STATE_LABELS[to]} (corrección)`
                : to
                  ? `Estado: ${ORDER_STATE_LABELS[to]}${after.antesDeSuDia ? ` (antes de su día, el ${deliveryDayLabel(after.antesDeSuDia)}: confirmado)` : ''}`
                  : entry.accion;
          return { cuando: entry.creado, quien: who, que: what };
        }),
      ].sort((a, b) => a.cuando.localeCompare(b.cuando));
      return {
        ...orderSummary(order),
        direccion: order.direccion,
        ...deliveryOf(order),
        subtotal: toPesos(order.subtotalCentavos),
        ...couponOf(order),
        envio: toPesos(order.envioCentavos),
        proveedorPago: order.proveedorPago,
        reembolsadoEn: order.reembolsadoEn,
        reembolsoPendiente: order.estado === 'cancelado' && order.pagadoEn !== null && order.reembolsadoEn === null,
        paymentIntentId: order.paymentIntentId,
        errorPago: order.errorPago,
        // The voucher or transfer the customer was given, what a transfer still lacks, and whether staff may
        // simulate its payment (test mode only: with Stripe, only its signed events move money).
        pago: { ...paymentOf(order), simulable: deps.testMode && ((order.estado === 'pendiente_pago' && (order.metodoPago === 'oxxo' || order.metodoPago === 'spei')) || owesVoucher(order)) },
        nota: order.nota,
        // A business's order (issue 34): which business, who of its people placed it, at which price list.
        negocio: order.negocioId === null ? null : await businessOf(order.negocioId, order.usuarioId, order.listaPrecios),
        // Whether staff may upload its files now is the server's rule (modules/facturas/facturas.ts), not the page's.
        factura: facturas.has(id) ? { ...facturas.get(id)!, emitible: canIssue(order.estado) } : null,
        lineas: lines.map((l) => ({
          id: l.id,
          productoId: l.productoId,
          nombre: l.nombre,
          items: l.items,
          precioUnitario: toPesos(l.precioUnitarioCentavos),
          total: toPesos(l.totalLineaCentavos),
          descuento: toPesos(l.descuentoCentavos),
          tasaIva: l.tasaIva,
          nota: l.nota,
          sustitucion: substitutionLabel(l.sustitucion),
          ...weighedOf(l),
        })),
        // Packed over what was held or paid: what could be asked by link, what was asked, and whether it was paid.
        // A shopper's change to more (issue 47) asks it too: by card, or by its own voucher or transfer (its reference, to read out on the phone).
        diferencia: { porPedir: owedOf(order) > 0 ? toPesos(owedOf(order)) : null, pedida: order.diferenciaCentavos === null ? null : toPesos(order.diferenciaCentavos), pagada: order.diferenciaPagadaEn !== null, metodo: differenceMethodOf(order), ...differenceInstructionsOf(order) },
        subtotalFinal: order.subtotalFinalCentavos === null ? null : toPesos(order.subtotalFinalCentavos),
        impuestos: taxesOf(order, lines),
        // What moved the order's money, from its records (modules/payments/money-records.ts).
        dinero: (await moneyOf(db, t, id)).map((m) => ({ tipo: m.tipo, metodo: m.metodo, proveedor: m.proveedor, referencia: m.referencia, monto: toPesos(m.centavos), cuando: m.creado })),
        historial: timeline,
      };
    },

    /**
     * Moves each order to `estado` if the workflow allows it from where it is now. Each change is one
     * conditional update with its audit entry, so two people moving the same order change it once and
     * the customer gets one e-mail — and one only, even when the order comes back to a state after a
     * correction. Sending or delivering before the delivery day needs `confirmar` (the page asked first).
     * Answers which moved and why the others did not.
     */
    async move(input: MoveOrdersInput, staff: Staff) {
      const today = deps.today();
      const ids = [...new Set(input.ids)];
      const rows = await db.select().from(o).where(inArray(o.id, ids));
      const moved: number[] = [];
      const refused: { id: number; motivo: string }[] = [];
      const notices: { id: number; aviso: string }[] = [];
      for (const id of ids) {
        const row = rows.find((r) => r.id === id);
        const from = row?.estado as OrderState | undefined;
        if (!row || !from) {
          refused.push({ id, motivo: 'Pedido no encontrado.' });
          continue;
        }
        if (!canMoveOrder(from, input.estado)) {
          refused.push({ id, motivo: `Un pedido «${ORDER_STATE_LABELS[from]}» no puede pasar a «${ORDER_STATE_LABELS[input.estado]}».` });
          continue;
        }
        if (input.estado === 'cancelado' && from !== 'pendiente_pago' && staff.rol !== 'dueño') {
          refused.push({ id, motivo: 'Solo el dueño puede cancelar un pedido pagado (se reembolsa el pago).' });
          continue;
        }
        // Sold by weight: an order leaves once every weighed line has its weight (its final amount is known).
        if (input.estado === 'enviado') {
          const missing = unweighed(await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, id)));
          if (missing.length) {
            refused.push({ id, motivo: `Falta pesar: ${missing.map((n) => `«${n}»`).join(', ')}. Pésalo antes de enviar el pedido.` });
            continue;
          }
        }
        // A substitute proposed to the shopper is answered (or its time runs out) before the order leaves.
        if (input.estado === 'enviado') {
          const waiting = (await deps.substitutions?.waiting(id)) ?? [];
          if (waiting.length) {
            refused.push({ id, motivo: `Espera la respuesta del cliente al sustituto de ${waiting.map((n) => `«${n}»`).join(', ')} (o a que venza su tiempo).` });
            continue;
          }
        }
        const early = earlyMove(row, input.estado, today);
        if (early && !input.confirmar) {
          refused.push({ id, motivo: earlyMoveRefusal(early.texto, input.estado) });
          continue;
        }
        // Charged what was packed before it leaves (a held card captured, a difference given back): never more than held or paid.
        if (input.estado === 'enviado' || input.estado === 'entregado') {
          const settled = await deps.packedCharge.settle(id, staff.id);
          if (!settled.ok) {
            refused.push({ id, motivo: settled.motivo });
            continue;
          }
        }
        const now = new Date().toISOString();
        let cameBack = false;
        let told = false;
        const changed = await database.transaction(async (tx) => {
          const [after] = await tx
            .update(o)
            .set({ estado: input.estado, ...(input.estado === 'cancelado' ? { canceladoEn: now } : {}) })
            .where(and(eq(o.id, id), eq(o.estado, from)))
            .returning();
          if (!after) return null;
          // Staff start packing it (issue 47): from now on its shopper can no longer change it.
          if (input.estado === 'preparando') await startPacking(tx, t, id, now);
          told = MAILS[input.estado] !== undefined && (await alreadyTold(tx, id, input.estado));
          // An early move says so in the log: who confirmed sending or delivering before which day.
          await recordAudit(tx, t, [{ personalId: staff.id, accion: 'cambiar_estado', entidad: 'pedido', entidadId: id, antes: { estado: from }, despues: { estado: input.estado, ...(early ? { antesDeSuDia: early.dia } : {}) } }]);
          // It leaves the shop: its packed lines leave from their lots, first-expiring first (once: «entregado» after «enviado» draws nothing more).
          if (input.estado === 'enviado' || input.estado === 'entregado') await deps.lots?.draw(tx, id);
          // Its units go back on the shelf with the cancellation, once (and its lots, had any been drawn).
          if (input.estado === 'cancelado' && (await giveBackStock(tx, t, id))) cameBack = true;
          if (input.estado === 'cancelado') await deps.lots?.giveBack(tx, id);
          // On account: what it still owed goes back to the business's credit, in the same transaction.
          if (input.estado === 'cancelado') await releaseCredit(tx, t, after);
          return after;
        });
        if (cameBack) deps.catalog.invalidate();
        if (!changed) {
          refused.push({ id, motivo: 'Otra persona cambió este pedido al mismo tiempo. Recarga para ver su estado.' });
          continue;
        }
        moved.push(id);
        if (input.estado === 'enviado' || input.estado === 'entregado') deps.invoicing?.orderChanged(id);
        if (input.estado === 'enviado') await deps.problems?.orderLeft(id);
        // The one caller that cancelled a paid order refunds it (after the commit: never a network call inside a transaction).
        if (input.estado === 'cancelado' && changed.pagadoEn && !(await refund(changed, staff))) {
          notices.push({ id, aviso: 'Cancelado, pero el reembolso no se pudo hacer ahora: reintenta desde el pedido.' });
        }
        const refundedAt = input.estado === 'cancelado' && changed.pagadoEn ? ((await db.select({ r: o.reembolsadoEn }).from(o).where(eq(o.id, id)))[0]?.r ?? null) : changed.reembolsadoEn;
        const mail = told ? undefined : MAILS[input.estado]?.({ ...changed, reembolsadoEn: refundedAt }, (await deps.shop()).storeName, deps.problems?.reportLink(id));
        if (mail) await mailer.send({ to: changed.email, kind: `pedido-${input.estado}`, subject: mail.subject, text: mail.text });
      }
      return answer({ movidos: moved, rechazados: refused, avisos: notices });
    },

    /**
     * A correction: each order set back one state (`ORDER_BACK`) if it is still where the page saw it.
     * Staff may do it (the same people who moved it by mistake), each change audited as
     * `regresar_estado`; the customer gets no e-mail, and moving it forward again sends none either.
     */
    async revert(input: RevertOrdersInput, staff: Staff) {
      const ids = [...new Set(input.ids)];
      const rows = await db.select().from(o).where(inArray(o.id, ids));
      const result: MoveResult = { movidos: [], rechazados: [], avisos: [] };
      const back = ORDER_BACK[input.desde]!;
      for (const id of ids) {
        const row = rows.find((r) => r.id === id);
        if (!row) {
          result.rechazados.push({ id, motivo: 'Pedido no encontrado.' });
          continue;
        }
        if (row.estado !== input.desde) {
          result.rechazados.push({ id, motivo: `El pedido ya no está «${ORDER_STATE_LABELS[input.desde]}» (ahora: «${ORDER_STATE_LABELS[row.estado as OrderState]}»). Recarga para ver su estado.` });
          continue;
        }
        // Pay on delivery starts in preparation, unpaid: «Pagado» is never behind it.
        if (back === 'pagado' && row.metodoPago === 'contra_entrega' && !row.pagadoEn) {
          result.rechazados.push({ id, motivo: 'Un pedido por cobrar empieza en preparación: no se regresa a «Pagado».' });
          continue;
        }
        const changed = await database.transaction(async (tx) => {
          const [after] = await tx.update(o).set({ estado: back }).where(and(eq(o.id, id), eq(o.estado, input.desde))).returning({ id: o.id });
          if (after) await recordAudit(tx, t, [{ personalId: staff.id, accion: 'regresar_estado', entidad: 'pedido', entidadId: id, antes: { estado: input.desde }, despues: { estado: back } }]);
          // Back in preparation: what it took from the lots is on the shelf again (drawn anew when it leaves).
          if (after && input.desde === 'enviado') await deps.lots?.giveBack(tx, id);
          return after;
        });
        if (changed) result.movidos.push(id);
        else result.rechazados.push({ id, motivo: 'Otra persona cambió este pedido al mismo tiempo. Recarga para ver su estado.' });
      }
      return answer(result);
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
