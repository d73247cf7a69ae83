import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { auditListInputSchema, type AuditListInput } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { dayEnd, dayStart } from '../../platform/days';
import { containsAny } from '../../platform/db/text-search';

const PAGE = 50;

const parse = (value: string | null): unknown => (value === null ? null : JSON.parse(value));

/** The owner's view of the audit log: every back-office write (and the server's own), newest first. */
export function createAuditLog(database: Database) {
  const { db, t } = database;
  const { auditoria: a, personal: p } = t;

  return {
    async list(raw: AuditListInput) {
      const input = auditListInputSchema.parse(raw);
      const where: SQL[] = [];
      if (input.personalId) where.push(eq(a.personalId, input.personalId));
      if (input.entidad) where.push(eq(a.entidad, input.entidad));
      if (input.desde) where.push(gte(a.creado, dayStart(input.desde)));
      if (input.hasta) where.push(lt(a.creado, dayEnd(input.hasta)));
      const text = containsAny(input.q, [a.accion, a.entidadId, a.antes, a.despues]);
      if (text) where.push(or(...text)!);
      const filter = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: a, quien: p.nombre })
          .from(a)
          .leftJoin(p, eq(p.id, a.personalId))
          .where(filter)
          .orderBy(desc(a.id))
          .limit(PAGE)
          .offset((input.pagina - 1) * PAGE),
        db.select({ n: count() }).from(a).where(filter),
      ]);
      return {
        entradas: rows.map(({ entry, quien }) => ({
          id: entry.id,
          creado: entry.creado,
          // Null: the server itself (the unpaid-order sweep).
          quien: entry.personalId === null ? null : (quien ?? `#${entry.personalId}`),
          accion: entry.accion,
          entidad: entry.entidad,
          entidadId: entry.entidadId,
          antes: parse(entry.antes),
          despues: parse(entry.despues),
        })),
        total: total!.n,
        pagina: input.pagina,
        porPagina: PAGE,
      };
    },
  };
}
