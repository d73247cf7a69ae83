/**
 * Delivery zones and the delivery-day rule, shared by the cart, the checkout, the server's order and the
 * e-mails so that all of them promise the same day. Zod-free (the storefront loads it on every page) and
 * free of the machine's own time zone: every function works on the shop's wall clock (`ShopMoment`),
 * which `shopMoment` reads for the shop's zone whatever the device's zone is.
 */

export interface DeliveryZone {
  id: number;
  nombre: string;
  /** Postal codes served: single codes ("22800") or inclusive ranges ("22000-22699"). */
  codigosPostales: readonly string[];
  costoCentavos: number;
  /** Orders above this ship free. */
  gratisDesdeCentavos: number;
  /** Below this subtotal the zone takes no order. */
  minimoCentavos: number;
  /** Weekdays with deliveries: 0 Sunday … 6 Saturday. */
  diasEntrega: readonly number[];
  activa: boolean;
}

/** A moment as the shop's clock shows it: its calendar day and the minute of that day (0–1439). */
export interface ShopMoment {
  day: string;
  minute: number;
}

export const POSTAL_CODE = /^\d{5}$/;

const inRange = (range: string, cp: string) => {
  const [from, to = from] = range.split('-');
  return cp >= from! && cp <= to!;
};

/** The active zone that serves a postal code, if any. */
export const zoneForPostalCode = (zones: readonly DeliveryZone[], cp: string): DeliveryZone | undefined =>
  POSTAL_CODE.test(cp) ? zones.find((z) => z.activa && z.codigosPostales.some((r) => inRange(r, cp))) : undefined;

/** The zone's shipping rule in the shape the totals use. */
export const zoneShipping = (z: DeliveryZone) => ({ feeCentavos: z.costoCentavos, freeAboveCentavos: z.gratisDesdeCentavos });

/** A zone as `/api/config` serves it (pesos, the shop's rule already applied) in the shape the rules use. */
export const zoneFromPublic = (z: { id: number; nombre: string; codigosPostales: readonly string[]; costo: number; gratisDesde: number; minimo: number; diasEntrega: readonly number[] }): DeliveryZone => ({
  id: z.id,
  nombre: z.nombre,
  codigosPostales: z.codigosPostales,
  costoCentavos: Math.round(z.costo * 100),
  gratisDesdeCentavos: Math.round(z.gratisDesde * 100),
  minimoCentavos: Math.round(z.minimo * 100),
  diasEntrega: z.diasEntrega,
  activa: true,
});

/** The words the cart, the checkout and the server use for the same two refusals. */
export const DELIVERY_MESSAGES = {
  unknownPostalCode: (cp: string) => `Aún no entregamos en el código postal ${cp}. Escríbenos por WhatsApp y vemos cómo ayudarte.`,
  belowMinimum: (zone: string, minimum: string, missing: string) => `El pedido mínimo para entregar en ${zone} es de ${minimum}: te faltan ${missing}.`,
};

/** How much is missing to reach the zone's minimum order (0 when it is reached). */
export const missingForMinimum = (subtotal: number, z: DeliveryZone): number => Math.max(0, z.minimoCentavos - subtotal);

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs about 0.3 ms (ICU loads the
 * zone's rules each time) — profiled as 15 % of `crear-pedido`'s CPU, which asks the shop's day twice per order.
 */
const momentFormats = new Map<string, Intl.DateTimeFormat>();
function momentFormat(timeZone: string): Intl.DateTimeFormat {
  let format = momentFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    momentFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The last answer per time zone, by the minute it was asked in. `formatToParts` still cost ~10 µs a call and an
 * order asks two or three times within the same minute (a profile of `crear-pedido`, issue 48). Every zone's
 * offset since 1972 is a whole number of minutes, so one UTC minute is one wall-clock minute.
 */
const lastMoments = new Map<string, { minute: number; moment: ShopMoment }>();

/** The shop's wall clock at `now` in `timeZone` (Intl: the device's own zone never enters). */
export function shopMoment(now: Date, timeZone: string): ShopMoment {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastMoments.get(timeZone);
  if (last?.minute === minute) return { ...last.moment };
  const parts = Object.fromEntries(momentFormat(timeZone).formatToParts(now).map((p) => [p.type, p.value]));
  const moment = { day: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) };
  lastMoments.set(timeZone, { minute, moment });
  return { ...moment };
}

/** Calendar arithmetic on `YYYY-MM-DD` (UTC dates: no daylight-saving hour can move a day). */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

export interface DeliveryCalendar {
  /** Minute of the day from which an order counts as the next day's (23:00 → 1380). */
  cutoffMinute: number;
  /** Days the shop does not deliver (holidays), `YYYY-MM-DD`. */
  closed: readonly string[];
}

/** The owner's calendar as stored and served (`corte` "23:00", `cerrados`) in the shape the rule takes. */
export const calendarOf = (c: { corte: string; cerrados: readonly string[] }): DeliveryCalendar => ({ cutoffMinute: minuteOfDay(c.corte), closed: c.cerrados });

/** How far ahead a shopper may choose a day. */
export const DELIVERY_HORIZON_DAYS = 14;

/**
 * The days an order placed at `at` can be delivered in a zone, earliest first: from tomorrow when it
 * is placed before the cut-off, from the day after otherwise; only the zone's weekdays; never a closed day.
 */
export function deliveryDays(at: ShopMoment, zone: Pick<DeliveryZone, 'diasEntrega'>, calendar: DeliveryCalendar, count = 6): string[] {
  const first = addDays(at.day, at.minute < calendar.cutoffMinute ? 1 : 2);
  const days: string[] = [];
  for (let i = 0; i < DELIVERY_HORIZON_DAYS && days.length < count; i++) {
    const d = addDays(first, i);
    if (zone.diasEntrega.includes(weekdayOf(d)) && !calendar.closed.includes(d)) days.push(d);
  }
  return days;
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** "martes 24 de noviembre · Mañana (9:00 a 13:00)": the order's delivery as every page and e-mail says it. */
export const deliveryLabel = (dia: string | null, ventana: string | null): string | null => (dia ? [deliveryDayLabel(dia), ventana].filter(Boolean).join(' · ') : null);

/** "martes 24 de noviembre". */
export const deliveryDayLabel = (day: string): string => `${WEEKDAYS[weekdayOf(day)]} ${Number(day.slice(8, 10))} de ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/** "23:00" → 1380. */
export const minuteOfDay = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** 1380 → "11:00 pm", 540 → "9:00 am", 720 → "12:00 pm". */
export const clockLabel = (minute: number): string => {
  const h = Math.floor(minute / 60);
  const m = String(minute % 60).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'am' : 'pm'}`;
};

/**
 * The promise shown in the cart and checkout: «Pide antes de las 11:00 pm y recibe mañana martes 24 de
 * noviembre» while the cut-off still makes a difference; otherwise the day an order placed now gets.
 */
export function deliveryPromise(at: ShopMoment, zone: Pick<DeliveryZone, 'diasEntrega'>, calendar: DeliveryCalendar): string | null {
  const [first] = deliveryDays(at, zone, calendar, 1);
  if (!first) return null;
  const when = `${first === addDays(at.day, 1) ? 'mañana ' : 'el '}${deliveryDayLabel(first)}`;
  // Would the same order placed after the cut-off get a later day? Then the cut-off is worth saying.
  const late = deliveryDays({ day: at.day, minute: calendar.cutoffMinute }, zone, calendar, 1)[0];
  if (at.minute < calendar.cutoffMinute && late !== first) return `Pide antes de las ${clockLabel(calendar.cutoffMinute)} y recibe ${when}`;
  return `Recibe tu pedido ${when}`;
}
