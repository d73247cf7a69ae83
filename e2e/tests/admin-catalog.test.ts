import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, screenshot } from '../support/browser';
import { useShop, waitForApp } from '../support/shop';
import { createOwner, setupLinkOf } from '../support/back-office';
import { fileURLToPath } from 'node:url';

const PHOTO = fileURLToPath(new URL('../fixtures/foto-de-telefono.jpg', import.meta.url));

const shop = useShop();

type Listed = { id: number; nombre: string; precio: number; descuento: number | 'N/A'; agotado?: boolean };
const listed = async () => ((await (await fetch(`${shop.server.url}/api/productos`)).json()) as { data: Listed[] }).data;

describe('the catalogue in the back office', () => {
  it('the owner changes a price in the price table and marks a product agotado: the shop follows at once', async () => {
    const link = setupLinkOf(shop.server);
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('dialog', (d) => void d.accept());
    await createOwner(page, link!);

    const [first, second] = (await listed()).filter((p) => !p.agotado);
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Productos' }).click();
    await page.getByRole('link', { name: 'Precios del día' }).click();
    await page.getByLabel(`Precio de ${first!.nombre}`, { exact: true }).fill('11.5');
    await page.getByLabel(`${second!.nombre} agotado`, { exact: true }).check();
    await page.getByRole('button', { name: 'Guardar 2 cambio(s)' }).click();
    await page.getByText('2 productos actualizados.').waitFor();
    await screenshot(page, 'admin-price-day-1280');

    const now = await listed();
    expect(now.find((p) => p.id === first!.id)?.precio).toBe(11.5);
    expect(now.find((p) => p.id === second!.id)?.agotado).toBe(true);

    // The shopper sees both: the new price, and «Agotado» with no way to add it.
    const shopper = await newPage(shop.browser, shop.server.url, DESKTOP);
    await shopper.page.goto(`/busqueda?q=${encodeURIComponent(second!.nombre)}`);
    await waitForApp(shopper.page);
    await shopper.page.getByRole('button', { name: `Agotado: ${second!.nombre}` }).waitFor();
    expect(await shopper.page.getByRole('button', { name: `Agotado: ${second!.nombre}` }).isDisabled()).toBe(true);
    await shopper.page.goto(`/busqueda?q=${encodeURIComponent(first!.nombre)}`);
    await shopper.page.locator('article.product-card', { has: shopper.page.getByRole('heading', { name: first!.nombre, exact: true }) }).getByText('$11.50').first().waitFor();
    await shopper.context.close();

    // A new product, then the list finds it.
    await page.goto('/admin/productos/nuevo');
    await page.getByLabel('Nombre').fill('Pitahaya roja');
    await page.getByLabel('Precio (MXN)').fill('89.90');
    await page.getByLabel('Unidad («por …»)').fill('pieza');
    // Stock is counted on purpose (a new product starts uncounted): then its units are asked for.
    await page.getByLabel('Contar existencias').check();
    await page.getByLabel('Existencias', { exact: true }).fill('40');
    // A photo from the phone's camera roll: processed by the server, its crops shown before saving.
    await page.getByLabel('Foto: elegir archivo').setInputFiles(PHOTO);
    await page.getByText(/Lista: 320×320, 640×640, 96×96/).waitFor();
    await screenshot(page, 'admin-product-new-1280');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await page.getByRole('heading', { name: /Productos/ }).waitFor();
    const pitahaya = (await listed()).find((p) => p.nombre === 'Pitahaya roja') as Listed & { img_url: string };
    expect(pitahaya.img_url).toMatch(/^\/img\/subidas\/[a-f0-9]{32}-320\.webp$/);
    await screenshot(page, 'admin-products-1280');
    // In the shop with its photo, drawn (not a broken image), and a shopper can order it.
    const buyer = await newPage(shop.browser, shop.server.url, DESKTOP);
    await buyer.page.goto('/busqueda?q=pitahaya');
    await waitForApp(buyer.page);
    const photo = buyer.page.locator('article.product-card', { has: buyer.page.getByRole('heading', { name: 'Pitahaya roja', exact: true }) }).getByRole('img', { name: 'Pitahaya roja' });
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // From the srcset: a size made for the card's slot, not the 96 px thumbnail.
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/subidas\/[a-f0-9]{32}-(320|640)\.webp$/);
    await buyer.context.close();
    // A new order is priced with the price table's price, whatever the browser says.
    const order = await fetch(`${shop.server.url}/api/crear-pedido`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nombre: 'Chef Ana', direccion: 'Calle Primera 100, Ensenada', telefono: '6461234567', email: 'ana@laola.mx', productos: [{ id: first!.id, items: 2 }] }),
    });
    const off = first!.descuento === 'N/A' ? 0 : first!.descuento;
    expect(((await order.json()) as { pedido: { lineas: { precio_unitario: number }[] } }).pedido.lineas[0]!.precio_unitario).toBe(Math.round(1150 - (1150 * off) / 100) / 100);

    // The spreadsheet round trip: the exported file with one price changed, reviewed, then applied.
    const csv = await (await fetch(`${shop.server.url}/admin/exportar/productos.csv`, { headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } })).text();
    const edited = csv.replace(new RegExp(`\\r\\n${first!.id},([^,]*),([^,]*),11\\.50,`), `\r\n${first!.id},$1,$2,12.75,`);
    expect(edited).not.toBe(csv);
    await page.getByText('Hoja de cálculo (CSV)').click();
    await page.getByLabel('Archivo CSV del catálogo').setInputFiles({ name: 'catalogo.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    await page.getByRole('button', { name: 'Revisar' }).click();
    await page.getByText(/0 nuevo\(s\) · 1 con cambios/).waitFor();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Importado: 0 nuevo(s), 1 cambiado(s)', { exact: false }).waitFor();
    expect((await listed()).find((p) => p.id === first!.id)?.precio).toBe(12.75);

    // An article: written with a live preview that sanitizes as the blog does, published, on /blog.
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('link', { name: 'Nuevo artículo' }).click();
    await page.getByLabel('Título').fill('Temporada de pitahaya');
    await page.getByLabel('Resumen').fill('La pitahaya roja llega a la tienda esta semana.');
    await page.getByLabel('Contenido (Markdown)').fill('## Pitahaya\n\nDulce y **fresca**. <img src=x onerror="window.__xss=1">');
    await page.getByRole('region', { name: 'Vista previa' }).getByRole('heading', { name: 'Pitahaya', exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.getByLabel('Borrador (no se publica)').uncheck();
    await screenshot(page, 'admin-article-1280');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('link', { name: 'Temporada de pitahaya' }).waitFor();
    const reader = await newPage(shop.browser, shop.server.url, DESKTOP);
    await reader.page.goto('/blog/temporada-de-pitahaya');
    await reader.page.getByRole('heading', { name: 'Pitahaya', exact: true }).waitFor();
    await reader.context.close();

    // The shop's settings: a new name and shipping fee, in the shop's pages on the next visit.
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Ajustes' }).click();
    await page.getByLabel('Nombre de la tienda').fill('Huerta Baja Ensenada');
    await page.getByLabel('WhatsApp').fill('+52 646 100 2000');
    await page.getByLabel('Costo de envío (MXN)').fill('80');
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await page.getByText('Guardado: la tienda ya usa estos datos.').waitFor();
    await screenshot(page, 'admin-settings-1280');
    const visitor = await newPage(shop.browser, shop.server.url, DESKTOP);
    await visitor.page.goto('/contacto');
    await waitForApp(visitor.page);
    expect(await visitor.page.title()).toContain('Huerta Baja Ensenada');
    await visitor.page.getByRole('link', { name: /WhatsApp \+52 646 100 2000/ }).first().waitFor();
    await visitor.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });
});
