// Stored text full of what CSV, templates and String.prototype.replace read as syntax — a product's name, a
// customer's name, address and note, the shop's name — comes out of the back office's CSV files (orders,
// catalogue, a price list) and the order's e-mails exactly as typed: a real CSV parser reads each field back
// (a formula start behind the `'` that keeps a spreadsheet from running it), the catalogue's file imports
// back as «no changes», and the e-mails carry each text whole.
import { effectiveUnitCentavos, toCentavos } from '@huerta/contracts';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_ORIGIN, adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { REPORTED, hostileText } from '../../test/hostile-text';
import { customer, outbox, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { call, addStaff } = adminClient(app, '10.64.0');
const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
const as = { cookie: owner };
const download = async (url: string) => (await app.inject({ url, headers: as })).rawPayload.toString('utf8');
const rows = (csv: string) => parse(csv, { bom: true, columns: true, relax_quotes: false }) as Record<string, string>[];
/** What a spreadsheet shows for a text cell: a formula start is kept from running behind a `'` (platform/csv.ts). */
// The export's guard: one more quote before text that starts as a formula after any quotes of its own.
const cell = (s: string) => (/^'*[=+\-@\t\r]/.test(s) ? `'${s}` : s);

type Listed = { id: number; slug: string; precio: number; descuento: number | 'N/A'; agotado?: boolean; venta?: unknown };
// A product sold by the piece, so its e-mail line reads «- name × items» (a weighed one's says its kilos).
const product = ((await app.inject({ url: '/api/productos' })).json().data as Listed[]).find((p) => !p.venta && !p.agotado)!;
const { id: _i, categoria: _c, archivado: _a, ...productFields } = (await call('products.get', { id: product.id }, as)).data as Record<string, unknown>;
const shopFields = (await call('shop.get', undefined, as)).data as Record<string, unknown>;
const lista = ((await call('priceLists.create', { nombre: 'Restaurantes', descuento_general: 10 }, as)).data as { id: number }).id;
/** Enough of it for Ensenada's minimum. */
const items = Math.ceil(60_000 / effectiveUnitCentavos(toCentavos(product.precio), product.descuento));

interface Texts {
  shop: string;
  product: string;
  nombre: string;
  direccion: string;
  nota: string;
}

async function everyFileKeeps(n: Texts) {
  expect((await call('shop.update', { ...shopFields, nombre: n.shop }, as)).status).toBe(200);
  expect((await call('products.update', { id: product.id, producto: { ...productFields, nombre: n.product } }, as)).status).toBe(200);
  const created = await post(app, '/api/crear-pedido', { ...customer, nombre: n.nombre, direccion: n.direccion, nota: n.nota, productos: [{ id: product.id, items }] });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().pedido.id as number;
  const paid = await post(app, '/api/pago-prueba', { payment_intent_client_secret: created.json().data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' });
  expect(paid.statusCode, paid.body).toBe(200);

  // The customer's confirmation and the shop's notice.
  const mails = (await outbox(app)).filter((m) => new RegExp(`#${id}(?!\\d)`).test(m.asunto));
  const confirmation = mails.find((m) => m.para === customer.email && m.tipo === 'pedido')!;
  expect(confirmation.asunto).toBe(`${n.shop}: confirmación de tu pedido #${id}`);
  for (const text of [`Hola ${n.nombre}:`, `- ${n.product} × ${items}`, n.direccion, n.nota]) expect(confirmation.texto).toContain(text);
  expect(confirmation.texto.endsWith(`\n\n${n.shop}`)).toBe(true);
  const notice = mails.find((m) => m.para !== customer.email)!;
  for (const text of [`Cliente: ${n.nombre}\n`, `Dirección: ${n.direccion}`, `Nota: ${n.nota}`, `- ${n.product} × ${items}`]) expect(notice.texto).toContain(text);

  const today = app.services.today();
  const order = rows(await download(`/admin/exportar/pedidos.csv?desde=${today}&hasta=${today}`)).find((r) => r.Pedido === String(id))!;
  expect({ cliente: order.Cliente, direccion: order['Dirección'] }).toEqual({ cliente: cell(n.nombre), direccion: cell(n.direccion) });

  const catalogue = await download('/admin/exportar/productos.csv');
  expect(rows(catalogue).find((r) => r.id === String(product.id))!.nombre).toBe(cell(n.product));
  const back = await app.inject({ method: 'POST', url: '/admin/importar/productos.csv?aplicar=0', payload: catalogue, headers: { ...as, origin: ADMIN_ORIGIN, 'content-type': 'text/csv' } });
  expect(back.json().data, 'the exported catalogue imports back as no changes').toMatchObject({ nuevos: [], cambiados: [], errores: [] });

  const prices = (await call('priceLists.exportCsv', { id: lista }, as)).data as string;
  expect(rows(prices).find((r) => r.producto_id === String(product.id))!.producto).toBe(cell(n.product));
}

describe('stored text stays text in the CSV files and the e-mails', () => {
  it('the reported name', async () => {
    await everyFileKeeps({ shop: 'Huerta Baja', product: REPORTED, nombre: REPORTED, direccion: `Calle ${REPORTED} 12, Ensenada`, nota: REPORTED });
  });

  // Found by the property below (seed 719580972): a name that is itself behind a guard quote came back without it.
  it('a name that starts with the guard quote before a formula start', async () => {
    await everyFileKeeps({ shop: '$&', product: "'=", nombre: '$&', direccion: '$&', nota: '$&' });
  });

  it('any text made of $ patterns, quotes, separators, formula starts, markup and U+2028', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ shop: hostileText(80), product: hostileText(120), nombre: hostileText(120), direccion: hostileText(300), nota: hostileText(500) }), everyFileKeeps),
      { numRuns: 15 },
    );
  }, 120_000);
});
