import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { SAVED_CARD_TEST_FAILS, type TestPaymentInput } from '@huerta/contracts';
import type { Database } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { DECLINED_CARDS, checkCard } from './cards';
import type { CreatedIntent, LocalIntents, PaymentProvider } from './provider';
import { testInstructions } from './test-instructions';

/** The payment method id of a test card saved from the number whose off-session charges fail. */
const FAILING_CARD = 'pm_prueba_rechazo_';

/**
 * The embedded provider for development, demos and end-to-end tests: intents live in our database
 * and are paid with Stripe's public test card numbers through POST /api/pago-prueba.
 */
export function createTestProvider(database: Database) {
  const { db, t } = database;
  const { pagosPrueba } = t;
  const p = (name: string) => sql.placeholder(name);
  // Prepared once: an intent is made for every order (platform/db/database.ts on why).
  const insertIntent = database.prepare('pago_prueba_nuevo', (q) =>
    q
      .insert(pagosPrueba)
      .values({ id: p('id'), clientSecret: p('clientSecret'), idempotencyKey: p('key'), pedidoId: p('orderId'), montoCentavos: p('amount'), moneda: 'mxn', estado: p('estado'), metodo: p('metodo'), capturaManual: p('manual') })
      .onConflictDoNothing({ target: pagosPrueba.idempotencyKey })
      .returning({ id: pagosPrueba.id }),
  );
  const byKey = database.prepare('pago_prueba_por_clave', (q) => q.select().from(pagosPrueba).where(eq(pagosPrueba.idempotencyKey, p('key'))));
  const byIdQuery = database.prepare('pago_prueba_por_id', (q) => q.select().from(pagosPrueba).where(eq(pagosPrueba.id, p('id'))));
  const byId = async (id: string) => (await byIdQuery({ id }))[0];
  const draft: LocalIntents['draft'] = (args) => {
    // One draw for both: each call into the CSPRNG cost ~11 µs (2 % of an order's CPU, issue 48). 12 bytes, then 16.
    const random = randomBytes(28).toString('hex');
    const id = `pi_prueba_${random.slice(0, 24)}`;
    return { id, clientSecret: `${id}_secret_${random.slice(24)}`, ...testInstructions(args) };
  };
  // A voucher or transfer waits for its money (Stripe's `requires_action`); a card for its number.
  const firstState = (metodo: string) => (metodo === 'tarjeta' ? 'requires_payment_method' : 'requires_action');
  const provider: PaymentProvider & { pay: typeof pay; receive: typeof receive; expireHold(id: string): Promise<unknown>; saveCard(input: { numero_tarjeta: string; vencimiento: string; cvc: string }, today?: Date): { metodoPagoId: string; marca: string; ultimos4: string; vence: string } } = {
    name: 'prueba',
    local: {
      draft,
      async save(tx, { id, clientSecret, orderId, amountCentavos, idempotencyKey, metodo, capturaManual }) {
        await insertIntent({ id, clientSecret, key: idempotencyKey, orderId, amount: amountCentavos, metodo, estado: firstState(metodo), manual: capturaManual ? 1 : 0 }, tx);
      },
    },
    async createIntent(args): Promise<CreatedIntent> {
      const { orderId, amountCentavos, idempotencyKey, metodo } = args;
      // Same key, same intent — as Stripe does with Idempotency-Key. (The instructions of a repeated call
      // are the order's stored ones: the caller keeps what the first call gave.)
      const made = draft(args);
      const [inserted] = await insertIntent({ id: made.id, clientSecret: made.clientSecret, key: idempotencyKey, orderId, amount: amountCentavos, metodo, estado: firstState(metodo), manual: args.capturaManual ? 1 : 0 });
      if (inserted) return made;
      const [existing] = await byKey({ key: idempotencyKey });
      return { id: existing!.id, clientSecret: existing!.clientSecret };
    },
    async retrieveIntent(id) {
      const row = await byId(id);
      if (!row) return null;
      const remaining = row.metodo === 'spei' && row.estado !== 'succeeded' ? { amountRemaining: row.montoCentavos - row.recibidoCentavos } : {};
      return { id: row.id, status: row.estado, amount: row.montoCentavos, currency: row.moneda, orderId: row.pedidoId, ...remaining };
    },
    async refundIntent(id, amountCentavos, idempotencyKey) {
      // As the key is at Stripe: a retried refund is the same one. Conditional, so only money taken is
      // given back, never more than was taken, and racing callers with one key refund once.
      const mark = `${idempotencyKey};`;
      const taken = sql`coalesce(${pagosPrueba.capturadoCentavos}, ${pagosPrueba.montoCentavos})`;
      await db
        .update(pagosPrueba)
        .set({ reembolsadoCentavos: sql`${pagosPrueba.reembolsadoCentavos} + ${amountCentavos}`, reembolsoClaves: sql`${pagosPrueba.reembolsoClaves} || ${mark}` })
        .where(
          and(
            eq(pagosPrueba.id, id),
            inArray(pagosPrueba.estado, ['succeeded', 'refunded']),
            sql`replace(${pagosPrueba.reembolsoClaves}, ${mark}, '') = ${pagosPrueba.reembolsoClaves}`,
            sql`${pagosPrueba.reembolsadoCentavos} + ${amountCentavos} <= ${taken}`,
          ),
        );
      await db.update(pagosPrueba).set({ estado: 'refunded' }).where(and(eq(pagosPrueba.id, id), sql`${pagosPrueba.reembolsadoCentavos} >= ${taken}`));
      const row = await byId(id);
      if (!row?.reembolsoClaves.includes(mark)) throw conflict('Este pago no se puede reembolsar: no está cobrado.');
      return { id: `re_prueba_${idempotencyKey}`, status: 'succeeded' };
    },
    async captureIntent(id, amountCentavos) {
      // Once: only a held intent is captured; a retry finds it captured and answers the same.
      await db
        .update(pagosPrueba)
        .set({ estado: 'succeeded', capturadoCentavos: amountCentavos })
        .where(and(eq(pagosPrueba.id, id), eq(pagosPrueba.estado, 'requires_capture'), sql`${amountCentavos} <= ${pagosPrueba.montoCentavos}`));
      const row = await byId(id);
      if (row?.estado === 'succeeded' && row.capturadoCentavos !== null) return { status: 'succeeded', amountReceived: row.capturadoCentavos };
      if (row?.estado === 'requires_capture') throw badRequest('No se puede cobrar más de lo autorizado.');
      throw conflict('La autorización de la tarjeta ya no está vigente.');
    },
    /** Test mode's «7 days later»: a hold not captured lapses, as Stripe's does (its intent is cancelled). */
    async expireHold(id: string) {
      await db.update(pagosPrueba).set({ estado: 'canceled' }).where(and(eq(pagosPrueba.id, id), eq(pagosPrueba.estado, 'requires_capture')));
      return provider.retrieveIntent(id);
    },
    async cancelIntent(id) {
      await db.update(pagosPrueba).set({ estado: 'canceled' }).where(and(eq(pagosPrueba.id, id), ne(pagosPrueba.estado, 'succeeded')));
      return provider.retrieveIntent(id);
    },
    async chargeSaved(id, card) {
      const row = await byId(id);
      if (!row) throw notFound('Pago no encontrado.');
      if (row.estado === 'succeeded' || row.estado === 'requires_capture') return { ok: true };
      // Saved from Stripe's «attaches, but charges fail» number (SAVED_CARD_TEST_FAILS): refused off-session.
      if (card.metodoPagoId.startsWith(FAILING_CARD)) {
        await db.update(pagosPrueba).set({ error: 'Tu tarjeta fue rechazada.' }).where(eq(pagosPrueba.id, id));
        return { ok: false, message: 'Tu tarjeta fue rechazada.' };
      }
      await db
        .update(pagosPrueba)
        .set({ estado: row.capturaManual ? 'requires_capture' : 'succeeded', error: null })
        .where(and(eq(pagosPrueba.id, id), eq(pagosPrueba.estado, 'requires_payment_method')));
      const now = await byId(id);
      return now?.estado === 'succeeded' || now?.estado === 'requires_capture' ? { ok: true } : { ok: false, message: 'Este pago se canceló junto con su pedido.' };
    },
    /** Saves a test card for off-session charges: checked as the test checkout checks it; only its last digits kept. */
    saveCard(input: { numero_tarjeta: string; vencimiento: string; cvc: string }, today = new Date()) {
      const card = checkCard(input.numero_tarjeta, input.vencimiento, input.cvc, today);
      if (!card.ok) throw badRequest(card.message);
      const declined = DECLINED_CARDS[card.number];
      if (declined) throw badRequest(declined);
      const [, mm, yy] = /^(\d{2})\s*\/\s*\d{0,2}(\d{2})$/.exec(input.vencimiento.trim())!;
      return {
        metodoPagoId: `${card.number === SAVED_CARD_TEST_FAILS ? FAILING_CARD : 'pm_prueba_'}${randomBytes(12).toString('hex')}`,
        marca: card.number.startsWith('4') ? 'Visa' : card.number.startsWith('3') ? 'American Express' : 'Mastercard',
        ultimos4: card.number.slice(-4),
        vence: `${mm}/${yy}`,
      };
    },
    pay,
    receive,
  };

  /**
   * «Simular pago recibido» (staff, test mode only): cash paid at an OXXO for the whole voucher, or
   * `centavos` of a transfer (all that is missing when absent). A transfer paid in full succeeds.
   * Conditional updates, so racing clicks add each amount once and a cancelled intent takes nothing.
   */
  async function receive(id: string, centavos?: number) {
    const row = await byId(id);
    if (!row || row.metodo === 'tarjeta') throw conflict('Este pedido no se paga con ficha ni transferencia.');
    if (row.estado === 'succeeded') return provider.retrieveIntent(id);
    // Money can still arrive for a cancelled order (a voucher paid at the counter minutes before it
    // expired, reported after): it is received, and the order gives it back (orders.ts latePayment).
    const waiting = row.estado === 'canceled' ? 'canceled' : 'requires_action';
    const amount = row.metodo === 'oxxo' ? row.montoCentavos : Math.min(centavos ?? row.montoCentavos - row.recibidoCentavos, row.montoCentavos - row.recibidoCentavos);
    if (row.metodo === 'oxxo' && centavos !== undefined && centavos !== row.montoCentavos) throw badRequest('Una ficha OXXO se paga completa.');
    await db
      .update(pagosPrueba)
      .set({ recibidoCentavos: sql`${pagosPrueba.recibidoCentavos} + ${amount}` })
      .where(and(eq(pagosPrueba.id, id), eq(pagosPrueba.estado, waiting), sql`${pagosPrueba.recibidoCentavos} + ${amount} <= ${pagosPrueba.montoCentavos}`));
    await db
      .update(pagosPrueba)
      .set({ estado: 'succeeded' })
      .where(and(eq(pagosPrueba.id, id), eq(pagosPrueba.estado, waiting), sql`${pagosPrueba.recibidoCentavos} >= ${pagosPrueba.montoCentavos}`));
    return provider.retrieveIntent(id);
  }

  /** Confirms a test intent with a card; declined and malformed cards are errors with Spanish messages. */
  async function pay(input: TestPaymentInput, today = new Date()) {
    const [intent] = await db.select().from(pagosPrueba).where(eq(pagosPrueba.clientSecret, input.payment_intent_client_secret)).limit(1);
    if (!intent) throw notFound('Pago no encontrado.');
    // A held card (weighed lines) answers «succeeded» as well: for the shopper the card went through.
    if (intent.estado === 'succeeded' || intent.estado === 'requires_capture') return { payment_intent: intent.id, orderId: intent.pedidoId, status: 'succeeded' as const };
    if (intent.estado === 'canceled') throw conflict('Este pago se canceló junto con su pedido. Si aún lo quieres, vuelve a hacer tu pedido.');
    if (intent.metodo !== 'tarjeta') throw conflict('Este pedido se paga con su ficha o transferencia, no con tarjeta.');
    const card = checkCard(input.numero_tarjeta, input.vencimiento, input.cvc, today);
    if (!card.ok) throw badRequest(card.message);
    const declined = DECLINED_CARDS[card.number];
    if (declined) {
      await db.update(pagosPrueba).set({ error: declined }).where(eq(pagosPrueba.id, intent.id));
      return { payment_intent: intent.id, orderId: intent.pedidoId, status: 'requires_payment_method' as const, error: declined };
    }
    // Conditional: a cancel that got here first wins, as at Stripe.
    const paid = await db
      .update(pagosPrueba)
      .set({ estado: intent.capturaManual ? 'requires_capture' : 'succeeded', error: null })
      .where(and(eq(pagosPrueba.id, intent.id), ne(pagosPrueba.estado, 'canceled')))
      .returning({ id: pagosPrueba.id });
    if (paid.length === 0) throw conflict('Este pago se canceló junto con su pedido. Si aún lo quieres, vuelve a hacer tu pedido.');
    return { payment_intent: intent.id, orderId: intent.pedidoId, status: 'succeeded' as const };
  }

  return provider;
}

export type TestProvider = ReturnType<typeof createTestProvider>;
