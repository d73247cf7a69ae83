import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../../platform/db/database';

/** Shoppers' Stripe customers by e-mail (table `clientes_stripe`): one per shopper, kept across orders. */
export function createStripeCustomers({ db, t }: Database) {
  return {
    async find(email: string) {
      const [row] = await db.select({ id: t.clientesStripe.clienteId }).from(t.clientesStripe).where(eq(t.clientesStripe.email, email.toLowerCase()));
      return row?.id ?? null;
    },
    /** The first one saved wins (two orders at once made the same customer, with the same idempotency key). */
    async save(email: string, id: string) {
      await db.insert(t.clientesStripe).values({ email: email.toLowerCase(), clienteId: id }).onConflictDoNothing();
    },
  };
}

export type StripeCustomers = ReturnType<typeof createStripeCustomers>;

/** The shopper's customer at Stripe, made once per e-mail: their CLABE and saved cards stay with it. */
export async function stripeCustomerOf(stripe: Stripe, customers: Pick<StripeCustomers, 'find' | 'save'>, { nombre, email }: { nombre: string; email: string }): Promise<string> {
  const known = await customers.find(email);
  if (known) return known;
  const made = await stripe.customers.create({ email, name: nombre }, { idempotencyKey: `cliente-${email}` });
  await customers.save(email, made.id);
  return (await customers.find(email)) ?? made.id;
}
