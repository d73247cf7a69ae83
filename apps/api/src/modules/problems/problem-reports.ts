import {
  PROBLEM_KIND_LABELS,
  PROBLEM_LIMIT_DAYS,
  PROBLEM_PHOTO_SIDE,
  PROBLEM_REPORTS_PER_CUSTOMER,
  PROBLEM_STATE_LABELS,
  PROBLEM_WINDOW_HOURS,
  claimedCentavos,
  reportableOf,
  toPesos,
  type ProblemKind,
  type ProblemReportInput,
  type ProblemState,
} from '@huerta/contracts';
import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Now } from '../../platform/clock';
import { recordAudit } from '../../platform/audit';
import type { Database } from '../../platform/db/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { deliveredAt } from './delivered-at';
import type { ProblemLinks } from './problem-links';

const HOUR = 3_600_000;
const NOT_FOUND = 'Pedido: no encontramos ese pedido. Abre el enlace de tu correo de entrega o inicia sesión con tu cuenta.';

export interface ProblemPhotos {
  shrink: (input: Buffer, side: number) => Promise<Buffer>;
}

/**
 * The shopper's side of «Reportar un problema»: what of a delivered order can be reported (and until when),
 * the report itself (amounts from what was paid, never from the browser), and a line's photo.
 */
export function createProblemReports(deps: { database: Database; links: ProblemLinks; now: Now; photos: ProblemPhotos; notifyShop?: (pedidoId: number, reporteId: number) => void }) {
  const { database, links, now } = deps;
  const { db, t } = database;
  const r = t.reportesProblema;
  const rl = t.reportesProblemaLineas;

  /** The order, if the caller may report on it: its signed-in owner, or whoever holds its signed link. */
  async function orderFor(pedidoId: number, userId: number | null, firma: string | undefined) {
    const [order] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, pedidoId));
    if (!order) throw notFound(NOT_FOUND);
    const owner = userId !== null && order.usuarioId === userId;
    if (!owner && !links.checkOrder(pedidoId, firma)) throw notFound(NOT_FOUND);
    return order;
  }

  async function reportsOf(pedidoId: number) {
    const reports = await db.select().from(r).where(eq(r.pedidoId, pedidoId)).orderBy(r.id);
    const lines = reports.length
      ? await db
          .select({ id: rl.id, reporteId: rl.reporteId, lineaId: rl.pedidoLineaId, motivo: rl.motivo, cantidad: rl.cantidad, centavos: rl.centavos, nota: rl.nota, conFoto: sql<number>`case when ${rl.foto} is null then 0 else 1 end` })
          .from(rl)
          .where(inArray(rl.reporteId, reports.map((x) => x.id)))
          .orderBy(rl.id)
      : [];
    return { reports, lines };
  }

  return {
    /** The order as «Reportar un problema» shows it: its lines, what each may be reported for, its reports. */
    async view(input: { pedido_id: number; firma?: string }, userId: number | null) {
      const order = await orderFor(input.pedido_id, userId, input.firma);
      const orderLines = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, order.id)).orderBy(t.pedidoLineas.id);
      const delivered = order.estado === 'entregado' ? await deliveredAt(db, t, order.id) : null;
      const limit = delivered ? new Date(new Date(delivered).getTime() + PROBLEM_WINDOW_HOURS * HOUR).toISOString() : null;
      const { reports, lines } = await reportsOf(order.id);
      const reported = new Set(lines.map((l) => l.lineaId));
      const nameOf = (id: number) => orderLines.find((l) => l.id === id)?.nombre ?? '';
      const unitOf = (id: number) => {
        const l = orderLines.find((x) => x.id === id);
        return l ? reportableOf(l).unidad : 'pza';
      };
      return {
        pedido: { id: order.id, estado: order.estado, entregado_en: delivered, limite: limit, abierto: limit !== null && now().getTime() <= new Date(limit).getTime(), en_revision: reports.some((x) => x.estado === 'abierto') },
        lineas: orderLines.map((l) => {
          const { unidad, maximo, pagadoCentavos } = reportableOf(l);
          return { id: l.id, nombre: l.nombre, unidad, maximo, pagado: toPesos(pagadoCentavos), reportado: reported.has(l.id) };
        }),
        reportes: reports.map((x) => ({
          id: x.id,
          estado: x.estado as ProblemState,
          etiqueta: PROBLEM_STATE_LABELS[x.estado as ProblemState] ?? x.estado,
          total: toPesos(x.centavos),
          creado: x.creado,
          motivo_decision: x.estado === 'rechazado' ? x.motivoDecision : null,
          lineas: lines
            .filter((l) => l.reporteId === x.id)
            .map((l) => ({
              id: l.id,
              nombre: nameOf(l.lineaId),
              motivo: PROBLEM_KIND_LABELS[l.motivo as ProblemKind] ?? l.motivo,
              cantidad: l.cantidad,
              unidad: unitOf(l.lineaId),
              monto: toPesos(l.centavos),
              nota: l.nota,
              foto: l.conFoto ? links.photoPath(l.id) : null,
              subir_foto: !l.conFoto && x.estado === 'abierto' ? links.photoPath(l.id) : null,
            })),
        })),
      };
    },

    /**
     * A signed-in shopper's delivered orders as /account shows them (one call for the whole list): each
     * order's reports and whether a line may still be reported (delivered less than 48 hours ago).
     */
    async mine(userId: number) {
      const at = now().getTime();
      // An order delivered within the window was placed at most a few weeks before: older ones are not asked when.
      const recent = new Date(at - 60 * 24 * HOUR).toISOString();
      const orders = await db
        .select({ id: t.pedidos.id, creado: t.pedidos.creado })
        .from(t.pedidos)
        .where(and(eq(t.pedidos.usuarioId, userId), eq(t.pedidos.estado, 'entregado')));
      const reports = await db.select({ id: r.id, pedidoId: r.pedidoId, estado: r.estado }).from(r).where(eq(r.usuarioId, userId)).orderBy(r.id);
      const reportedLines = new Map<number, number>();
      if (reports.length) {
        const counted = await db
          .select({ pedidoId: r.pedidoId, n: sql<number>`count(*)` })
          .from(rl)
          .innerJoin(r, eq(r.id, rl.reporteId))
          .where(eq(r.usuarioId, userId))
          .groupBy(r.pedidoId);
        for (const c of counted) reportedLines.set(c.pedidoId, Number(c.n));
      }
      const answer: { pedido_id: number; puede_reportar: boolean; reportes: { id: number; estado: ProblemState; etiqueta: string }[] }[] = [];
      for (const o of orders) {
        const mineOf = reports.filter((x) => x.pedidoId === o.id);
        let open = false;
        if (o.creado >= recent && !mineOf.some((x) => x.estado === 'abierto')) {
          const delivered = await deliveredAt(db, t, o.id);
          const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)` }).from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, o.id));
          open = delivered !== null && at - new Date(delivered).getTime() <= PROBLEM_WINDOW_HOURS * HOUR && Number(n) > (reportedLines.get(o.id) ?? 0);
        }
        if (open || mineOf.length) answer.push({ pedido_id: o.id, puede_reportar: open, reportes: mineOf.map((x) => ({ id: x.id, estado: x.estado as ProblemState, etiqueta: PROBLEM_STATE_LABELS[x.estado as ProblemState] ?? PROBLEM_STATE_LABELS.abierto })) });
      }
      return answer;
    },

    /**
     * Files a report: refused (writing nothing, in words naming the field) after 48 h, for a line not in the
     * order or already reported, for more than was packed and paid, while another report of the order is open,
     * or past the customer's limit. The unique indexes keep the first of two racing reports.
     */
    async report(input: ProblemReportInput, userId: number | null) {
      const order = await orderFor(input.pedido_id, userId, input.firma);
      if (order.estado !== 'entregado') throw badRequest('Pedido: solo se puede reportar un problema de un pedido entregado.');
      const delivered = await deliveredAt(db, t, order.id);
      const at = now();
      if (!delivered) throw badRequest('Pedido: solo se puede reportar un problema de un pedido entregado.');
      if (at.getTime() - new Date(delivered).getTime() > PROBLEM_WINDOW_HOURS * HOUR)
        throw badRequest(`Pedido: pasaron más de ${PROBLEM_WINDOW_HOURS} horas desde la entrega; ya no se puede reportar un problema con este pedido.`);
      const orderLines = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, order.id));
      const seen = new Set<number>();
      const rows = input.lineas.map((l) => {
        const line = orderLines.find((x) => x.id === l.linea_id);
        if (!line) throw badRequest('Producto: ese producto no es de este pedido.');
        if (seen.has(line.id)) throw badRequest(`Producto: «${line.nombre}» está dos veces en el reporte.`);
        seen.add(line.id);
        const { unidad, maximo } = reportableOf(line);
        if (l.cantidad > maximo) throw badRequest(`Cantidad: de «${line.nombre}» se empacaron y pagaron ${maximo} ${unidad === 'g' ? 'g' : maximo === 1 ? 'pieza' : 'piezas'}; no se puede reportar más.`);
        return { line, motivo: l.motivo, cantidad: l.cantidad, nota: l.nota || null, centavos: claimedCentavos(line, l.cantidad) };
      });
      const already = await db.select({ id: rl.pedidoLineaId }).from(rl).where(inArray(rl.pedidoLineaId, [...seen]));
      if (already.length) throw conflict(`Producto: «${orderLines.find((x) => x.id === already[0]!.id)!.nombre}» ya fue reportado.`);
      const email = order.email.toLowerCase();
      const since = new Date(at.getTime() - PROBLEM_LIMIT_DAYS * 24 * HOUR).toISOString();
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)` })
        .from(r)
        .where(and(gte(r.creado, since), order.usuarioId !== null ? or(eq(r.usuarioId, order.usuarioId), eq(r.email, email)) : eq(r.email, email)));
      if (Number(n) >= PROBLEM_REPORTS_PER_CUSTOMER)
        throw new AppError(429, `Reportes: ya hiciste ${PROBLEM_REPORTS_PER_CUSTOMER} reportes en los últimos ${PROBLEM_LIMIT_DAYS} días. Escríbenos por WhatsApp y lo vemos contigo.`);
      const OPEN = 'Pedido: ya tiene un reporte en revisión; espera nuestra respuesta antes de reportar otro producto.';
      const [open] = await db.select({ id: r.id }).from(r).where(and(eq(r.pedidoId, order.id), eq(r.abierto, 1)));
      if (open) throw conflict(OPEN);
      const total = rows.reduce((s, x) => s + x.centavos, 0);
      const made = await database.transaction(async (tx) => {
        const [report] = await tx
          .insert(r)
          .values({ pedidoId: order.id, usuarioId: order.usuarioId, email, centavos: total, creado: at.toISOString() })
          .onConflictDoNothing()
          .returning({ id: r.id });
        if (!report) throw conflict(OPEN);
        const lineIds: { id: number; lineaId: number }[] = [];
        for (const x of rows) {
          const [made] = await tx
            .insert(rl)
            .values({ reporteId: report.id, pedidoLineaId: x.line.id, motivo: x.motivo, cantidad: x.cantidad, centavos: x.centavos, nota: x.nota })
            .onConflictDoNothing()
            .returning({ id: rl.id });
          if (!made) throw conflict(`Producto: «${x.line.nombre}» ya fue reportado.`);
          lineIds.push({ id: made.id, lineaId: x.line.id });
        }
        await recordAudit(tx, t, [
          {
            personalId: null,
            accion: 'problema_reportado',
            entidad: 'pedido',
            entidadId: order.id,
            despues: { reporte: report.id, monto: total, lineas: rows.map((x) => ({ producto: x.line.nombre, motivo: PROBLEM_KIND_LABELS[x.motivo], cantidad: x.cantidad })) },
          },
        ]);
        return { id: report.id, lineIds };
      });
      deps.notifyShop?.(order.id, made.id);
      return {
        id: made.id,
        total: toPesos(total),
        fotos: made.lineIds.map((l) => ({ linea_id: l.lineaId, subir: links.photoPath(l.id) })),
      };
    },

    /** Whether a photo address is signed (checked before an upload's body is read: a stranger's 5 MB is never received whole). */
    photoSigned: (reportLineId: number, firma: string | undefined) => links.checkPhoto(reportLineId, firma),

    /** A line's photo, once, while its report is open: checked and shrunk by the image pipeline, kept private. */
    async savePhoto(reportLineId: number, firma: string | undefined, body: Buffer) {
      if (!links.checkPhoto(reportLineId, firma)) throw notFound('Foto: el enlace no es válido.');
      const [row] = await db
        .select({ id: rl.id, estado: r.estado, conFoto: sql<number>`case when ${rl.foto} is null then 0 else 1 end` })
        .from(rl)
        .innerJoin(r, eq(r.id, rl.reporteId))
        .where(eq(rl.id, reportLineId));
      if (!row) throw notFound('Foto: el enlace no es válido.');
      if (row.estado !== 'abierto') throw conflict('Foto: el reporte ya fue revisado; ya no se pueden agregar fotos.');
      if (row.conFoto) throw conflict('Foto: este producto ya tiene su foto (una por producto).');
      if (body.length === 0) throw new AppError(415, 'Foto: envía la foto (JPEG, PNG o WebP).');
      const webp = await deps.photos.shrink(body, PROBLEM_PHOTO_SIDE);
      const [saved] = await db
        .update(rl)
        .set({ foto: webp })
        .where(and(eq(rl.id, reportLineId), isNull(rl.foto)))
        .returning({ id: rl.id });
      if (!saved) throw conflict('Foto: este producto ya tiene su foto (una por producto).');
      return { url: links.photoPath(reportLineId) };
    },

    async readPhoto(reportLineId: number, firma: string | undefined): Promise<Buffer | null> {
      if (!links.checkPhoto(reportLineId, firma)) return null;
      const [row] = await db.select({ foto: rl.foto }).from(rl).where(eq(rl.id, reportLineId));
      return row?.foto ?? null;
    },
  };
}
export type ProblemReports = ReturnType<typeof createProblemReports>;
