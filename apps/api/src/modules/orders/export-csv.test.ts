// The owner's orders CSV as a bookkeeper's and a dispatcher's spreadsheet reads it: times on the shop's
// clock (not UTC), amounts as numbers, where and when each order goes, its items and its factura's RFC —
// downloaded through the back office's route, on both engines, and parsed back by a real CSV parser.
import { effectiveUnitCentavos, toCentavos } from '@huerta/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, orderRow, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { addStaff } = adminClient(app, '10.23.0');
const owner = await addStaff('rosa@huertabaja.mx', 'dueño');

const HEADER = [
  'Pedido',
  'Creado (hora de Tijuana)',
  'Estado',
  'Cliente',
  'Correo',
  'Teléfono',
  'Dirección',
  'Código postal',
  'Zona',
  'Día de entrega',
  'Ventana',
  'Artículos',
  'Subtotal (MXN)',
  'Cupón',
  'Descuento (MXN)',
  'Envío (MXN)',
  'Total (MXN)',
  'Total final (MXN)',
  'Base IVA 0 % (MXN)',
  'Base IVA 8 % (MXN)',
  'IVA 8 % (MXN)',
  'Base IVA 16 % (MXN)',
  'IVA 16 % (MXN)',
  'RFC',
  'Razón social',
  'Pagado (hora de Tijuana)',
  'Cancelado (hora de Tijuana)',
  'Reembolsado (hora de Tijuana)',
];

type Listed = { id: number; precio: number; descuento: number | 'N/A'; agotado?: boolean; venta?: unknown };
type Placed = { id: number; creado: string; subtotal: number; envio: number; total: number; dia_entrega: string | null; ventana: string | null; lineas: { items: number }[]; impuestos: { tasa: number; base: number; iva: number }[] };
/** The CSV's IVA cells as the order's own breakdown (the API's `impuestos`) gives them. */
const ivaCells = (o: Placed) => {
  const at = (tasa: number) => o.impuestos.find((r) => r.tasa === tasa) ?? { base: 0, iva: 0 };
  return {
    'Base IVA 0 % (MXN)': at(0).base.toFixed(2),
    'Base IVA 8 % (MXN)': at(8).base.toFixed(2),
    'IVA 8 % (MXN)': at(8).iva.toFixed(2),
    'Base IVA 16 % (MXN)': at(16).base.toFixed(2),
    'IVA 16 % (MXN)': at(16).iva.toFixed(2),
  };
};
// Sold by the piece: the seed sells some by weight (issue 35), whose items are steps of a kilo price.
const [first, second] = ((await app.inject({ url: '/api/productos' })).json().data as Listed[]).filter((p) => !p.agotado && !p.venta);
/** Enough units of the first product for Ensenada's $500 minimum. */
const items = Math.ceil(60_000 / effectiveUnitCentavos(toCentavos(first!.precio), first!.descuento));

/** «AAAA-MM-DD HH:MM» in Tijuana, computed apart from the export's own code. */
const tijuana = (iso: string) => {
  const f = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Tijuana', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}`;
};

/** An order placed as the storefront places it, paid with the test card unless `paid` is false. */
async function placed(body: Record<string, unknown>, headers: Record<string, string> = {}, paid = true) {
  const res = await post(app, '/api/crear-pedido', { ...customer, ...body }, headers);
  expect(res.statusCode, res.body).toBe(201);
  if (paid) {
    const pay = await post(app, '/api/pago-prueba', { payment_intent_client_secret: res.json().data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' });
    expect(pay.statusCode, pay.body).toBe(200);
  }
  return res.json().pedido as Placed;
}

async function download() {
  const hasta = app.services.today();
  const desde = new Date(Date.parse(`${hasta}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const res = await app.inject({ method: 'GET', url: `/admin/exportar/pedidos.csv?desde=${desde}&hasta=${hasta}`, headers: { cookie: owner } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('the orders CSV export', () => {
  it('gives local times, summable amounts, delivery, items and RFC, and quotes any name so it reads back', async () => {
    // A guest's delivery in Ensenada on the first day offered, in its first window, with two products.
    const slots = (await app.inject({ url: `/trpc/catalog.deliverySlots?input=${encodeURIComponent(JSON.stringify({ codigo_postal: '22800' }))}` })).json().result.data as {
      dias: { dia: string; ventanas: { id: string; nombre: string }[] }[];
    };
    const day = slots.dias[0]!;
    const tricky = 'Pérez, "El Güero"\nSegunda línea';
    const delivery = await placed({ nombre: tricky, codigo_postal: '22800', dia_entrega: day.dia, ventana: day.ventanas[0]!.id, productos: [{ id: first!.id, items }, { id: second!.id, items: 2 }] });
    // A registered restaurant asking for a factura.
    const jwt = (await post(app, '/api/registrar', { nombre: 'Taquería el Faro', usuario: 'chef@elfaro.mx', password: 'clave-segura-1' })).json().data.jwt as string;
    const factura = { rfc: 'TEF190312AB1', razon_social: 'Taquería el Faro', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };
    const invoiced = await placed({ email: 'chef@elfaro.mx', factura, productos: [{ id: first!.id, items: 3 }] }, { authorization: `Bearer ${jwt}` });
    // Unpaid, with cells a spreadsheet would run as formulas.
    const formula = await placed({ nombre: '=HYPERLINK("http://x.mx")', direccion: '-2+3 Calle Falsa', productos: [{ id: second!.id, items: 1 }] }, {}, false);

    const raw = await download();
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = raw.toString('utf8');
    // Every record ends in CRLF; a bare LF lives only inside a quoted field.
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/"(?:[^"]|"")*"/g, '').replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const [header, ...records] = parse(body, { bom: true, record_delimiter: '\r\n' }) as string[][];
    expect(header).toEqual(HEADER);
    const rows = new Map(records.map((r) => [Number(r[0]), Object.fromEntries(HEADER.map((h, i) => [h, r[i]!]))]));
    expect([...rows.keys()]).toEqual([delivery.id, invoiced.id, formula.id]);

    const a = rows.get(delivery.id)!;
    const stored = await orderRow(app, delivery.id);
    expect(a).toEqual({
      Pedido: String(delivery.id),
      'Creado (hora de Tijuana)': tijuana(delivery.creado),
      Estado: 'Pagado',
      Cliente: tricky,
      Correo: customer.email,
      Teléfono: customer.telefono,
      Dirección: customer.direccion,
      'Código postal': '22800',
      Zona: 'Ensenada',
      'Día de entrega': day.dia,
      Ventana: day.ventanas[0]!.nombre,
      Artículos: String(items + 2),
      'Subtotal (MXN)': delivery.subtotal.toFixed(2),
      // No discount code (issue 47): total = subtotal − descuento + envío.
      Cupón: '',
      'Descuento (MXN)': '0.00',
      'Envío (MXN)': delivery.envio.toFixed(2),
      'Total (MXN)': delivery.total.toFixed(2),
      // Nothing sold by weight: what was packed is what was ordered.
      'Total final (MXN)': delivery.total.toFixed(2),
      ...ivaCells(delivery),
      RFC: '',
      'Razón social': '',
      'Pagado (hora de Tijuana)': tijuana(stored.pagadoEn!),
      'Cancelado (hora de Tijuana)': '',
      'Reembolsado (hora de Tijuana)': '',
    });
    // The shop's clock, not UTC's (Tijuana is 7 or 8 hours behind).
    expect(a['Creado (hora de Tijuana)']).not.toBe(delivery.creado.slice(0, 16).replace('T', ' '));
    expect(a.Ventana).toBe(delivery.ventana);
    expect(Number(a.Artículos)).toBe(delivery.lineas.reduce((n, l) => n + l.items, 0));

    const b = rows.get(invoiced.id)!;
    expect(b).toMatchObject({ Estado: 'Pagado', RFC: 'TEF190312AB1', 'Razón social': 'TAQUERÍA EL FARO', Artículos: '3', 'Código postal': '', 'Día de entrega': '', Ventana: '' });
    const c = rows.get(formula.id)!;
    expect(c).toMatchObject({ Estado: 'Pendiente de pago', Cliente: `'=HYPERLINK("http://x.mx")`, Dirección: "'-2+3 Calle Falsa", 'Pagado (hora de Tijuana)': '' });

    // Amounts are plain numbers (no sign, no thousands separator) that add up to the orders' totals.
    const orders = [delivery, invoiced, formula];
    for (const o of orders) {
      const row = rows.get(o.id)!;
      for (const [column, pesos] of [['Subtotal (MXN)', o.subtotal], ['Envío (MXN)', o.envio], ['Total (MXN)', o.total]] as const) {
        expect(row[column]).toMatch(/^\d+\.\d{2}$/);
        expect(Number(row[column])).toBe(pesos);
      }
    }
    const sum = (column: string) => [...rows.values()].reduce((n, r) => n + Math.round(Number(r[column]) * 100), 0);
    expect(sum('Total (MXN)')).toBe(orders.reduce((n, o) => n + Math.round(o.total * 100), 0));
    expect(sum('Subtotal (MXN)') - sum('Descuento (MXN)') + sum('Envío (MXN)')).toBe(sum('Total (MXN)'));
    // Bases and IVA by rate: the order's own breakdown, adding up to its total.
    for (const o of orders) expect(rows.get(o.id)).toMatchObject(ivaCells(o));
    expect(['Base IVA 0 % (MXN)', 'Base IVA 8 % (MXN)', 'IVA 8 % (MXN)', 'Base IVA 16 % (MXN)', 'IVA 16 % (MXN)'].reduce((n, c) => n + sum(c), 0)).toBe(sum('Total (MXN)'));
    expect(sum('IVA 16 % (MXN)')).toBeGreaterThan(0);
  });
});
