import { formatDate } from '../i18n/format';

/** The cart's `fechaAgregado` format: day/month/year without padding ("5/3/2025"). */
export const cartDate = (date: Date): string => `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;

/**
 * "12 de marzo de 2025" / "March 12, 2025" from an ISO date or timestamp, in the page's language. Read in
 * UTC: a bare date ('YYYY-MM-DD') is taken at noon UTC, so it is that day wherever the shopper is. The
 * formatter is created on first use (formatDate): building one loads ICU locale data, tens of milliseconds
 * on a phone, which the home page (no long dates) should not pay while it starts.
 */
export const longDate = (iso: string): string => {
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? iso : formatDate(d, { dateStyle: 'long', timeZone: 'UTC' });
};
