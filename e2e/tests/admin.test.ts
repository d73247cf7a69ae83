import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { outboxOf } from '../support/outbox';
import { piecesOnSale, useShop } from '../support/shop';
import { createOwner, setupLinkOf, signInAsOwner } from '../support/back-office';

const shop = useShop();

/** Orders placed through the public API, the first ones paid with the test card. */
async function placeOrders(base: string, count: number, tag = '') {
  // Sold by the piece: nothing to weigh before «Enviado» (the seed sells some by weight).
  const products = await piecesOnSale(base);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const body = { nombre: `Hotel Coral ${tag}${i}`, direccion: 'Blvd. Costero 100, Ensenada', telefono: '646 123 4567', email: `compras${tag ? `-${tag}` : ''}${i}@hotelcoral.mx`, productos: [{ id: products[i]!.id, items: 2 }] };
    const made = (await (await fetch(`${base}/api/crear-pedido`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: string; pedido: { id: number } };
    await fetch(`${base}/api/pago-prueba`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payment_intent_client_secret: made.data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' }) });
    ids.push(made.pedido.id);
  }
  return ids;
}

describe('the back office', () => {
  it('the owner opens the printed setup link, finds the paid orders and takes one to «Entregado»; the customer gets the e-mails', async () => {
    const link = setupLinkOf(shop.server);
    expect(link, 'the server printed the one-time setup link at start').toBeDefined();
    const [first, second] = await placeOrders(shop.server.url, 2);
    const { page, context } = await newPage(shop.browser, shop.server.url);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(String(e)));

    await createOwner(page, link!);
    expect(new URL(page.url()).pathname).toBe('/admin/pedidos');

    // Only the paid ones, then both moved to «En preparación» at once.
    await page.getByLabel('Estado').selectOption('pagado');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByRole('link', { name: `#${first}`, exact: true }).waitFor();
    await page.getByLabel(`Elegir el pedido ${first}`, { exact: true }).check();
    await page.getByLabel(`Elegir el pedido ${second}`, { exact: true }).check();
    await page.getByRole('button', { name: 'En preparación' }).click();
    await page.getByText('2 pedidos actualizados.').waitFor();

    // A deep link loads the app; the order goes out and arrives.
    await page.goto(`/admin/pedidos/${first}`);
    await page.getByRole('heading', { name: new RegExp(`Pedido #${first}`) }).waitFor();
    await page.getByRole('button', { name: 'Enviado' }).click();
    await page.getByText('1 pedido actualizado.').waitFor();
    await page.getByRole('button', { name: 'Entregado' }).click();
    await page.getByText('Estado: Entregado').waitFor();
    expect(await page.getByText('(Rosa Pérez)').count()).toBe(3);

    const mails = outboxOf(shop.server).filter((m) => m.para === 'compras0@hotelcoral.mx').map((m) => m.tipo);
    expect(mails).toEqual(['pedido', 'pedido-enviado', 'pedido-entregado']);

    // Signing out ends the session: the list sends back to the login.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.goto('/admin/pedidos');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Pages in a PDF printed by Chromium (its page objects are written uncompressed). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;


describe("the owner's day", () => {
  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`on the ${label} (${viewport.width} px): a new paid order appears on the dashboard, the day is printed, one order delivered, another cancelled and refunded, a message answered`, async () => {
      const w = viewport.width;
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(String(e)));
      page.on('dialog', (d) => void d.accept());
      // window.print() would open the system dialog; the test prints with page.pdf() what the button laid out.
      await page.addInitScript(() => (window.print = () => undefined));
      // The page's clock is the test's: «within 30 s» is checked without waiting 30 s.
      await page.clock.install();
      await signInAsOwner(page);

      await page.goto('/admin/');
      const toPrepare = page.locator('.tile', { hasText: 'Por preparar' }).locator('strong');
      const before = Number(await toPrepare.innerText());
      const [deliver, cancel] = await placeOrders(shop.server.url, 2, `${label}-`);
      await page.clock.fastForward(30_000);
      await expect.poll(async () => Number(await toPrepare.innerText()), { timeout: 5000 }).toBe(before + 2);
      await screenshot(page, `admin-dashboard-${w}`);

      // The day's pick list and one packing slip per order, each printed on A4 and on letter.
      await page.getByRole('link', { name: /Por preparar/ }).click();
      await page.getByRole('heading', { name: /Preparar pedidos del/ }).waitFor();
      const orders = before + 2;
      await page.getByRole('button', { name: 'Imprimir lista de surtido' }).click();
      // page.pdf() lays the page out with its print styles, as the browser's print would.
      expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
      await page.getByRole('button', { name: 'Imprimir hojas de empaque' }).click();
      for (const format of ['A4', 'Letter']) expect(pdfPages(await page.pdf({ format })), `${format} slips`).toBe(orders);
      await screenshot(page, `admin-pick-list-${w}`);

      // One order through the whole workflow; the customer gets an e-mail per change.
      await page.goto(`/admin/pedidos/${deliver}`);
      for (const [button, state] of [['En preparación', 'En preparación'], ['Enviado', 'Enviado'], ['Entregado', 'Entregado']]) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.getByText(`Estado: ${state}`).waitFor();
      }
      await screenshot(page, `admin-order-delivered-${w}`);

      // Another cancelled (after a confirmation) and refunded through the payment provider.
      await page.goto(`/admin/pedidos/${cancel}`);
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await page.getByText(/reembolsado el/).waitFor();
      const mailsTo = (i: number) => outboxOf(shop.server).filter((m) => m.para === `compras-${label}-${i}@hotelcoral.mx`).map((m) => m.tipo);
      expect(mailsTo(0)).toEqual(['pedido', 'pedido-enviado', 'pedido-entregado']);
      expect(mailsTo(1)).toEqual(['pedido', 'pedido-cancelado']);

      // A message from the contact form: the count in the navigation, the reply sent by e-mail.
      await fetch(`${shop.server.url}/api/send-contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nombre: `Chef ${label}`, correo: `chef-${label}@laola.mx`, mensaje: '¿Tienen precio de mayoreo para tomate saladet por caja?' }) });
      await page.clock.fastForward(30_000);
      // On a phone the sections are behind «Menú».
      const menu = page.getByRole('button', { name: 'Menú' });
      if (await menu.isVisible()) await menu.click();
      const inbox = page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: /Mensajes/ });
      await expect.poll(() => inbox.locator('.count').textContent(), { timeout: 5000 }).toBe('1');
      await inbox.click();
      await page.getByRole('button', { name: new RegExp(`Chef ${label}`) }).click();
      await page.getByLabel('Respuesta (se envía por correo)').fill('Sí: $180 la caja de 10 kg. <b>Saludos</b>');
      await page.getByRole('button', { name: 'Enviar respuesta' }).click();
      await page.getByText(`Respuesta enviada a chef-${label}@laola.mx.`).waitFor();
      await page.getByRole('button', { name: 'Todos' }).click();
      await page.getByRole('button', { name: new RegExp(`Chef ${label}.*Respondido`) }).click();
      await page.getByRole('heading', { name: /Respuesta enviada/ }).waitFor();
      await screenshot(page, `admin-messages-${w}`);
      expect(outboxOf(shop.server).filter((m) => m.para === `chef-${label}@laola.mx`).map((m) => m.tipo)).toEqual(['respuesta-contacto']);
      // Staff-entered text is text: the markup shows as typed.
      expect(await page.getByText('Sí: $180 la caja de 10 kg. <b>Saludos</b>').count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('turns on two-step verification in «Mi cuenta» and then signs in with the app\'s code', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await signInAsOwner(page);
    await page.getByRole('link', { name: /Rosa Pérez/ }).click();
    await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    await page.getByAltText('Código QR para tu app de autenticación').waitFor();
    const secret = (await page.locator('code.secret').innerText()).replace(/\s/g, '');
    const code = (steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
    await page.getByLabel('2. Escribe el código de 6 dígitos que muestra la app').fill(code());
    await page.getByRole('button', { name: 'Confirmar y activar' }).click();
    await expect.poll(() => page.locator('.codes li').count()).toBe(10);
    await screenshot(page, 'admin-account-codes-390');
    await page.getByRole('button', { name: 'Ya los guardé' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await signInAsOwner(page, () => code(1));
    await context.close();
  });
});
