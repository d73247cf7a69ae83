import type { Db, Tables } from './db/database';

export interface AuditEntry {
  /** Null: the server itself (for example the unpaid-order sweep). */
  personalId: number | null;
  accion: string;
  entidad: string;
  entidadId: string | number;
  antes?: unknown;
  despues?: unknown;
}

/** Writes audit entries with the change they belong to (pass the transaction's handle). */
export function recordAudit(db: Db, t: Tables, entries: AuditEntry[]) {
  if (entries.length === 0) return Promise.resolve();
  return db.insert(t.auditoria).values(
    entries.map((e) => ({
      personalId: e.personalId,
      accion: e.accion,
      entidad: e.entidad,
      entidadId: String(e.entidadId),
      antes: e.antes === undefined ? null : JSON.stringify(e.antes),
      despues: e.despues === undefined ? null : JSON.stringify(e.despues),
    })),
  );
}
