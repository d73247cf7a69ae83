import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { guestAtCheckout, useShop } from '../support/shop';

const shop = useShop();

describe('losing the connection at checkout', () => {
  it('says so at once in Spanish, and the retry once back online makes exactly one order', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await guestAtCheckout(page, 'Sin Señal', 'Carretera Tecate–Ensenada km 73', '646 200 3000');

    // Every successful answer to order.create, recorded as it arrives (its body is read afterwards).
    const created: Response[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/trpc/order.create') && res.ok()) created.push(res);
    });
    await context.setOffline(true);
    const started = Date.now();
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByText('Sin conexión a internet. Revisa tu conexión e intenta de nuevo.', { exact: false }).first().waitFor({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await page.getByRole('button', { name: 'Confirmar Pedido' }).isEnabled()).toBe(true);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByText('Modo de prueba').waitFor();
    const orderIds = await Promise.all(created.map(async (res) => ((await res.json()) as { result: { data: { pedido: { id: number } } } }[])[0]!.result.data.pedido.id));
    expect(orderIds).toHaveLength(1);

    // Paying offline: the same, and nothing is sent later behind the shopper's back.
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Sin conexión a internet' }).waitFor({ timeout: 5_000 });
    await context.setOffline(false);
    await page.waitForTimeout(500);
    expect(page.url()).toContain('/checkout');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    await context.close();
  });
});
