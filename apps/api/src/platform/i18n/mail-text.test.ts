import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_WINDOWS, formatMXN, refundSentence } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { EN_MAILS, EN_WINDOWS } from './en-mails';
import { idiomaOf, idiomaOfHeaders } from './locale';
import { mailText } from './mail-text';

/** The files that write customers' e-mails with `m.t('…')`. */
const SOURCES = ['../../modules/orders/order-mails.ts', '../../modules/accounts/accounts.ts', '../../modules/accounts/email-verification.ts', '../../modules/facturas/facturas.ts', '../../modules/orders/admin-orders.ts', './mail-text.ts', '../../modules/orders/orders.ts', '../../modules/orders/order-writes.ts', '../../modules/delivery/delivery-zones.ts', '../../modules/reminders/reminder-mails.ts'];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('x-idioma', () => {
  it('is English only when it says exactly «en»; anything else is Spanish', () => {
    expect(idiomaOf('en')).toBe('en');
    for (const value of ['es', 'EN', ' en', 'en-US', 'english', 'fr', '', undefined, null, ['en'], 1]) expect(idiomaOf(value)).toBe('es');
    expect(idiomaOfHeaders({ 'x-idioma': 'en' })).toBe('en');
    expect(idiomaOfHeaders({})).toBe('es');
    expect(mailText('en').idioma).toBe('en');
    expect(mailText('zz').idioma).toBe('es');
  });
});

describe('the English catalogue of e-mails', () => {
  it('has the English of every message the e-mails use', () => {
    const used = new Set<string>();
    for (const file of SOURCES) {
      const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      for (const m of source.matchAll(/\b(?:m|english)\.t\(\s*'((?:[^'\\]|\\.)*)'/g)) used.add(m[1]!.replace(/\\n/g, '\n').replace(/\\'/g, "'"));
    }
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((id) => !(id in EN_MAILS))).toEqual([]);
  });

  it('keeps every placeholder of the Spanish in the English', () => {
    for (const [es, en] of Object.entries(EN_MAILS)) expect(placeholders(en), es).toEqual(placeholders(es));
  });

  it('renders each Spanish message as its id with the values in place (Spanish e-mails unchanged)', () => {
    const es = mailText('es');
    for (const id of Object.keys(EN_MAILS)) {
      const values = Object.fromEntries(placeholders(id).map((name) => [name, `<${name} \\u0041 {x} # '>`]));
      expect(es.t(id, values)).toBe(id.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!));
    }
  });

  it('renders English with whatever a customer typed left exactly as typed', () => {
    expect(mailText('en').t('Hola {nombre}:', { nombre: "O'Brien \\u0041 {x} #" })).toBe("Hi O'Brien \\u0041 {x} #,");
    expect(mailText('en').t('Nota: {nota}', { nota: 'sin {chile}' })).toBe('Note: sin {chile}');
  });
});

describe('money and dates in e-mails', () => {
  const en = mailText('en');
  const es = mailText('es');

  it('writes money as the shop always did in Spanish, as MX$ in English', () => {
    for (const c of [0, 5, 4590, 123450, 100000000]) expect(es.money(c)).toBe(formatMXN(c));
    expect(en.money(123450)).toBe('MX$1,234.50');
    expect(en.money(0)).toBe('MX$0.00');
  });

  it('writes the delivery day and the shop’s own windows in the language; a window the owner named otherwise keeps its name', () => {
    expect(es.delivery('2026-11-24', 'Mañana (9:00 a 13:00)')).toBe('martes 24 de noviembre · Mañana (9:00 a 13:00)');
    expect(en.delivery('2026-11-24', 'Mañana (9:00 a 13:00)')).toBe('Tuesday, November 24 · Morning (9 am–1 pm)');
    expect(en.delivery('2026-11-24', 'Tarde (15:00 a 19:00)')).toBe('Tuesday, November 24 · Afternoon (3–7 pm)');
    expect(en.delivery('2026-11-24', 'Antes de las 10 (restaurantes)')).toBe('Tuesday, November 24 · Antes de las 10 (restaurantes)');
    // Word for word as the English checkout showed it, for every window a new shop has.
    const storefront = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../web/src/i18n/en/checkout.json', import.meta.url)), 'utf8')) as Record<string, string>;
    for (const w of DEFAULT_WINDOWS) expect(EN_WINDOWS[w.nombre], w.nombre).toBe(storefront[w.nombre]);
    expect(en.delivery('2027-01-01', null)).toBe('Friday, January 1');
    expect(en.delivery(null, 'x')).toBeNull();
    expect(en.t('Día de entrega: {entrega}.', { entrega: en.delivery('2026-11-24', null)! })).toBe('Delivery day: Tuesday, November 24.');
  });

  it('tells a refund in the language (Spanish: the contracts’ sentence, word for word)', () => {
    expect(es.refund(123450, '2026-11-20')).toBe(refundSentence('$1,234.50', '2026-11-20'));
    expect(es.refund(123450, null)).toBe(refundSentence('$1,234.50', null));
    expect(en.refund(123450, '2026-11-20')).toBe(
      'We refunded MX$1,234.50 to the card you paid with on November 20; depending on your bank, it will show on your statement between November 27 and December 4.',
    );
    expect(en.refund(5000, null)).toBe('The refund of MX$50.00 to the card you paid with is in process: we will write to you as soon as it is done.');
  });

  it('names substitutions and links pages in the language', () => {
    expect(es.substitution('llamar')).toBe('Llamarme');
    expect(en.substitution('similar')).toBe('Substitute with a similar item');
    expect(en.substitution('otra')).toBe('otra');
    expect(es.link('https://huertabaja.mx', '/account')).toBe('https://huertabaja.mx/account');
    expect(en.link('https://huertabaja.mx', '/reset-password?token=x')).toBe('https://huertabaja.mx/en/reset-password?token=x');
  });
});
