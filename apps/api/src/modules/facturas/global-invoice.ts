import { and, desc, eq, gt, gte, isNotNull, like, lt, ne, notExists, sql } from 'drizzle-orm';
import { buildGlobal, type CfdiDocument, type FormaPago, type GlobalSale, type PeriodicidadGlobal } from '@huerta/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { Now } from '../../platform/clock';
import { closedPeriods, currentPeriod, periodOf, type GlobalPeriod } from './global-periods';
import { orderToInvoice } from './order-ingreso';
import type { Stamping } from './stamping';

/**
 * How long after its period ends a factura global may be stamped: the RMF's rule on operations with the
 * público en general (regla 2.7.1.21 since the CFDI 4.0 reform of 2022) asks for the global CFDI «dentro de las
 * 24 horas siguientes al cierre de las operaciones» of the day, week, month or bimester (e.g. MySuite's summary,
 * blog.mysuitemex.com/2022/11/22/cfdi-4-factura-global-datos-obligatorios-sat: sales of Tuesday the 22nd are
 * invoiced by Wednesday the 23rd; a quincena 1–15 by the 16th). The job issues it on its first sweep after the
 * period ends (each minute), well inside that day.
 */
export const GLOBAL_DEADLINE_MS = 24 * 3_600_000;
/** How far back the job looks for periods left without their global (an outage); older sales are left alone. */
const LOOKBACK_DAYS = 35;
/** The most sales one global document carries; a period with more is issued in parts (see `issue`). */
export const MAX_SALES_PER_GLOBAL = 500;

/**
 * The forma de pago of a global whose sales were paid in several ways: the one with which the largest amount
 * was paid — the rule of the SAT's Anexo 20 filling guide for FormaPago when one CFDI was paid in several
 * ways, as summarised in entornofiscal.com/2021/04/dudas-frecuentes-en-relacion-a-la-forma-de-pago-en-los-cfdi
 * («se deberá anotar como forma de pago aquella con la cual se haya liquidado la mayor cantidad del pago») and
 * blog.mysuitemex.com/2025/12/23/cfdi4-metodo-y-forma-pago-campo-exportacion-sat (PUE with several formas). 99
 * «Por definir» is never valid here: a global is PUE, every sale in it already paid (becommerce.es's summary of
 * the SAT's GuiaAnexo20Global). On a tie, the key seen first (the guide leaves equal amounts to the issuer).
 */
export function predominantForma(sales: readonly { formaPago: FormaPago; totalCentavos: number }[]): Exclude<FormaPago, '99'> {
  const byForma = new Map<FormaPago, number>();
  for (const s of sales) byForma.set(s.formaPago, (byForma.get(s.formaPago) ?? 0) + s.totalCentavos);
  let best: FormaPago = '01';
  let most = -1;
  for (const [forma, total] of byForma) {
    if (total > most) [best, most] = [forma, total];
  }
  if (best === '99') throw new Error('una venta a crédito (forma 99) no cabe en una factura global');
  return best;
}

/** The orders a stored global covers: its conceptos' NoIdentificacion (the order numbers). */
const ordersOf = (documento: string) => [...new Set((JSON.parse(documento) as CfdiDocument).conceptos.map((c) => Number(c.noIdentificacion)))].filter((n) => Number.isSafeInteger(n) && n > 0);

/**
 * The factura global (issue 45): the sales of each period without a factura of their own, invoiced to the
 * público en general (XAXX010101000) at the periodicity the owner chose in «Ajustes → Facturación», by the
 * stamping job (once per cluster) as soon as the period ends. One document per period ever (in parts past
 * MAX_SALES_PER_GLOBAL sales): its key is «G-<periodicidad>-<first day>[-<part>]», and the orders it covers are written in `cfdi_pedidos` from the stored
 * document itself — a second process or a rerun finds the first one's row and adds nothing else.
 */
export function createGlobalInvoice(deps: { database: Database; stamping: Stamping; now: Now; timezone: string; log: FastifyBaseLogger; maxSales?: number }) {
  const { db, t } = deps.database;
  const maxSales = deps.maxSales ?? MAX_SALES_PER_GLOBAL;
  const c = t.cfdis;
  const o = t.pedidos;
  const cp = t.cfdiPedidos;

  /** Writes the orders a stored global covers (again after a crash between the two steps: nothing doubles). */
  async function link(cfdiId: number, documento: string) {
    const pedidos = ordersOf(documento);
    if (pedidos.length > 0) await db.insert(cp).values(pedidos.map((pedidoId) => ({ cfdiId, pedidoId }))).onConflictDoNothing();
  }

  /**
   * Orders paid from `since` to the period's end that are in no factura: not cancelled, paid in one go (credit
   * sales are invoiced PPD to their business), no `facturas` row (none asked for, none self-invoiced) and in no
   * global yet. A weighed order counts once packed, for what was packed (orderToInvoice says null until then).
   */
  async function salesOf(period: GlobalPeriod, since: string, afterId: number) {
    const rows = await db
      .select({ id: o.id })
      .from(o)
      .where(
        and(
          gt(o.id, afterId),
          isNotNull(o.pagadoEn),
          gte(o.pagadoEn, since),
          lt(o.pagadoEn, period.fin),
          ne(o.estado, 'cancelado'),
          ne(o.metodoPago, 'credito'),
          notExists(db.select({ x: sql`1` }).from(t.facturas).where(eq(t.facturas.pedidoId, o.id))),
          notExists(db.select({ x: sql`1` }).from(cp).where(eq(cp.pedidoId, o.id))),
        ),
      )
      .orderBy(o.id)
      .limit(maxSales);
    const sales: (GlobalSale & { formaPago: FormaPago; totalCentavos: number })[] = [];
    for (const { id } of rows) {
      const order = await orderToInvoice(db, t, id);
      if (!order || order.metodoPago !== 'PUE') continue;
      // Each sale at what was charged for it: a discount code's part is off each line (issue 47).
      const sum = order.lines.reduce((n, l) => n + l.totalCentavos - l.descuentoCentavos, 0) + order.envioCentavos;
      // The global must say what each sale was charged, to the centavo: an order that does not add up is the
      // shop's bug to see, never a guess on a fiscal document.
      if (sum !== order.totalCentavos) {
        deps.log.error({ pedido: id, lineas: sum, total: order.totalCentavos }, 'pedido que no cuadra: fuera de la factura global');
        continue;
      }
      sales.push({ numero: String(id), lines: order.lines.map((l) => ({ totalCentavos: l.totalCentavos - l.descuentoCentavos, tasaIva: l.tasaIva })), envioCentavos: order.envioCentavos, formaPago: order.formaPago, totalCentavos: order.totalCentavos });
    }
    return { sales, lastId: rows.at(-1)?.id ?? afterId, more: rows.length === maxSales };
  }

  /**
   * One period's global, queued with its orders and stamped — in parts of at most `maxSales` sales (keys «…-2»,
   * «…-3», folios likewise): a busy month, or a shop's first start with weeks of history, is thousands of
   * conceptos, and one document of them is megabytes built, signed and drawn in memory at once (100,000 orders:
   * the server ran out of its 64 MB heap on start). The SAT allows several globals for one period. Empty: none.
   */
  async function issue(period: GlobalPeriod, since: string): Promise<number[]> {
    const ids: number[] = [];
    let afterId = 0;
    for (let part = 1; ; ) {
      const batch = await salesOf(period, since, afterId);
      if (batch.sales.length > 0) {
        const id = await issuePart(period, batch.sales, part++);
        if (id !== null) ids.push(id);
      }
      if (!batch.more) return ids;
      afterId = batch.lastId;
    }
  }

  async function issuePart(period: GlobalPeriod, sales: Awaited<ReturnType<typeof salesOf>>['sales'], part: number): Promise<number | null> {
    const suffix = part === 1 ? '' : `-${part}`;
    const s = await deps.stamping.issuer();
    const doc = buildGlobal({
      serie: `${s.serie}G`,
      folio: `${period.desde.replaceAll('-', '')}${suffix}`,
      fecha: deps.stamping.fecha(),
      lugarExpedicion: s.lugar_expedicion,
      emisor: { rfc: s.rfc, nombre: s.razon_social, regimenFiscal: s.regimen_fiscal },
      informacionGlobal: period.informacion,
      formaPago: predominantForma(sales),
      sales,
    });
    const id = await deps.stamping.queue({ clave: `${period.clave}${suffix}`, doc });
    if (id === null) return null;
    // The links come from the stored row, not from what this caller built: a racing caller's document won.
    const [row] = await db.select({ documento: c.documento }).from(c).where(eq(c.id, id));
    if (row) await link(id, row.documento);
    await deps.stamping.stamp(id);
    return id;
  }

  /**
   * The job's part (stamping.addSweep): every period that ended (back to LOOKBACK_DAYS) and has no global yet
   * gets one, oldest first, with the sales paid in it. A weighed order paid in a period but packed after it
   * goes into the period in which it is packed: it is left out while unpacked, and the period the job issues
   * next (the latest ended one) takes every sale paid before it that is still in no factura. The shop keeps no
   * packing time, so after an outage such a sale lands in the latest ended period rather than an older one.
   */
  async function sweep(): Promise<number[]> {
    const s = await deps.stamping.issuer();
    // «A mano»: the owner issues the global elsewhere; nothing is queued nor marked as covered here.
    if (s.modo === 'manual') return [];
    const now = deps.now();
    const periods = closedPeriods(s.periodicidad_global, now, deps.timezone, LOOKBACK_DAYS).reverse();
    if (periods.length === 0) return [];
    // Every part of the periods looked at (the keys share the periodicity's prefix and sort by their first day).
    const [oldest] = periods;
    const existing = await db
      .select({ id: c.id, clave: c.clave, documento: c.documento, linked: sql<number>`(select count(*) from ${cp} where ${cp.cfdiId} = ${c.id})` })
      .from(c)
      .where(and(like(c.clave, `G-${s.periodicidad_global}-%`), gte(c.clave, oldest!.clave)));
    const issued: number[] = [];
    for (const [i, period] of periods.entries()) {
      const parts = existing.filter((e) => e.clave === period.clave || e.clave.startsWith(`${period.clave}-`));
      if (parts.length > 0) {
        for (const found of parts) if (Number(found.linked) === 0) await link(found.id, found.documento);
        continue;
      }
      const latest = i === periods.length - 1;
      const since = latest ? new Date(new Date(period.inicio).getTime() - LOOKBACK_DAYS * 86_400_000).toISOString() : period.inicio;
      issued.push(...(await issue(period, since)));
    }
    return issued;
  }

  deps.stamping.addSweep(sweep);

  /** What a period looks like to the back office: its first and last day. */
  const view = (p: GlobalPeriod) => ({ periodicidad: p.periodicidad, desde: p.desde, hasta: lastDay(p) });

  return {
    sweep,
    /** «Facturas»: the last factura global (period, total, UUID, state) and when the next one is due. */
    async status() {
      const s = await deps.stamping.issuer();
      const [last] = await db
        .select({ id: c.id, clave: c.clave, estado: c.estado, modo: c.modo, uuid: c.uuid, totalCentavos: c.totalCentavos, error: c.error, timbrada: c.timbrada })
        .from(c)
        .where(and(like(c.clave, 'G-%'), eq(c.tipo, 'I')))
        .orderBy(desc(c.id))
        .limit(1);
      const current = currentPeriod(s.periodicidad_global, deps.now(), deps.timezone);
      const m = last ? /^G-(0[1-5])-(\d{4}-\d{2}-\d{2})(?:-\d+)?$/.exec(last.clave) : null;
      const periodo = m ? view(periodOf(m[1] as PeriodicidadGlobal, m[2]!, deps.timezone)) : null;
      return {
        manual: s.modo === 'manual',
        ultima: last ? { id: last.id, periodo, estado: last.estado, modo: last.modo, uuid: last.uuid, totalCentavos: last.totalCentavos, error: last.error, timbrada: last.timbrada } : null,
        siguiente: { ...view(current), emision: current.fin, vence: new Date(new Date(current.fin).getTime() + GLOBAL_DEADLINE_MS).toISOString() },
      };
    },
  };
}
export type GlobalInvoice = ReturnType<typeof createGlobalInvoice>;

/** The last day in a period (its `hasta` is the first day after). */
function lastDay(p: GlobalPeriod) {
  const [y, m, d] = p.hasta.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}
