import { loadStripe, type Stripe, type StripeElementsOptions } from '@stripe/stripe-js';
import { currentLocale } from '../../i18n/i18n';

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

/** Stripe's own fields in the page's language and the shop's green: the checkout's and a saved card's alike. */
export const elementsOptions = (clientSecret: string): StripeElementsOptions => ({
  clientSecret,
  locale: currentLocale() === 'en' ? 'en' : 'es-419',
  appearance: { theme: 'stripe', variables: { colorPrimary: '#2f7d32' } },
});
