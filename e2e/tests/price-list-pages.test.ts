import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIST_PRICE_CASES } from '../../packages/contracts/src/business/list-price-cases';
import { giveList, ownerPage, registerBusiness } from '../support/back-office';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { watchProblems } from '../support/problems';
import { fillAddress, uniqueEmail, useShop, waitForApp } from '../support/shop';

// A restaurant on its price list, seen in the browser (issue 43): the list gives 10 % off everything and, for
// the peach sold by weight, only a tier from 10 kg — the shared table's first case. The owner's «Paga» is what
// the card, the product page (opened directly too), the cart, the checkout and the confirmation charge, each
// saying the list's name with the shop's price struck through.
const shop = useShop();
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const reported = LIST_PRICE_CASES[0]!; // $54.90/kg, 10 % off everything, «10:41.20» for the product
const PASSWORD = 'una-clave-larga-1';
const email = uniqueEmail('restaurante-lista');
type Listed = { id: number; nombre: string; slug: string; precio: number; descuento: number | 'N/A'; categoria_id: number };
let peach: Listed;

async function signIn(page: Page) {
  await page.goto('/login');
  await waitForApp(page);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** A price cell's amounts: the shop's price struck through (if any) and the one paid. */
async function amounts(cell: ReturnType<Page['locator']>) {
  const all = (await cell.textContent()) ?? '';
  const struck = (await cell.locator('s').count()) ? ((await cell.locator('s').textContent()) ?? '') : null;
  return { antes: struck === null ? null : money(struck), paga: money(struck === null ? all : all.replace(struck, '')) };
}

describe('a restaurant on its price list', () => {
  it('the owner’s «Paga» for a tier-only product under a general 10 % is what the card charges', async () => {
    peach = ((await (await fetch(`${shop.server.url}/api/productos`)).json()).data as Listed[]).find((p) => p.slug === 'durazno-amarillo')!;
    await fetch(`${shop.server.url}/api/registrar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nombre: 'Chef Ana', usuario: email, password: PASSWORD }) });
    const owner = await ownerPage(shop);
    const problemsOwner = watchProblems(owner.page);
    // The peach by weight, in 0.25 kg steps, at the case's price; its stock not counted (a restaurant buys kilos).
    await owner.page.goto(`/admin/productos/${peach.id}`);
    await owner.page.getByLabel('Cómo se vende').selectOption('peso');
    await owner.page.getByLabel('Paso (kg)').fill('0.25');
    await owner.page.getByLabel('Precio por kg (MXN)').fill(reported.producto.precio.toFixed(2));
    if (await owner.page.getByLabel('Contar existencias').isChecked()) await owner.page.getByLabel('Contar existencias').uncheck();
    await owner.page.getByRole('button', { name: 'Guardar cambios' }).click();
    await owner.page.waitForURL(/\/admin\/productos(\?|$)/);

    await registerBusiness(owner.page, { email, giro: 'restaurante', razon: 'Cocina del Puerto', rfc: 'CPU180303GH4', contacto: 'Ana Ruiz' });
    await owner.page.getByRole('link', { name: 'Listas de precios' }).click();
    await owner.page.getByLabel('Nombre').fill('Restaurantes A');
    await owner.page.getByLabel('Descuento general %').fill(String(reported.descuentoGeneral));
    await owner.page.getByRole('button', { name: 'Crear lista' }).click();
    await owner.page.getByRole('heading', { name: 'Lista «Restaurantes A»' }).waitFor();
    const row = owner.page.getByRole('row').filter({ has: owner.page.getByRole('rowheader', { name: new RegExp(`^${peach.nombre} `) }) });
    await owner.page.getByLabel(`Tramos de ${peach.nombre}`, { exact: true }).fill('10:41.20');
    // «Paga» as typed, and as saved (the server's detail): $49.41, what the restaurant is charged below 10 kg.
    await expect.poll(async () => money(await row.locator('td').last().textContent())).toBe(reported.paga);
    await owner.page.keyboard.press('Control+s');
    await owner.page.getByText('1 producto actualizado.').waitFor();
    await expect.poll(async () => money(await row.locator('td').last().textContent())).toBe(reported.paga);
    await giveList(owner.page, 'COCINA DEL PUERTO', 'Restaurantes A');
    expect(problemsOwner).toEqual([]);
    await owner.context.close();

    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await signIn(page);
    await page.goto('/tienda');
    await waitForApp(page);
    const catalog = page.locator('#catalogo');
    await catalog.getByPlaceholder('Busca productos').fill(peach.nombre);
    const card = catalog.locator('article', { has: page.getByRole('heading', { name: peach.nombre, exact: true }) });
    expect(money(await card.locator('.product-card__price strong').textContent())).toBe(reported.paga);
    expect(money(await card.locator('.product-card__old').textContent())).toBe(reported.tienda);
    await card.getByText('Desde 10 kg: $41.20').waitFor();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: 'screenshots/catalog-card-tier-only-390.png' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a product page opened directly (a shared link, a reload) shows a signed-in business its list, related cards too', async () => {
    const retail = ((await (await fetch(`${shop.server.url}/api/productos`)).json()).data as Listed[]).filter((p) => p.categoria_id === peach.categoria_id && p.id !== peach.id);
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      const problems = watchProblems(page);
      // Every price the product page ever paints, from the document's first byte: a business never sees the
      // shop's price first (the server renders the first screen for anonymous visitors only, issue 48).
      await page.addInitScript(() => {
        const w = window as unknown as { pricesSeen: string[] };
        w.pricesSeen = [];
        new MutationObserver(() => {
          const shown = document.querySelector('.product-page__price strong')?.textContent;
          if (shown && w.pricesSeen.at(-1) !== shown) w.pricesSeen.push(shown);
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await signIn(page);
      for (const open of ['goto', 'reload'] as const) {
        if (open === 'goto') await page.goto(`/producto/${peach.slug}`);
        else await page.reload();
        await waitForApp(page);
        const price = page.locator('.product-page__price');
        await expect.poll(async () => money(await price.locator('strong').textContent())).toBe(reported.paga);
        expect(money(await price.locator('s').textContent())).toBe(reported.tienda);
        expect((await page.evaluate(() => (window as unknown as { pricesSeen: string[] }).pricesSeen)).map(money), `${open}: every price painted`).toEqual([reported.paga]);
        await page.locator('.product-page__media .product-card__badge--list').getByText('Restaurantes A').waitFor();
        await page.getByText('Precios de tu lista «Restaurantes A».').waitFor();
        await price.getByText('Desde 10 kg: $41.20').waitFor();
        // The related cards at the list's 10 % off (those without a better offer of the shop's).
        const related = page.locator('.product-page__related article');
        await related.first().waitFor();
        let checked = 0;
        for (const r of await related.all()) {
          const name = (await r.locator('.product-card__name').textContent())!.trim();
          const p = retail.find((x) => x.nombre === name);
          if (!p || p.descuento !== 'N/A') continue;
          expect([name, money(await r.locator('.product-card__price strong').textContent())]).toEqual([name, Math.round(p.precio * 90) / 100]);
          expect(await r.locator('.product-card__badge--list').textContent()).toBe('Precio Restaurantes A');
          checked++;
        }
        expect(checked).toBeGreaterThan(0);
      }
      await screenshot(page, `product-page-price-list-${viewport.width}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('the cart, the checkout and the confirmation say the list’s name and strike the shop’s price through', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const w = viewport.width;
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      const problems = watchProblems(page);
      await signIn(page);
      await page.goto(`/producto/${peach.slug}`);
      await waitForApp(page);
      await page.locator('.product-page__info').getByRole('button', { name: 'Agregar al carrito' }).click();
      await page.evaluate(() => localStorage.setItem('codigoPostal', '22800'));
      await page.goto('/carrito');
      await waitForApp(page);
      await page.getByText('Precios de tu lista «Restaurantes A».').waitFor();
      const line = page.getByRole('row').filter({ hasText: peach.nombre });
      const kilos = line.getByLabel(`Kilos de ${peach.nombre}`);
      // Below the tier: the general 10 %; from 10 kg (13 kg reach the zone's minimum): the tier.
      for (const [typed, unit] of [['9.75', reported.paga], ['13', 41.2]] as const) {
        await kilos.fill(typed);
        await kilos.press('Tab');
        await expect.poll(async () => amounts(line.locator('td').nth(1))).toEqual({ antes: reported.tienda, paga: unit });
      }
      await screenshot(page, `cart-price-list-${w}`);

      await page.goto('/checkout');
      await waitForApp(page);
      const summary = page.locator('.checkout__summary');
      await summary.getByText('Precios de tu lista «Restaurantes A».').waitFor();
      const row = summary.getByRole('row').filter({ hasText: peach.nombre });
      expect(await amounts(row.locator('td').nth(2))).toEqual({ antes: reported.tienda, paga: 41.2 });
      await screenshot(page, `checkout-price-list-${w}`);
      await page.getByLabel('Nombre Completo').fill('Ana Ruiz');
      await fillAddress(page, { calle: 'Calle Ébano 12', colonia: 'Cacho' });
      await page.getByLabel('Teléfono').fill('646 555 0199');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
      await page.getByText('Modo de prueba').waitFor();
      // The server's order: its unit price and the shop's kept beside it.
      const placed = page.getByRole('row').filter({ hasText: peach.nombre });
      await page.getByText('Precios de tu lista «Restaurantes A».').waitFor();
      expect(await amounts(placed.locator('td').nth(2))).toEqual({ antes: reported.tienda, paga: 41.2 });
      await screenshot(page, `checkout-payment-price-list-${w}`);
      await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
      await page.getByLabel('Vencimiento').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Pagar' }).click();
      await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
      const confirm = page.locator('.confirm__summary');
      await confirm.getByText('Precios de tu lista «Restaurantes A».').waitFor();
      // 13 kg: $535.60 at the tier, $713.70 at the shop's price (struck through).
      const confirmed = confirm.locator('li').filter({ hasText: peach.nombre });
      expect(money(await confirmed.locator('s').textContent())).toBe(713.7);
      await confirmed.getByText('$535.60').waitFor();
      await screenshot(page, `confirm-price-list-${w}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
