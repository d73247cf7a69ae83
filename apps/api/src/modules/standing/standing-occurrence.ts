import { eq } from 'drizzle-orm';
import { addDays, calendarOf, clockLabel, weekdayOf, zoneForPostalCode, type CreateOrderInput } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { mailText } from '../../platform/i18n/mail-text';
import type { CatalogService } from '../catalog';
import type { Mailer } from '../mail';
import type { OrdersService } from '../orders';
import type { PaymentProvider } from '../payments';
import type { SavedCardsService } from '../payments';
import type { ShopInfo } from '../settings';
import { linesForDay } from './standing-lines';

export type Plan = Database['t']['pedidosRecurrentes']['$inferSelect'];
export type Outcome = 'creado' | 'omitido' | 'retenido';

/**
 * One delivery day of a standing order (issue 34), made through the ordinary order path: sold-out lines
 * follow their substitution choice (standing-lines.ts), a closed day or a zone without deliveries is
 * skipped, a refusal (the minimum, a full window, stock) holds it; a plan paid by saved card is charged
 * off-session at once, and a refused card leaves the order waiting for its payment until the day's cut-off,
 * the customer e-mailed a link to pay it. Each outcome is written once (the occurrence's primary key) and
 * told once, by the writer.
 */
export function createOccurrences(deps: {
  database: Database;
  orders: Pick<OrdersService, 'create' | 'markPaid' | 'recordPaymentFailed'>;
  catalog: Pick<CatalogService, 'delivery' | 'priceLists' | 'productsById'>;
  provider: Pick<PaymentProvider, 'chargeSaved' | 'retrieveIntent'>;
  cards: Pick<SavedCardsService, 'forCharge'>;
  mailer: Mailer;
  shop: ShopInfo;
  publicUrl: string;
  keyOf(planId: number, dia: string): string;
}) {
  const { db, t } = deps.database;
  const O = t.ocurrenciasRecurrentes;

  /** The account's language (its e-mails are written in it). */
  const textFor = async (plan: Plan) => mailText((await db.select({ idioma: t.usuarios.idioma }).from(t.usuarios).where(eq(t.usuarios.id, plan.usuarioId)))[0]?.idioma ?? 'es');

  async function tell(plan: Plan, dia: string, kind: 'recurrente-retenido' | 'recurrente-cambios' | 'recurrente-sin-cobro', motivo: string) {
    const input = JSON.parse(plan.pedido) as CreateOrderInput;
    const { storeName } = await deps.shop();
    const m = await textFor(plan);
    const day = m.delivery(dia, null) ?? dia;
    const hello = m.t('Hola {nombre}:', { nombre: input.nombre });
    const account = m.link(deps.publicUrl, '/account');
    const mails = {
      'recurrente-retenido': {
        subject: m.t('{tienda}: tu pedido recurrente del {dia} no se preparó', { tienda: storeName, dia: day }),
        body: `${m.t('No pudimos preparar tu pedido recurrente para el {dia}: {motivo}', { dia: day, motivo })}\n\n${m.t('Revísalo en tu cuenta; el siguiente sigue programado.')}`,
      },
      'recurrente-cambios': {
        subject: m.t('{tienda}: cambios en tu pedido recurrente del {dia}', { tienda: storeName, dia: day }),
        body: `${m.t('Preparamos tu pedido recurrente para el {dia} con estos cambios:', { dia: day })}\n\n${motivo}`,
      },
      'recurrente-sin-cobro': {
        subject: m.t('{tienda}: no pudimos cobrar tu pedido recurrente del {dia}', { tienda: storeName, dia: day }),
        body: `${m.t('No pudimos cobrar tu pedido recurrente para el {dia} a tu tarjeta guardada: {motivo}', { dia: day, motivo })}\n\n${m.t('Págalo aquí antes del corte para que salga ese día: {enlace}', { enlace: account })}`,
      },
    };
    await deps.mailer.send({ to: input.email, kind, subject: mails[kind].subject, text: `${hello}\n\n${mails[kind].body}\n\n${storeName}` });
  }

  const record = async (plan: Plan, dia: string, estado: Outcome, pedidoId: number | null, motivo: string | null) =>
    (await db.insert(O).values({ planId: plan.id, dia, estado, pedidoId, motivo }).onConflictDoNothing().returning()).length === 1;

  /**
   * The saved card charged for the order made (a replay charges with the same key: one charge). Paid, the
   * order goes on as any paid order; refused, it waits for its payment until the eve's cut-off.
   */
  async function charge(plan: Plan, dia: string, orderId: number, cutoffMinute: number): Promise<{ outcome: Outcome; wrote: boolean }> {
    const [order] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, orderId));
    if (!order || order.estado !== 'pendiente_pago' || !order.paymentIntentId) return { outcome: 'creado', wrote: await record(plan, dia, 'creado', orderId, null) };
    const card = await deps.cards.forCharge(plan.usuarioId);
    const result = card
      ? await deps.provider.chargeSaved(order.paymentIntentId, card, `recurrente-${order.id}-${order.paymentIntentId}`, deps.publicUrl + '/account')
      : { ok: false as const, message: 'no tienes una tarjeta guardada.' };
    if (result.ok) {
      const intent = await deps.provider.retrieveIntent(order.paymentIntentId);
      if (intent) await deps.orders.markPaid(order.id, intent);
      return { outcome: 'creado', wrote: await record(plan, dia, 'creado', order.id, null) };
    }
    // Payable by its link until the cut-off of its eve (the process runs on the shop's clock): then the sweep cancels it.
    const hh = String(Math.floor(cutoffMinute / 60)).padStart(2, '0');
    const mm = String(cutoffMinute % 60).padStart(2, '0');
    await db.update(t.pedidos).set({ pagoVence: new Date(`${addDays(dia, -1)}T${hh}:${mm}:00`).toISOString() }).where(eq(t.pedidos.id, order.id));
    await deps.orders.recordPaymentFailed(order.paymentIntentId, result.message);
    const motivo = `${result.message} Págalo antes de las ${clockLabel(cutoffMinute)} del día anterior.`;
    const wrote = await record(plan, dia, 'retenido', order.id, motivo);
    if (wrote) await tell(plan, dia, 'recurrente-sin-cobro', result.message);
    return { outcome: 'retenido', wrote };
  }

  /** Makes (or replays) the occurrence of `plan` on `dia`; returns what happened. */
  async function occur(plan: Plan, dia: string): Promise<Outcome> {
    const input = JSON.parse(plan.pedido) as CreateOrderInput;
    const { zones, calendar: stored } = await deps.catalog.delivery();
    const calendar = calendarOf(stored);
    // The stored zones have the rule's fields (a null fee only means the shop's): the same lookup as the checkout's.
    const zone = zoneForPostalCode(zones.map((z) => ({ ...z, costoCentavos: z.costoCentavos ?? 0, gratisDesdeCentavos: z.gratisDesdeCentavos ?? 0 })), input.codigo_postal ?? '');
    const hold = async (estado: 'omitido' | 'retenido', motivo: string) => {
      if (await record(plan, dia, estado, null, motivo)) await tell(plan, dia, 'recurrente-retenido', motivo);
      return estado;
    };
    if (calendar.closed.includes(dia) || !zone || !zone.diasEntrega.includes(weekdayOf(dia))) return hold('omitido', 'ese día no hay entregas en tu zona.');
    const lista = (await deps.catalog.priceLists()).byUser[plan.usuarioId]?.lista ?? null;
    const day = linesForDay(input.productos, await deps.catalog.productsById(lista));
    if (day.productos.length === 0) return hold('retenido', day.cambios.join(' '));
    const nota = [input.nota, ...day.cambios].filter(Boolean).join(' ').slice(0, 500);
    let made;
    try {
      made = await deps.orders.create({ ...input, productos: day.productos, ...(nota ? { nota } : {}), dia_entrega: dia, clave_idempotencia: deps.keyOf(plan.id, dia) }, plan.usuarioId);
    } catch (err) {
      // Refused the way a shopper would be (below the minimum, window full, sold out…): held and told, once.
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      return hold('retenido', err.message);
    }
    const { outcome, wrote } =
      input.metodo_pago === 'tarjeta' ? await charge(plan, dia, made.pedido.id, calendar.cutoffMinute) : { outcome: 'creado' as const, wrote: await record(plan, dia, 'creado', made.pedido.id, null) };
    // Told what changed once, by the run that wrote the occurrence (a replay finds it written).
    if (wrote && day.cambios.length > 0) await tell(plan, dia, 'recurrente-cambios', day.cambios.join('\n'));
    return outcome;
  }

  return { occur, textFor };
}
