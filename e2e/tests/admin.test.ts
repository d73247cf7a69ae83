import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { outboxOf } from '../support/outbox';
import { useShop } from '../support/shop';

const shop = useShop();

/** Orders placed through the public API, the first ones paid with the test card. */
async function placeOrders(base: string, count: number) {
  const products = ((await (await fetch(`${base}/api/productos`)).json()) as { data: { id: number }[] }).data;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const body = { nombre: `Hotel Coral ${i}`, direccion: 'Blvd. Costero 100, Ensenada', telefono: '646 123 4567', email: `compras${i}@hotelcoral.mx`, productos: [{ id: products[i]!.id, items: 2 }] };
    const made = (await (await fetch(`${base}/api/crear-pedido`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: string; pedido: { id: number } };
    await fetch(`${base}/api/pago-prueba`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payment_intent_client_secret: made.data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' }) });
    ids.push(made.pedido.id);
  }
  return ids;
}

describe('the back office', () => {
  it('the owner opens the printed setup link, finds the paid orders and takes one to «Entregado»; the customer gets the e-mails', async () => {
    const link = /(http:\/\/\S+\/admin\/setup\?token=[\w-]{43})/.exec(shop.server.stderr())?.[1];
    expect(link, 'the server printed the one-time setup link at start').toBeDefined();
    const [first, second] = await placeOrders(shop.server.url, 2);
    const { page, context } = await newPage(shop.browser, shop.server.url);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(String(e)));

    await page.goto(link!);
    await page.getByLabel('Nombre').fill('Rosa Pérez');
    await page.getByLabel('Correo').fill('rosa@huertabaja.mx');
    await page.getByLabel('Contraseña (mínimo 8 caracteres)').fill('clave-del-panel-1');
    await page.getByRole('button', { name: 'Crear cuenta y entrar' }).click();
    await page.getByRole('heading', { name: 'Pedidos' }).waitFor();
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
