import es from 'virtual:messages/es';
import type { I18n } from '@lingui/core';
import { localizePath, type Locale } from './locale';

/**
 * The storefront's translations. Messages are keyed by their Spanish text (SPEC.md's, unchanged) and
 * compiled at build time by Lingui's compiler (messages-plugin.ts).
 * - Spanish, the shop's default, loads no i18n runtime: a message is its own id, and the few with
 *   placeholders or plurals are rendered from their compiled form here (the home page's JavaScript budget,
 *   README «Performance», has no room for a runtime every Spanish page would carry).
 * - English loads Lingui's runtime with its compiled catalogue, as a chunk of its own, the first time a
 *   page is shown in English (english.ts).
 */

type Values = Record<string, string | number | null | undefined>;
type Part = string | [name: string, kind?: string, cases?: Record<string, Part[]>];

let locale: Locale = 'es';
let english: I18n | null = null;
const listeners = new Set<() => void>();

/** A compiled Spanish message with its values: `{nombre}`, `{n, plural, one {…} other {…}}`, `{x, select, …}`. */
function render(parts: readonly Part[], values: Values | undefined, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part === '#' && count !== undefined ? String(count) : part;
    else {
      const [name, kind, cases] = part;
      const value = values?.[name];
      if (kind === 'plural' && cases) {
        const n = Number(value);
        // Spanish has two forms in everyday counts: one (1) and other.
        out += render(cases[String(n)] ?? (n === 1 ? cases.one : undefined) ?? cases.other ?? [], values, n);
      } else if (kind === 'select' && cases) out += render(cases[String(value)] ?? cases.other ?? [], values, count);
      else out += value ?? '';
    }
  }
  return out;
}

/**
 * A storefront text in the page's language: `t('Agregar al carrito')`, `t('Hola, {nombre}', { nombre })`.
 * Called while rendering, never at module level (the language can change); the shop renders again from
 * its root when it does.
 */
export function t(id: string, values?: Values): string {
  if (locale === 'en' && english) return english._(id, values);
  const compiled = (es as Record<string, Part[] | undefined>)[id];
  return compiled ? render(compiled, values) : id;
}

export const currentLocale = (): Locale => locale;

let loadingEnglish: Promise<I18n> | null = null;

/** Loads a language's messages (once) and makes it the page's. */
export async function activateLocale(next: Locale): Promise<void> {
  if (next === 'en') english = await (loadingEnglish ??= import('./english').then((m) => m.englishI18n()));
  document.documentElement.lang = next === 'en' ? 'en' : 'es-MX';
  if (locale === next) return;
  locale = next;
  for (const l of listeners) l();
}

/** Called when the page's language changes; returns the way to stop. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The address of the current page's content in the page's language (links outside the router). */
export const localHref = (path: string): string => localizePath(path, locale);

/**
 * Marks a Spanish text kept in a constant (a list of labels) as a message id, translated later with
 * `t(label)`; the catalogue test (catalogue.test.ts) finds its English through this mark.
 */
export const msg = <const S extends string>(id: S): S => id;
