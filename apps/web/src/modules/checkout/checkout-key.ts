const STORAGE_KEY = 'checkoutKey';

/**
 * The idempotency key sent with "Confirmar Pedido". The same order submitted again — a retry after a
 * lost answer, a double click, a reload — carries the same key, so the server returns the first order
 * (and its payment) instead of making a second one. Any change to the order gets a new key.
 */
export function checkoutKeyFor(order: unknown): string {
  const content = JSON.stringify(order);
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { key: string; content: string } | null;
    if (saved?.content === content) return saved.key;
  } catch {
    // unreadable or disabled storage: a new key
  }
  // getRandomValues, not randomUUID: the latter exists only on HTTPS and localhost.
  const key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ key, content }));
  } catch {
    // private mode: the key lives for this submit only
  }
  return key;
}

/** After a refusal that a new attempt should not repeat (the order was cancelled). */
export function forgetCheckoutKey() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
