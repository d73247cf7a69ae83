import { Rfc } from '@nodecfdi/rfc';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { selfInvoiceInputSchema, toCentavos, type FiscalData, type SelfInvoiceInput, type SelfInvoiceResult } from '@huerta/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { Now } from '../../platform/clock';
import { recordAudit } from '../../platform/audit';
import { badRequest, conflict, notFound, type AppError } from '../../platform/errors';
import { localizedError } from '../../platform/i18n/error-text';
import type { ShopInfo } from '../settings';
import type { Billing } from './billing';
import { fiscalColumns } from './facturas';
import { localDateTime } from './local-time';
import type { SelfInvoiceLinks } from './self-invoice-links';
import type { Stamping } from './stamping';

/** Whatever did not match — number, e-mail or total — the same words: nobody learns which, so nobody probes orders. */
export const NOT_FOUND = 'No encontramos una compra con ese número, correo y total. Revisa tu ticket o el correo de tu pedido.';
const PAID = ['pagado', 'preparando', 'enviado', 'entregado'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A month's name in the page's language (1 = January). */
const monthName = (idioma: string, month: number) => (idioma === 'en' ? MONTHS : MESES)[month - 1]!;
const ALREADY = 'El pedido #{id} ya tiene factura: la enviamos (o la enviaremos) al correo del pedido.';
/** How long an answer waits for a stamp another process claimed first (a sweep racing the shopper's click). */
const WAIT_MS = 15_000;

/**
 * The RFC as the SAT issues it, before the PAC is asked: its parts (@nodecfdi/rfc) and its check digit, the
 * last character, computed from the other eleven or twelve — a typo shows here rather than as a PAC refusal.
 */
export function rfcCheckProblem(rfc: string): string | null {
  const parsed = Rfc.parseOrNull(rfc);
  if (!parsed) return `El RFC ${rfc} no es válido: revisa las letras, la fecha (AAMMDD) y la homoclave en tu Constancia de Situación Fiscal.`;
  if (!parsed.doesCheckSumMatch()) return `El RFC ${rfc} no es válido: su último carácter (dígito verificador) no corresponde. Revisa que lo hayas copiado bien de tu Constancia de Situación Fiscal.`;
  return null;
}

/** The input as the server takes it: the shared schema, plus the RFC's check digit (a server-only dependency). */
export const selfInvoiceServerSchema = selfInvoiceInputSchema.superRefine((d, ctx) => {
  const problem = rfcCheckProblem(d.factura.rfc);
  if (problem) ctx.addIssue({ code: 'custom', path: ['factura', 'rfc'], message: problem });
});

/**
 * «Facturar mi compra» (issue 45): a guest who bought without fiscal data gets the CFDI of their purchase at
 * once, within the calendar month it was paid in (afterwards the sale is in the month's factura global). The
 * order must be theirs (its e-mail and total, or the e-mail's signed link), paid, not on credit, not already
 * invoiced nor in a stamped factura global, and packed if weighed. The factura is written the way checkout
 * writes one and stamped now; a PAC refusal undoes both rows, so the shopper corrects their data and asks again.
 */
export function createSelfInvoice(deps: { database: Database; stamping: Stamping; billing: Billing; shop: ShopInfo; links: SelfInvoiceLinks; timezone: string; now: Now; log: FastifyBaseLogger }) {
  const { db, t } = deps.database;
  const month = (d: Date) => localDateTime(d, deps.timezone).slice(0, 7);

  /** The order when the caller proved it theirs; the same refusal otherwise. */
  async function orderOf(input: { pedido: number; email?: string; total?: number; firma?: string }) {
    const [order] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, input.pedido));
    if (!order) throw notFound(NOT_FOUND);
    if (input.firma !== undefined) {
      if (!deps.links.invoiceSigned(order.id, input.firma)) throw notFound(NOT_FOUND);
      return order;
    }
    const charged = order.totalFinalCentavos ?? order.totalCentavos;
    const emailMatches = order.email.trim().toLowerCase() === (input.email ?? '').trim().toLowerCase();
    if (!emailMatches || input.total === undefined || toCentavos(input.total) !== charged) throw notFound(NOT_FOUND);
    return order;
  }

  /** Why this order cannot be self-invoiced now, in the shopper's words (and language); null when it can. */
  async function refusalOf(order: Awaited<ReturnType<typeof orderOf>>): Promise<AppError | null> {
    const refused = (id: string, values: Record<string, string> = {}) => localizedError(409, (m) => m.t(id, { id: String(order.id), ...values }));
    if ((await deps.billing.current()).modo === 'manual') {
      const { shopEmail } = await deps.shop();
      return refused('La tienda emite sus facturas a mano: escríbenos a {email} con tu número de pedido (#{id}) y tus datos fiscales y te la enviamos.', { email: shopEmail });
    }
    if (order.estado === 'cancelado') return refused('El pedido #{id} está cancelado: no se puede facturar.');
    if (order.metodoPago === 'credito') return refused('El pedido #{id} es a crédito de un negocio: su factura se emite a nombre del negocio al enviarlo.');
    if (!PAID.includes(order.estado) || order.pagadoEn === null) return refused('El pedido #{id} aún no está pagado: podrás facturarlo cuando recibamos tu pago.');
    const [factura] = await db.select({ estado: t.facturas.estado }).from(t.facturas).where(eq(t.facturas.pedidoId, order.id));
    if (factura) return refused(ALREADY);
    const paidMonth = month(new Date(order.pagadoEn));
    if (paidMonth !== month(deps.now())) {
      const [y, mm] = paidMonth.split('-');
      return localizedError(409, (m) =>
        m.t('Tu compra se pagó en {mes} de {anio}: solo puede facturarse dentro del mismo mes. Después queda en la factura global al público en general.', { mes: monthName(m.idioma, Number(mm)), anio: y! }),
      );
    }
    const [global] = await db
      .select({ id: t.cfdis.id })
      .from(t.cfdiPedidos)
      .innerJoin(t.cfdis, eq(t.cfdis.id, t.cfdiPedidos.cfdiId))
      .where(and(eq(t.cfdiPedidos.pedidoId, order.id), eq(t.cfdis.estado, 'timbrada')));
    if (global) return refused('El pedido #{id} ya se incluyó en la factura global al público en general: ya no puede facturarse a tu nombre.');
    const [unweighed] = await db
      .select({ id: t.pedidoLineas.id })
      .from(t.pedidoLineas)
      .where(and(eq(t.pedidoLineas.pedidoId, order.id), isNotNull(t.pedidoLineas.gramosPorItem), isNull(t.pedidoLineas.gramosPesados)));
    if (unweighed) return refused('Tu pedido #{id} aún no se empaca: lo facturamos por lo que pese. Vuelve a intentarlo cuando lo recibas.');
    return null;
  }

  /** The CFDI's row once no one is stamping it (this caller, or a sweep that claimed it first). */
  async function settled(id: number) {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const [row] = await db.select().from(t.cfdis).where(eq(t.cfdis.id, id));
      if (row?.estado !== 'timbrando' || Date.now() > until) return row;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** A refused or failed attempt leaves nothing: the factura and its document go, so the shopper can correct and ask again. */
  async function undo(pedidoId: number, cfdiId: number | null) {
    await deps.database.transaction(async (tx) => {
      if (cfdiId !== null) await tx.delete(t.cfdis).where(and(eq(t.cfdis.id, cfdiId), eq(t.cfdis.estado, 'error')));
      await tx.delete(t.facturas).where(and(eq(t.facturas.pedidoId, pedidoId), eq(t.facturas.estado, 'solicitada')));
    });
  }

  return {
    async selfInvoice(raw: SelfInvoiceInput): Promise<SelfInvoiceResult> {
      const input = selfInvoiceServerSchema.parse(raw);
      const order = await orderOf(input);
      const refusal = await refusalOf(order);
      if (refusal) throw refusal;
      const factura: FiscalData = input.factura;
      // One factura per order (its primary key): of racing requests, one writes it; the others are told it exists.
      const written = await deps.database.transaction(async (tx) => {
        const rows = await tx.insert(t.facturas).values({ pedidoId: order.id, ...fiscalColumns(factura), solicitada: deps.now().toISOString() }).onConflictDoNothing().returning({ pedidoId: t.facturas.pedidoId });
        if (rows.length) await recordAudit(tx, t, [{ personalId: null, accion: 'facturar_mi_compra', entidad: 'pedido', entidadId: order.id, despues: { rfc: factura.rfc } }]);
        return rows.length > 0;
      });
      if (!written) throw localizedError(409, (m) => m.t(ALREADY, { id: String(order.id) }));
      let cfdiId: number | null = null;
      try {
        cfdiId = await deps.stamping.queueIngreso(order.id);
        if (cfdiId === null) throw conflict('No pudimos preparar tu factura. Intenta de nuevo en unos minutos.');
        await deps.stamping.stamp(cfdiId);
        const row = await settled(cfdiId);
        if (row?.estado === 'timbrada' && row.uuid) {
          return {
            message: `Listo: tu factura del pedido #${order.id} está timbrada. También la enviamos a tu correo.`,
            pedido: order.id,
            uuid: row.uuid,
            prueba: row.modo === 'prueba',
            pdf: deps.links.downloadPath(order.id, 'pdf', deps.now()),
            xml: deps.links.downloadPath(order.id, 'xml', deps.now()),
          };
        }
        // Waiting on the PAC (down, or slow): it stays queued; the sweep stamps it and e-mails it.
        if (row && row.estado !== 'error') {
          return { message: `Tu factura del pedido #${order.id} quedó en proceso: te la enviaremos por correo en cuanto el PAC la timbre.`, pedido: order.id, uuid: null, prueba: row.modo === 'prueba', pdf: null, xml: null };
        }
        throw badRequest(row?.error ?? 'No pudimos timbrar tu factura. Revisa tus datos fiscales e intenta de nuevo.');
      } catch (err) {
        await undo(order.id, cfdiId).catch((e: unknown) => deps.log.error({ err: e, pedido: order.id }, 'no se pudo deshacer una factura rechazada'));
        throw err;
      }
    },

    /** A guest's download of a self-invoiced CFDI's file, for the holder of a signed link still valid. */
    async file(q: { pedido: number; archivo: 'pdf' | 'xml'; hasta: number; firma: string }) {
      if (!deps.links.downloadSigned(q, deps.now())) throw notFound('Este enlace de descarga no es válido o ya venció: la factura está también en tu correo.');
      const [row] = await db.select({ uuid: t.cfdis.uuid, pdf: t.cfdis.pdf, xml: t.cfdis.xml }).from(t.cfdis).where(and(eq(t.cfdis.clave, `I-${q.pedido}`), eq(t.cfdis.estado, 'timbrada')));
      const bytes = row?.[q.archivo];
      if (!bytes) throw notFound('Factura no encontrada.');
      return { uuid: row.uuid, bytes: Buffer.from(bytes) };
    },
  };
}
export type SelfInvoice = ReturnType<typeof createSelfInvoice>;
