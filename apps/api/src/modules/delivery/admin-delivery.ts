import { toCentavos, toPesos, type DeliverySettings, type Staff, type ZoneFields } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { CatalogService, StoredZone } from '../catalog';
import type { SettingsService } from '../settings';
import { recordAudit } from '../../platform/audit';

const toFields = (z: StoredZone): ZoneFields & { id: number } => ({
  id: z.id,
  nombre: z.nombre,
  codigosPostales: z.codigosPostales,
  costo: z.costoCentavos === null ? null : toPesos(z.costoCentavos),
  gratisDesde: z.gratisDesdeCentavos === null ? null : toPesos(z.gratisDesdeCentavos),
  minimo: toPesos(z.minimoCentavos),
  diasEntrega: z.diasEntrega,
  activa: z.activa,
  capacidad: z.capacidad,
});

const bounds = (r: string) => {
  const [from, to = from] = r.split('-');
  return [from!, to!] as const;
};

/** The first code an active zone shares with another active zone: a postal code must lead to one zone. */
function overlap(f: ZoneFields, others: StoredZone[]): string | null {
  if (!f.activa) return null;
  for (const other of others.filter((o) => o.activa)) {
    for (const mine of f.codigosPostales) {
      const [a, b] = bounds(mine);
      for (const theirs of other.codigosPostales) {
        const [c, d] = bounds(theirs);
        if (a <= d && c <= b) return `Los códigos ${mine} ya son de la zona «${other.nombre}»: un código postal lleva a una sola zona.`;
      }
    }
  }
  return null;
}

/**
 * The owner's delivery zones and calendar. Each write is audited and served at once (the catalogue's
 * version moves: PostgreSQL's trigger on `zonas_entrega` and `ajustes`, or invalidate() here).
 */
export function createAdminDelivery(deps: { database: Database; catalog: CatalogService; settings: SettingsService }) {
  const { database, catalog, settings } = deps;
  const { zonasEntrega: z } = database.t;
  const columns = (f: ZoneFields) => ({
    nombre: f.nombre,
    codigosPostales: JSON.stringify(f.codigosPostales),
    costoCentavos: f.costo === null ? null : toCentavos(f.costo),
    gratisDesdeCentavos: f.gratisDesde === null ? null : toCentavos(f.gratisDesde),
    minimoCentavos: toCentavos(f.minimo),
    diasEntrega: JSON.stringify([...f.diasEntrega].sort()),
    activa: f.activa ? 1 : 0,
    capacidad: f.capacidad,
  });

  async function write<T>(run: (tx: Db) => Promise<T>): Promise<T> {
    try {
      const out = await database.transaction(run);
      catalog.invalidate();
      return out;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('Ya hay una zona con ese nombre.');
      throw err;
    }
  }

  return {
    async zones() {
      return (await catalog.delivery()).zones.map(toFields);
    },
    async createZone(f: ZoneFields, by: Staff) {
      const clash = overlap(f, (await catalog.delivery()).zones);
      if (clash) throw badRequest(clash);
      return write(async (tx) => {
        const [row] = await tx.insert(z).values(columns(f)).returning({ id: z.id });
        await recordAudit(tx, database.t, [{ personalId: by.id, accion: 'crear_zona', entidad: 'zona', entidadId: row!.id, despues: f }]);
        return { id: row!.id };
      });
    },
    async updateZone(id: number, f: ZoneFields, by: Staff) {
      const all = (await catalog.delivery()).zones;
      const before = all.find((x) => x.id === id);
      if (!before) throw notFound('Zona no encontrada.');
      const clash = overlap(f, all.filter((x) => x.id !== id));
      if (clash) throw badRequest(clash);
      return write(async (tx) => {
        await tx.update(z).set(columns(f)).where(eq(z.id, id));
        const { id: _id, ...antes } = toFields(before);
        await recordAudit(tx, database.t, [{ personalId: by.id, accion: 'editar_zona', entidad: 'zona', entidadId: id, antes, despues: f }]);
        return { id };
      });
    },
    calendar: async () => (await catalog.delivery()).calendar,
    async updateCalendar(next: DeliverySettings, by: Staff) {
      const calendar = { corte: next.corte, cerrados: [...new Set(next.cerrados)].sort(), ventanas: next.ventanas };
      const before = (await catalog.delivery()).calendar;
      await write(async (tx) => {
        await settings.set('entregas', calendar, tx);
        await recordAudit(tx, database.t, [{ personalId: by.id, accion: 'cambiar_ajuste', entidad: 'ajustes', entidadId: 'entregas', antes: before, despues: calendar }]);
      });
      return calendar;
    },
  };
}
