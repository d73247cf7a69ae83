import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cacheBody, type CachedBody } from '../../platform/http/cached-json';
import { jsonInScript } from '../../platform/html-text';
import type { Locale } from '../seo';
import { criticalCss } from './critical-css';
import { laterPhotos } from './later-photos';
import { questionsOf, type PageQuestion } from './pages';
import { renderCache } from './render-cache';

const BUSY = new Error('busy');

/**
 * An answer as JSON for the page, and a hash naming it. The catalogue's lists are the same objects until they
 * change (modules/catalog keeps them), so each is serialized and hashed once, not on every request for a page.
 */
const serializedOnce = new WeakMap<object, { json: string; hash: string }>();
function serialized(data: unknown): { json: string; hash: string } {
  const known = data !== null && typeof data === 'object' ? serializedOnce.get(data) : undefined;
  if (known) return known;
  const json = jsonInScript(data ?? null);
  const made = { json, hash: createHash('sha1').update(json).digest('base64url') };
  if (data !== null && typeof data === 'object') serializedOnce.set(data, made);
  return made;
}

/** apps/web src/entry-server.tsx, as built into dist-ssr/. */
interface Renderer {
  render: (address: string, locale: Locale, queries: { procedimiento: string; input?: unknown; data: unknown }[]) => Promise<{ html: string; missing: string[] }>;
}

export interface FirstScreenPage {
  /** The address as asked, /en prefix included (the router's canonical form: `/en/`, `/tienda`). */
  address: string;
  /** The same without a trailing slash: what the browser compares with its own (apps/web lib/page-data.ts). */
  ruta: string;
  pattern: string;
  param: string | undefined;
  locale: Locale;
  /** The page around the rendered markup, and a key naming everything it was made from (shop name, head). */
  wrap: (root: string, afterRoot: string) => string;
  wrapKey: string;
}

/**
 * The storefront's first screens rendered on the server (issue 48): the page's queries answered in-process by
 * `ask` (the same tRPC procedures the browser would call, anonymously), rendered by the web's own app, and kept
 * compressed by everything they were made from — the answers themselves, so a new price, product, slide or
 * translation makes a new page and nothing has to say the old one is stale. Returns null without a server build.
 */
export function createFirstScreen({
  dir,
  webDist,
  ask,
  log,
  maxBytes = 4 << 20,
  maxWaiting = 8,
}: {
  dir: string;
  /** The public web build, whose stylesheet a page's own rules are read from (critical-css.ts); none: the page links it as built. */
  webDist?: string;
  ask: (question: PageQuestion, locale: Locale) => Promise<unknown>;
  log: (error: unknown, message: string) => void;
  maxBytes?: number;
  maxWaiting?: number;
}) {
  const file = join(dir, 'entry-server.js');
  if (!existsSync(file)) return null;
  const withCriticalCss = webDist ? criticalCss(webDist) : (html: string) => html;
  // Loaded at the first page (React's server renderer and the app: a few MB the API-only processes never need).
  let renderer: Promise<Renderer> | null = null;
  const cache = renderCache(maxBytes);
  // Renders run one at a time (entry-server.tsx): past this many waiting, a page not kept yet is sent as the plain
  // shell rather than queued, so a crawl of every product at once costs its renders in turn, not a growing queue.
  let waiting = 0;

  return {
    cache,
    /** The page with its first screen, or null: then the plain shell is sent, which always works. */
    async page(page: FirstScreenPage): Promise<CachedBody | null> {
      const questions = questionsOf(page.pattern, page.param, page.locale);
      const answers = (await Promise.all(questions.map((q) => ask(q, page.locale)))).map(serialized);
      const key = createHash('sha1').update(`${page.address}\u0000${page.wrapKey}\u0000${answers.map((a) => a.hash).join('\u0000')}`).digest('base64url');
      return cache.get(key, async () => {
        const consultas = questions.map((q, i) => `{"procedimiento":${jsonInScript(q.procedimiento)}${q.input === undefined ? '' : `,"input":${jsonInScript(q.input)}`},"data":${answers[i]!.json}}`);
        const json = `{"ruta":${jsonInScript(page.ruta)},"consultas":[${consultas.join(',')}]}`;
        if (waiting >= maxWaiting) throw BUSY;
        waiting++;
        try {
          // Rendered from the JSON the browser will read, not from the objects: both sides see the same data.
          const { render } = await (renderer ??= import(pathToFileURL(file).href) as Promise<Renderer>);
          const { html, missing } = await render(page.address, page.locale, JSON.parse(json).consultas);
          if (missing.length > 0) {
            log({ missing }, `first screen of ${page.address} not rendered: it would still ask`);
            return null;
          }
          const whole = page.wrap(laterPhotos(html), `<script type="application/json" id="datos-pagina">${json}</script>`);
          return cacheBody(Buffer.from(withCriticalCss(whole)), { quick: true });
        } catch (error) {
          log(error, `first screen of ${page.address} not rendered`);
          return null;
        } finally {
          waiting--;
        }
      }).catch((error: unknown) => {
        if (error === BUSY) return null; // not kept: the next request may render it
        throw error;
      });
    },
  };
}

export type FirstScreen = NonNullable<ReturnType<typeof createFirstScreen>>;
