import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { lastMail } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { guestAtCheckout, register, uniqueEmail, useShop, waitForApp } from '../support/shop';

const shop = useShop();

const money = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));


describe('buying produce', () => {
  it('browse → filter → search → cart → quantities → checkout → declined → paid → confirmation → order paid in account', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    const problems = watchProblems(page);
    // Register first so the order is linked to the account.
    const email = uniqueEmail('compra');
    await register(page, { nombre: 'Lucía Compradora', email, password: 'huerta-segura-1' });

    // Browse the shop and filter.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tienda', exact: true }).click();
    await waitForApp(page);
    const catalog = page.locator('#catalogo');
    await catalog.getByRole('button', { name: 'Vegetales' }).click();
    await expect.poll(() => catalog.getByRole('button', { name: 'Vegetales', pressed: true }).count()).toBe(1);

    // An empty cart: the link says so, and no "0" badge is shown.
    await expect.poll(() => page.getByRole('link', { name: 'Carrito: 0 productos' }).count()).toBe(1);
    expect(await page.locator('.nav__cart .nav__badge').count()).toBe(0);

    // Search (accent-insensitive) and add to the cart: the panel opens.
    // Products sold by the piece (the seed sells avocados and tomatoes by weight: a card held, not charged).
    await catalog.getByPlaceholder('Busca productos').fill('kiwi');
    const card = catalog.locator('article', { has: page.getByRole('heading', { name: 'Kiwi' }) });
    await card.getByRole('button', { name: 'Agregar al carrito' }).click();
    const panel = page.getByRole('dialog', { name: 'Carrito de compras' });
    await panel.waitFor({ state: 'visible' });
    await expect.poll(() => panel.getByText('Kiwi', { exact: true }).count()).toBe(1);
    await expect.poll(() => card.getByRole('button', { name: 'En el carrito' }).count()).toBe(1);
    // Escape closes the panel; a second product goes in too.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await catalog.getByPlaceholder('Busca productos').fill('lechuga');
    await catalog.getByRole('button', { name: 'Agregar al carrito' }).first().click();
    await panel.waitFor({ state: 'visible' });
    expect(await panel.locator('li').count()).toBe(2);
    await expect.poll(() => page.getByRole('link', { name: /Carrito: 2 productos/ }).count()).toBe(1);
    expect(await page.locator('.nav__cart .nav__badge').textContent()).toBe('2');

    // Through the panel to /carrito; change a quantity.
    await panel.getByRole('link', { name: 'Ir al Carrito' }).click();
    await page.waitForURL('**/carrito');
    await panel.waitFor({ state: 'hidden' });
    const qty = page.locator('main').getByLabel('Cantidad de Kiwi');
    await qty.fill('3');
    await expect.poll(() => qty.inputValue()).toBe('3');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartProduct') ?? '[]'));
    expect(stored.find((l: { nombre: string }) => l.nombre === 'Kiwi').items).toBe(3);
    // The account's postal code (given at registration, Tijuana) is where the cart delivers: not asked again.
    const summary = page.locator('.cart-summary');
    const cp = page.getByLabel('Código postal de entrega');
    expect(await cp.inputValue()).toBe('22000');
    await summary.getByText('Entregamos en', { exact: false }).waitFor();
    const pay = page.getByRole('button', { name: 'Proceder al Pago' });

    // A guest with no postal code: the fee is not known (said, no total), no payment, and the greyed-out
    // button says why (described by the notice).
    const guest = await newPage(shop.browser, shop.server.url);
    await guest.page.goto('/');
    await waitForApp(guest.page);
    await guest.page.evaluate((cart) => localStorage.setItem('cartProduct', cart), JSON.stringify(stored));
    await guest.page.goto('/carrito');
    const guestSummary = guest.page.locator('.cart-summary');
    await guestSummary.getByText('Según tu código postal').waitFor();
    expect(await guestSummary.locator('.cart-summary__total').count()).toBe(0);
    const guestPay = guest.page.getByRole('button', { name: 'Proceder al Pago' });
    expect(await guestPay.isDisabled()).toBe(true);
    expect(await guest.page.locator(`#${await guestPay.getAttribute('aria-describedby')}`).textContent()).toBe('Escribe tu código postal en «¿Dónde entregamos?» para ver el envío y continuar al pago.');
    await guest.context.close();

    // One the shop does not serve says so with WhatsApp.
    await cp.fill('06700');
    await page.getByRole('button', { name: 'Cambiar' }).click();
    await page.getByText('Aún no entregamos en el código postal 06700.', { exact: false }).waitFor();
    await page.getByRole('link', { name: /WhatsApp \+52/ }).first().waitFor();
    // Nowhere to deliver: no fee, no total.
    expect(await summary.getByText(/^Envío$/).count()).toBe(0);
    expect(await summary.locator('.cart-summary__total').count()).toBe(0);
    await cp.fill('22800');
    await page.getByRole('button', { name: 'Cambiar' }).click();
    await page.getByText('Entregamos en', { exact: false }).waitFor();
    // Remembered on the account too: another device of this shopper starts from it.
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { codigo_postal?: string }).codigo_postal)).toBe('22800');
    await page.getByText(/^(Pide antes de las 11:00 pm y recibe|Recibe tu pedido) /).waitFor();
    // Below Ensenada's $500 minimum: how much is missing, and still no way to pay.
    await page.getByText(/El pedido mínimo para entregar en Ensenada es de \$500\.00: te faltan \$[\d,]+\.\d{2}\./).waitFor();
    expect(await pay.isDisabled()).toBe(true);
    expect(await page.locator(`#${await pay.getAttribute('aria-describedby')}`).textContent()).toMatch(/^El pedido mínimo para entregar en Ensenada/);
    // Below the minimum, only what is missing to order: no fee, no total, no free-delivery hint beside it.
    expect(await summary.getByText(/^Envío$/).count()).toBe(0);
    expect(await summary.locator('.cart-summary__total, .shipping__hint').count()).toBe(0);
    await qty.fill('9');
    await page.getByRole('link', { name: 'Proceder al Pago' }).waitFor();
    await summary.locator('.cart-summary__total').waitFor();
    await summary.getByText(/^Envío Gratis$|^\$[\d,]+\.\d{2}$/).first().waitFor();

    // A note for the packer and what to do if the kiwis run out, kept with the line.
    await page.getByText('Agregar nota o sustitución').first().click();
    await page.getByLabel('Nota para Kiwi').fill('para comer hoy');
    await page.getByLabel('Si se agota').first().selectOption({ label: 'Llamarme' });
    await page.getByText('«para comer hoy» · Llamarme').waitFor();

    // Checkout: the form is prefilled from the account.
    await page.getByRole('link', { name: 'Proceder al Pago' }).click();
    await page.waitForURL('**/checkout');
    expect(await page.getByLabel('Nombre Completo').inputValue()).toBe('Lucía Compradora');
    await page.getByLabel('Nota para tu pedido (opcional)').fill('Tocar el timbre dos veces');
    // The delivery day and window: the earliest with room comes chosen; this shopper takes the second
    // day, in the afternoon.
    const days = page.getByRole('group', { name: 'Día de entrega' }).getByRole('radio');
    await days.first().waitFor();
    expect(await days.first().isChecked()).toBe(true);
    const secondDay = ((await days.nth(1).evaluate((el) => el.closest('label')?.textContent)) ?? '').trim();
    await days.nth(1).check();
    await page.getByRole('group', { name: 'Horario' }).getByRole('radio', { name: 'Tarde (15:00 a 19:00)' }).check();
    expect(await page.getByLabel('Email').inputValue()).toContain('@ejemplo.mx');
    const totalText = await page.locator('.summary__total td').textContent();
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByText('Modo de prueba').waitFor();
    expect(money(await page.locator('.payment__total strong').textContent())).toBe(money(totalText));

    // A declined card shows the provider's message in red under the button.
    await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pagar' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Tu tarjeta fue rechazada.' });
    await error.waitFor();
    expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)');

    // A good card pays and lands on the confirmation with Stripe's query.
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL(/\/checkout-confirm\?payment_intent=[^&]+&payment_intent_client_secret=/);
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    await page.getByText('Pronto nos pondremos en contacto contigo, revisa tu correo.').waitFor();
    expect(await page.getByRole('link', { name: 'Seguir Comprando' }).getAttribute('href')).toBe('/tienda');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartProduct'))).toBe('[]');
    // What was just bought, made a standing order from the confirmation itself (issue 34).
    await page.getByRole('button', { name: /^Hacer recurrente el pedido #\d+$/ }).click();
    await page.getByText(/^Listo: tu pedido se repite cada semana, desde el \d{4}-\d{2}-\d{2}\.$/).waitFor();

    // The account lists the order as paid.
    await page.getByRole('link', { name: 'Perfil' }).click();
    await page.waitForURL('**/account');
    await expect.poll(() => page.locator('.order__state').first().textContent(), { timeout: 10_000 }).toBe('Pagado');
    await page.getByText(`Entrega: ${secondDay} · Tarde (15:00 a 19:00) · Ensenada`).waitFor();
    // The confirmation e-mail carries the day, the window and every wish.
    const mail = lastMail(shop.server.dir, email, 'pedido') ?? '';
    expect(mail).toContain(`Día de entrega: ${secondDay} · Tarde (15:00 a 19:00).`);
    expect(mail).toContain('(para comer hoy; si se agota: Llamarme)');
    expect(mail).toContain('Nota: Tocar el timbre dos veces');

    // «Volver a pedir»: the paid order's lines back in the (emptied) cart at today's prices, said in words.
    await page.getByRole('button', { name: /^Volver a pedir el pedido #\d+$/ }).first().click();
    await page.getByRole('status').filter({ hasText: /Agregamos \d+ productos? a tu carrito a los precios de hoy\./ }).waitFor();
    const again = JSON.parse((await page.evaluate(() => localStorage.getItem('cartProduct'))) ?? '[]') as { items: number }[];
    expect(again.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a lost answer to "Confirmar Pedido" and a second press give the same order, not two', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    // The one failure allowed: the answer this test cuts on purpose.
    const problems = watchProblems(page, /\/trpc\/order\.create/);
    await guestAtCheckout(page, 'Invitada Sin Cuenta', 'Calle 3 #45, Rosarito', '661 555 0101');

    // The server makes the order, but its answer never reaches the browser (the connection drops).
    const orderIds: number[] = [];
    let drop = true;
    await page.route('**/trpc/order.create**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      orderIds.push((Array.isArray(body) ? body[0] : body).result.data.pedido.id);
      if (drop) {
        drop = false;
        await route.abort('connectionreset');
      } else await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    // The page's own alert (a toast may say it too).
    await page.getByRole('alert').filter({ hasText: /Error al crear el pedido/ }).waitFor();
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByText('Modo de prueba').waitFor();
    expect(orderIds).toHaveLength(2);
    expect(orderIds[1]).toBe(orderIds[0]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an empty cart says so and the shipping rule comes from the server', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    const problems = watchProblems(page);
    await page.goto('/carrito');
    await waitForApp(page);
    await page.locator('main').getByText('Aun no tienes productos en tu carrito.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
