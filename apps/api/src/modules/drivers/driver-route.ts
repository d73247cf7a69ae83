import { phoneLinks, storedAddress } from '@huerta/contracts/rules';
import { deliveryDayLabel, formatMXN, toCentavos, toPesos, type DeliverInput, type RouteDayInput, type Staff } from '@huerta/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { recordMoney } from '../payments';
import { recordAudit } from '../../platform/audit';
import type { AdminOrders } from '../orders';

/** States of a stop on the road (or still to leave) on its day, and those done. */
const ON_ROUTE = ['pagado', 'preparando', 'enviado'];
const DONE = ['entregado'];

type OrderRow = Database['t']['pedidos']['$inferSelect'];

/**
 * The change to give for what the customer handed over (centavos), or a Spanish refusal: an order to pay on
 * delivery needs its collection, cash at least the amount due, the terminal exactly it; a paid one none.
 */
function changeOf(due: number, cobro: DeliverInput['cobro']): number {
  if (due === 0) {
    if (cobro) throw badRequest('Este pedido ya está pagado: no hay nada que cobrar.');
    return 0;
  }
  if (!cobro) throw badRequest(`Este pedido es por cobrar: registra el cobro de ${formatMXN(due)} (efectivo o terminal).`);
  const recibido = toCentavos(cobro.recibido);
  if (cobro.metodo === 'terminal' && recibido !== due) throw badRequest(`Con terminal se cobra exactamente ${formatMXN(due)}.`);
  if (recibido < due) throw badRequest(`Faltan ${formatMXN(due - recibido)}: el pedido es de ${formatMXN(due)}.`);
  return recibido - due;
}

/** «Vamos en camino con tu pedido #123»: the message a driver's WhatsApp link opens with. */
const onTheWay = (id: number) => `Hola, somos de Huerta Baja. Vamos en camino con tu pedido #${id}.`;

/**
 * The driver's day (role «repartidor», or anyone on staff driving): a day's stops assigned to them — today's
 * unless another day is asked for —, in their route order, with what to collect; leaving, delivering (who
 * received it, a photo, the cash or terminal payment) or not delivering (why). A driver sees only their own
 * stops, of any day; they are marked on their day only (another day's are looked at, and put in order the
 * evening before). The rest of the staff look at any driver's route. Never a price: the amount to collect
 * is the order's, and the change is computed here.
 */
export function createDriverRoute(deps: { database: Database; adminOrders: AdminOrders; today: () => string }) {
  const { database } = deps;
  const { db, t } = database;
  const o = t.pedidos;

  /**
   * One of the driver's stops, to mark today: a 404 that says nothing about other people's orders, and a
   * refusal naming the day for the driver's own stop of another day (looked at the evening before, say).
   */
  async function ownStop(id: number, staff: Staff) {
    const [row] = await db
      .select()
      .from(o)
      .where(and(eq(o.id, id), eq(o.repartidorId, staff.id)));
    if (!row) throw notFound('Esta parada no está en tu ruta.');
    const today = deps.today();
    if (row.diaEntrega !== today) {
      const day = row.diaEntrega ? deliveryDayLabel(row.diaEntrega) : null;
      if (day && row.diaEntrega! > today) throw conflict(`Esta parada es del ${day}: se marca ese día.`);
      throw conflict(day ? `Esta parada era del ${day}: ya no se marca desde la ruta.` : 'Esta parada no tiene día de entrega: el pedido se programa desde «Pedidos».');
    }
    return row;
  }

  /** Whose route is asked for: the caller's own, or (not to a driver) another active staff member's. */
  async function whose(staff: Staff, repartidorId: number | undefined) {
    if (repartidorId === undefined || repartidorId === staff.id) return { id: staff.id, nombre: staff.nombre, propia: true };
    if (staff.rol === 'repartidor') throw new AppError(403, 'Solo puedes ver tu propia ruta.');
    const [row] = await db
      .select({ id: t.personal.id, nombre: t.personal.nombre })
      .from(t.personal)
      .where(and(eq(t.personal.id, repartidorId), eq(t.personal.activo, 1)));
    if (!row) throw notFound('Ese repartidor no existe o no está activo.');
    return { ...row, propia: false };
  }

  async function moveTo(id: number, estado: 'preparando' | 'enviado' | 'entregado', staff: Staff) {
    // Only a stop of today is moved (ownStop), so no early-move confirmation is asked; the usual one e-mail per change goes out.
    await deps.adminOrders.move({ ids: [id], estado, confirmar: true }, staff);
  }

  /**
   * The order «Enviado», through «En preparación» when it skipped it (packed all the same). The move's own
   * rules apply: an order with a weighed line still unweighed is refused, with its reason.
   */
  async function onTheRoad(row: OrderRow, staff: Staff) {
    if (row.estado === 'pagado') await moveTo(row.id, 'preparando', staff);
    if (row.estado !== 'enviado') await moveTo(row.id, 'enviado', staff);
  }

  /** The cash or terminal payment taken at the door, once (the order's `pagado_en` and the record move together). */
  async function collect(row: OrderRow, due: number, cobro: NonNullable<DeliverInput['cobro']>, cambio: number, staff: Staff) {
    await database.transaction(async (tx) => {
      const [first] = await tx
        .update(o)
        .set({ pagadoEn: new Date().toISOString() })
        .where(and(eq(o.id, row.id), sql`${o.pagadoEn} is null`))
        .returning({ id: o.id });
      if (!first) return;
      const recibido = due + cambio;
      await recordMoney(tx, t, { pedidoId: row.id, tipo: 'cobro', metodo: cobro.metodo, proveedor: 'repartidor', referencia: `cobro-pedido-${row.id}`, centavos: due, moneda: row.moneda, personalId: staff.id, detalle: JSON.stringify({ recibido, cambio }) });
      await recordAudit(tx, t, [{ personalId: staff.id, accion: 'cobro_entrega', entidad: 'pedido', entidadId: row.id, despues: { metodo: cobro.metodo, monto: due, recibido, cambio } }]);
    });
  }

  return {
    /**
     * A driver's stops of a day (today's, the shop's, by default), in their order (then by zone and window),
     * with the day's totals; `hoy` is the server's today, so the page knows what may be marked.
     */
    async day(staff: Staff, input: RouteDayInput = {}) {
      const hoy = deps.today();
      const dia = input.dia ?? hoy;
      const { propia, ...repartidor } = await whose(staff, input.repartidorId);
      const rows = await db
        .select()
        .from(o)
        .where(and(eq(o.repartidorId, repartidor.id), eq(o.diaEntrega, dia), inArray(o.estado, [...ON_ROUTE, ...DONE])))
        .orderBy(sql`coalesce(${o.ordenRuta}, 1000000)`, asc(o.zona), asc(o.ventana), asc(o.id));
      const ids = rows.map((r) => r.id);
      const [attempts, money] = ids.length
        ? await Promise.all([
            db.select().from(t.intentosEntrega).where(inArray(t.intentosEntrega.pedidoId, ids)).orderBy(t.intentosEntrega.id),
            db.select().from(t.movimientosDinero).where(and(inArray(t.movimientosDinero.pedidoId, ids), eq(t.movimientosDinero.tipo, 'cobro'))),
          ])
        : [[], []];
      const paradas = rows.map((r) => {
        const last = attempts.filter((a) => a.pedidoId === r.id).at(-1) ?? null;
        const cobro = money.find((m) => m.pedidoId === r.id) ?? null;
        const links = phoneLinks(r.telefono);
        const detail = cobro?.detalle ? (JSON.parse(cobro.detalle) as { recibido: number; cambio: number }) : null;
        // The joined `direccion` already ends with the references: the stop says them once, apart.
        const where = storedAddress(r);
        return {
          id: r.id,
          estado: r.estado,
          nombre: r.nombre,
          direccion: where.linea,
          referencias: where.referencias,
          zona: r.zona,
          ventana: r.ventanaNombre,
          telefono: r.telefono,
          llamar: links?.tel ?? null,
          whatsapp: links?.whatsapp ? `${links.whatsapp}?text=${encodeURIComponent(onTheWay(r.id))}` : null,
          mapa: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(where.linea)}`,
          nota: r.nota,
          total: toPesos(r.totalFinalCentavos ?? r.totalCentavos),
          /** Pesos to collect at the door; null when paid online or already collected. */
          // Sold by weight: what was packed (issue 35), once weighed.
          porCobrar: r.metodoPago === 'contra_entrega' && !r.pagadoEn ? toPesos(r.totalFinalCentavos ?? r.totalCentavos) : null,
          cobro: cobro && detail ? { metodo: cobro.metodo, monto: toPesos(cobro.centavos), recibido: toPesos(detail.recibido), cambio: toPesos(detail.cambio) } : null,
          intento: last ? { resultado: last.resultado, recibio: last.recibio, motivo: last.motivo, cuando: last.creado } : null,
        };
      });
      const cobros = money.filter((m) => m.personalId === repartidor.id);
      return {
        dia,
        hoy,
        repartidor,
        /** The caller's own route: theirs to mark (on its day) and to put in order. */
        propia,
        paradas,
        resumen: {
          total: paradas.length,
          entregadas: paradas.filter((p) => p.estado === 'entregado').length,
          noEntregadas: paradas.filter((p) => p.estado !== 'entregado' && p.intento?.resultado === 'no_entregado').length,
          efectivo: toPesos(cobros.filter((m) => m.metodo === 'efectivo').reduce((n, m) => n + m.centavos, 0)),
          terminal: toPesos(cobros.filter((m) => m.metodo === 'terminal').reduce((n, m) => n + m.centavos, 0)),
        },
      };
    },

    /** The driver's own order of a day's stops (by drag or keyboard in the page): today's, or a coming day's. */
    async reorder(ids: number[], staff: Staff) {
      const own = await db
        .select({ id: o.id, dia: o.diaEntrega })
        .from(o)
        .where(and(inArray(o.id, ids), eq(o.repartidorId, staff.id)));
      if (own.length !== ids.length) throw notFound('Alguna parada no está en tu ruta.');
      const days = new Set(own.map((r) => r.dia));
      if (days.size > 1) throw badRequest('Ordena las paradas de un solo día.');
      const [dia] = days;
      if (!dia || dia < deps.today()) throw conflict('Esa ruta ya pasó: su orden ya no cambia.');
      await database.transaction(async (tx) => {
        for (const [i, id] of ids.entries()) await tx.update(o).set({ ordenRuta: i + 1 }).where(eq(o.id, id));
      });
      return { ok: true };
    },

    /** «Salgo a entregar»: the order goes «Enviado» and its customer hears it is on the way. */
    async leave(id: number, staff: Staff) {
      const row = await ownStop(id, staff);
      if (row.estado === 'enviado') return { ok: true };
      if (row.estado !== 'pagado' && row.estado !== 'preparando') throw conflict('Esta parada ya no está por salir.');
      await onTheRoad(row, staff);
      return { ok: true };
    },

    /**
     * «Entregado»: who received it (and a photo); for pay on delivery, how it was paid and what was handed
     * over — cash at least the total (the change is computed), the terminal exactly the total. Everything is
     * checked before anything is written; the order is on the road (weighed, sent) before its money is
     * taken; the collection is one money record (its reference is the order's: a double tap records it once).
     */
    async deliver(input: DeliverInput, staff: Staff) {
      const row = await ownStop(input.id, staff);
      if (row.estado === 'entregado') return { ok: true, cambio: 0 };
      // Pay on delivery collects what was packed: the weighed total when the order has weighed lines.
      const due = row.metodoPago === 'contra_entrega' && !row.pagadoEn ? (row.totalFinalCentavos ?? row.totalCentavos) : 0;
      const cambio = changeOf(due, input.cobro);
      await onTheRoad(row, staff);
      if (due > 0) await collect(row, due, input.cobro!, cambio, staff);
      await db.insert(t.intentosEntrega).values({ pedidoId: row.id, repartidorId: staff.id, resultado: 'entregado', recibio: input.recibio, foto: input.foto ?? null });
      await moveTo(row.id, 'entregado', staff);
      return { ok: true, cambio: toPesos(cambio) };
    },

    /** «No entregado»: why (nobody home, wrong address…); the order stays on the road for the owner to decide. */
    async fail(id: number, motivo: string, staff: Staff) {
      const row = await ownStop(id, staff);
      if (row.estado === 'entregado') throw conflict('Este pedido ya está entregado.');
      await database.transaction(async (tx) => {
        await tx.insert(t.intentosEntrega).values({ pedidoId: row.id, repartidorId: staff.id, resultado: 'no_entregado', motivo });
        await recordAudit(tx, t, [{ personalId: staff.id, accion: 'no_entregado', entidad: 'pedido', entidadId: row.id, despues: { motivo } }]);
      });
      return { ok: true };
    },
  };
}
