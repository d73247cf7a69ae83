import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Now } from '../../platform/clock';
import { addDays, shopMoment, zoneForPostalCode, type CreateOrderInput, type StandingFrequency, type StandingOrderUpdate, type StandingOrderView, type StandingPayment, type StandingState } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { BusinessCreditService } from '../business';
import type { CatalogService } from '../catalog';
import type { SavedCardsService } from '../payments';
import type { Plan } from './standing-occurrence';
import { earliestStart, nextDayOf, weekdaysOf } from './standing-days';
import { standingLinks } from './standing-links';

type Changes = Omit<StandingOrderUpdate, 'id' | 'estado'>;
type LinkInput = { plan: number; dia: string; firma: string };

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/**
 * Viewing and changing a standing order (issue 34): from /account (its lines and quantities, weekday,
 * frequency and how it is paid) or from the reminder's «Modificar» link — signed for that plan and day,
 * valid until the day's order is made, spent by its first save, and unable to change how it is paid.
 * Every change is checked as the checkout would (products sold, a weekday the zone delivers, a payment the
 * account may use) before anything is written.
 */
export function createStandingEdits(deps: {
  database: Database;
  catalog: Pick<CatalogService, 'delivery' | 'priceLists' | 'productsById'>;
  credit: Pick<BusinessCreditService, 'termsOf'>;
  cards: Pick<SavedCardsService, 'forCharge'>;
  timezone: string;
  now: Now;
  secret: string;
}) {
  const { db, t } = deps.database;
  const R = t.pedidosRecurrentes;
  const O = t.ocurrenciasRecurrentes;
  const links = standingLinks(deps.secret);
  const today = () => shopMoment(deps.now(), deps.timezone).day;

  async function planOf(usuarioId: number, id: number) {
    const [plan] = await db.select().from(R).where(and(eq(R.id, id), eq(R.usuarioId, usuarioId)));
    if (!plan) throw notFound('Pedido recurrente no encontrado.');
    return plan;
  }

  /** How the account may pay its plan: a saved card, on account (a business with terms), or on delivery. */
  async function paymentFor(usuarioId: number, wanted: StandingPayment | undefined): Promise<StandingPayment> {
    const buyer = (await deps.catalog.priceLists()).byUser[usuarioId];
    const onAccount = buyer ? Boolean(await deps.credit.termsOf(buyer.negocio)) : false;
    if (wanted === 'credito' && !onAccount) throw badRequest(buyer ? 'Tu negocio no compra a crédito: elige otra forma de pago.' : 'Para comprar a crédito inicia sesión con la cuenta de tu negocio.');
    if (wanted === 'tarjeta' && !(await deps.cards.forCharge(usuarioId))) throw badRequest('Guarda una tarjeta en tu cuenta para pagar así tus pedidos recurrentes.');
    return wanted ?? (onAccount ? 'credito' : 'contra_entrega');
  }

  /** The zone of the plan's address, as the checkout finds it. */
  async function zoneOf(pedido: CreateOrderInput) {
    const { zones } = await deps.catalog.delivery();
    return zoneForPostalCode(zones.map((z) => ({ ...z, costoCentavos: z.costoCentavos ?? 0, gratisDesdeCentavos: z.gratisDesdeCentavos ?? 0 })), pedido.codigo_postal ?? '');
  }

  /**
   * The plan as it will be after `changes`, checked; nothing written. Only what differs from the plan is
   * checked, so a plan sent back as it was given is accepted even after the shop changed around it.
   */
  async function prepare(plan: Plan, changes: Changes) {
    const pedido = JSON.parse(plan.pedido) as CreateOrderInput;
    if (changes.productos) {
      const lista = (await deps.catalog.priceLists()).byUser[plan.usuarioId]?.lista ?? null;
      const listed = await deps.catalog.productsById(lista);
      const unknown = changes.productos.filter((l) => !listed.has(l.id));
      if (unknown.length) throw badRequest(`Producto no disponible: ${unknown.map((l) => `#${l.id}`).join(', ')}.`);
      if (new Set(changes.productos.map((l) => l.id)).size !== changes.productos.length) throw badRequest('Cada producto va una sola vez.');
      // Only the line's own fields are kept: its name and sale are the catalogue's on the day.
      pedido.productos = changes.productos.map((l) => ({ id: l.id, items: l.items, ...(l.sustitucion ? { sustitucion: l.sustitucion } : {}), ...(l.nota ? { nota: l.nota } : {}) })) as CreateOrderInput['productos'];
    }
    if (changes.ventana !== undefined && changes.ventana !== (pedido.ventana ?? null)) {
      const windows = (await deps.catalog.delivery()).calendar.ventanas;
      if (changes.ventana !== null && !windows.some((w) => w.id === changes.ventana)) throw badRequest('Elige una ventana de entrega de la lista.');
      if (changes.ventana === null) delete pedido.ventana;
      else pedido.ventana = changes.ventana;
    }
    if (changes.metodo_pago && changes.metodo_pago !== (pedido.metodo_pago ?? 'contra_entrega')) pedido.metodo_pago = await paymentFor(plan.usuarioId, changes.metodo_pago);
    let days = weekdaysOf(plan);
    let { inicio } = plan;
    const frecuencia = changes.frecuencia ?? plan.frecuencia;
    // `dias_semana` wins; `dia_semana` alone sets one weekday.
    const wanted = changes.dias_semana ?? (changes.dia_semana !== undefined && changes.dia_semana !== plan.diaSemana ? [changes.dia_semana] : undefined);
    if (wanted && wanted.join() !== days.join()) {
      const zone = await zoneOf(pedido);
      const closed = wanted.find((d) => !zone?.diasEntrega.includes(d));
      if (closed !== undefined) throw badRequest(`No entregamos en tu zona los ${WEEKDAYS[closed]}: elige otro día.`);
      days = [...wanted].sort((x, y) => x - y);
    }
    const diasSemana = days.length > 1 ? JSON.stringify(days) : null;
    if (diasSemana !== (plan.diasSemana ?? null) || days[0] !== plan.diaSemana || frecuencia !== plan.frecuencia) {
      // Counted again from the first new day after the last order made, late enough to be made with its reminder.
      const [last] = await db.select({ dia: O.dia }).from(O).where(and(eq(O.planId, plan.id), eq(O.estado, 'creado'))).orderBy(desc(O.dia)).limit(1);
      const after = earliestStart(today(), addDays(last && last.dia > today() ? last.dia : today(), 1));
      inicio = nextDayOf({ diaSemana: days[0]!, diasSemana, frecuencia: 'semanal', inicio: after }, after);
    }
    return { frecuencia, diaSemana: days[0]!, diasSemana, inicio, pedido: JSON.stringify(pedido) };
  }

  /** The link's plan, while the link holds: right signature, plan active, its day not made yet nor past. */
  async function linked(input: LinkInput) {
    links.check('modificar', input);
    const [plan] = await db.select().from(R).where(eq(R.id, input.plan));
    if (!plan || plan.estado !== 'activo') throw badRequest('Este pedido recurrente ya no está activo.');
    const [seen] = await db.select().from(O).where(and(eq(O.planId, plan.id), eq(O.dia, input.dia)));
    if (seen || input.dia < today()) throw badRequest('El enlace ya expiró: entra a tu cuenta para cambiar tus próximos pedidos.');
    return plan;
  }

  /** The plan as its account sees it: product names from today's catalogue, the last days and what came of them. */
  async function view(p: Plan): Promise<StandingOrderView> {
    const occurrences = await db.select().from(O).where(eq(O.planId, p.id)).orderBy(desc(O.dia)).limit(12);
    // The next day still to be generated (one already made, skipped or held is behind it).
    let proximo = nextDayOf(p, addDays(today(), 1));
    while (occurrences.some((o) => o.dia === proximo)) proximo = nextDayOf(p, addDays(proximo, 1));
    const pedido = JSON.parse(p.pedido) as CreateOrderInput;
    const listed = await deps.catalog.productsById((await deps.catalog.priceLists()).byUser[p.usuarioId]?.lista ?? null);
    // A day held for its card is made once its order is paid by the e-mail's link.
    const held = occurrences.filter((o) => o.estado === 'retenido' && o.pedidoId !== null).map((o) => o.pedidoId!);
    const paid = held.length ? await db.select({ id: t.pedidos.id, estado: t.pedidos.estado }).from(t.pedidos).where(inArray(t.pedidos.id, held)) : [];
    const isPaid = (id: number | null) => paid.some((o) => o.id === id && o.estado !== 'pendiente_pago' && o.estado !== 'cancelado');
    return {
      id: p.id,
      frecuencia: p.frecuencia as StandingFrequency,
      dia_semana: p.diaSemana,
      dias_semana: weekdaysOf(p),
      dias_posibles: [...((await zoneOf(pedido))?.diasEntrega ?? [])],
      estado: p.estado as StandingState,
      proximo: p.estado === 'activo' ? proximo : null,
      metodo_pago: (pedido.metodo_pago ?? 'contra_entrega') as StandingPayment,
      ventana: pedido.ventana ?? null,
      productos: pedido.productos.map((l) => {
        const p = listed.get(l.id);
        return { id: l.id, items: l.items, nombre: p?.nombre ?? `#${l.id}`, sustitucion: l.sustitucion ?? null, ...(p?.venta ? { venta: p.venta } : {}) };
      }),
      ocurrencias: occurrences.slice(0, 6).map((o) => ({ dia: o.dia, estado: isPaid(o.pedidoId) ? 'creado' : (o.estado as 'creado'), pedido_id: o.pedidoId, motivo: isPaid(o.pedidoId) ? null : o.motivo })),
    };
  }

  return {
    planOf,
    paymentFor,
    view,

    async list(usuarioId: number) {
      const plans = await db.select().from(R).where(and(eq(R.usuarioId, usuarioId), inArray(R.estado, ['activo', 'pausado']))).orderBy(desc(R.id));
      return Promise.all(plans.map(view));
    },

    async update(usuarioId: number, input: StandingOrderUpdate) {
      const plan = await planOf(usuarioId, input.id);
      if (plan.estado === 'cancelado') throw badRequest('Este pedido recurrente ya está cancelado.');
      const { id: _id, estado, ...changes } = input;
      // Its state too, when sent changed (as «Pausar», «Reanudar» or «Cancelar» would).
      await db.update(R).set({ ...(await prepare(plan, changes)), ...(estado ? { estado } : {}) }).where(eq(R.id, plan.id));
      return { message: 'Cambios guardados: se aplican desde el próximo pedido.', plan: await view((await planOf(usuarioId, plan.id))) };
    },

    viewByLink: async (input: LinkInput) => view(await linked(input)),

    /** A change through the link: checked first, then the link spent (once), then written. */
    async updateByLink(input: LinkInput & Changes & { id?: number; estado?: StandingState }) {
      const { plan: _p, dia: _d, firma: _f, id, estado, ...changes } = input;
      if (id !== undefined && id !== input.plan) throw badRequest('El enlace no es válido.');
      const plan = await linked(input);
      // The link changes what is delivered, not how it is paid nor whether it goes on: those only sent back as they are.
      if (changes.metodo_pago && changes.metodo_pago !== (JSON.parse(plan.pedido) as CreateOrderInput).metodo_pago) throw badRequest('Este enlace no cambia la forma de pago: hazlo desde tu cuenta.');
      if (estado && estado !== plan.estado) throw badRequest('Este enlace no pausa ni cancela el pedido: hazlo desde tu cuenta.');
      const next = await prepare(plan, changes);
      // The link's day row (its reminder's) marked used, once; written if missing, so a link is never spendable twice.
      const M = t.recordatoriosRecurrentes;
      const now = deps.now().toISOString();
      const spent = await db
        .insert(M)
        .values({ planId: plan.id, dia: input.dia, modificado: now })
        .onConflictDoUpdate({ target: [M.planId, M.dia], set: { modificado: now }, setWhere: isNull(M.modificado) })
        .returning();
      if (spent.length === 0) throw conflict('Este enlace ya se usó: entra a tu cuenta para hacer más cambios.');
      await db.update(R).set(next).where(eq(R.id, plan.id));
      return { message: 'Cambios guardados: se aplican desde el próximo pedido.' };
    },
  };
}

export type StandingEdits = ReturnType<typeof createStandingEdits>;
