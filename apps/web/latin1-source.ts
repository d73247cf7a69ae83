import type { Plugin } from 'vite';

/**
 * Writes every character above U+00FF of the server renderer's output as a `\uXXXX` escape. V8 keeps a module's
 * source for as long as the process runs, one byte per character when all of them fit in Latin-1 and two
 * otherwise: a single `…` or `≈` in the shop's texts doubled the API's copy of this bundle (issue 48, peak RSS).
 * Above U+00FF such characters only occur in string, template and regex literals and comments, where the escape
 * means the same character (no template in this bundle reads `.raw`).
 */
export function latin1Source(): Plugin {
  return {
    name: 'huerta-latin1-source',
    apply: 'build',
    enforce: 'post',
    // After minifying (which writes the characters back): the chunks as they are written.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        // Without the `u` flag an astral character is two code units, each escaped: the pair stays the character.
        if (chunk.type === 'chunk') chunk.code = chunk.code.replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
      }
    },
  };
}
