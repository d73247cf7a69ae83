import { loadStripe, type Stripe } from '@stripe/stripe-js';

// One Stripe.js per publishable key for the page's lifetime (Stripe asks not to load it twice).
const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for this key, loaded once; a failed load is forgotten so the next try loads again. */
export function stripeFor(key: string): Promise<Stripe | null> {
  if (!loaded.has(key)) {
    loaded.set(
      key,
      loadStripe(key).catch((err: unknown) => {
        loaded.delete(key);
        throw err;
      }),
    );
  }
  return loaded.get(key)!;
}
