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

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const dayText = (iso: string) => `${Number(iso.slice(8, 10))} de ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;

/**
 * What the shopper is told of a paid order's refund (e-mail): made on `fecha` (the shop's local date), with
 * the days it reaches the card — or still in process. `monto` is already formatted («$1,234.50»).
 */
export function refundSentence(monto: string, fecha: string | null): string {
  if (!fecha) return `El reembolso de ${monto} a la tarjeta con la que pagaste está en proceso: te escribimos en cuanto quede hecho.`;
  const { desde, hasta } = refundArrival(fecha);
  return `Te reembolsamos ${monto} a la tarjeta con la que pagaste el ${dayText(fecha)}; según tu banco, se verá en tu estado de cuenta entre el ${dayText(desde)} y el ${dayText(hasta)}.`;
}
