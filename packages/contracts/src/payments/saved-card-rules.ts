/**
 * A card saved to pay standing orders (issue 34): the sentence its holder agrees to before it is saved —
 * shown beside the checkbox and stored with the card as the mandate its off-session charges rely on.
 */
export const SAVED_CARD_CONSENT =
  'Autorizo que se cobre a esta tarjeta el total de cada uno de mis pedidos recurrentes cuando se prepara (dos días antes de su entrega), hasta que los cancele o quite la tarjeta.';

/** Stripe's test numbers for a saved card in test mode: saved, then charged or refused when an occurrence is made. */
export const SAVED_CARD_TEST_FAILS = '4000000000000341';
