import { deliveryDayLabel, formatMXN, toCentavos, toPesos, type Staff } from '@huerta/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { isUniqueViolation, type Database } from '../../platform/db/database';
import { badRequest, conflict } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';

/** A count's difference with its sign, as the cash report shows it: «+$20.00», «-$20.00», «$0.00». */
const signed = (centavos: number) => (centavos > 0 ? `+${formatMXN(centavos)}` : formatMXN(centavos));

/**
 * The owner's side of the drivers' day: who takes which orders, how each driver's day is going (the
 * dashboard shows it live), and the cash each brought back, counted and reconciled once per driver and day.
 */
export function createDeliveryCrew(deps: { database: Database; today: () => string }) {
  const { database } = deps;
  const { db, t } = database;
  const o = t.pedidos;

  const drivers = () =>
    db
      .select({ id: t.personal.id, nombre: t.personal.nombre })
      .from(t.personal)
      .where(and(eq(t.personal.rol, 'repartidor'), eq(t.personal.activo, 1)))
      .orderBy(t.personal.nombre);

  /** Each driver's stops of a day: counts, collections and the orders to pay on delivery still uncollected. */
  async function dayOf(dia: string) {
    const crew = await drivers();
    const rows = await db
      .select()
      .from(o)
      .where(and(eq(o.diaEntrega, dia), inArray(o.repartidorId, crew.length ? crew.map((d) => d.id) : [-1])));
    const ids = rows.map((r) => r.id);
    const [attempts, cobros, cortes] = await Promise.all([
      ids.length ? db.select().from(t.intentosEntrega).where(inArray(t.intentosEntrega.pedidoId, ids)).orderBy(t.intentosEntrega.id) : [],
      ids.length ? db.select().from(t.movimientosDinero).where(and(inArray(t.movimientosDinero.pedidoId, ids), eq(t.movimientosDinero.tipo, 'cobro'))) : [],
      db.select({ corte: t.cortesCaja, quien: t.personal.nombre }).from(t.cortesCaja).leftJoin(t.personal, eq(t.personal.id, t.cortesCaja.personalId)).where(eq(t.cortesCaja.dia, dia)),
    ]);
    return crew.map((driver) => {
      const mine = rows.filter((r) => r.repartidorId === driver.id && r.estado !== 'cancelado');
      const lastTry = (id: number) => attempts.filter((a) => a.pedidoId === id).at(-1);
      const collected = cobros.filter((m) => mine.some((r) => r.id === m.pedidoId));
      const sum = (metodo: string) => collected.filter((m) => m.metodo === metodo).reduce((n, m) => n + m.centavos, 0);
      const corte = cortes.find((c) => c.corte.repartidorId === driver.id);
      return {
        repartidor: driver,
        paradas: mine.length,
        entregadas: mine.filter((r) => r.estado === 'entregado').length,
        noEntregadas: mine.filter((r) => r.estado !== 'entregado' && lastTry(r.id)?.resultado === 'no_entregado').length,
        efectivoCentavos: sum('efectivo'),
        efectivo: toPesos(sum('efectivo')),
        terminal: toPesos(sum('terminal')),
        /** Pay on delivery not collected: flagged for the owner (not delivered, or still on the road). */
        sinCobrar: mine
          .filter((r) => r.metodoPago === 'contra_entrega' && !r.pagadoEn)
          .map((r) => ({ id: r.id, nombre: r.nombre, total: toPesos(r.totalFinalCentavos ?? r.totalCentavos), motivo: lastTry(r.id)?.motivo ?? null })),
        corte: corte
          ? { contado: toPesos(corte.corte.contadoCentavos), esperado: toPesos(corte.corte.esperadoCentavos), diferencia: toPesos(corte.corte.contadoCentavos - corte.corte.esperadoCentavos), nota: corte.corte.nota, quien: corte.quien, cuando: corte.corte.creado }
          : null,
      };
    });
  }

  return {
    drivers,

    /** Gives orders to a driver (or to nobody); the driver sees them on their day. Audited. */
    async assign(ids: number[], repartidorId: number | null, by: Staff) {
      if (repartidorId !== null && !(await drivers()).some((d) => d.id === repartidorId)) throw badRequest('Ese repartidor no existe o no está activo.');
      const unique = [...new Set(ids)];
      await database.transaction(async (tx) => {
        const changed = await tx.update(o).set({ repartidorId, ordenRuta: null }).where(inArray(o.id, unique)).returning({ id: o.id });
        await recordAudit(tx, t, changed.map((r) => ({ personalId: by.id, accion: 'asignar_repartidor', entidad: 'pedido', entidadId: r.id, despues: { repartidorId } })));
      });
      return { asignados: unique.length };
    },

    /** How the day's deliveries go, per driver (counts only: for everyone on staff, and the dashboard). */
    async progress(dia = deps.today()) {
      return (await dayOf(dia)).map(({ repartidor, paradas, entregadas, noEntregadas }) => ({ repartidor, paradas, entregadas, noEntregadas }));
    },

    /** The cash report of a day: per driver what was collected, what is uncollected, and the count if done. */
    cashReport: (dia: string) => dayOf(dia).then((rows) => rows.map(({ efectivoCentavos: _, ...row }) => row)),

    /**
     * The owner counts a driver's cash: the expected amount is the day's cash collections (the server's);
     * the difference is recorded with who counted. Once per driver and day.
     */
    async reconcile(input: { repartidorId: number; dia: string; contado: number; nota?: string | undefined }, by: Staff) {
      const day = (await dayOf(input.dia)).find((d) => d.repartidor.id === input.repartidorId);
      if (!day) throw badRequest('Ese repartidor no existe o no está activo.');
      const contado = toCentavos(input.contado);
      // Closed meanwhile (another tab, someone else): the first count stands, and the refusal says whose it is.
      const alreadyClosed = async () => {
        const [row] = await db
          .select({ corte: t.cortesCaja, quien: t.personal.nombre })
          .from(t.cortesCaja)
          .leftJoin(t.personal, eq(t.personal.id, t.cortesCaja.personalId))
          .where(and(eq(t.cortesCaja.repartidorId, input.repartidorId), eq(t.cortesCaja.dia, input.dia)));
        if (!row) return null;
        const { contadoCentavos: counted, esperadoCentavos: expected } = row.corte;
        return conflict(
          `El corte de ${day.repartidor.nombre} del ${deliveryDayLabel(input.dia)} ya lo cerró ${row.quien ?? 'alguien del personal'}: contado ${formatMXN(counted)}, diferencia ${signed(counted - expected)}. Tu conteo de ${formatMXN(contado)} no se guardó.`,
        );
      };
      if (day.corte) throw (await alreadyClosed())!;
      try {
        await database.transaction(async (tx) => {
          await tx.insert(t.cortesCaja).values({ repartidorId: input.repartidorId, dia: input.dia, esperadoCentavos: day.efectivoCentavos, contadoCentavos: contado, nota: input.nota ?? null, personalId: by.id });
          await recordAudit(tx, t, [{ personalId: by.id, accion: 'corte_de_caja', entidad: 'personal', entidadId: input.repartidorId, despues: { dia: input.dia, esperado: day.efectivoCentavos, contado } }]);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw (await alreadyClosed()) ?? err;
        throw err;
      }
      return { esperado: toPesos(day.efectivoCentavos), contado: toPesos(contado), diferencia: toPesos(contado - day.efectivoCentavos) };
    },
  };
}
