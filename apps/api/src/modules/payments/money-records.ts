import { eq } from 'drizzle-orm';
import type { Db, Tables } from '../../platform/db/database';

/** One movement of an order's money (schema/sqlite.ts `movimientos_dinero`). */
export interface MoneyRecord {
  pedidoId: number;
  tipo: 'pago' | 'autorizacion' | 'captura' | 'liberacion' | 'reembolso' | 'saldo' | 'cobro';
  personalId?: number | null;
  /** JSON: cash handed over and change given. */
  detalle?: string | null;
  /** How: the order's method (`tarjeta`, `oxxo`, `spei`), or `efectivo` / `terminal` collected on delivery. */
  metodo: string;
  proveedor: string;
  referencia: string;
  centavos: number;
  moneda: string;
  creado?: string;
}

/**
 * Writes a movement in the caller's transaction, beside the state change it belongs to. Its provider
 * reference is unique per kind, so the same payment or refund recorded twice is one row.
 */
export async function recordMoney(tx: Db, t: Tables, record: MoneyRecord): Promise<void> {
  await tx
    .insert(t.movimientosDinero)
    .values(record)
    .onConflictDoNothing();
}

/** An order's movements, oldest first. */
export const moneyOf = (db: Db, t: Tables, pedidoId: number) =>
  db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, pedidoId)).orderBy(t.movimientosDinero.id);
