import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namedShell, renderedShell, sendShell as sendCachedShell } from './platform/http/send-shell';
import { FIRST_SCREENS, type FirstScreen } from './modules/first-screen';
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
    firstScreen = null,
    firstPaint,
  }: {
    storeName: () => Promise<string>;
    heroPreload?: () => Promise<string>;
    checks?: PageChecks;
    /** A page's title, description and meta for crawlers (seo.ts), or where an old address points now. */
    pageHead?: (path: string, locale: Locale, withData?: boolean) => Promise<PageHead | { redirect: string } | null>;
    /** The first screens rendered on the server (modules/first-screen); null: every page is the plain shell. */
    firstScreen?: FirstScreen | null;
    /** apps/web public/first-paint.js's text, written into rendered pages (send-shell.ts firstPaintScript). */
    firstPaint?: string;
  },
): Promise<WebApp | null> {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  const shell = namedShell(template);
  const rendered = renderedShell(template, firstPaint);

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
    // A landing page's first screen comes rendered (modules/first-screen) to an anonymous visitor: a signed-in
    // one's prices may be a price list's, and an address with a query may show what the server does not render.
    const firstScreenOf = firstScreen && page && FIRST_SCREENS.has(page) && !request.url.includes('?') && anonymous(request) ? firstScreen : null;
    // The hero's first image is otherwise found only once the app has run and the slides arrived; the
    // shell names it so it downloads beside the JavaScript (the other pages do not show it). Another
    // page's own code is named likewise, instead of being asked for once the router has run.
    let seo = page ? await pageHead(path, locale, !firstScreenOf) : null;
    // A renamed product's old address: a permanent redirect, so shared links and search engines follow.
    if (seo && 'redirect' in seo) return reply.redirect(seo.redirect, 301);
    const preloads = (HERO_PAGES.has(path) ? await heroPreload() : (page && routeChunks[page]) || '') + (locale === 'en' ? (routeChunks.en ?? '') : '');
    const name = await storeName();
    if (firstScreenOf && page) {
      const head = (seo?.head ?? '') + preloads;
      const wrap = rendered(name, head, seo ?? undefined, locale);
      const param = page.includes('$') ? path.split('/').pop() : undefined;
      const body = await firstScreenOf.page({ address: request.url, ruta: address, pattern: page, param, locale, wrap, wrapKey: `${name}\u0000${head}\u0000${seo?.title ?? ''}\u0000${seo?.description ?? ''}` });
      if (body) return sendCachedShell(request, reply, body, 200, 'cookie');
      seo = await pageHead(path, locale, true); // not rendered: the plain shell, with the page's data as before
      if (seo && 'redirect' in seo) return reply.redirect(seo.redirect, 301);
    }
    const head = (seo?.head ?? '') + preloads;
    return sendCachedShell(request, reply, shell(name, head, seo ?? undefined, locale), page ? 200 : 404, firstScreen ? 'cookie' : undefined);
  };
  app.get('/', { compress: false }, sendShell);
  return { sendShell };
}

/**
 * No session: the storefront mirrors a signed-in shopper's token as the cookie `hb_sesion` (apps/web
 * lib/session.ts), since a page's request carries no token of its own; a caller sending one is not anonymous either.
 */
const anonymous = (request: FastifyRequest) => !request.headers.authorization && !/(?:^|;\s*)hb_sesion=1(?:;|$)/.test(request.headers.cookie ?? '');

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

