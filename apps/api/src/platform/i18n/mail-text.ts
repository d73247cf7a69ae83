import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { SUBSTITUTION_LABELS, clockLabel, deliveryDayLabel, deliveryLabel, formatMXN, refundArrival, refundSentence, type Substitution } from '@huerta/contracts';
import { EN_MAILS, EN_WINDOWS } from './en-mails';
import { idiomaOf, type Idioma } from './locale';

type Values = Record<string, string | number>;

/**
 * What a customer's e-mail is written with, in the customer's language: `t()` for its sentences
 * (Lingui, keyed by the Spanish text), money and dates formatted for the language, and links to the
 * storefront's pages in that language.
 */
export interface MailText {
  readonly idioma: Idioma;
  /** A sentence: `t('Hola {nombre}:', { nombre })`. The id is the Spanish text exactly as the e-mail says it. */
  t(id: string, values?: Values): string;
  /** "$1,234.50" in Spanish (formatMXN, unchanged), "MX$1,234.50" in English. */
  money(centavos: number): string;
  /** An order's delivery day and window: «martes 24 de noviembre · Mañana (9:00 a 13:00)» / «Tuesday, November 24 · Morning (9 am–1 pm)». */
  delivery(dia: string | null, ventana: string | null): string | null;
  /** What the customer is told of a paid order's refund, made on `fecha` (the shop's local date) or in process. */
  refund(totalCentavos: number, fecha: string | null): string;
  /** An instant on the shop's clock: «jueves 26 de noviembre, 11:59 pm» / «Thursday, November 26, 11:59 PM». */
  moment(iso: string): string;
  /** A line's wish if it runs out, in words. */
  substitution(s: string): string;
  /** A storefront page's address in the language: `/reset-password?…` → `/en/reset-password?…` in English. */
  link(publicUrl: string, path: string): string;
}

/**
 * One Lingui instance per language, created on first use: English with the catalogue's translations,
 * Spanish with its ids (a message is its own Spanish). A missing id is compiled at run time (fine on the
 * server) and shows its Spanish — mail-text.test.ts checks every id the e-mails use has its English.
 */
const instances = new Map<Idioma, I18n>();
function i18nFor(idioma: Idioma): I18n {
  let i18n = instances.get(idioma);
  if (!i18n) {
    const messages = Object.fromEntries(Object.entries(EN_MAILS).map(([es, en]) => [es, compileMessage(idioma === 'en' ? en : es)]));
    i18n = setupI18n({ locale: idioma, messages: { [idioma]: messages } });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(idioma, i18n);
  }
  return i18n;
}

/**
 * Values go in as markers and are put back after Lingui rendered the message: whatever a customer typed
 * (a name, an address, a note) comes out exactly as typed — Lingui would decode a typed «\u0041».
 */
const MARK = (n: number) => `\u{E000}${n}\u{E001}`;
const MARKS = /\u{E000}(\d+)\u{E001}/gu;

function render(idioma: Idioma, id: string, values?: Values): string {
  const texts: string[] = [];
  const marked: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    // Numbers stay numbers (ICU plurals need them); order numbers and amounts arrive as text.
    if (typeof value === 'number') marked[key] = value;
    else marked[key] = MARK(texts.push(value) - 1);
  }
  return i18nFor(idioma)._(id, marked).replace(MARKS, (_, i: string) => texts[Number(i)]!);
}

// English formats through Intl, created on first use (Spanish keeps the shop's written-out formats: no ICU data loaded).
let englishMoney: Intl.NumberFormat | null = null;
let englishDay: Intl.DateTimeFormat | null = null;
let englishWeekday: Intl.DateTimeFormat | null = null;
/** `YYYY-MM-DD` read as a calendar date (noon UTC, formatted in UTC: no zone moves it to another day). */
const calendarDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
const englishDate = (iso: string) => (englishDay ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })).format(calendarDate(iso));
const englishDeliveryDay = (iso: string) =>
  (englishWeekday ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })).format(calendarDate(iso));

/** The instant's shop day and minute (the process runs on the shop's time zone: server.ts sets TZ). */
const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
let englishMoment: Intl.DateTimeFormat | null = null;

const spanish: MailText = {
  idioma: 'es',
  t: (id, values) => render('es', id, values),
  money: formatMXN,
  delivery: deliveryLabel,
  // Word for word the sentence the shop has always sent (contracts/refund.ts).
  refund: (totalCentavos, fecha) => refundSentence(formatMXN(totalCentavos), fecha),
  moment: (iso) => {
    const d = new Date(iso);
    return `${deliveryDayLabel(localDay(d))}, ${clockLabel(d.getHours() * 60 + d.getMinutes())}`;
  },
  substitution: (s) => SUBSTITUTION_LABELS[s as Substitution] ?? s,
  link: (publicUrl, path) => `${publicUrl}${path}`,
};

const english: MailText = {
  idioma: 'en',
  t: (id, values) => render('en', id, values),
  money: (centavos) => (englishMoney ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'MXN' })).format(centavos / 100),
  delivery: (dia, ventana) => (dia ? [englishDeliveryDay(dia), ventana ? (EN_WINDOWS[ventana] ?? ventana) : null].filter(Boolean).join(' · ') : null),
  refund(totalCentavos, fecha) {
    const monto = english.money(totalCentavos);
    if (!fecha) return english.t('El reembolso de {monto} a la tarjeta con la que pagaste está en proceso: te escribimos en cuanto quede hecho.', { monto });
    const { desde, hasta } = refundArrival(fecha);
    return english.t('Te reembolsamos {monto} a la tarjeta con la que pagaste el {fecha}; según tu banco, se verá en tu estado de cuenta entre el {desde} y el {hasta}.', {
      monto,
      fecha: englishDate(fecha),
      desde: englishDate(desde),
      hasta: englishDate(hasta),
    });
  },
  moment: (iso) => (englishMoment ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' })).format(new Date(iso)),
  substitution: (s) => {
    const label = SUBSTITUTION_LABELS[s as Substitution];
    return label ? english.t(label) : s;
  },
  link: (publicUrl, path) => `${publicUrl}/en${path}`,
};

/** The e-mail writer for a language as stored (`usuarios.idioma`, `pedidos.idioma`) or asked: anything but «en» is Spanish. */
export const mailText = (idioma: unknown): MailText => (idiomaOf(idioma) === 'en' ? english : spanish);
