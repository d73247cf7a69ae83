import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { facturaListInputSchema, formatMXN, regimenLabel, usoLabel, type FacturaFile, type FacturaListInput, type FacturaState, type FiscalData, type OrderFactura, type Staff } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import type { facturas, usuarios } from '../../schema/sqlite';
import { recordAudit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { checkPdf, readCfdiXml } from './cfdi-files';
import type { Mailer } from '../mail';
import type { SettingsService, ShopInfo } from '../settings';
import { CFDI_FILE_TYPES, cfdiFilename, mailFactura } from './factura-mail';

type FacturaRow = typeof facturas.$inferSelect;
type FiscalColumns = Pick<FacturaRow, 'rfc' | 'razonSocial' | 'regimenFiscal' | 'usoCfdi' | 'cpFiscal'>;

/** The receiver's data as the tables keep them (an order's factura, an account's fiscal data). */
export const fiscalColumns = (d: FiscalData): FiscalColumns => ({
  rfc: d.rfc,
  razonSocial: d.razon_social,
  regimenFiscal: d.regimen_fiscal,
  usoCfdi: d.uso_cfdi,
  cpFiscal: d.codigo_postal_fiscal,
});

/** An account's fiscal data, or null while it has none. */
export const fiscalDataOf = (u: Pick<typeof usuarios.$inferSelect, 'rfc' | 'razonSocial' | 'regimenFiscal' | 'usoCfdi' | 'cpFiscal'>): FiscalData | null =>
  u.rfc && u.razonSocial && u.regimenFiscal && u.usoCfdi && u.cpFiscal
    ? { rfc: u.rfc, razon_social: u.razonSocial, regimen_fiscal: u.regimenFiscal, uso_cfdi: u.usoCfdi, codigo_postal_fiscal: u.cpFiscal }
    : null;

const toOrderFactura = (f: FiscalColumns & Pick<FacturaRow, 'estado' | 'uuid' | 'emitida'>): OrderFactura => ({
  rfc: f.rfc,
  razon_social: f.razonSocial,
  regimen_fiscal: f.regimenFiscal,
  uso_cfdi: f.usoCfdi,
  codigo_postal_fiscal: f.cpFiscal,
  estado: f.estado as FacturaState,
  uuid: f.uuid,
  emitida: f.emitida,
});

/** A factura just asked for with a new order. */
export const requestedFactura = (d: FiscalData): OrderFactura => ({ ...d, estado: 'solicitada', uuid: null, emitida: null });

/** The orders whose factura staff can issue: paid, whatever their delivery state; never unpaid or cancelled. */
const ISSUABLE = ['pagado', 'preparando', 'enviado', 'entregado'];
export const canIssue = (estadoPedido: string) => ISSUABLE.includes(estadoPedido);
const PAGE = 50;

export function createFacturas(deps: { database: Database; mailer: Mailer; shop: ShopInfo; publicUrl: string; settings: SettingsService }) {
  const { db, t } = deps.database;
  const { facturas: f, pedidos: o } = t;
  const summary = { rfc: f.rfc, razonSocial: f.razonSocial, regimenFiscal: f.regimenFiscal, usoCfdi: f.usoCfdi, cpFiscal: f.cpFiscal, estado: f.estado, uuid: f.uuid, emitida: f.emitida };

  type Stored = Pick<FacturaRow, 'pedidoId' | 'uuid' | 'pdf' | 'xml'>;
  const fileOf = (row: Stored, kind: FacturaFile) => ({
    filename: cfdiFilename(row.pedidoId, row.uuid, kind),
    content: Buffer.from(row[kind]!),
    contentType: CFDI_FILE_TYPES[kind],
  });
  /** The facturas in a state whose orders are paid (the queue, its count, the issued list). */
  const inQueue = (estado: FacturaState) => and(eq(f.estado, estado), inArray(o.estado, ISSUABLE));
  const countIn = async (estado: FacturaState) => (await db.select({ n: count() }).from(f).innerJoin(o, eq(o.id, f.pedidoId)).where(inQueue(estado)))[0]!.n;

  return {
    /** The facturas of these orders, by order (one query, no files read). */
    async ofOrders(ids: number[]): Promise<Map<number, OrderFactura>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ pedidoId: f.pedidoId, ...summary }).from(f).where(inArray(f.pedidoId, ids));
      return new Map(rows.map((r) => [r.pedidoId, toOrderFactura(r)]));
    },

    /**
     * One issued file of an order: for its shopper (`usuarioId`) or for staff (`null`). Not found alike
     * for another shopper's order, an order without factura and one not issued yet.
     */
    async file(pedidoId: number, kind: FacturaFile, usuarioId: number | null) {
      const [row] = await db
        .select({ pedidoId: f.pedidoId, uuid: f.uuid, pdf: f.pdf, xml: f.xml, usuarioId: o.usuarioId })
        .from(f)
        .innerJoin(o, eq(o.id, f.pedidoId))
        .where(eq(f.pedidoId, pedidoId));
      if (!row || (usuarioId !== null && row.usuarioId !== usuarioId)) throw notFound('Factura no encontrada.');
      if (row.pdf && row.xml) return fileOf(row, kind);
      // Stamped through the PAC: the files are the CFDI's (stamping.ts) — the order's ingreso in force: its
      // substitute once one replaced it (cancellation.ts, motive 01), and still while its cancellation waits.
      const [cfdi] = await db
        .select({ uuid: t.cfdis.uuid, pdf: t.cfdis.pdf, xml: t.cfdis.xml })
        .from(t.cfdis)
        .where(and(eq(t.cfdis.pedidoId, pedidoId), eq(t.cfdis.tipo, 'I'), inArray(t.cfdis.estado, ['timbrada', 'cancelacion_pendiente'])))
        .orderBy(desc(t.cfdis.id))
        .limit(1);
      if (!cfdi?.pdf || !cfdi.xml) throw notFound('Factura no encontrada.');
      return fileOf({ pedidoId, ...cfdi }, kind);
    },

    /** How many wait to be issued (the back office's menu badge). */
    pending: () => countIn('solicitada'),

    /** The back office's queue: waiting ones oldest first (first asked, first issued), issued ones newest first. */
    async list(raw: FacturaListInput) {
      const input = facturaListInputSchema.parse(raw);
      const [rows, total, billing] = await Promise.all([
        db
          .select({ pedidoId: f.pedidoId, solicitada: f.solicitada, ...summary, nombre: o.nombre, email: o.email, totalCentavos: o.totalCentavos, totalFinalCentavos: o.totalFinalCentavos, pagadoEn: o.pagadoEn, estadoPedido: o.estado, cfdiId: t.cfdis.id, cfdiEstado: t.cfdis.estado, cfdiError: t.cfdis.error, cfdiModo: t.cfdis.modo, metodoPago: o.metodoPago })
          .from(f)
          .innerJoin(o, eq(o.id, f.pedidoId))
          .leftJoin(t.cfdis, eq(t.cfdis.clave, sql`'I-' || ${f.pedidoId}`))
          .where(inQueue(input.estado))
          .orderBy(input.estado === 'solicitada' ? asc(f.solicitada) : desc(f.emitida), asc(f.pedidoId))
          .limit(PAGE)
          .offset((input.pagina - 1) * PAGE),
        countIn(input.estado),
        deps.settings.get('facturacion'),
      ]);
      return {
        facturas: rows.map((r) => ({
          pedido: r.pedidoId,
          nombre: r.nombre,
          email: r.email,
          // A weighed order is invoiced for what was packed: its final total, beside the estimate.
          total: formatMXN(r.totalFinalCentavos ?? r.totalCentavos),
          estimado: r.totalFinalCentavos === null || r.totalFinalCentavos === r.totalCentavos ? null : formatMXN(r.totalCentavos),
          pagadoEn: r.pagadoEn,
          estadoPedido: r.estadoPedido,
          regimen: regimenLabel(r.regimenFiscal),
          uso: usoLabel(r.usoCfdi),
          ...toOrderFactura(r),
          // Where its CFDI stands at the PAC (null: not queued yet — unpaid, not weighed, on credit and not sent).
          timbrado: r.cfdiId === null ? null : { id: r.cfdiId, estado: r.cfdiEstado!, error: r.cfdiError, prueba: r.cfdiModo === 'prueba' },
          credito: r.metodoPago === 'credito',
        })),
        total,
        // «A mano»: the shop stamps elsewhere and uploads each one; otherwise they are stamped here by themselves.
        automatico: billing.modo !== 'manual',
        pagina: input.pagina,
        porPagina: PAGE,
      };
    },

    /**
     * Staff upload the stamped CFDI: the PDF must be a PDF, the XML a CFDI 4.0 stamped for this order's RFC
     * and total, with a folio fiscal no other order has. Stored with an audit entry, then the shopper gets
     * both files by e-mail. Uploading again replaces them (a CFDI cancelled and issued anew) and mails again.
     */
    async issue(pedidoId: number, files: { pdf: Buffer; xml: Buffer }, staff: Staff) {
      const [row] = await db
        .select({ factura: f, pedido: o })
        .from(f)
        .innerJoin(o, eq(o.id, f.pedidoId))
        .where(eq(f.pedidoId, pedidoId));
      if (!row) throw notFound(`El pedido #${pedidoId} no pidió factura.`);
      if (!canIssue(row.pedido.estado)) throw conflict(`El pedido #${pedidoId} no está pagado (${row.pedido.estado.replace('_', ' ')}): no se factura.`);
      checkPdf(files.pdf);
      const cfdi = await readCfdiXml(files.xml);
      if (cfdi.rfcReceptor !== row.factura.rfc) throw badRequest(`El XML es para el RFC ${cfdi.rfcReceptor}, pero el pedido #${pedidoId} pidió factura a ${row.factura.rfc}.`);
      // Sold by weight: invoiced for what was packed, so only once every weighed line has its weight.
      const lines = await db.select({ gramosPorItem: t.pedidoLineas.gramosPorItem, gramosPesados: t.pedidoLineas.gramosPesados }).from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, pedidoId));
      if (lines.some((l) => l.gramosPorItem !== null && l.gramosPesados === null)) throw conflict(`El pedido #${pedidoId} aún no está pesado: se factura lo que se empacó.`);
      const charged = row.pedido.totalFinalCentavos ?? row.pedido.totalCentavos;
      if (cfdi.total !== charged) throw badRequest(`El XML es por ${formatMXN(cfdi.total)}, pero el pedido #${pedidoId} es por ${formatMXN(charged)}.`);
      const [other] = await db.select({ pedidoId: f.pedidoId }).from(f).where(eq(f.uuid, cfdi.uuid));
      if (other && other.pedidoId !== pedidoId) throw conflict(`El folio fiscal ${cfdi.uuid} ya es la factura del pedido #${other.pedidoId}.`);
      const emitida = new Date().toISOString();
      const again = row.factura.estado === 'emitida';
      await deps.database.transaction(async (tx) => {
        await tx.update(f).set({ estado: 'emitida', uuid: cfdi.uuid, pdf: files.pdf, xml: files.xml, emitida, emitidaPor: staff.id }).where(eq(f.pedidoId, pedidoId));
        await recordAudit(tx, t, [
          {
            personalId: staff.id,
            accion: again ? 'reemplazar_factura' : 'emitir_factura',
            entidad: 'pedido',
            entidadId: pedidoId,
            antes: again ? { uuid: row.factura.uuid } : undefined,
            despues: { uuid: cfdi.uuid, rfc: cfdi.rfcReceptor, total: cfdi.total, pdf: files.pdf.length, xml: files.xml.length },
          },
        ]);
      });
      const order = row.pedido;
      await mailFactura(deps, { ...order, totalCentavos: order.totalFinalCentavos ?? order.totalCentavos }, row.factura, { uuid: cfdi.uuid, ...files, prueba: false }, again);
      return { message: again ? `Factura del pedido #${pedidoId} reemplazada y enviada de nuevo.` : `Factura del pedido #${pedidoId} emitida y enviada a ${order.email}.`, uuid: cfdi.uuid };
    },
  };
}

export type Facturas = ReturnType<typeof createFacturas>;
