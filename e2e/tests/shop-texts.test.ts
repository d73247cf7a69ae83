import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from '../support/browser';
import { createOwner, setupLinkOf } from '../support/back-office';
import { useShop, waitForApp } from '../support/shop';

const shop = useShop();

type Zone = { id: number; nombre: string; codigosPostales: string[]; costo: number | null; gratisDesde: number | null; minimo: number; diasEntrega: number[]; activa: boolean; capacidad: number };

describe('the shop says what its settings say', () => {
  it('the FAQ, terms and privacy follow the zones the owner set, and the owner edits the FAQ with a preview', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await createOwner(page, setupLinkOf(shop.server)!);
    // Ensenada at $80, free from $800, minimum $300; Tecate on Tuesday, Thursday and Saturday (as the owner's
    // «Entregas» page saves them: the back office's own procedure, from its own origin).
    const admin = (path: string, body?: unknown) =>
      page.evaluate(
        async ({ path, body }) => {
          const res = await fetch(`/admin/trpc/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          return (await res.json()) as { result?: { data: unknown }; error?: unknown };
        },
        { path, body },
      );
    const zones = (await admin('delivery.zones')).result!.data as Zone[];
    const ensenada = zones.find((z) => z.nombre === 'Ensenada')!;
    const tecate = zones.find((z) => z.nombre === 'Tecate')!;
    const fields = ({ id: _id, ...z }: Zone) => z;
    expect((await admin('delivery.updateZone', { id: ensenada.id, zona: { ...fields(ensenada), costo: 80, gratisDesde: 800, minimo: 300 } })).error).toBeUndefined();
    expect((await admin('delivery.updateZone', { id: tecate.id, zona: { ...fields(tecate), diasEntrega: [2, 4, 6] } })).error).toBeUndefined();

    await page.goto('/nosotros');
    await waitForApp(page);
    const faq = page.locator('.faq');
    await faq.getByRole('button', { name: '¿Cuánto cuesta el envío?' }).click();
    await faq.getByText('cuesta $80 MXN por pedido y es gratis en pedidos mayores a $800 MXN en Ensenada', { exact: false }).waitFor();
    await faq.getByRole('button', { name: '¿Hay un monto mínimo de compra?' }).click();
    await faq.getByText('$300 MXN en Ensenada', { exact: false }).waitFor();
    await faq.getByRole('button', { name: '¿Cuándo llega mi pedido?' }).click();
    await faq.getByText('martes, jueves y sábado en Tecate', { exact: false }).waitFor();
    expect(await page.locator('main').textContent()).not.toContain('al día siguiente');

    await page.goto('/terms');
    await page.getByText('cuesta $80 MXN por pedido y es gratis en pedidos mayores a $800 MXN en Ensenada', { exact: false }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/\$100 MXN por pedido\. El envío es gratis en pedidos mayores a \$500 MXN/);
    await page.goto('/privacy');
    await page.getByText('Nuestra zona de servicio comprende Tijuana', { exact: false }).waitFor();
    expect(await page.locator('main').textContent()).not.toContain('Mexicali');

    // The owner adds a question in «Textos»: the preview shows it filled, Ctrl+S saves, the shop shows it.
    await page.goto('/admin/textos');
    await page.getByRole('tab', { name: 'Preguntas frecuentes (Nosotros)' }).waitFor();
    const editor = page.getByLabel('Preguntas frecuentes (Nosotros) (Markdown)');
    await editor.press('Control+End');
    await editor.pressSequentially('\n\n## ¿Venden por caja?\n\nSí: escríbenos al {whatsapp}.');
    await page.getByRole('region', { name: 'Vista previa' }).getByText('Sí: escríbenos al +52', { exact: false }).waitFor();
    await screenshot(page, 'admin-textos-1280');
    await editor.press('Control+s');
    await page.getByText('Texto guardado: la tienda ya lo muestra.').waitFor();
    await page.getByRole('tab', { name: 'Preguntas frecuentes (Nosotros) · editado' }).waitFor();

    const shopper = await newPage(shop.browser, shop.server.url, PHONE);
    await shopper.page.goto('/nosotros');
    await waitForApp(shopper.page);
    await shopper.page.locator('.faq').getByRole('button', { name: '¿Venden por caja?' }).click();
    await shopper.page.getByText('Sí: escríbenos al +52', { exact: false }).waitFor();
    await screenshot(shopper.page, 'nosotros-faq-editado-390');
    await shopper.context.close();

    // Back to the first version: the editor shows it again.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Volver a la primera versión' }).click();
    await page.getByText('Se restauró la primera versión.').waitFor();
    await expect.poll(() => editor.inputValue()).not.toContain('¿Venden por caja?');
    await context.close();
  });
});
