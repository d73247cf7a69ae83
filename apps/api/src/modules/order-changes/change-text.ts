import { AppError } from '../../platform/errors';
import { localizedError } from '../../platform/i18n/error-text';
import { mailText } from '../../platform/i18n/mail-text';
import type { Idioma } from '../../platform/i18n/locale';

type Values = Record<string, string | number>;

/**
 * A refusal of «Modificar pedido» (409): in English for an order placed in English — its e-mail's link may open
 * the page in either language — else in the page's language (`x-idioma`), Spanish exactly as written.
 * `text` is given the order's or the page's MailText (money formatted for it).
 */
export function changeRefusal(idioma: string | null | undefined, text: (m: ReturnType<typeof mailText>) => string): AppError {
  if (idioma === 'en') return new AppError(409, text(mailText('en' satisfies Idioma)));
  return localizedError(409, text);
}

/** The same for a fixed sentence of the catalogue (the refusals of contracts' CHANGE_REFUSALS). */
export const refusalOf = (idioma: string | null | undefined, id: string, values?: Values) => changeRefusal(idioma, (m) => m.t(id, values));
