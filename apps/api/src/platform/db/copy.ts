import { count } from 'drizzle-orm';
import type { Database, Tables } from './database';

/** Every table, parents before children (foreign keys hold at each insert). */
export const COPY_ORDER = [
  'categorias',
  'productos',
  'productoSlugs',
  'existencias',
  'promociones',
  'slides',
  'articulos',
  'traducciones',
  // Before the orders that name them.
  'zonasEntrega',
  'cuposEntrega',
  'usuarios',
  // Before the orders a driver takes (pedidos.repartidor_id).
  'personal',
  'verificacionesCorreo',
  'passwordResets',
  'pedidos',
  'pedidoLineas',
  'movimientosDinero',
  'saldoClientes',
  'saldos',
  'listasPrecios',
  'listaPrecioProductos',
  'negocios',
  'negocioPersonas',
  'invitacionesNegocio',
  'creditosNegocio',
  'pagosCredito',
  'pedidosRecurrentes',
  'ocurrenciasRecurrentes',
  'recordatoriosRecurrentes',
  'tarjetasGuardadas',
  'pagosPrueba',
  'correos',
  'mensajesContacto',
  'eventosWebhook',
  'clientesStripe',
  // After the orders they belong to and the staff who issued them.
  'facturas',
  'intentosEntrega',
  'cortesCaja',
  'sesionesPersonal',
  'enlacesConfiguracion',
  'auditoria',
  'codigosRecuperacion',
  'ajustes',
  'imagenes',
] as const satisfies readonly (keyof Tables)[];

/** Tables a migration fills with first values (the delivery zones): the source's rows replace them. */
const MIGRATION_SEEDED = new Set<string>(['zonasEntrega']);

// Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 parameters at ~20 columns a row.
const BATCH = 500;

/**
 * Copies a whole shop from one database to another — typically a SQLite file to a new PostgreSQL
 * database when the shop outgrows one machine (README "Scaling out"). The target must be migrated and
 * empty; everything is written in one transaction, ids kept, and the target's id sequences moved past
 * them. Returns the rows copied per table.
 */
export async function copyDatabase(from: Database, to: Database): Promise<Record<string, number>> {
  for (const name of COPY_ORDER) {
    if (MIGRATION_SEEDED.has(name)) continue;
    const [row] = await to.db.select({ n: count() }).from(to.t[name] as Tables['correos']);
    if ((row?.n ?? 0) > 0) throw new Error(`La base de datos de destino no está vacía (tabla ${name}): copia solo a una base nueva.`);
  }
  const copied: Record<string, number> = {};
  await to.transaction(async (tx) => {
    for (const name of COPY_ORDER) {
      const source = from.t[name] as Tables['correos'];
      if (MIGRATION_SEEDED.has(name)) await tx.delete(to.t[name] as Tables['correos']);
      const rows = await from.db.select().from(source);
      // Photos and facturas' files are tens of KB a row: fewer per statement keeps each INSERT's memory small.
      const batch = name === 'imagenes' || name === 'facturas' ? 20 : BATCH;
      for (let i = 0; i < rows.length; i += batch) await tx.insert(to.t[name] as Tables['correos']).values(rows.slice(i, i + batch));
      copied[name] = rows.length;
    }
  });
  await to.syncIdSequences();
  return copied;
}
