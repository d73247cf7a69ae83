import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from '../support/browser';
import { ownerPage } from '../support/back-office';
import { useShop, waitForApp } from '../support/shop';

const shop = useShop();

describe('the owner translates the shop’s content («Traducciones»)', () => {
  it('saves a product’s English name with the keyboard, the English page shows it; cleared, the Spanish again; missing ones are marked', async () => {
    const { page, context, problems } = await ownerPage(shop);
    await page.goto('/admin/traducciones');
    await page.getByRole('heading', { name: 'Traducciones' }).waitFor();
    // The seed has no English for the shop's texts (FAQ, terms, privacy): they are counted and marked.
    await page.getByRole('status').filter({ hasText: /campos? sin traducir: .*Textos 3/ }).waitFor();
    await page.getByLabel('Solo faltantes').check();
    await page.getByRole('row').filter({ hasText: 'Textos' }).first().getByText('Falta').waitFor();
    await screenshot(page, 'admin-translations-1280');
    await page.getByLabel('Solo faltantes').uncheck();

    await page.getByLabel('Buscar').fill('Aguacate Hass');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const name = page.getByLabel('Nombre en inglés: Aguacate Hass');
    await name.fill('Ripe Hass avocado');
    await name.press('Enter');
    await page.getByText('Traducción guardada.').first().waitFor();

    const shopper = await newPage(shop.browser, shop.server.url, PHONE);
    await shopper.page.goto('/en/producto/aguacate-hass');
    await waitForApp(shopper.page);
    await shopper.page.getByRole('heading', { level: 1, name: 'Ripe Hass avocado' }).waitFor();
    // What a link preview reads says it too.
    expect(await (await fetch(`${shop.server.url}/en/producto/aguacate-hass`)).text()).toContain('<title>Ripe Hass avocado — Huerta Baja</title>');

    // Cleared and saved: no translation, the Spanish name shows on the English page.
    await name.fill('');
    await name.press('Enter');
    await page.getByRole('row').filter({ hasText: 'Aguacate Hass' }).first().getByText('Falta').waitFor();
    await shopper.page.reload();
    await waitForApp(shopper.page);
    await shopper.page.getByRole('heading', { level: 1, name: 'Aguacate Hass' }).waitFor();
    // A category's English, wherever the storefront names it: its page, the product cards.
    await page.getByLabel('Buscar').fill('Frutas');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const category = page.getByLabel('Nombre en inglés: Frutas');
    await category.fill('Fresh fruit');
    await category.press('Enter');
    await page.getByText('Traducción guardada.').first().waitFor();
    await shopper.page.goto('/en/categoria/frutas');
    await waitForApp(shopper.page);
    await shopper.page.getByRole('heading', { level: 1, name: 'Fresh fruit' }).waitFor();
    expect(await shopper.page.locator('.product-card__category').first().textContent()).toBe('Fresh fruit');
    await shopper.context.close();

    const phone = await newPage(shop.browser, shop.server.url, PHONE);
    await phone.page.context().addCookies(await context.cookies());
    await phone.page.goto('/admin/traducciones');
    await phone.page.getByRole('heading', { name: 'Traducciones' }).waitFor();
    await screenshot(phone.page, 'admin-translations-390');
    await phone.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });
});
