import { and, asc, desc, eq, gt, gte, inArray, like, lt, not, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CfdiDocument } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { dayStart } from '../../platform/days';

/** What the back office calls each kind: a factura global is an ingreso to the público en general («G-…»). */
export const CFDI_CLASES = ['ingreso', 'egreso', 'pago', 'global'] as const;
export type CfdiClase = (typeof CFDI_CLASES)[number];

export const cfdiMonthSchema = z
  .object({
    mes: z.string({ error: 'Elige un mes.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Elige un mes (AAAA-MM).'),
    tipo: z.enum(CFDI_CLASES, { error: 'Elige ingreso, egreso, pago o global.' }).optional(),
  })
  .strict();
export type CfdiMonth = z.infer<typeof cfdiMonthSchema>;

/** A month of the shop's calendar as the instants it starts and ends (the server runs in the shop's zone). */
export function monthRange(mes: string): { desde: string; hasta: string } {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { desde: dayStart(`${mes}-01`), hasta: dayStart(`${next}-01`) };
}

/** One row of «Comprobantes» and of the accountant's CSV. */
export interface CfdiListed {
  id: number;
  clase: CfdiClase;
  serieFolio: string;
  /** The CFDI's Fecha (the shop's local time, as the SAT reads it). */
  fecha: string;
  rfc: string;
  nombre: string;
  pedidoId: number | null;
  subtotalCentavos: number;
  ivaCentavos: number;
  totalCentavos: number;
  metodoPago: string | null;
  formaPago: string | null;
  estado: string;
  error: string | null;
  uuid: string | null;
  relacionadoUuid: string | null;
  cancelMotivo: string | null;
  cancelSustituto: string | null;
  modo: string;
  archivos: boolean;
}

export function createCfdiList(database: Database) {
  const { db, t } = database;
  const c = t.cfdis;
  const fields = {
    id: c.id,
    clave: c.clave,
    tipo: c.tipo,
    serie: c.serie,
    folio: c.folio,
    creado: c.creado,
    rfc: c.rfc,
    nombre: c.nombre,
    pedidoId: c.pedidoId,
    subtotalCentavos: c.subtotalCentavos,
    ivaCentavos: c.ivaCentavos,
    totalCentavos: c.totalCentavos,
    metodoPago: c.metodoPago,
    formaPago: c.formaPago,
    estado: c.estado,
    error: c.error,
    uuid: c.uuid,
    relacionadoId: c.relacionadoId,
    cancelMotivo: c.cancelMotivo,
    cancelSustituto: c.cancelSustituto,
    modo: c.modo,
    documento: c.documento,
  };

  function where(input: CfdiMonth, after?: number): SQL {
    const { desde, hasta } = monthRange(input.mes);
    const parts: SQL[] = [gte(c.creado, desde), lt(c.creado, hasta)];
    if (after !== undefined) parts.push(gt(c.id, after));
    if (input.tipo === 'global') parts.push(like(c.clave, 'G-%'));
    if (input.tipo === 'ingreso') parts.push(eq(c.tipo, 'I'), not(like(c.clave, 'G-%')));
    if (input.tipo === 'egreso') parts.push(eq(c.tipo, 'E'));
    if (input.tipo === 'pago') parts.push(eq(c.tipo, 'P'));
    return and(...parts)!;
  }

  const rowsWhere = (w: SQL, order: SQL, limit: number) => db.select(fields).from(c).where(w).orderBy(order).limit(limit);
  type Row = Awaited<ReturnType<typeof rowsWhere>>[number];

  async function shape(rows: Row[]): Promise<CfdiListed[]> {
    const related = [...new Set(rows.map((r) => r.relacionadoId).filter((id): id is number => id !== null))];
    const uuids = new Map(related.length ? (await db.select({ id: c.id, uuid: c.uuid }).from(c).where(inArray(c.id, related))).map((r) => [r.id, r.uuid]) : []);
    return rows.map((r) => {
      const doc = JSON.parse(r.documento) as CfdiDocument;
      const { documento: _d, clave, tipo, serie, folio, creado, relacionadoId, ...rest } = r;
      return {
        ...rest,
        clase: clave.startsWith('G-') ? 'global' : tipo === 'E' ? 'egreso' : tipo === 'P' ? 'pago' : 'ingreso',
        serieFolio: `${serie ?? ''}${folio ?? ''}`,
        fecha: doc.fecha || creado,
        relacionadoUuid: (relacionadoId !== null ? uuids.get(relacionadoId) : null) ?? doc.relacionados?.uuids[0] ?? null,
        archivos: r.uuid !== null && ['timbrada', 'cancelacion_pendiente', 'cancelada'].includes(r.estado),
      };
    });
  }

  return {
    /** A month's CFDIs, newest first (a grocer's month is hundreds; the list stops at MAX and says so). */
    async list(input: CfdiMonth): Promise<{ cfdis: CfdiListed[]; completa: boolean }> {
      const MAX = 2000;
      const rows = await rowsWhere(where(input), desc(c.id), MAX + 1);
      return { cfdis: await shape(rows.slice(0, MAX)), completa: rows.length <= MAX };
    },
    /** A month's CFDIs in batches by id (keyset): what the CSV and the ZIP read, in constant memory. */
    async *batches(input: CfdiMonth, size: number): AsyncGenerator<CfdiListed[]> {
      let after = 0;
      for (;;) {
        const rows = await rowsWhere(where(input, after), asc(c.id), size);
        if (rows.length === 0) return;
        yield await shape(rows);
        after = rows.at(-1)!.id;
      }
    },
    /** One CFDI's stamped file (the back office's links), or null. */
    async file(id: number): Promise<{ uuid: string; serieFolio: string; xml: Uint8Array; pdf: Uint8Array } | null> {
      const [row] = await db.select({ uuid: c.uuid, serie: c.serie, folio: c.folio, xml: c.xml, pdf: c.pdf }).from(c).where(eq(c.id, id));
      return row?.uuid && row.xml && row.pdf ? { uuid: row.uuid, serieFolio: `${row.serie ?? ''}${row.folio ?? id}`, xml: row.xml, pdf: row.pdf } : null;
    },
  };
}
export type CfdiList = ReturnType<typeof createCfdiList>;
