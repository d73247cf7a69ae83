import { describe, expect, it } from 'vitest';
import { ownerPage, registerBusiness, signInAsOwner } from '../support/back-office';
import { PHONE, newPage, screenshot } from '../support/browser';
import { lastMail } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { paidRestOrder, piecesOnSale, register, uniqueEmail, useShop, waitForApp } from '../support/shop';

// Business accounts (issue 34, first slice): a restaurant applies from its account on a phone; the owner
// approves it in «Negocios»; the restaurant sees it approved and has the e-mail.
const shop = useShop();

describe('a business account', () => {
  it('a restaurant applies on a phone, the owner approves it, and the restaurant sees it', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    const email = uniqueEmail('restaurante');
    await register(page, { nombre: 'Ana Ruiz', email, password: 'una-clave-larga-1' });
    await page.goto('/account');
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Cuenta de negocio' }).waitFor();
    await page.getByRole('button', { name: 'Soy negocio' }).click();
    await page.getByLabel('Giro').selectOption('restaurante');
    await page.getByLabel('Razón social').fill('Mariscos La Ola SA de CV');
    await page.getByLabel('RFC').fill('MLO190101AB1');
    await expect.poll(() => page.getByLabel('Persona de contacto').inputValue()).toBe('Ana Ruiz');
    await page.getByLabel('Entrega habitual (opcional)').fill('Martes y viernes antes de las 10');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('En revisión').waitFor();
    await page.getByText('MARISCOS LA OLA SA DE CV').waitFor();
    await page.getByRole('heading', { name: 'Cuenta de negocio' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'account-business-390');

    const owner = await ownerPage(shop);
    await owner.page.goto('/admin/negocios');
    const row = owner.page.getByRole('row').filter({ hasText: 'MARISCOS LA OLA SA DE CV' });
    await row.getByText('Martes y viernes antes de las 10', { exact: false }).waitFor();
    await screenshot(owner.page, 'admin-businesses-1280');
    await row.getByRole('button', { name: 'Aprobar' }).click();
    await owner.page.getByText('Aprobada: MARISCOS LA OLA SA DE CV.').waitFor();
    // A hotel that called instead: the owner registers its existing account directly, approved at once.
    const hotel = uniqueEmail('hotel');
    await fetch(`${shop.server.url}/api/registrar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nombre: 'Compras Hotel', usuario: hotel, password: 'una-clave-larga-1' }) });
    await registerBusiness(owner.page, { email: hotel, giro: 'hotel', razon: 'Hotel Coral', rfc: 'HCO150505EF3', contacto: 'Luis Pérez' });
    await owner.context.close();

    await page.reload();
    await waitForApp(page);
    await page.getByText('Tu cuenta de negocio está aprobada.').waitFor();
    expect(lastMail(shop.server.dir, email, 'negocio-aprobado')).toContain('Aprobamos la cuenta de negocio de MARISCOS LA OLA SA DE CV.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('«Qué comprar» sums the coming days’ paid orders per product and day, for the buyer', async () => {
    // Sold by the piece (the seed sells some by weight, priced per kilo): its items reach the minimum.
    const products = (await piecesOnSale(shop.server.url)).filter((p) => p.precio >= 40);
    const [a, b] = products;
    const body = { nombre: 'Hotel Coral', direccion: 'Blvd. Costero 100, Ensenada', telefono: '646 123 4567', email: uniqueEmail('compras'), codigo_postal: '22800' };
    const items = Math.ceil(600 / a!.precio);
    const first = await paidRestOrder(shop.server.url, { ...body, productos: [{ id: a!.id, items }, { id: b!.id, items: 2 }] });
    await paidRestOrder(shop.server.url, { ...body, dia_entrega: first.dia_entrega, productos: [{ id: a!.id, items }] });
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await signInAsOwner(page);
    await page.getByRole('link', { name: 'Qué comprar' }).click();
    await page.getByRole('heading', { name: 'Qué comprar' }).waitFor();
    await page.getByRole('button', { name: '7 días' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: a!.nombre, exact: true }) });
    // Both orders' units of the first product, in its total column.
    await expect.poll(async () => (await row.locator('td strong').textContent()) ?? '').toBe(String(items * 2));
    await screenshot(page, 'admin-demand-1280');
    await context.close();
  });
});
