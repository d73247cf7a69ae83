import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { register, uniqueEmail, useShop } from '../support/shop';

const shop = useShop();

describe('unpaid orders in the account', () => {
  it('can be paid later or cancelled, instead of staying "Pendiente de pago"', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    const email = uniqueEmail('pendiente');
    await register(page, { nombre: 'Pablo Pendiente', email, password: 'huerta-segura-1' });
    // Two orders left at the payment step (the shopper walked away), made with the account's token.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const products = (await fetch(`${shop.server.url}/api/productos`).then((r) => r.json())).data as { id: number }[];
    const ids: number[] = [];
    for (const product of products.slice(0, 2)) {
      const res = await fetch(`${shop.server.url}/api/crear-pedido`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ nombre: 'Pablo Pendiente', direccion: 'Calle 7, Ensenada', telefono: '646 100 2000', email, productos: [{ id: product.id, items: 1 }] }),
      });
      ids.push((await res.json()).pedido.id);
    }
    await page.reload();
    const order = (id: number) => page.locator('.order', { has: page.getByText(`Pedido #${id}`, { exact: true }) });

    // Cancel the first, after saying so twice.
    await order(ids[0]!).getByRole('button', { name: `Cancelar el pedido #${ids[0]}` }).click();
    await order(ids[0]!).getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect.poll(() => order(ids[0]!).locator('.order__state').textContent()).toBe('Cancelado');
    expect(await order(ids[0]!).getByRole('button', { name: /Pagar/ }).count()).toBe(0);

    // Pay the second from the account.
    await order(ids[1]!).getByRole('button', { name: `Pagar el pedido #${ids[1]}` }).click();
    await page.getByText('Modo de prueba').waitFor();
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    await page.getByText(`Pedido #${ids[1]}`).waitFor();
    await page.goto('/account');
    await expect.poll(() => order(ids[1]!).locator('.order__state').textContent()).toBe('Pagado');
    await context.close();
  });
});
