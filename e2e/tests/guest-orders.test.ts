import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { PHONE, newPage, screenshot } from '../support/browser';
import { lastMail } from '../support/outbox';
import { paidRestOrder, piecesOnSale, register, uniqueEmail, useShop } from '../support/shop';

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

describe("a guest's order page", () => {
  it('offers «Modificar pedido» with the e-mail’s signed link while the order can change, and not once packing started', async () => {
    const base = shop.server.url;
    const email = uniqueEmail('invitado-cambio');
    const product = (await piecesOnSale(base)).find((p) => p.precio >= 15)!;
    const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
    const created = (await post('/api/crear-pedido', {
      nombre: 'Marta Invitada',
      direccion: 'Av. López Mateos 100, Centro',
      calle: 'Av. López Mateos 100',
      colonia: 'Centro',
      codigo_postal: '22800',
      telefono: '646 123 4567',
      email,
      productos: [{ id: product.id, items: Math.ceil(600 / product.precio) }],
    })) as { data: string; pedido: { id: number } };
    await post('/api/pago-prueba', { payment_intent_client_secret: created.data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' });
    expect(created.data, JSON.stringify(created)).toBeTypeOf('string');
    const intent = created.data.split('_secret_')[0]!;
    const confirmUrl = `/checkout-confirm?payment_intent=${encodeURIComponent(intent)}&payment_intent_client_secret=${encodeURIComponent(created.data)}`;

    const { page, context } = await newPage(shop.browser, base, PHONE);
    await page.goto(confirmUrl);
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    const link = page.getByRole('link', { name: 'Modificar pedido' });
    await link.waitFor();
    // The same signed link the order e-mail carries.
    const mailed = /\/pedido\/modificar\?pedido=\d+&enlace=[^\s]+/.exec(lastMail(shop.server.dir, email, 'pedido') ?? '')?.[0];
    expect(await link.getAttribute('href')).toBe(mailed);
    await screenshot(page, 'guest-order-change-link-390');
    await link.click();
    await page.getByRole('heading', { name: `Modificar pedido #${created.pedido.id}` }).waitFor();
    await page.getByText(/^Puedes cambiarlo hasta las 23:00 del /).waitFor();

    // Once packing started, the page no longer offers it.
    const owner = await ownerPage(shop);
    const moved = await owner.page.request.post(`${base}/admin/trpc/orders.move`, { data: { ids: [created.pedido.id], estado: 'preparando', confirmar: true }, headers: { origin: base } });
    expect(moved.status()).toBe(200);
    await owner.context.close();
    await page.goto(confirmUrl);
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    await page.getByText(`Pedido #${created.pedido.id}`).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('link', { name: 'Modificar pedido' }).count()).toBe(0);
    await context.close();
  });
});
