import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tables } from '../../platform/db/database';
import { conflict } from '../../platform/errors';


/** An account's shop credit now, in centavos. */
export async function creditOf(db: Db, t: Tables, usuarioId: number): Promise<number> {
  const [row] = await db.select({ centavos: t.saldos.centavos }).from(t.saldos).where(eq(t.saldos.usuarioId, usuarioId));
  return row?.centavos ?? 0;
}

/** Adds credit (money left over after weighing, given back with a cancelled order, a problem report's `reclamo:<id>`, or a shopper's change `cambio:<n>`), once per order and reason. */
export async function addCredit(tx: Db, t: Tables, entry: { usuarioId: number; pedidoId: number; centavos: number; motivo: 'sobrante' | 'devuelto' | `reclamo:${number}` | `cambio:${number}` }) {
  const [added] = await tx.insert(t.saldoClientes).values(entry).onConflictDoNothing().returning({ id: t.saldoClientes.id });
  if (!added) return;
  await tx
    .insert(t.saldos)
    .values({ usuarioId: entry.usuarioId, centavos: entry.centavos })
    .onConflictDoUpdate({ target: t.saldos.usuarioId, set: { centavos: sql`${t.saldos.centavos} + ${entry.centavos}` } });
}

/**
 * Spends credit on a new order, in its transaction: a conditional update, so two orders placed at once
 * never spend the same pesos (the second is refused and the shopper tries again, seeing the rest).
 */
export async function spendCredit(tx: Db, t: Tables, entry: { usuarioId: number; pedidoId: number; centavos: number }) {
  const [spent] = await tx
    .update(t.saldos)
    .set({ centavos: sql`${t.saldos.centavos} - ${entry.centavos}` })
    .where(and(eq(t.saldos.usuarioId, entry.usuarioId), gte(t.saldos.centavos, entry.centavos)))
    .returning({ left: t.saldos.centavos });
  if (!spent) throw conflict('Tu saldo a favor cambió mientras hacías el pedido. Intenta de nuevo.');
  await tx.insert(t.saldoClientes).values({ usuarioId: entry.usuarioId, pedidoId: entry.pedidoId, centavos: -entry.centavos, motivo: 'usado' });
}
