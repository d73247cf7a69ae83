import type { DeliveryCalendar, DeliveryZone, ShopMoment } from '@huerta/contracts/rules';
import { addDays, clockLabel, deliveryDayLabel, deliveryDays } from '@huerta/contracts/rules';
import { currentLocale, t } from '../../i18n/i18n';
import { formatDate } from '../../i18n/format';

/*
 * The delivery day and window in the page's language. Spanish keeps the words of contracts/delivery.ts
 * (what the server, the e-mails and the order's pages say: «martes 24 de noviembre»); English spells
 * the day through Intl («Tuesday, November 24»).
 */

/** A `YYYY-MM-DD` delivery day: «martes 24 de noviembre» / «Tuesday, November 24». */
export const dayLabel = (day: string): string =>
  currentLocale() === 'es' ? deliveryDayLabel(day) : formatDate(new Date(`${day}T12:00:00Z`), { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * A window's name as the owner wrote it in the back office («Mañana (9:00 a 13:00)»): the shop's own
 * windows have their English, any other name shows as written.
 */
export const windowLabel = (name: string): string => t(name);

/** The order's delivery, as `deliveryLabel` says it: «martes 24 de noviembre · Mañana (9:00 a 13:00)». */
export const slotLabel = (day: string | null, window: string | null): string | null =>
  day ? [dayLabel(day), window ? windowLabel(window) : null].filter(Boolean).join(' · ') : null;

/**
 * The promise shown in the cart and checkout (the rule of `deliveryPromise` in contracts/delivery.ts, in
 * the page's language): «Pide antes de las 11:00 pm y recibe mañana martes 24 de noviembre» while the
 * cut-off still makes a difference; otherwise the day an order placed now gets.
 */
export function promiseLabel(at: ShopMoment, zone: Pick<DeliveryZone, 'diasEntrega'>, calendar: DeliveryCalendar): string | null {
  const [first] = deliveryDays(at, zone, calendar, 1);
  if (!first) return null;
  const tomorrow = first === addDays(at.day, 1);
  const dia = dayLabel(first);
  const late = deliveryDays({ day: at.day, minute: calendar.cutoffMinute }, zone, calendar, 1)[0];
  if (at.minute < calendar.cutoffMinute && late !== first) {
    const hora = clockLabel(calendar.cutoffMinute);
    return tomorrow ? t('Pide antes de las {hora} y recibe mañana {dia}', { hora, dia }) : t('Pide antes de las {hora} y recibe el {dia}', { hora, dia });
  }
  return tomorrow ? t('Recibe tu pedido mañana {dia}', { dia }) : t('Recibe tu pedido el {dia}', { dia });
}

const DAY_NAMES = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
/** 0 Sunday … 6 Saturday, short: «mié» / «Wed». */
const shortDay = (d: number): string =>
  currentLocale() === 'es' ? DAY_NAMES[d]! : formatDate(new Date(Date.UTC(2024, 0, 7 + d, 12)), { weekday: 'short', timeZone: 'UTC' });

/** [1,2,3,4,5,6] → "lun a sáb" / "Mon–Sat"; [2,4,6] → "mar, jue y sáb" / "Tue, Thu, and Sat". */
export function weekdaysLabel(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const run = sorted.every((d, i) => i === 0 || (d + 6) % 7 === ((sorted[i - 1]! + 6) % 7) + 1);
  if (sorted.length >= 3 && run) return t('{desde} a {hasta}', { desde: shortDay(sorted[0]!), hasta: shortDay(sorted.at(-1)!) });
  const names = sorted.map(shortDay);
  if (currentLocale() !== 'es') return new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(names);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : (names[0] ?? '');
}

/** contracts' DELIVERY_MESSAGES in the page's language (Spanish word for word). */
export const deliveryMessages = {
  unknownPostalCode: (cp: string) => t('Aún no entregamos en el código postal {cp}. Escríbenos por WhatsApp y vemos cómo ayudarte.', { cp }),
  belowMinimum: (zona: string, minimo: string, faltan: string) => t('El pedido mínimo para entregar en {zona} es de {minimo}: te faltan {faltan}.', { zona, minimo, faltan }),
};
