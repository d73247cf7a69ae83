/** Test mode mirrors Stripe: the intent id is the part of the client secret before `_secret_`. */
export const intentIdFromSecret = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? clientSecret;

/** The query /checkout-confirm receives, exactly as Stripe's redirect builds it. */
export const confirmSearch = (clientSecret: string, paymentIntent = intentIdFromSecret(clientSecret)) => ({
  payment_intent: paymentIntent,
  payment_intent_client_secret: clientSecret,
});

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export const formatCardNumber = (value: string): string =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" → "12/34" while typing. */
export const formatExpiry = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};
