import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namedShell, sendShell as sendCachedShell } from './platform/http/send-shell';
import type { Locale, PageHead } from './modules/seo';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebApp {
  /** Sends the app shell (index.html with the store name filled in), for `/` and every client route. */
  sendShell: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}

/** For routes with a parameter: whether that value exists (an unknown article is not a page). */
export type PageChecks = Record<string, (param: string) => Promise<boolean>>;

/** The pages that open on the hero carousel, whose first slide is their largest paint. */
const HERO_PAGES = new Set(['/', '/tienda']);

/**
 * Serves the Vite build: hashed files under /assets forever (their name changes with their content),
 * everything else revalidated; pre-compressed .br/.gz siblings are used when the browser accepts them.
 * The shell is personalised and compressed once per shop name and, on the hero's pages, per first slide
 * (see namedShell). Returns null when there is no build (API-only tests).
 */
export async function registerWebStatic(
  app: FastifyInstance,
  root: string,
  {
    storeName,
    heroPreload = async () => '',
    checks = {},
    pageHead = async () => null,
  }: {
    storeName: () => Promise<string>;
    heroPreload?: () => Promise<string>;
    checks?: PageChecks;
    /** A page's title, description and meta for crawlers (seo.ts), or where an old address points now. */
    pageHead?: (path: string, locale: Locale) => Promise<PageHead | { redirect: string } | null>;
  },
): Promise<WebApp | null> {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return null;
  const shell = namedShell(readFileSync(indexFile, 'utf8'));

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The raw index.html still has the placeholders: it is only ever sent as the personalised shell.
    allowedPath: (pathName) => pathName !== '/index.html',
    // v10 passes the Fastify reply (not the raw response).
    setHeaders(reply: FastifyReply, path: string) {
      if (path.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
      else if (path.includes('/img/')) reply.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400');
      else reply.header('cache-control', 'no-cache');
    },
  });

  const pageOf = pageMatcher(join(root, 'routes.json'), checks);
  const routeChunks = routeChunkLinks(join(root, 'route-chunks.json'));
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const address = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
    // English is the same app under /en (the storefront's router strips and adds the prefix).
    const locale: Locale = /^\/en(\/|$)/.test(address) ? 'en' : 'es';
    const path = locale === 'en' ? address.slice(3) || '/' : address;
    const page = await pageOf(path);
    // The hero's first image is otherwise found only once the app has run and the slides arrived; the
    // shell names it so it downloads beside the JavaScript (the other pages do not show it). Another
    // page's own code is named likewise, instead of being asked for once the router has run.
    const seo = page ? await pageHead(path, locale) : null;
    // A renamed product's old address: a permanent redirect, so shared links and search engines follow.
    if (seo && 'redirect' in seo) return reply.redirect(seo.redirect, 301);
    const head = (seo?.head ?? '') + (HERO_PAGES.has(path) ? await heroPreload() : (page && routeChunks[page]) || '') + (locale === 'en' ? (routeChunks.en ?? '') : '');
    return sendCachedShell(request, reply, shell(await storeName(), head, seo ?? undefined, locale), page ? 200 : 404);
  };
  app.get('/', { compress: false }, sendShell);
  return { sendShell };
}

/** `route-chunks.json` (written by the web's Vite config) as each page's `<link rel=modulepreload>` tags. */
function routeChunkLinks(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  // crossorigin like the entry's own <script type=module>: a preload is used only with the same credentials mode.
  return Object.fromEntries(Object.entries(chunks).map(([page, files]) => [page, files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('')]));
}

/**
 * The build's list of client routes (`routes.json`, written by the web's Vite config) as a matcher that
 * answers the route pattern a path is (null: no page); a `$param` segment matches one segment, checked by
 * `checks` when given. Without the list (an older build) every path is a page, as before.
 */
function pageMatcher(file: string, checks: PageChecks): (path: string) => Promise<string | null> {
  if (!existsSync(file)) return async (path) => path;
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map((p) => ({ pattern: p, segments: p.split('/').filter(Boolean) }));
  return async (path) => {
    const segments = path.replace(/\/+$/, '').split('/').filter(Boolean).map((s) => safeDecode(s));
    for (const { pattern, segments: want } of patterns) {
      if (want.length !== segments.length) continue;
      let param: string | undefined;
      let same = true;
      for (let i = 0; i < want.length && same; i++) {
        if (want[i]!.startsWith('$')) param = segments[i];
        else same = want[i] === segments[i];
      }
      const check = checks[pattern];
      if (same && (param === undefined || !check || (await check(param)))) return pattern;
    }
    return null;
  };
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

