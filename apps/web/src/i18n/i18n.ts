import type { I18n } from '@lingui/core';
import type * as EnglishModuleNs from './english';

type EnglishModule = typeof EnglishModuleNs;
import { parseMessage, type Part } from './icu-subset';
import { localizePath, type Locale } from './locale';

/**
 * The storefront's translations. Messages are keyed by their Spanish text (SPEC.md's, unchanged) and
 * compiled at build time by Lingui's compiler (messages-plugin.ts).
 * - Spanish, the shop's default, loads no i18n runtime: a message is its own id, and the few with
 *   placeholders or plurals are read here (icu-subset.ts: the part of ICU the shop's Spanish messages use,
 *   checked against Lingui's compiler for every message) — the home page's JavaScript budget, README
 *   «Performance», had room neither for a runtime every Spanish page would carry nor for a compiled
 *   Spanish catalogue of every page's messages (1.9 KB gzip).
 * - English loads Lingui's runtime with its compiled catalogue, as a chunk of its own, the first time a
 *   page is shown in English (english.ts).
 */

type Values = Record<string, string | number | null | undefined>;

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
  if (!/[{#]/.test(id)) return id;
  let parts = spanish.get(id);
  if (!parts) spanish.set(id, (parts = parseMessage(id)));
  return render(parts, values);
}

/** Spanish messages with placeholders, read once each. */
const spanish = new Map<string, Part[]>();

export const currentLocale = (): Locale => locale;

let loadingEnglish: Promise<I18n> | null = null;
let englishModule: EnglishModule | null = null;

/** The English chunk's own parts (the content overlay), once loaded: always before an English page renders. */
export const englishParts = () => englishModule;

/** Loads a language's messages (once) and makes it the page's. */
export async function activateLocale(next: Locale): Promise<void> {
  if (next === 'en') english = await (loadingEnglish ??= import('./english').then((m) => ((englishModule = m), m.englishI18n())));
  if (typeof document !== 'undefined') document.documentElement.lang = next === 'en' ? 'en' : 'es-MX';
  if (locale === next) return;
  locale = next;
  for (const l of listeners) l();
}

/**
 * The language of the page the server renders next (apps/web src/entry-server.tsx): set synchronously right
 * before `renderToString`, which is synchronous, so requests in two languages never mix. English is loaded first.
 */
export function setRenderLocale(next: Locale): void {
  if (next === 'en' && !english) throw new Error('English is not loaded');
  locale = next;
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
