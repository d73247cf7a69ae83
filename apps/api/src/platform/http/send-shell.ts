import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheBody, type CachedBody } from './cached-json';
import { escapeHtml } from '../html-text';

/**
 * An app's HTML page, compressed once at start: revalidated on every load (`no-cache` + ETag, so a deploy
 * is picked up at once), brotli or gzip as the browser accepts. `status` other than 200 skips the 304.
 */
export function sendShell(request: FastifyRequest, reply: FastifyReply, shell: CachedBody, status = 200, varyAlso?: string) {
  // `varyAlso`: 'cookie' where a session's cookie chooses between a rendered first screen and the plain shell.
  reply.header('cache-control', 'no-cache').header('vary', varyAlso ? `accept-encoding, ${varyAlso}` : 'accept-encoding').type('text/html; charset=utf-8');
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

/**
 * The template with its places filled in one pass: the shop's name (`%STORE_NAME%`, `%STORE_NAME_UPPER%`), a
 * page's own <title> and description when given, and more of `<head>` before `</head>`. Every value goes in
 * through a function, as written (a replacement string would read `$&` or `$'` in a name as patterns), and
 * nothing inserted is read again as template (a product named `%STORE_NAME%` keeps its name).
 */
function fill(template: string, name: string, head: string, page?: { title: string; description: string }): string {
  const places = page ? /<title>[^<]*<\/title>|<meta name="description" content="[^"]*"|%STORE_NAME(?:_UPPER)?%|<\/head>/g : /%STORE_NAME(?:_UPPER)?%|<\/head>/g;
  // The first <title>, description and </head> only, as the template has one of each (an inline SVG may have its own <title>).
  const seen = new Set<string>();
  return template.replace(places, (place) => {
    const kind = place.startsWith('<title>') ? 'title' : place.startsWith('<meta') ? 'description' : place === '</head>' ? 'head' : 'name';
    if (kind !== 'name' && seen.has(kind)) return place;
    seen.add(kind);
    if (kind === 'title') return `<title>${escapeHtml(page!.title)}</title>`;
    if (kind === 'description') return `<meta name="description" content="${escapeHtml(page!.description)}"`;
    if (kind === 'head') return `${head}</head>`;
    return escapeHtml(place === '%STORE_NAME_UPPER%' ? name.toUpperCase() : name);
  });
}

/**
 * An app's page with the shop's name filled in and, when given, a page's own title and description (a
 * product's, for crawlers and link previews: seo/) and more of `<head>` (a page's own preloads and JSON-LD),
 * built and compressed again only when one of them changes.
 */
export function namedShell(template: string) {
  const built = new Map<string, CachedBody>();
  // The English pages (/en/…) say so before any script runs: screen readers and crawlers read it; their
  // start batch asks for the owner's English too (apps/web modules/layout/start-data.tsx), so the preload
  // names that batch, or the browser would fetch the Spanish one for nothing and then the English.
  const templates = { es: template, en: englishStart(template.replace(/<html lang="[^"]*"/, '<html lang="en"')) };
  return (name: string, head = '', page?: { title: string; description: string }, lang: 'es' | 'en' = 'es'): CachedBody => {
    const key = `${lang}\u0000${name}\u0000${head}\u0000${page?.title ?? ''}\u0000${page?.description ?? ''}`;
    let shell = built.get(key);
    if (!shell) {
      // One variant per page that names its own files (the hero's pages, each code-split route: ~20) and per
      // product page; a renamed shop, a new first slide or a new price leaves old ones behind, so the map is
      // emptied rather than left to grow.
      if (built.size >= 256) built.clear();
      shell = cacheBody(Buffer.from(fill(templates[lang], name, head, page)));
      built.set(key, shell);
    }
    return shell;
  };
}

/**
 * The shell around a first screen the server rendered (modules/first-screen): the page is in the HTML, so
 * nothing waits for the start batch (its preload goes: the page's data comes with it) and the stylesheet is
 * linked, to style the first paint, instead of preloaded for the app to apply. Returns, per shop name, head and
 * language, the page with `#root`'s loading screen replaced by the markup and what follows `#root`.
 * `firstPaint`: the text of apps/web public/first-paint.js (firstPaintScript), written into the page.
 */
export function renderedShell(template: string, firstPaint?: string) {
  const page = template
    .replace(/<!--[^>]*-->\s*<link rel="preload" as="fetch"[^>]*href="\/trpc\/[^"]*"[^>]*>/, '')
    .replace(/<link rel="preload" as="style" crossorigin href="([^"]+)" data-app-styles>/, (_m, href: string) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const templates = { es: page, en: page.replace(/<html lang="[^"]*"/, '<html lang="en"') };
  return (name: string, head = '', seo: { title: string; description: string } | undefined, lang: 'es' | 'en') => {
    const { html: filled, script } = afterFirstPaint(fill(templates[lang], name, head, seo), firstPaint);
    const root = /<div id="root">[\s\S]*?<\/main><\/div>/.exec(filled);
    if (!root) throw new Error('the shell has no #root loading screen');
    const before = filled.slice(0, root.index), rest = filled.slice(root.index + root[0].length);
    const end = rest.lastIndexOf('</body>');
    const after = end < 0 ? rest + script : rest.slice(0, end) + script + rest.slice(end);
    // Concatenated, never through a replacement string: a product named `$&` keeps its name.
    return (markup: string, afterRoot: string) => `${before}<div id="root">${markup}</div>${afterRoot}${after}`;
  };
}

/**
 * The page's JavaScript only takes over what is already painted: its module preloads and entry are handed to
 * apps/web public/first-paint.js (kept minified by hand: it counts in the home page's JavaScript budget), which
 * asks for them once the page's main photo — the first `img[fetchpriority=high]` — is on the screen: its
 * `largest-contentful-paint` entry, which Chromium reports after the frame is presented (a frame callback runs
 * before it: the photo painted 60 ms after the app was asked for). Where the photo is not the largest paint, 500 ms
 * after it loads; where the browser reports no largest paint, after the frame that follows its load; with no
 * photo, at the first frame. Fetched at once, the files came in ahead of the stylesheet and the photo, and their
 * first run came before the largest paint, which Lighthouse's simulation then waits for (it counts every request
 * and task before the observed paint: the same page scored 1.4 s or 1.8–2.1 s by which came first). A press or key,
 * or 3 s without the photo, starts them at once: a slow picture never keeps the page from working. The plain shell
 * (a page the browser draws) loads its files as before.
 * The script is written into the page, last in `<body>` (it looks for the photo as it runs; the CSP names its hash,
 * firstPaintScript): as a file of its own it was one more request before the photo's paint on a slow phone. The web
 * app manifest is linked when the app is asked for too: Chrome fetched it and its 192 px icon at once, two more
 * requests before the paint, for an install that needs the app's service worker anyway. Without the script's text
 * the entry stays as Vite wrote it.
 */
function afterFirstPaint(html: string, firstPaint: string | undefined): { html: string; script: string } {
  if (firstPaint === undefined) return { html, script: '' };
  const preload: string[] = [];
  let manifest = '';
  let entry = '';
  const rest = html
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => (preload.push(href), ''))
    .replace(/<link rel="manifest" href="([^"]+)">/, (_m, href: string) => ((manifest = href), ''))
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_m, src: string) => ((entry = src), ''));
  if (!entry) return { html, script: '' };
  return { html: rest, script: `<script data-entry="${entry}" data-preload="${preload.join(' ')}"${manifest && ` data-manifest="${manifest}"`}>${firstPaint}</script>` };
}

/** apps/web public/first-paint.js as built, and the CSP source that allows it inline; null without a build. */
export function firstPaintScript(webDist: string): { text: string; cspSource: string } | null {
  const file = join(webDist, 'first-paint.js');
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  // `</script` would end the element early; the hand-minified file never has it, and must not start to.
  if (/<\/script/i.test(text)) throw new Error('first-paint.js must not contain </script');
  return { text, cspSource: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}

/** `<link rel=preload>` for an image shown as `<img src srcset sizes>`, so the browser picks the same file. */
export function imagePreload(src: string, srcset: string | undefined, sizes: string): string {
  const set = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high">`;
}
