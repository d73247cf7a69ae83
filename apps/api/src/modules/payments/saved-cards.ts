import { and, desc, eq, ne } from 'drizzle-orm';
import { SAVED_CARD_CONSENT, type CreateOrderInput, type SavedCardView } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SavedCardRef } from './providers/provider';
import type { StripeCardSetup } from './providers/stripe-card-setup';
import type { TestProvider } from './providers/test-provider';

type NewCard = SavedCardRef & { marca: string; ultimos4: string; vence: string };

/**
 * The account's saved card (issue 34), used only to pay its standing orders off-session: saved with its
 * holder's consent (the sentence and the moment are kept with it), one at a time (a new one retires the
 * previous), removable at any time — its plans then go back to paying on delivery.
 */
export function createSavedCards(deps: { database: Database; test: Pick<TestProvider, 'saveCard'> | null; stripe: StripeCardSetup | null }) {
  const { database } = deps;
  const { db, t } = database;
  const T = t.tarjetasGuardadas;
  const proveedor = deps.stripe ? 'stripe' : 'prueba';
  const view = (row: typeof T.$inferSelect): SavedCardView => ({ id: row.id, marca: row.marca, ultimos4: row.ultimos4, vence: row.vence, proveedor: row.proveedor as SavedCardView['proveedor'] });

  async function active(usuarioId: number) {
    const [row] = await db
      .select()
      .from(T)
      .where(and(eq(T.usuarioId, usuarioId), eq(T.estado, 'activa'), eq(T.proveedor, proveedor)))
      .orderBy(desc(T.id))
      .limit(1);
    return row ?? null;
  }

  /** Stores the card and retires the one before it, in one transaction; a replayed confirmation finds it stored. */
  async function store(usuarioId: number, card: NewCard) {
    const retired = await database.transaction(async (tx) => {
      const [known] = await tx.select().from(T).where(eq(T.metodoPagoId, card.metodoPagoId));
      if (known) {
        if (known.usuarioId !== usuarioId) throw notFound('No encontramos esa tarjeta.');
        return [];
      }
      const before = await tx.update(T).set({ estado: 'retirada' }).where(and(eq(T.usuarioId, usuarioId), eq(T.estado, 'activa'))).returning({ pm: T.metodoPagoId });
      await tx.insert(T).values({ usuarioId, proveedor, ...card, consentimiento: SAVED_CARD_CONSENT, consentidoEn: new Date().toISOString() }).onConflictDoNothing();
      return before;
    });
    for (const r of retired) await deps.stripe?.detach(r.pm);
    const saved = (await active(usuarioId))!;
    return { message: `Tarjeta ${saved.marca} terminada en ${saved.ultimos4} guardada para tus pedidos recurrentes.`, tarjeta: view(saved) };
  }

  return {
    async current(usuarioId: number): Promise<SavedCardView | null> {
      const row = await active(usuarioId);
      return row ? view(row) : null;
    },

    /** What an off-session charge needs: the active card of the provider in use, or nothing. */
    async forCharge(usuarioId: number): Promise<SavedCardRef | null> {
      const row = await active(usuarioId);
      return row ? { metodoPagoId: row.metodoPagoId, clienteId: row.clienteId } : null;
    },

    /** Test mode: the card typed in the shop's own form (Stripe's public test numbers). */
    async saveTest(usuarioId: number, input: { numero_tarjeta: string; vencimiento: string; cvc: string }) {
      if (!deps.test) throw badRequest('Guarda tu tarjeta con el formulario de pago seguro.');
      return store(usuarioId, { ...deps.test.saveCard(input), clienteId: null });
    },

    /** Stripe: a SetupIntent on the shopper's customer, for the browser to confirm. */
    async setup(usuarioId: number) {
      if (!deps.stripe) throw badRequest('En modo de prueba la tarjeta se guarda con el formulario de prueba.');
      const [user] = await db.select({ nombre: t.usuarios.nombreCompleto, email: t.usuarios.email }).from(t.usuarios).where(eq(t.usuarios.id, usuarioId));
      if (!user) throw notFound('Cuenta no encontrada.');
      return deps.stripe.begin(usuarioId, user);
    },

    /** Stripe: the card the confirmed SetupIntent saved, read from Stripe. */
    async saveStripe(usuarioId: number, setupIntent: string) {
      if (!deps.stripe) throw badRequest('En modo de prueba la tarjeta se guarda con el formulario de prueba.');
      return store(usuarioId, await deps.stripe.read(setupIntent, usuarioId));
    },

    /** Removes the card; the account's plans paid with it go back to paying on delivery. */
    async remove(usuarioId: number) {
      const row = await active(usuarioId);
      if (!row) throw notFound('No tienes una tarjeta guardada.');
      await database.transaction(async (tx) => {
        await tx.update(T).set({ estado: 'retirada' }).where(eq(T.id, row.id));
        const plans = await tx.select().from(t.pedidosRecurrentes).where(and(eq(t.pedidosRecurrentes.usuarioId, usuarioId), ne(t.pedidosRecurrentes.estado, 'cancelado')));
        for (const plan of plans) {
          const pedido = JSON.parse(plan.pedido) as CreateOrderInput;
          if (pedido.metodo_pago !== 'tarjeta') continue;
          await tx.update(t.pedidosRecurrentes).set({ pedido: JSON.stringify({ ...pedido, metodo_pago: 'contra_entrega' }) }).where(eq(t.pedidosRecurrentes.id, plan.id));
        }
      });
      await deps.stripe?.detach(row.metodoPagoId);
      return { message: 'Tarjeta quitada. Tus pedidos recurrentes se pagarán contra entrega.' };
    },
  };
}

export type SavedCardsService = ReturnType<typeof createSavedCards>;
