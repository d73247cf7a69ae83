import { z } from 'zod';
import { requiredOr } from './common';
import { REQUIRED_MESSAGE } from './messages';
import { PHONE_CHARACTERS, PHONE_MESSAGE, normalizePhone } from './phone-rule';

const phoneText = z
  .string({ error: requiredOr('Debe ser texto.') })
  .trim()
  .max(30, 'Debe tener como máximo 30 caracteres.')
  .regex(PHONE_CHARACTERS, PHONE_MESSAGE);

/**
 * A Mexican phone: 10 digits, with spaces, dashes, dots, parentheses and a +52 prefix allowed, stored
 * as "646 123 4567". "abc" or a 7-digit number is refused with a message for people.
 */
export const phoneSchema = phoneText.transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: value ? PHONE_MESSAGE : REQUIRED_MESSAGE });
    return z.NEVER;
  }
  return phone;
});

/** The same, where a phone may be left empty (registration, contact, account). */
export const optionalPhoneSchema = phoneText.transform((value, ctx) => {
  if (value === '') return '';
  const phone = normalizePhone(value);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});
