import { and, eq, ne, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { TestPaymentInput } from '@huerta/contracts';
import type { Db } from '../../db/client';
import { pagosPrueba } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { DECLINED_CARDS, checkCard } from './cards';
import type { PaymentProvider } from './provider';

/**
 * The embedded provider for development, demos and end-to-end tests: intents live in our database
 * and are paid with Stripe's public test card numbers through POST /api/pago-prueba.
 */
export function createTestProvider(db: Db) {
  // Prepared once: intents are created on every order.
  const byKey = db.select().from(pagosPrueba).where(eq(pagosPrueba.idempotencyKey, sql.placeholder('key'))).prepare();
  const insertIntent = db
    .insert(pagosPrueba)
    .values({
      id: sql.placeholder('id'),
      clientSecret: sql.placeholder('clientSecret'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      pedidoId: sql.placeholder('pedidoId'),
      montoCentavos: sql.placeholder('montoCentavos'),
      moneda: 'mxn',
      estado: 'requires_payment_method',
    })
    .prepare();
  const provider: PaymentProvider & { pay: typeof pay } = {
    name: 'prueba',
    async createIntent({ orderId, amountCentavos, idempotencyKey }) {
      // Same key, same intent — as Stripe does with Idempotency-Key.
      const existing = byKey.get({ key: idempotencyKey });
      if (existing) return { id: existing.id, clientSecret: existing.clientSecret };
      const id = `pi_prueba_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      insertIntent.run({ id, clientSecret, idempotencyKey, pedidoId: orderId, montoCentavos: amountCentavos });
      return { id, clientSecret };
    },
    async retrieveIntent(id) {
      const row = db.select().from(pagosPrueba).where(eq(pagosPrueba.id, id)).get();
      return row ? { id: row.id, status: row.estado, amount: row.montoCentavos, currency: row.moneda, orderId: row.pedidoId } : null;
    },
    async cancelIntent(id) {
      db.update(pagosPrueba).set({ estado: 'canceled' }).where(and(eq(pagosPrueba.id, id), ne(pagosPrueba.estado, 'succeeded'))).run();
      return provider.retrieveIntent(id);
    },
    pay,
  };

  /** Confirms a test intent with a card; declined and malformed cards are errors with Spanish messages. */
  function pay(input: TestPaymentInput, today = new Date()) {
    const intent = db.select().from(pagosPrueba).where(eq(pagosPrueba.clientSecret, input.payment_intent_client_secret)).get();
    if (!intent) throw notFound('Pago no encontrado.');
    if (intent.estado === 'succeeded') return { payment_intent: intent.id, orderId: intent.pedidoId, status: 'succeeded' as const };
    if (intent.estado === 'canceled') throw conflict('Este pago se canceló junto con su pedido. Si aún lo quieres, vuelve a hacer tu pedido.');
    const card = checkCard(input.numero_tarjeta, input.vencimiento, input.cvc, today);
    if (!card.ok) throw badRequest(card.message);
    const declined = DECLINED_CARDS[card.number];
    if (declined) {
      db.update(pagosPrueba).set({ error: declined }).where(eq(pagosPrueba.id, intent.id)).run();
      return { payment_intent: intent.id, orderId: intent.pedidoId, status: 'requires_payment_method' as const, error: declined };
    }
    db.update(pagosPrueba).set({ estado: 'succeeded', error: null }).where(eq(pagosPrueba.id, intent.id)).run();
    return { payment_intent: intent.id, orderId: intent.pedidoId, status: 'succeeded' as const };
  }

  return provider;
}

export type TestProvider = ReturnType<typeof createTestProvider>;
