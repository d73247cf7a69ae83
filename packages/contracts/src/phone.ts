import { z } from 'zod';
import { requiredOr } from './common';

/** Ten digits, optionally after the country code (+52 or 52). */
const MEXICAN_PHONE = /^(?:\+?52)?(\d{10})$/;
const PHONE_MESSAGE = 'Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).';

/** "646 123 4567", the one way the shop writes a phone (in orders, e-mails and the back office). */
const formatPhone = (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;

const phoneText = z
  .string({ error: requiredOr('Debe ser texto.') })
  .trim()
  .max(30, 'Debe tener como máximo 30 caracteres.')
  .regex(/^[+\d\s().-]*$/, PHONE_MESSAGE);

/**
 * A Mexican phone: 10 digits, with spaces, dashes, dots, parentheses and a +52 prefix allowed, stored
 * as "646 123 4567". "abc" or a 7-digit number is refused with a message for people.
 */
export const phoneSchema = phoneText.transform((value, ctx) => {
  const match = MEXICAN_PHONE.exec(value.replace(/[\s().-]/g, ''));
  if (!match) {
    ctx.addIssue({ code: 'custom', message: value ? PHONE_MESSAGE : 'Es obligatorio.' });
    return z.NEVER;
  }
  return formatPhone(match[1]!);
});

/** The same, where a phone may be left empty (registration, contact, account). */
export const optionalPhoneSchema = phoneText.transform((value, ctx) => {
  if (value === '') return '';
  const match = MEXICAN_PHONE.exec(value.replace(/[\s().-]/g, ''));
  if (!match) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return formatPhone(match[1]!);
});
