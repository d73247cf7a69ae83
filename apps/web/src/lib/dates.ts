/** The cart's `fechaAgregado` format: day/month/year without padding ("5/3/2025"). */
export const cartDate = (date: Date): string => `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;

// Created on first use: building an Intl formatter loads ICU locale data, tens of milliseconds on a
// phone, which the home page (no long dates) should not pay while it starts.
let long: Intl.DateTimeFormat | null = null;

/** "12 de marzo de 2025" from an ISO date or timestamp. */
export const longDate = (iso: string): string => {
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? iso : (long ??= new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' })).format(d);
};
