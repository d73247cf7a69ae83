import { createHmac } from 'node:crypto';
import type { Now } from '../../platform/clock';
import { and, eq } from 'drizzle-orm';
import { addDays, calendarOf, shopMoment, weekdayOf, type CreateOrderInput, type StandingOrderCreate, type StandingState } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { CatalogService } from '../catalog';
import type { BusinessCreditService } from '../business';
import type { Mailer } from '../mail';
import type { OrdersService } from '../orders';
import type { PaymentProvider } from '../payments';
import type { SavedCardsService } from '../payments';
import type { ShopInfo } from '../settings';
import { createOccurrences, type Plan } from './standing-occurrence';
import { createStandingEdits } from './standing-edits';
import { standingLinks } from './standing-links';
import { periodicJob } from '../../platform/jobs';

export { STANDING_LEAD_DAYS, nextDayOf } from './standing-days';
import { STANDING_LEAD_DAYS, earliestStart, nextDayOf } from './standing-days';

/**
 * Standing orders (issue 34): an account's past order repeated weekly or every two weeks. Each occurrence is
 * made STANDING_LEAD_DAYS before its cut-off through the ordinary order path (today's prices — a business's
 * list —, zones, windows' capacity, the minimum, stock), paid on account or on delivery. Generation is
 * idempotent: each occurrence's order carries a key derived (HMAC) from the plan and day, so a restart or a
 * kill in the middle replays the same order instead of making a second, and the occurrence row (one per plan
 * and day) is written after it; every process runs it on a timer under one cluster-wide lock.
 */
export function createStandingOrders(deps: {
  database: Database;
  orders: Pick<OrdersService, 'create' | 'markPaid' | 'recordPaymentFailed'>;
  catalog: Pick<CatalogService, 'delivery' | 'priceLists' | 'productsById'>;
  provider: Pick<PaymentProvider, 'chargeSaved' | 'retrieveIntent'>;
  cards: Pick<SavedCardsService, 'forCharge'>;
  credit: Pick<BusinessCreditService, 'termsOf'>;
  mailer: Mailer;
  shop: ShopInfo;
  timezone: string;
  now: Now;
  publicUrl: string;
  secret: string;
  log: { error(obj: object, msg: string): void };
}) {
  const { database } = deps;
  const { db, t } = database;
  const R = t.pedidosRecurrentes;
  const O = t.ocurrenciasRecurrentes;
  const sign = (text: string) => createHmac('sha256', deps.secret).update(text).digest('base64url');
  const keyOf = (planId: number, dia: string) => `rec_${sign(`${planId}:${dia}`).slice(0, 40)}`;
  const links = standingLinks(deps.secret);

  const { occur, textFor } = createOccurrences({ ...deps, keyOf });
  const edits = createStandingEdits(deps);

  async function remindOnce(plan: Plan, dia: string) {
    const written = await db.insert(t.recordatoriosRecurrentes).values({ planId: plan.id, dia }).onConflictDoNothing().returning();
    if (written.length === 0) return;
    const input = JSON.parse(plan.pedido) as CreateOrderInput;
    const { storeName } = await deps.shop();
    const m = await textFor(plan);
    const day = m.delivery(dia, null) ?? dia;
    const skip = m.link(deps.publicUrl, links.path('omitir', plan.id, dia));
    const modify = m.link(deps.publicUrl, links.path('modificar', plan.id, dia));
    await deps.mailer.send({
      to: input.email,
      kind: 'recurrente-recordatorio',
      subject: m.t('{tienda}: tu pedido recurrente del {dia}', { tienda: storeName, dia: day }),
      text: `${m.t('Hola {nombre}:', { nombre: input.nombre })}\n\n${m.t('Mañana preparamos tu pedido recurrente para el {dia} ({n} producto(s)).', { dia: day, n: String(input.productos.length) })}\n\n${m.t('Omitir esta semana: {enlace}', { enlace: skip })}\n${m.t('Modificar: {enlace}', { enlace: modify })}\n\n${storeName}`,
    });
  }

  /** Every active plan whose next occurrence is due at `now` and not made yet: made now. */
  async function generateDue(now = deps.now()) {
    const at = shopMoment(now, deps.timezone);
    const calendar = calendarOf((await deps.catalog.delivery()).calendar);
    const plans = await db.select().from(R).where(eq(R.estado, 'activo'));
    const done = { creado: 0, omitido: 0, retenido: 0 };
    const reached = (day: string) => at.day > day || (at.day === day && at.minute >= calendar.cutoffMinute);
    for (const plan of plans) {
      // On SQLite every query is synchronous and its promises resolve without ever reaching the event loop: a
      // run over thousands of plans would hold every request (and the start) until it ends. One turn per plan.
      await new Promise<void>((resolve) => setImmediate(resolve));
      // The next day still orderable (its eve's cut-off not passed); then each following day of the plan whose
      // generation time has come (with several weekdays, more than one can be due in a run).
      let dia = nextDayOf(plan, addDays(at.day, 1));
      if (addDays(dia, -1) === at.day && reached(at.day)) dia = nextDayOf(plan, addDays(dia, 1));
      for (let n = 0; n < 7; n++, dia = nextDayOf(plan, addDays(dia, 1))) {
        const opens = addDays(dia, -1 - STANDING_LEAD_DAYS);
        if (!reached(opens)) {
          // The first day not due yet: a day before its generation, its reminder («Omitir», «Modificar»), once.
          if (reached(addDays(opens, -1))) await remindOnce(plan, dia);
          break;
        }
        const [seen] = await db.select({ dia: O.dia }).from(O).where(and(eq(O.planId, plan.id), eq(O.dia, dia)));
        if (seen) continue;
        try {
          done[await occur(plan, dia)] += 1;
        } catch (err) {
          deps.log.error({ err, plan: plan.id, dia }, 'no se pudo generar un pedido recurrente');
        }
      }
    }
    return done;
  }

  const job = periodicJob({ database, log: deps.log }, { name: 'pedidos-recurrentes', everyMs: 60_000, failure: 'error al generar pedidos recurrentes', run: () => generateDue() });

  return {
    generateDue,

    /** A past order of the account, repeated on its delivery weekday; paid on account when the business may, on delivery otherwise. */
    async create(usuarioId: number, input: StandingOrderCreate) {
      const [order] = await db.select().from(t.pedidos).where(and(eq(t.pedidos.id, input.pedido_id), eq(t.pedidos.usuarioId, usuarioId)));
      if (!order) throw notFound('Pedido no encontrado.');
      if (!order.diaEntrega || !order.codigoPostal || !order.calle || !order.colonia) throw badRequest('Ese pedido no tiene día y dirección de entrega: elige uno más reciente.');
      const lines = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, order.id));
      const metodo = await edits.paymentFor(usuarioId, input.metodo_pago);
      const pedido: CreateOrderInput = {
        nombre: order.nombre,
        direccion: order.direccion,
        telefono: order.telefono,
        email: order.email,
        calle: order.calle,
        colonia: order.colonia,
        codigo_postal: order.codigoPostal,
        ...(order.referencias ? { referencias: order.referencias } : {}),
        ...(order.ventana ? { ventana: order.ventana } : {}),
        productos: lines.map((l) => ({ id: l.productoId, items: l.items, ...(l.sustitucion ? { sustitucion: l.sustitucion } : {}) })) as CreateOrderInput['productos'],
        metodo_pago: metodo,
      };
      const at = shopMoment(deps.now(), deps.timezone);
      const diaSemana = weekdayOf(order.diaEntrega);
      // After the order it repeats (never a second order for its own day) and after today.
      const after = earliestStart(at.day, addDays(order.diaEntrega > at.day ? order.diaEntrega : at.day, 1));
      const inicio = nextDayOf({ diaSemana, frecuencia: 'semanal', inicio: after }, after);
      const [plan] = await db.insert(R).values({ usuarioId, frecuencia: input.frecuencia, diaSemana, inicio, pedido: JSON.stringify(pedido) }).returning();
      return { id: plan!.id, message: `Listo: tu pedido se repite ${input.frecuencia === 'semanal' ? 'cada semana' : 'cada dos semanas'}, desde el ${inicio}.` };
    },

    list: edits.list,
    update: edits.update,
    viewByLink: edits.viewByLink,
    updateByLink: edits.updateByLink,

    /**
     * «Omitir esta semana» from the reminder: signed for that plan and day, until the day's order is generated;
     * single use (the day's row is written once). Anyone holding the link may skip that one day, nothing else.
     */
    async skip(input: { plan: number; dia: string; firma: string }, now = deps.now()) {
      links.check('omitir', input);
      const [plan] = await db.select().from(R).where(eq(R.id, input.plan));
      if (!plan || plan.estado !== 'activo') throw badRequest('Este pedido recurrente ya no está activo.');
      const [seen] = await db.select().from(O).where(and(eq(O.planId, plan.id), eq(O.dia, input.dia)));
      if (seen?.estado === 'creado') throw conflict('Ese pedido ya se preparó: escríbenos por WhatsApp si necesitas cambiarlo.');
      if (seen) return { message: `El pedido del ${input.dia} ya está omitido.` };
      if (input.dia < shopMoment(now, deps.timezone).day) throw badRequest('El enlace ya expiró.');
      const written = await db.insert(O).values({ planId: plan.id, dia: input.dia, estado: 'omitido', motivo: 'omitido por el cliente' }).onConflictDoNothing().returning();
      // Generated in the same instant: the order stands (the insert lost), and the customer hears it.
      if (written.length === 0) throw conflict('Ese pedido ya se preparó: escríbenos por WhatsApp si necesitas cambiarlo.');
      return { message: `Listo: omitimos tu pedido del ${input.dia}. El siguiente sigue programado.` };
    },

    /** Pause, resume or cancel; the next occurrences follow from the next run. */
    async setState(usuarioId: number, input: { id: number; estado: StandingState }) {
      const plan = await edits.planOf(usuarioId, input.id);
      if (plan.estado === 'cancelado') throw badRequest('Este pedido recurrente ya está cancelado.');
      await db.update(R).set({ estado: input.estado }).where(eq(R.id, plan.id));
      return { message: input.estado === 'activo' ? 'Pedido recurrente reanudado.' : input.estado === 'pausado' ? 'Pedido recurrente en pausa.' : 'Pedido recurrente cancelado.' };
    },

    /** Generates on start and then every minute, once per cluster. */
    start: job.start,
    stop: job.stop,
  };
}

export type StandingOrdersService = ReturnType<typeof createStandingOrders>;
