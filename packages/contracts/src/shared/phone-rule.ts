/**
 * The shop's one rule for a Mexican phone, without zod: the server's schemas (phone.ts) and the
 * storefront's forms (through `@huerta/contracts/rules`, before anything is sent) use the same.
 */

/** Ten digits, optionally after the country code (+52 or 52). */
const MEXICAN_PHONE = /^(?:\+?52)?(\d{10})$/;
/** What a phone may contain at all: digits, spaces, dashes, dots, parentheses and a +. */
export const PHONE_CHARACTERS = /^[+\d\s().-]*$/;
export const PHONE_MESSAGE = 'Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).';

/** "646 123 4567", the one way the shop writes a phone (in orders, e-mails and the back office). */
const formatPhone = (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;

/** The phone as the shop writes it, or null when it is not a Mexican phone ("abc", 7 digits…). */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const match = MEXICAN_PHONE.exec(trimmed.replace(/[\s().-]/g, ''));
  return match ? formatPhone(match[1]!) : null;
}

/**
 * The links the back office puts on a customer's phone: call it (`tel:` with the country code, so a
 * phone abroad or on a roaming SIM still dials Mexico) and write on WhatsApp (wa.me wants 52 and the ten
 * digits, nothing else). A number that is not a Mexican one (an old message, a foreign customer) is
 * still callable as typed, but gets no WhatsApp link: guessing its country would message a stranger.
 */
export function phoneLinks(value: string): { tel: string; whatsapp: string | null } | null {
  const phone = normalizePhone(value);
  if (phone) {
    const digits = phone.replace(/\s/g, '');
    return { tel: `tel:+52${digits}`, whatsapp: `https://wa.me/52${digits}` };
  }
  const dialable = value.trim().replace(/[^\d+]/g, '');
  return /\d{5,}/.test(dialable) ? { tel: `tel:${dialable}`, whatsapp: null } : null;
}
