import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The storefront's translations, compiled when the app is built so the browser ships Lingui's small
 * runtime (~2.4 KB gzip) and not its ICU message parser (~7 KB).
 *
 * A message's id is the Spanish text itself (SPEC.md's texts, unchanged); `src/i18n/en/*.json` map it to
 * English, one file per area of the shop. `virtual:messages/en` is every English message, compiled. Spanish
 * needs no catalogue: a message is its own id (src/i18n/i18n.ts).
 */
export function messages(dir: string): Plugin {
  const id = 'virtual:messages/en';
  return {
    name: 'huerta-messages',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(source) {
      if (source !== `\0${id}`) return null;
      const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
      for (const f of files) this.addWatchFile(join(dir, f));
      const catalogue = readCatalogue(dir);
      const compiled = Object.fromEntries(Object.entries(catalogue).map(([es, en]) => [es, compileMessage(en)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/** Every `src/i18n/en/*.json` merged; an id written twice with two translations is an error. */
export function readCatalogue(dir: string): Record<string, string> {
  const all: Record<string, string> = {};
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const part = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>;
    for (const [es, en] of Object.entries(part)) {
      if (es in all && all[es] !== en) throw new Error(`${f}: «${es}» ya tiene otra traducción («${all[es]}»)`);
      all[es] = en;
    }
  }
  return all;
}
