import { describe, expect, it } from 'vitest';
import { ownerPage, signInAsOwner } from '../support/back-office';
import { PHONE, newPage, screenshot } from '../support/browser';
import { useShop } from '../support/shop';

// Issue 45, item 2: a product's SAT keys in its form («Datos fiscales (SAT)»), searched as you type from
// the shipped catalogue, picked with the keyboard, saved and still there after a reload.

const shop = useShop();

describe("a product's SAT keys", () => {
  it('the owner searches «aguacate», picks the key with the keyboard, saves, and sees it after a reload', async () => {
    const { page, context, problems } = await ownerPage(shop);
    await page.goto('/admin/productos?pagina=1&q=aguacate');
    await page.getByRole('link', { name: 'Aguacate Hass' }).click();
    await page.getByRole('heading', { name: 'Editar: Aguacate Hass' }).waitFor();
    const group = page.getByRole('group', { name: 'Datos fiscales (SAT)' });
    const prodServ = group.getByRole('combobox', { name: 'Clave de producto o servicio' });
    const unit = group.getByRole('combobox', { name: 'Clave de unidad' });
    // The seed's key and the default unit (sold by the piece at its weight: kilos).
    expect(await prodServ.inputValue()).toBe('50401700');
    await group.getByText('50401700 — Aguacates').waitFor();
    expect(await unit.inputValue()).toBe('');
    expect(await unit.getAttribute('placeholder')).toBe('Por defecto: KGM — Kilogramo');

    const save = async () => {
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect.poll(() => page.locator('.toast[role="status"]').innerText()).toBe('Producto guardado: «Aguacate Hass».');
      await page.getByRole('link', { name: 'Aguacate Hass' }).click();
      await page.reload();
      await page.getByRole('heading', { name: 'Editar: Aguacate Hass' }).waitFor();
    };

    // Cleared, the default shows as the placeholder; a malformed key is refused beside the field.
    await prodServ.fill('');
    expect(await prodServ.getAttribute('placeholder')).toBe('Por defecto: 01010101 — No existe en el catálogo');
    await prodServ.fill('5040');
    await prodServ.press('Escape');
    await group.getByText('La clave de producto o servicio del SAT tiene 8 dígitos (p. ej. 50401700).').waitFor();
    expect(await prodServ.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    expect(new URL(page.url()).pathname).toMatch(/\/admin\/productos\/\d+$/);
    await prodServ.fill('');
    await save();
    expect(await prodServ.inputValue()).toBe('');
    await group.getByText('Vacía: 01010101 — No existe en el catálogo.').waitFor();

    // Search by word: the listbox opens, ↓/↑ move, Enter picks (and does not send the form).
    await prodServ.fill('aguacate');
    const options = page.getByRole('listbox', { name: 'Clave de producto o servicio' }).getByRole('option');
    await expect.poll(() => options.allInnerTexts()).toEqual(['50401700 Aguacates']);
    await screenshot(page, 'admin-product-sat-search-1280');
    await prodServ.press('Enter');
    expect(await prodServ.inputValue()).toBe('50401700');
    await group.getByText('50401700 — Aguacates').waitFor();

    // The unit by its name, the second match picked with the arrows.
    await unit.fill('pieza');
    const units = page.getByRole('listbox', { name: 'Clave de unidad' }).getByRole('option');
    await expect.poll(() => units.allInnerTexts()).toEqual(['H87 Pieza', 'XKI Kit (Conjunto de piezas)']);
    await unit.press('ArrowDown');
    await unit.press('ArrowUp');
    await unit.press('Enter');
    expect(await unit.inputValue()).toBe('H87');
    expect(new URL(page.url()).pathname).toMatch(/\/admin\/productos\/\d+$/);
    await save();

    // Back in it after a reload: the keys were saved.
    expect(await prodServ.inputValue()).toBe('50401700');
    expect(await unit.inputValue()).toBe('H87');
    await group.getByText('50401700 — Aguacates').waitFor();
    await group.getByText('H87 — Pieza').waitFor();
    await screenshot(page, 'admin-product-sat-saved-1280');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone (390 px) the group and its list fit', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await signInAsOwner(page);
    await page.getByRole('heading', { name: 'Pedidos' }).waitFor();
    await page.goto('/admin/productos/nuevo');
    const prodServ = page.getByRole('combobox', { name: 'Clave de producto o servicio' });
    expect(await page.getByRole('combobox', { name: 'Clave de unidad' }).getAttribute('placeholder')).toBe('Por defecto: H87 — Pieza');
    await prodServ.fill('lim');
    await page.getByRole('option', { name: '50304100 Limones' }).waitFor();
    const box = (await prodServ.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-product-sat-search-390');
    await context.close();
  });
});
