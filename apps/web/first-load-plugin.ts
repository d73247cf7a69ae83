import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Modules that main.tsx imports one by one, each run as a task of its own (src/boot/). */
const BOOT_STAGE = /\/src\/boot\/[\w-]+\.tsx?$/;

type Chunk = { type: 'chunk'; isEntry: boolean; fileName: string; imports: string[]; dynamicImports: string[]; facadeModuleId: string | null; moduleIds: string[] };
export type Bundle = Record<string, Chunk | { type: 'asset' }>;

/**
 * The first screen's JavaScript: the entry chunk, the boot stages it imports one after the other
 * (src/main.tsx), and every chunk those import statically. Two things follow from knowing it:
 * - The shell preloads the boot stages too (Vite links only the entry's static imports), so splitting
 *   the start into stages adds no round trip: every file is downloading before the first one runs.
 * - V8 compiles these files eagerly, off the main thread, while they stream in. Almost every function
 *   in them runs while the page starts; without the hint V8 pre-parses each one and compiles it on the
 *   main thread the first time it is called — measured, about a third of the main thread's work after
 *   the first paint. Route chunks loaded later keep V8's lazy default.
 */
export function firstLoad(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'huerta-first-load',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const tags: HtmlTagDescriptor[] = firstLoadChunks(ctx.bundle as Bundle)
          .filter((file) => file !== ctx.chunk?.fileName)
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: base + file }, injectTo: 'head' }));
        return { html, tags };
      },
    },
    // After every plugin has produced its final code: the comment must be the file's first line.
    writeBundle(_options, bundle) {
      for (const file of firstLoadChunks(bundle as Bundle)) {
        const chunk = bundle[file];
        // Small chunks (glue between chunks, React's 7 KB): not worth the comment's bytes in the home budget.
        if (chunk?.type !== 'chunk' || chunk.code.length < 8192) continue;
        const path = join(outDir, file);
        writeFileSync(path, COMPILE_HINT + readFileSync(path, 'utf8'));
      }
    },
  };
}

const entries = (bundle: Bundle): string[] => Object.values(bundle).flatMap((c) => (c.type === 'chunk' && c.isEntry ? [c.fileName] : []));

export function firstLoadChunks(bundle: Bundle): string[] {
  const stages = entries(bundle).flatMap((file) => {
    const entry = bundle[file] as Chunk;
    return entry.dynamicImports.filter((f) => {
      const chunk = bundle[f];
      // By its modules, not only its facade: a stage also imported statically by a route chunk (React DOM's
      // flushSync, for the cart's focus moves) is a shared chunk, without a facade module.
      return chunk?.type === 'chunk' && (BOOT_STAGE.test(chunk.facadeModuleId ?? '') || chunk.moduleIds.some((id) => BOOT_STAGE.test(id)));
    });
  });
  return [...staticClosure(bundle, [...entries(bundle), ...stages])];
}

/** The chunks `roots` are, and every chunk they import statically, transitively. */
export function staticClosure(bundle: Bundle, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}
