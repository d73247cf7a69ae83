import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheBody, type CachedBody } from './cached-json';

/**
 * An app's HTML page, compressed once at start: revalidated on every load (`no-cache` + ETag, so a deploy
 * is picked up at once), brotli or gzip as the browser accepts. `status` other than 200 skips the 304.
 */
export function sendShell(request: FastifyRequest, reply: FastifyReply, shell: CachedBody, status = 200) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (status !== 200) reply.code(status);
  else if (request.headers['if-none-match'] === shell.etag) return reply.code(304).send();
  else reply.header('etag', shell.etag);
  const accept = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(shell.br);
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(shell.gzip);
  return reply.send(shell.body);
}

/** The start batch's preload as an English page sends it: `catalog.translations({ idioma: 'en' })` after the config. */
export const englishStart = (html: string) =>
  html.replace(
    /(href="\/trpc\/catalog\.config,)([\w.,]+)\?batch=1&amp;input=%7B%7D"/,
    (_m, head: string, rest: string) => `${head}catalog.translations,${rest}?batch=1&amp;input=${encodeURIComponent(JSON.stringify({ 1: { idioma: 'en' } }))}"`,
  );

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An app's page with the shop's name filled in (`%STORE_NAME%`, `%STORE_NAME_UPPER%`) and, when given,
 * more of `<head>` (a page's own preloads), built and compressed again only when one of them changes.
 */
export function namedShell(template: string) {
  const built = new Map<string, CachedBody>();
  return (name: string, head = '', page?: { title: string; description: string }, lang: 'es' | 'en' = 'es'): CachedBody => {
    const key = `${lang}\u0000${name}\u0000${head}\u0000${page?.title ?? ''}\u0000${page?.description ?? ''}`;
    let shell = built.get(key);
    if (!shell) {
      // One variant per page that names its own files (the hero's pages, each code-split route: ~20) and per
      // product page; a renamed shop, a new first slide or a new price leaves old ones behind, so the map is
      // emptied rather than left to grow.
      if (built.size >= 256) built.clear();
      // A page's own title and description (a product's), for crawlers and link previews (seo.ts).
      const titled = page
        ? template
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
            .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(page.description)}"`)
        : template;
      // The English pages (/en/…) say so before any script runs: screen readers and crawlers read it; their
      // start batch asks for the owner's English too (apps/web modules/layout/start-data.tsx), so the preload
      // names that batch, or the browser would fetch the Spanish one for nothing and then the English.
      const html = (lang === 'en' ? englishStart(titled.replace(/<html lang="[^"]*"/, '<html lang="en"')) : titled)
        .replaceAll('%STORE_NAME_UPPER%', escapeHtml(name.toUpperCase()))
        .replaceAll('%STORE_NAME%', escapeHtml(name))
        .replace('</head>', `${head}</head>`);
      shell = cacheBody(Buffer.from(html));
      built.set(key, shell);
    }
    return shell;
  };
}

/** `<link rel=preload>` for an image shown as `<img src srcset sizes>`, so the browser picks the same file. */
export function imagePreload(src: string, srcset: string | undefined, sizes: string): string {
  const set = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high">`;
}
