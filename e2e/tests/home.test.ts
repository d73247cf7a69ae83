import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { useShop, waitForApp } from '../support/shop';

const shop = useShop();
const webDist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'dist');
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/**
 * The scripts a page's HTML names: its module entry and its modulepreloads (chunk names may hold dots: `blog.index-…`),
 * or, on a page the server rendered, the same handed to the first-paint script written into it, to ask for once the page has painted.
 */
const namedScripts = (html: string) =>
  new Set([
    ...[...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="(\/assets\/[\w.-]+\.js)"/g)].flatMap((m) => (m[1] ? [m[1]] : [])),
    ...[...html.matchAll(/<script data-entry="([^"]+)" data-preload="([^"]*)"/g)].flatMap((m) => [m[1]!, ...m[2]!.split(' ').filter(Boolean)]),
  ]);

describe('first screen JavaScript (apps/web/first-load-plugin.ts)', () => {
  it('is all preloaded by the shell, run in stages, and compiled off the main thread; route code is not', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    const scripts: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    const shell = await (await page.goto('/'))!.text();
    await waitForApp(page);
    const preloaded = namedScripts(shell);
    // Every script the home page ran to show itself was announced by the shell: no round trip waits for
    // a chunk that is only discovered when the one importing it runs (React DOM is a stage of its own).
    const started = [...new Set(scripts)].filter((path) => !path.includes('swiper'));
    expect(started.filter((path) => !preloaded.has(path))).toEqual([]);
    expect([...preloaded].some((path) => /\/react-dom-[\w-]+\.js$/.test(path))).toBe(true);
    // Two files, the entry with all it imports and React DOM (vite.config.ts codeSplitting): over HTTP/1.1
    // each file more is a round trip more on one of six connections, before the hero can show.
    expect(preloaded.size).toBe(2);
    // Both carry V8's compile hint; a route chunk loaded later (the cart page) does not.
    const file = (path: string) => readFileSync(join(webDist, path), 'utf8');
    for (const path of preloaded) expect(file(path).startsWith(COMPILE_HINT), path).toBe(true);
    await page.goto('/carrito');
    // The cart page's own heading: the loading screen's title is an h1 too, there before any route code runs.
    await page.locator('h1.page-title').waitFor();
    const route = [...new Set(scripts)].find((path) => /\/carrito-[\w-]+\.js$/.test(path));
    expect(route).toBeDefined();
    expect(file(route!).startsWith(COMPILE_HINT)).toBe(false);
    await context.close();
  });

  it("on a deep link, names that page's own code in the shell, so none of it waits for the router to ask", async () => {
    for (const path of ['/carrito', '/checkout', '/nosotros', '/blog']) {
      const { page, context } = await newPage(shop.browser, shop.server.url);
      const scripts: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
      });
      const shell = await (await fetch(new URL(path, shop.server.url))).text();
      const named = namedScripts(shell);
      await page.goto(path);
      await page.locator('h1.page-title').waitFor();
      // The page's own chunk is among them (the route's file name), and every file it ran was named.
      const slug = path.slice(1).replace('/', '.');
      expect([...named].some((f) => new RegExp(`/${slug}(\\.index)?-[\\w-]+\\.js$`).test(f)), `${path}: ${[...named].join(', ')}`).toBe(true);
      // Not the page's own: Swiper at a carousel's first step, the footer's code once it is near (footer-slot.tsx).
      expect([...new Set(scripts)].filter((f) => !/\/(swiper|footer)[\w-]*\.js$/.test(f) && !named.has(f)), path).toEqual([]);
      await context.close();
    }
    // The home pages' code is the entry itself; an address that is no page names nothing of any page.
    const missing = await (await fetch(new URL('/no-existe', shop.server.url))).text();
    expect(missing.match(/rel="modulepreload"/g)?.length).toBe(1); // React DOM, a stage of every start
  });
});

describe('loading screen', () => {
  it('shows four colours taking turns in a few steps a second, not a change on every frame', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    // The loading screen stays until the start requests answer (SPEC §1): hold them while it is sampled.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/**', async (route) => {
      await held;
      await route.continue();
    });
    // A page the browser draws (the landing pages' first screens come rendered: first-screen.test.ts).
    await page.goto('/carrito', { waitUntil: 'commit' });
    await page.locator('.loading-screen .loading-dots span').first().waitFor();
    // The dots' look on every frame for two seconds: it must move (the dots take turns), in steps. Read in
    // the page and queried afresh on each frame: React renders the same loading screen over the shell's,
    // and an element read a moment after it was found may no longer be in the document.
    const sampled = await page.evaluate(
      () =>
        new Promise<{ frames: number; looks: number; changes: number; colours: number }>((resolve) => {
          const spans = () => Array.from(document.querySelectorAll('.loading-screen .loading-dots span'));
          const look = () => spans().map((el) => `${getComputedStyle(el).transform} ${getComputedStyle(el).opacity}`).join('|');
          let last = look();
          const seen = new Set([last]);
          let [frames, changes, colours] = [0, 0, 0];
          const started = performance.now();
          const tick = () => {
            frames += 1;
            const now = look();
            if (now !== last) [changes, last] = [changes + 1, now];
            seen.add(now);
            colours = Math.max(colours, new Set(spans().map((el) => getComputedStyle(el).backgroundColor)).size);
            if (performance.now() - started < 2_000) requestAnimationFrame(tick);
            else resolve({ frames, looks: seen.size, changes, colours });
          };
          requestAnimationFrame(tick);
        }),
    );
    expect(sampled.colours).toBe(4);
    // At least three dots' turns seen even if React's screen restarted the cycle mid-way or a busy machine
    // skipped frames; about ten changes (five a second), and the restart.
    expect(sampled.looks).toBeGreaterThanOrEqual(3);
    expect(sampled.changes).toBeLessThanOrEqual(14);
    expect(sampled.frames).toBeGreaterThan(sampled.changes * 2); // frames were drawn all along, the dots changed on few
    release();
    await waitForApp(page);
    await context.close();
  });
});

describe('the header over a page that scrolls itself', () => {
  // Every look of the fixed header, frame by frame: its own background and its solid layer's opacity.
  // And every transition the header runs (an event per transition, however few frames a loaded machine draws).
  const recordHeader = () => {
    const w = window as unknown as { headerLooks: string[]; headerFades: string[] };
    w.headerLooks = [];
    w.headerFades = [];
    document.addEventListener(
      'transitionrun',
      (e) => {
        if ((e.target as Element).matches('header.nav')) w.headerFades.push(`${e.pseudoElement}|${e.propertyName}`);
      },
      true,
    );
    const tick = () => {
      const nav = document.querySelector('header.nav');
      if (nav) {
        const look = `${getComputedStyle(nav).backgroundColor}|${getComputedStyle(nav, '::before').opacity}`;
        if (w.headerLooks.at(-1) !== look) w.headerLooks.push(look);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  const looks = (page: Page) => page.evaluate(() => (window as unknown as { headerLooks: string[] }).headerLooks);
  const fades = (page: Page) => page.evaluate(() => (window as unknown as { headerFades: string[] }).headerFades);

  it('turns solid at once when /tienda opens on its catalogue, and fades by opacity alone once the shopper scrolls', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.addInitScript(recordHeader);
    await page.goto('/tienda');
    await waitForApp(page);
    await page.locator('header.nav.nav--solid').waitFor();
    await page.waitForTimeout(400);
    // No frames of fade while the page starts: the header's own background is never painted, and its
    // solid layer goes from hidden to shown in one step.
    expect(await looks(page)).toEqual(['rgba(0, 0, 0, 0)|0', 'rgba(0, 0, 0, 0)|1']);

    await page.goto('/');
    await waitForApp(page);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 500);
    await page.locator('header.nav.nav--solid').waitFor();
    await page.waitForTimeout(400);
    const faded = await looks(page);
    expect(faded.every((look) => look.startsWith('rgba(0, 0, 0, 0)|'))).toBe(true);
    // It fades: its solid layer's opacity is transitioned (frames in between are not always drawn on a busy machine).
    const transitions = await fades(page);
    expect(transitions).toContain('::before|opacity');
    expect(transitions.every((t) => t === '::before|opacity')).toBe(true);
    expect(faded.at(-1)).toBe('rgba(0, 0, 0, 0)|1');
    await context.close();
  });
});

describe('home page', () => {
  it('shows the hero, LO NUEVO, categories and the catalogue, its first screen from the HTML and the rest via tRPC', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    const trpcCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/trpc/')) trpcCalls.push(req.url());
    });
    // A page the browser draws: the HTML preloads the start batch; the tRPC client must reuse it, not fetch
    // the catalogue twice.
    await page.goto('/carrito');
    await waitForApp(page);
    expect(trpcCalls.filter((u) => u.includes('catalog.firstProducts')).length).toBe(1);
    // The home's first screen comes with its HTML (issue 48): its start data is not asked for again.
    trpcCalls.length = 0;
    await page.goto('/');
    await waitForApp(page);
    expect(trpcCalls.filter((u) => u.includes('catalog.firstProducts'))).toEqual([]);
    await expect(page.title()).resolves.toContain('Huerta Baja');
    expect(await page.locator('main').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Comprar' }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: 'LO NUEVO' }).count()).toBe(1);
    // The catalogue starts on Frutas and says how many it shows.
    await expect.poll(() => page.getByRole('button', { name: 'Frutas', pressed: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(/^\d+ productos encontrados$/).textContent()).toMatch(/^[1-9]\d* productos encontrados$/);
    await expect.poll(() => page.locator('#catalogo').getByRole('heading', { name: 'Aguacate Hass' }).count()).toBe(1);
    await context.close();
  });

  it('opens /tienda on its catalogue, by address and by link, the hero image fetched once from the preload of the shell', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const heroImages: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/img/slides/')) heroImages.push(new URL(req.url()).pathname);
    });
    const catalogTop = () => page.locator('#catalogo').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const response = await page.goto('/tienda');
    const preloaded = /<link rel="preload" as="image" href="([^"]+)"/.exec((await response!.text()))?.[1];
    await waitForApp(page);
    // The catalogue's head sits under the fixed navigation, at the top of the screen.
    await expect.poll(catalogTop).toBeGreaterThan(0);
    await expect.poll(catalogTop).toBeLessThan(150);
    const shown = await page.locator('.hero__img').first().evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname);
    expect(preloaded).toBe(shown);
    expect(heroImages.filter((path) => path === shown)).toHaveLength(1);
    // From the home page, «Comprar» goes to /tienda and lands on the catalogue too.
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Comprar' }).first().click();
    await page.waitForURL('**/tienda');
    await expect.poll(catalogTop).toBeLessThan(150);
    await expect.poll(catalogTop).toBeGreaterThan(0);
    await context.close();
  });

  it('filters by tab and searches across categories ignoring accents', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/tienda');
    await waitForApp(page);
    const catalog = page.locator('#catalogo');
    await catalog.getByRole('button', { name: 'Vegetales' }).click();
    await expect.poll(() => catalog.getByRole('heading', { name: 'Aguacate Hass' }).count()).toBe(0);
    await expect.poll(() => catalog.getByText('Vegetales', { exact: true }).count()).toBeGreaterThan(1);
    await catalog.getByPlaceholder('Busca productos').fill('LIMON');
    await expect.poll(() => catalog.getByRole('heading', { name: /Limón/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => catalog.getByText(/productos? encontrados?$/).textContent()).toMatch(/^[1-9]/);
    await catalog.getByPlaceholder('Busca productos').fill('zzzz');
    await expect.poll(() => catalog.getByText('0 productos encontrados').count()).toBe(1);
    // Nothing found: the search page's suggestions are one click away.
    await catalog.getByRole('link', { name: 'Ver sugerencias' }).click();
    await page.waitForURL('**/busqueda?q=zzzz');
    await context.close();
  });

  it('loads deep links through the SPA fallback and shows NotFound (HTTP 404) for unknown routes', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    expect((await page.goto('/nosotros'))?.status()).toBe(200);
    const res = await page.goto('/ruta-que-no-existe');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'NotFound' }).count()).toBe(1);
    expect(await page.locator('main').count()).toBe(1);
    await expect.poll(() => page.locator('footer').count()).toBe(1);
    await context.close();
  });
});

// Swiper replaces both carousels' plain markup at their first step (src/modules/catalog/use-swiper.ts).
describe('the hero and LO NUEVO', () => {
  it('take over from their plain markup one at a time, never both in one frame', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport: DESKTOP, locale: 'es-MX', reducedMotion: 'no-preference' });
    // Counts frames, and notes the frame in which each carousel's Swiper first initialises.
    await context.addInitScript(() => {
      const w = window as unknown as { frameCount: number; taken: Record<string, number> };
      w.frameCount = 0;
      w.taken = {};
      const tick = () => {
        w.frameCount++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      new MutationObserver(() => {
        for (const name of ['hero', 'new-products']) {
          if (!(name in w.taken) && document.querySelector(`.${name} .swiper-initialized`)) w.taken[name] = w.frameCount;
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
    });
    const page = await context.newPage();
    await page.goto('/');
    await waitForApp(page);
    const taken = () => page.evaluate(() => (window as unknown as { taken: Record<string, number> }).taken);
    await expect.poll(async () => Object.keys(await taken()).length, { timeout: 8000 }).toBe(2);
    const { hero, 'new-products': newProducts } = await taken();
    expect(hero).toBeDefined();
    expect(newProducts).not.toBe(hero);
    await context.close();
  });

  it('stand still off screen: /tienda opens past both without loading Swiper; in view they move, scrolled away they stop', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport: PHONE, locale: 'es-MX', reducedMotion: 'no-preference' });
    const page = await context.newPage();
    const swiperScripts: string[] = [];
    page.on('request', (req) => req.url().includes('swiper') && swiperScripts.push(req.url()));
    const swipers = () => page.locator('.swiper-initialized').count();
    const heroTitle = () => page.locator('.hero .swiper-slide-active .hero__title').textContent({ timeout: 1000 }).catch(() => null);

    await page.goto('/tienda');
    await waitForApp(page);
    // Past the first autoplay step (3 s) with both carousels above the catalogue, out of view.
    await page.waitForTimeout(4500);
    expect(await swipers()).toBe(0);
    expect(swiperScripts).toEqual([]);

    // Scrolled back up, the hero takes over and moves.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(heroTitle).not.toBeNull();
    const first = await heroTitle();
    await expect.poll(heroTitle, { timeout: 8000, interval: 200 }).not.toBe(first);

    // Scrolled away again, it stays on its slide for longer than a step; back in view it goes on.
    await page.locator('#catalogo').scrollIntoViewIfNeeded();
    await page.waitForTimeout(800); // a slide already on its way finishes
    const left = await heroTitle();
    await page.waitForTimeout(4000);
    expect(await heroTitle()).toBe(left);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(heroTitle, { timeout: 8000, interval: 200 }).not.toBe(left);
    await context.close();
  });
});
