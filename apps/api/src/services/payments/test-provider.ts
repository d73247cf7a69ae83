import { and, eq, ne, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { TestPaymentInput } from '@huerta/contracts';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { DECLINED_CARDS, checkCard } from './cards';
import type { PaymentProvider } from './provider';

/**
 * The embedded provider for development, demos and end-to-end tests: intents live in our database
 * and are paid with Stripe's public test card numbers through POST /api/pago-prueba.
 */
export function createTestProvider(database: Database) {
  const { db, t } = database;
  const { pagosPrueba } = t;
  const p = (name: string) => sql.placeholder(name);
  // Prepared once: an intent is made for every order (db/database.ts on why).
  const insertIntent = database.prepare('pago_prueba_nuevo', (q) =>
    q
      .insert(pagosPrueba)
      .values({ id: p('id'), clientSecret: p('clientSecret'), idempotencyKey: p('key'), pedidoId: p('orderId'), montoCentavos: p('amount'), moneda: 'mxn', estado: 'requires_payment_method' })
      .onConflictDoNothing({ target: pagosPrueba.idempotencyKey })
      .returning({ id: pagosPrueba.id }),
  );
  const byKey = database.prepare('pago_prueba_por_clave', (q) => q.select().from(pagosPrueba).where(eq(pagosPrueba.idempotencyKey, p('key'))));
  const byIdQuery = database.prepare('pago_prueba_por_id', (q) => q.select().from(pagosPrueba).where(eq(pagosPrueba.id, p('id'))));
  const byId = async (id: string) => (await byIdQuery({ id }))[0];
  const draft = () => {
    const id = `pi_prueba_${randomBytes(12).toString('hex')}`;
    return { id, clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}` };
  };
  const provider: PaymentProvider & { pay: typeof pay } = {
    name: 'prueba',
    local: {
      draft,
      async save(tx, { id, clientSecret, orderId, amountCentavos, idempotencyKey }) {
        await insertIntent({ id, clientSecret, key: idempotencyKey, orderId, amount: amountCentavos }, tx);
      },
    },
    async createIntent({ orderId, amountCentavos, idempotencyKey }) {
      // Same key, same intent — as Stripe does with Idempotency-Key.
      const { id, clientSecret } = draft();
      const [made] = await insertIntent({ id, clientSecret, key: idempotencyKey, orderId, amount: amountCentavos });
      if (made) return { id, clientSecret };
      const [existing] = await byKey({ key: idempotencyKey });
      return { id: existing!.id, clientSecret: existing!.clientSecret };
    },
    async retrieveIntent(id) {
      const row = await byId(id);
      return row ? { id: row.id, status: row.estado, amount: row.montoCentavos, currency: row.moneda, orderId: row.pedidoId } : null;
    },
    async refundIntent(id, _amountCentavos, idempotencyKey) {
      // Conditional, as the key is at Stripe: only a paid intent becomes refunded, once.
      await db.update(pagosPrueba).set({ estado: 'refunded' }).where(and(eq(pagosPrueba.id, id), eq(pagosPrueba.estado, 'succeeded')));
      const row = await byId(id);
      if (row?.estado !== 'refunded') throw conflict('Este pago no se puede reembolsar: no está cobrado.');
      return { id: `re_prueba_${idempotencyKey}`, status: 'succeeded' };
    },
    async cancelIntent(id) {
      await db.update(pagosPrueba).set({ estado: 'canceled' }).where(and(eq(pagosPrueba.id, id), ne(pagosPrueba.estado, 'succeeded')));
      return provider.retrieveIntent(id);
    },
    pay,
  };

  /** Confirms a test intent with a card; declined and malformed cards are errors with Spanish messages. */
  async function pay(input: TestPaymentInput, today = new Date()) {
    const [intent] = await db.select().from(pagosPrueba).where(eq(pagosPrueba.clientSecret, input.payment_intent_client_secret)).limit(1);
    if (!intent) throw notFound('Pago no encontrado.');
    if (intent.estado === 'succeeded') return { payment_intent: intent.id, orderId: intent.pedidoId, status: 'succeeded' as const };
    if (intent.estado === 'canceled') throw conflict('Este pago se canceló junto con su pedido. Si aún lo quieres, vuelve a hacer tu pedido.');
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
      .set({ estado: 'succeeded', error: null })
      .where(and(eq(pagosPrueba.id, intent.id), ne(pagosPrueba.estado, 'canceled')))
      .returning({ id: pagosPrueba.id });
    if (paid.length === 0) throw conflict('Este pago se canceló junto con su pedido. Si aún lo quieres, vuelve a hacer tu pedido.');
    return { payment_intent: intent.id, orderId: intent.pedidoId, status: 'succeeded' as const };
  }

  return provider;
}

export type TestProvider = ReturnType<typeof createTestProvider>;
