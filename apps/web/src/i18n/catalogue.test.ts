import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../messages-plugin';
import { parseMessage } from './icu-subset';

// Every storefront text goes through t() and has its English (the browser test, e2e/tests/english.test.ts,
// reads the pages themselves).
const SRC = new URL('..', import.meta.url).pathname;
const catalogue = readCatalogue(join(SRC, 'i18n/en'));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.(test|d)\.ts$/.test(f) && !f.endsWith('.gen.ts') ? [p] : [];
  });
}

/** Comments say why, in Spanish or English: they are not texts. */
const withoutComments = (text: string) => text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const files = sources(SRC).map((p) => ({ path: relative(SRC, p), text: withoutComments(readFileSync(p, 'utf8')) }));
/** t('…') / t("…") with a literal id (a template literal without ${} too). */
const CALL = /\b(?:t|msg)\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`([^`$]*)`)/g;
const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

/** Text a shopper sees or hears written in a .tsx file instead of through t(). */
function literalTexts(path: string, text: string): string[] {
  if (!path.endsWith('.tsx')) return [];
  const found: string[] = [];
  // JSX text between tags, and the attributes a shopper reads or a screen reader says.
  for (const m of text.matchAll(/>([^<>{}=;()]*\p{L}[^<>{}=;()]*)</gu)) {
    const s = m[1]!.trim();
    if (s && !/^[\p{Lu}\d\s.,·|/-]{1,3}$/u.test(s)) found.push(s);
  }
  for (const m of text.matchAll(/\b(?:aria-label|title|placeholder|alt|label)="([^"]*\p{L}[^"]*)"/gu)) found.push(m[1]!);
  return found;
}

describe('storefront texts', () => {
  it('every text given to t() has its English', () => {
    const missing = files.flatMap(({ path, text }) =>
      [...text.matchAll(CALL)].map((m) => unescape(m[1] ?? m[2] ?? m[3] ?? '')).filter((id) => !(id in catalogue)).map((id) => `${path}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('no text is written in a component without t()', () => {
    const literal = files.flatMap(({ path, text }) => literalTexts(path, text).map((s) => `${path}: ${s}`));
    expect(literal).toEqual([]);
  });

  it('each Spanish message reads as Lingui’s compiler reads it (the storefront reads Spanish itself)', () => {
    const asParts = (m: ReturnType<typeof compileMessage>) => (typeof m === 'string' ? (m ? [m] : []) : m);
    for (const es of Object.keys(catalogue)) expect(parseMessage(es), es).toEqual(asParts(compileMessage(es)));
    // And the forms the catalogue may not have yet.
    for (const m of ['{n, plural, =0 {nada} one {uno} other {# de {x}}}', 'a {g, select, m {él} other {ella}}', 'Total: {n, number}', 'Pedido #{id}'])
      expect(parseMessage(m), m).toEqual(asParts(compileMessage(m)));
  });

  it('each English message compiles and keeps the Spanish placeholders', () => {
    const names = (m: string) => [...m.matchAll(/\{\s*(\w+)/g)].map((x) => x[1]).sort();
    for (const [es, en] of Object.entries(catalogue)) {
      expect(() => compileMessage(en), en).not.toThrow();
      expect(names(en), es).toEqual(names(es));
      expect(en.trim(), es).not.toBe('');
    }
  });
});
