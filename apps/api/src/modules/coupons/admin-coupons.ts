import { eq } from 'drizzle-orm';
import type { couponInputSchema, CouponRow } from '@huerta/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/database';
import { fieldError, notFound } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import type { Coupons } from './coupons';

type CouponFields = z.output<typeof couponInputSchema>;

const columnsOf = (f: CouponFields) => ({
  codigo: f.codigo,
  descripcion: f.descripcion,
  tipo: f.tipo,
  valor: f.tipo === 'envio_gratis' ? 0 : f.valor,
  minimoCentavos: f.minimoCentavos,
  desde: f.desde,
  hasta: f.hasta,
  usosMax: f.usosMax,
  usosPorCliente: f.usosPorCliente,
  primerPedido: f.primerPedido ? 1 : 0,
  zonas: JSON.stringify([...new Set(f.zonas)].sort((a, b) => a - b)),
  categorias: JSON.stringify([...new Set(f.categorias)].sort((a, b) => a - b)),
  clientes: JSON.stringify([...new Set(f.clientes)].sort((a, b) => a - b)),
  activo: f.activo ? 1 : 0,
});

const taken = (codigo: string) => fieldError(409, 'codigo', `Ya existe el cupón ${codigo}: elige otro código.`);

/** «Cupones» in the back office (the owner): create, edit and deactivate codes, each change audited. */
export function createAdminCoupons(deps: { database: Database; coupons: Coupons; now: () => Date }) {
  const { t } = deps.database;
  const { cupones } = t;
  const get = async (id: number): Promise<CouponRow> => {
    const row = (await deps.coupons.list()).find((c) => c.id === id);
    if (!row) throw notFound('Cupón no encontrado.');
    return row;
  };
  /** A code already taken is refused beside `codigo` (the unique index decides a race). */
  const guarded = async <T>(codigo: string, fn: () => Promise<T>) => {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err)) throw taken(codigo);
      throw err;
    }
  };
  return {
    list: deps.coupons.list,
    get,
    async create(f: CouponFields, by: { id: number }) {
      if (await deps.coupons.byCode(f.codigo)) throw taken(f.codigo);
      const id = await guarded(f.codigo, () =>
        deps.database.transaction(async (tx) => {
          const [created] = await tx.insert(cupones).values(columnsOf(f)).returning({ id: cupones.id });
          await recordAudit(tx, t, [{ personalId: by.id, accion: 'crear_cupon', entidad: 'cupon', entidadId: created!.id, despues: columnsOf(f) }]);
          return created!.id;
        }),
      );
      return get(id);
    },
    async update(id: number, f: CouponFields, by: { id: number }) {
      const other = await deps.coupons.byCode(f.codigo);
      if (other && other.id !== id) throw taken(f.codigo);
      await guarded(f.codigo, () =>
        deps.database.transaction(async (tx) => {
          const [before] = await tx.select().from(cupones).where(eq(cupones.id, id));
          if (!before) throw notFound('Cupón no encontrado.');
          const values = columnsOf(f);
          await tx.update(cupones).set({ ...values, actualizado: deps.now().toISOString() }).where(eq(cupones.id, id));
          const { registrados: _r, creado: _c, actualizado: _a, id: _i, ...antes } = before;
          const accion = before.activo === 1 && values.activo === 0 ? 'desactivar_cupon' : 'editar_cupon';
          await recordAudit(tx, t, [{ personalId: by.id, accion, entidad: 'cupon', entidadId: id, antes, despues: values }]);
        }),
      );
      return get(id);
    },
  };
}

export type AdminCoupons = ReturnType<typeof createAdminCoupons>;
