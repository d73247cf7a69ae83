import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { screenshot } from '../support/browser';
import { paidRestOrder, piecesOnSale, useShop } from '../support/shop';

// An order's money in the back office: the payment recorded when it was paid, with its amount and the
// processor's reference (issue 33's records; the refund row is tested in apps/api money-records.test.ts).
const shop = useShop();

describe('an order’s money on its page', () => {
  it('shows the payment with its amount and reference', async () => {
    const base = shop.server.url;
    // Sold by the piece: paid, not held (the seed sells some by weight).
    const products = await piecesOnSale(base);
    const made = await paidRestOrder<{ id: number; total: number }>(base, { nombre: 'Hotel Coral', direccion: 'Blvd. Costero 100, Ensenada', telefono: '646 123 4567', email: 'coral@ejemplo.mx', productos: [{ id: products[0]!.id, items: 2 }] });
    const { page, context, problems } = await ownerPage(shop);
    await page.goto(`/admin/pedidos/${made.id}`);
    const table = page.getByRole('table', { name: 'Movimientos de dinero' });
    const row = table.getByRole('row').filter({ hasText: 'Pago con tarjeta' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`$${made.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(await row.locator('code').textContent()).toMatch(/^pi_/);
    await screenshot(page, 'admin-order-money-1280');
    expect(problems).toEqual([]);
    await context.close();
  });
});
