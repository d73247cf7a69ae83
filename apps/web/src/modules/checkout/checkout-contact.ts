const STORAGE_KEY = 'checkoutContact';

/**
 * The e-mail typed at checkout, kept for this tab so the confirmation page can say where the receipt went:
 * the order the server returns carries no e-mail. Tied to the order id so another order never shows it.
 */
export function rememberContact(pedidoId: number, email: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ pedidoId, email }));
  } catch {
    // private mode: the confirmation falls back to a generic reminder
  }
}

/** The e-mail kept for `pedidoId`, or null (another tab or device, e.g. after Stripe's redirect). */
export function contactEmailFor(pedidoId: number): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { pedidoId?: unknown; email?: unknown } | null;
    return saved?.pedidoId === pedidoId && typeof saved.email === 'string' ? saved.email : null;
  } catch {
    return null;
  }
}
