import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { lastMail } from '../support/outbox';
import { paidRestOrder, register, uniqueEmail, useShop } from '../support/shop';

const shop = useShop();

/** A guest pays an order through the REST contract, as a returning shopper would have done before registering. */
async function guestPaidOrder(base: string, email: string): Promise<number> {
  const products = (await fetch(`${base}/api/productos`).then((r) => r.json())).data as { id: number }[];
  const pedido = await paidRestOrder(base, { nombre: 'Marta Invitada', direccion: 'Calle 5 #10, Tecate', telefono: '665 123 4567', email, productos: [{ id: products[0]!.id, items: 2 }] });
  return pedido.id;
}

describe("a guest's orders in a new account", () => {
  it('stay hidden after registering, and appear once the e-mailed link proves the address', async () => {
    const email = uniqueEmail('invitada');
    const orderId = await guestPaidOrder(shop.server.url, email);
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await register(page, { nombre: 'Marta Invitada', email, password: 'huerta-segura-1' });

    await page.getByText('Aún no tienes pedidos.').waitFor();
    await page.getByText('¿Hiciste pedidos como invitado con este correo? Confirma que el correo es tuyo para verlos aquí.').waitFor();
    // Whether guest orders exist is not said before the e-mail is proven.
    expect(await page.getByText('Tienes 1 pedido', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: 'Enviar enlace de verificación' }).click();
    await page.getByRole('status').filter({ hasText: `Te enviamos un enlace a ${email}` }).waitFor();

    const link = /\/verificar-correo\?token=[\w-]+/.exec(lastMail(shop.server.dir, email, 'verificar-correo') ?? '')?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByText('Correo verificado. Agregamos 1 pedido a tu cuenta.').waitFor();
    await page.getByRole('link', { name: 'Ver mi cuenta' }).click();
    await page.getByText(`Pedido #${orderId}`).waitFor();
    await expect.poll(() => page.locator('.order__state').first().textContent()).toBe('Pagado');
    expect(await page.getByRole('button', { name: 'Enviar enlace de verificación' }).count()).toBe(0);
    await context.close();
  });
});
