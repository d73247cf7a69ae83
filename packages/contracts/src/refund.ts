/**
 * When a card refund shows on the shopper's statement: banks take 5 to 10 business days (Stripe's own
 * guidance for Mexican cards). Counted in business days from the refund's date, weekends skipped; bank
 * holidays are the bank's, so the shop says «según tu banco» beside it.
 */
export const REFUND_BUSINESS_DAYS = { desde: 5, hasta: 10 } as const;

/** `YYYY-MM-DD` plus `n` business days (Monday to Friday), read as a calendar date. */
export function addBusinessDays(isoDate: string, n: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  let left = n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}

/** The dates between which a refund made on `isoDate` (the shop's local date) reaches the card. */
export const refundArrival = (isoDate: string) => ({
  desde: addBusinessDays(isoDate, REFUND_BUSINESS_DAYS.desde),
  hasta: addBusinessDays(isoDate, REFUND_BUSINESS_DAYS.hasta),
});
