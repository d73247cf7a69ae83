import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { useShop, waitForApp } from '../support/shop';

// A product the owner named with String.prototype.replace's patterns (issue 43): its page opened from a
// shared link, as a crawler reads it without JavaScript and as a shopper sees it — one title, the head's tags
// in <head>, the JSON-LD parsing back to the name, nothing stray above the header.

const NAME = `Canasta "2x$" 3x$'99 & $&`;
const shop = useShop();

type Listed = { id: number; slug: string; nombre: string };
const listed = async () => ((await (await fetch(`${shop.server.url}/api/productos`)).json()) as { data: Listed[] }).data;

/** What the parsed document holds, read in the browser. */
const documentOf = (page: Page) =>
  page.evaluate(() => ({
    titles: Array.from(document.querySelectorAll('title')).map((t) => ({ text: t.textContent, inHead: t.parentElement === document.head })),
    outOfHead: document.body.querySelectorAll('meta, link[rel="canonical"], script[type="application/ld+json"]').length,
    lds: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((s) => {
      try {
        return JSON.parse(s.textContent ?? '') as { '@type': string; name?: string; itemListElement?: { name: string }[] };
      } catch {
        return null;
      }
    }),
    // Text straight under <body>, outside the app's root: what showed over the header.
    stray: Array.from(document.body.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '').map((n) => n.textContent),
  }));

describe('a product named with $ patterns', () => {
  it('keeps its page whole for a crawler and a shopper, at 1280 and 390 px', async () => {
    const fresa = (await listed()).find((p) => p.slug === 'fresa-de-san-quintin')!;
    const { page: admin, context: adminContext, problems } = await ownerPage(shop, DESKTOP);
    await admin.goto(`/admin/productos/${fresa.id}`);
    await admin.getByLabel('Nombre').fill(NAME);
    await admin.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(async () => (await listed()).find((p) => p.id === fresa.id)?.nombre).toBe(NAME);
    await adminContext.close();
    expect(problems).toEqual([]);
    const { slug } = (await listed()).find((p) => p.id === fresa.id)!;

    // As a crawler reads it: the server's HTML alone.
    const crawler = await shop.browser.newContext({ baseURL: shop.server.url, javaScriptEnabled: false });
    for (const path of [`/producto/${slug}`, '/categoria/frutas']) {
      const page = await crawler.newPage();
      await page.goto(path);
      const doc = await documentOf(page);
      expect(doc.titles, path).toHaveLength(1);
      expect(doc.titles[0]!.inHead).toBe(true);
      expect(doc.outOfHead, path).toBe(0);
      expect(doc.stray, path).toEqual([]);
      expect(doc.lds.every((ld) => ld !== null), `${path}: every JSON-LD block parses`).toBe(true);
      if (path.startsWith('/producto/')) {
        expect(doc.titles[0]!.text).toBe(`${NAME} — Huerta Baja`);
        expect(doc.lds.find((ld) => ld!['@type'] === 'Product')!.name).toBe(NAME);
      } else expect(doc.lds.find((ld) => ld!['@type'] === 'ItemList')!.itemListElement!.map((i) => i.name)).toContain(NAME);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(doc.titles[0]!.text);
    }
    await crawler.close();

    // As a shopper opens a shared link: the name in the heading and the tab, the header first.
    for (const [viewport, tag] of [[DESKTOP, '1280'], [PHONE, '390']] as const) {
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`/producto/${slug}`);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
      expect(await page.title()).toContain(NAME);
      expect((await documentOf(page)).stray).toEqual([]);
      const header = await page.locator('header').first().boundingBox();
      expect(header!.y).toBe(0);
      await screenshot(page, `hostile-name-${tag}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
