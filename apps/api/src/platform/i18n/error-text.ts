import { AppError, asAppError } from '../errors';
import type { Idioma } from './locale';
import { mailText, type MailText } from './mail-text';

/**
 * An expected failure whose message has values (a product's name, a day) and an English version: written
 * once as a message of the server's catalogue (en-mails.ts), Spanish exactly as before, English for a
 * storefront page in English (`x-idioma: en`, read by the tRPC and REST error handlers).
 */
export const localizedError = (status: number, text: (m: MailText) => string): AppError => new AppError(status, text(mailText('es')), text);

/** The error's message in the language, when it has one other than its Spanish. */
export function messageIn(error: unknown, idioma: Idioma | undefined): string | undefined {
  if (idioma !== 'en') return undefined;
  const known = asAppError(error);
  return known?.inLanguage?.(mailText('en'));
}
