import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { DESKTOP, PHONE } from '../support/browser';
import { useShop, waitForApp } from '../support/shop';

// The first screen comes with the HTML (issue 48): the landing pages, in both languages, paint their content
// before any JavaScript runs, and the app then takes them over as they are — no loading screen, no second
// request for what the page carried, no hydration error, no shift.
const shop = useShop();
type Listed = { id: number; slug: string; nombre: string };
const listed = async () => ((await (await fetch(`${shop.server.url}/api/productos`)).json()) as { data: Listed[] }).data;
const article = async () => ((await (await fetch(`${shop.server.url}/api/articulos-blog`)).json()) as { data: { slug: string; titulo: string }[] }).data[0]!;

/** The procedures a first screen carries: the browser must not ask for any of them again. */
const CARRIED = /\/trpc\/.*catalog\.(config|firstProducts|promotions|categories|articles|slides|translations|product|article)\b/;

async function pagesToOpen() {
  const a = await article();
  const aguacate = (await listed()).find((p) => p.slug === 'aguacate-hass')!;
  return ['', '/en'].flatMap((prefix) => [`${prefix}/`, `${prefix}/tienda`, `${prefix}/producto/${aguacate.slug}`, `${prefix}/categoria/frutas`, `${prefix}/blog/${a.slug}`]);
}

/** What the first screen shows: the heading (or the hero's slide), a price, a picture that loaded. */
const firstScreenOf = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main#contenido');
    const img = main?.querySelector<HTMLImageElement>('.hero img, .product-page__media img, .product-card img, .article__img');
    return {
      loading: document.querySelector('.loading-screen') !== null,
      h1: main?.querySelector('h1')?.textContent?.trim() ?? null,
      hero: main?.querySelector('.hero') !== null,
      card: main?.querySelector('.product-card__name')?.textContent?.trim() ?? null,
      price: main?.querySelector('.product-page__price strong, .product-card__price strong')?.textContent?.trim() ?? null,
      picture: img ? { src: img.getAttribute('src'), loaded: img.complete && img.naturalWidth > 0 } : null,
      text: main?.querySelector('.article__body p')?.textContent?.trim() ?? null,
    };
  });

describe('the first screen in the HTML', () => {
  it('shows each landing page, in Spanish and English, with JavaScript turned off', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.server.url, javaScriptEnabled: false, viewport: PHONE });
    const a = await article();
    for (const path of await pagesToOpen()) {
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState('load');
      const seen = await firstScreenOf(page);
      expect(seen.loading, path).toBe(false);
      expect(seen.picture?.loaded, `${path}: ${seen.picture?.src}`).toBe(true);
      const english = path.startsWith('/en');
      if (path.includes('/producto/')) {
        expect(seen.h1, path).toBe(english ? 'Hass avocado' : 'Aguacate Hass');
        expect(seen.price, path).toMatch(english ? /^MX\$\d+\.\d\d$/ : /^\$\d+\.\d\d$/);
      } else if (path.includes('/blog/')) {
        expect(seen.h1, path).toBeTruthy();
        if (!english) expect(seen.h1).toBe(a.titulo);
        expect(seen.text?.length, path).toBeGreaterThan(40);
      } else {
        expect(seen.card, path).toBeTruthy();
        expect(seen.price, path).toMatch(english ? /^MX\$\d+\.\d\d$/ : /^\$\d+\.\d\d$/);
        if (path.includes('/categoria/')) expect(seen.h1, path).toBe(english ? 'Fruit' : 'Frutas');
        else expect(seen.hero, path).toBe(true);
      }
      // The first screen's other photos (a card after the first: later-photos.ts) wait for the main one with
      // JavaScript; without it their <noscript> copies are the photos, each drawn once, in its card's place.
      const later = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('#root img[data-src]')).map((img) => {
          const copy = img.nextElementSibling?.querySelector('img') ?? null;
          const box = copy?.getBoundingClientRect();
          return { waiting: getComputedStyle(img).display, copy: copy !== null && copy.complete && copy.naturalWidth > 0 && box!.width > 0 && box!.height > 0 };
        }),
      );
      if (path === '/' || path === '/tienda') expect(later.length, path).toBeGreaterThan(0);
      expect(later.filter((l) => l.waiting !== 'none' || !l.copy), path).toEqual([]);
      // What a phone paints before any JavaScript (a plain capture: the screenshot helper's style tag needs scripts).
      if (path === '/en/producto/aguacate-hass' || path === '/') await page.screenshot({ path: `screenshots/first-screen-no-js${path.replaceAll('/', '-').replace(/-$/, '')}-390.png` });
      await page.close();
    }
    await context.close();
  });

  it('is taken over by the app as it is: no second request for its data, no error, no loading screen, no shift', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport });
      // Pictures arrive as on a phone's network, after the page has painted its first frame.
      await context.route(/\/img\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      // From the document's first byte: whether the loading screen ever showed, and the layout shifts.
      await context.addInitScript(() => {
        const w = window as unknown as { loadingSeen: boolean; shift: number; firstH1: Element | null; photoAtStart: boolean | null; photoPainted: boolean; photoPaintedAtStart: boolean | null };
        w.loadingSeen = false;
        w.shift = 0;
        w.photoAtStart = null;
        w.photoPainted = false;
        w.photoPaintedAtStart = null;
        const photo = () => document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
        // Chromium reports a largest paint once its frame is on the screen: whether the main photo has been one.
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) if (e.element && e.element === photo()) w.photoPainted = true;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new MutationObserver((records) => {
          if (document.querySelector('.loading-screen')) w.loadingSeen = true;
          // When the app's entry is asked for: was the page's main photo (its largest paint) already in, and on the screen?
          for (const r of records)
            for (const n of Array.from(r.addedNodes))
              if (n instanceof HTMLScriptElement && n.src.includes('/assets/index-') && w.photoAtStart === null) {
                w.photoAtStart = photo()?.complete ?? false;
                w.photoPaintedAtStart = w.photoPainted;
              }
        }).observe(document, { childList: true, subtree: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => (w.firstH1 = document.querySelector('main h1, main .hero')));
      });
      for (const path of await pagesToOpen()) {
        const { page, asked, errors } = await watched(context);
        await page.goto(path, { waitUntil: 'commit' });
        await page.waitForSelector('html[data-app]');
        await waitForApp(page);
        await page.waitForTimeout(600);
        const state = await page.evaluate(() => {
          const w = window as unknown as { loadingSeen: boolean; shift: number; firstH1: Element | null; photoAtStart: boolean | null; photoPainted: boolean; photoPaintedAtStart: boolean | null };
          return {
            app: document.documentElement.dataset.app,
            loadingSeen: w.loadingSeen,
            shift: w.shift,
            sameNode: w.firstH1 !== null && w.firstH1 === document.querySelector('main h1, main .hero'),
            photoAtStart: w.photoAtStart,
            // Where the photo was the page's largest paint, that paint was on the screen before the app was asked for.
            paintedFirst: !w.photoPainted || w.photoPaintedAtStart,
            // Every later photo has its address back, and no <noscript> copy is left for React to trip on.
            laterWaiting: document.querySelectorAll('#root img[data-src]:not([src]), #root noscript').length,
          };
        });
        // The app's code is asked for once the main photo is in and painted (public/first-paint.js): it never delays that paint.
        expect({ path, ...state }).toEqual({ path, app: 'hidratada', loadingSeen: false, shift: expect.any(Number), sameNode: true, photoAtStart: true, paintedFirst: true, laterWaiting: 0 });
        expect(state.shift, path).toBeLessThan(0.02);
        expect(asked.filter((u) => CARRIED.test(u)), path).toEqual([]);
        expect(errors, path).toEqual([]);
        await page.close();
      }
      await context.close();
    }
  }, 150_000); // twenty pages opened one after another, their pictures held back: more than the default minute on CI's shared cores

  it('a cart kept in the browser shows once the page is taken over, and is never lost', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport: PHONE });
    const { page, errors } = await watched(context);
    await page.goto('/producto/aguacate-hass');
    await waitForApp(page);
    await page.locator('.product-page__info').getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByRole('link', { name: /Carrito: 1 producto/ }).waitFor();
    for (const path of ['/', '/producto/aguacate-hass', '/en/tienda']) {
      await page.goto(path);
      await waitForApp(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('hidratada');
      await page.getByRole('link', { name: /(Carrito|Cart).*1/ }).first().waitFor();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cartProduct'))) ?? '[]')).toHaveLength(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a hostile product name as text, without JavaScript and once taken over', async () => {
    const NAME = `</script><img src=x onerror=alert(1)>"'&$& <b>negrita</b>`;
    const fresa = (await listed()).find((p) => p.slug === 'fresa-de-san-quintin')!;
    const owner = await ownerPage(shop, DESKTOP);
    await owner.page.goto(`/admin/productos/${fresa.id}`);
    await owner.page.getByLabel('Nombre').fill(NAME);
    await owner.page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(async () => (await listed()).find((p) => p.id === fresa.id)?.nombre).toBe(NAME);
    await owner.context.close();
    const { slug } = (await listed()).find((p) => p.id === fresa.id)!;

    const raw = await (await fetch(`${shop.server.url}/producto/${slug}`)).text();
    expect(raw).not.toContain('</script><img');
    const data = JSON.parse(/<script type="application\/json" id="datos-pagina">([^<]*)<\/script>/.exec(raw)![1]!) as { consultas: { procedimiento: string; data: { producto?: { nombre: string } } }[] };
    expect(data.consultas.find((c) => c.procedimiento === 'catalog.product')!.data.producto!.nombre).toBe(NAME);

    for (const javaScriptEnabled of [false, true]) {
      const context = await shop.browser.newContext({ baseURL: shop.server.url, javaScriptEnabled, viewport: PHONE });
      const { page, errors } = await watched(context);
      let dialog = false;
      page.on('dialog', (d) => {
        dialog = true;
        void d.dismiss();
      });
      await page.goto(`/producto/${slug}`);
      if (javaScriptEnabled) await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('hidratada');
      expect(await page.locator('main h1').textContent()).toBe(NAME);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await page.locator('main b').count()).toBe(0);
      expect(dialog).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('sends a signed-in shopper the plain shell (their prices may be a list’s), and an anonymous one the rendered page', async () => {
    const signedIn = await fetch(`${shop.server.url}/producto/aguacate-hass`, { headers: { cookie: 'hb_sesion=1' } });
    const plain = await signedIn.text();
    expect(plain).toContain('class="loading-screen"');
    expect(plain).not.toContain('product-page__price');
    expect(signedIn.headers.get('vary')).toMatch(/cookie/);
    const anonymous = await (await fetch(`${shop.server.url}/producto/aguacate-hass`)).text();
    expect(anonymous).toContain('product-page__price');
    expect(anonymous).not.toContain('class="loading-screen"');
  });
});

/** A page whose tRPC and REST requests and console errors are recorded. */
async function watched(context: BrowserContext) {
  const page = await context.newPage();
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (/\/(trpc|api)\//.test(r.url())) asked.push(decodeURIComponent(r.url()));
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, asked, errors };
}
