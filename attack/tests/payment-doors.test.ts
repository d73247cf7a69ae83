import { describe, expect, it } from 'vitest';
import { LEAK } from '../support/checks';
import { httpJson } from '../support/http';
import { MB, sampleRss } from '../support/memory';
import { mb, report, secs, tally } from '../support/report';
import { startServer } from '../support/server';
import { ownerCookie } from '../support/staff';

// Issue 33's doors against the built server: a new order's payment method (vouchers e-mailed, stock held
// for days), staff's «Simular pago recibido», and the driver's procedures. What one stranger can make the
// shop hold or send is bounded by the per-address order allowance; money moves once however often asked.
describe('payment methods and the driver’s day from outside', () => {
  it('bounds a flood of vouchers from one address, refuses oversized methods cheaply, turns strangers from the driver’s day, and pays a voucher once under 20 racing clicks', async () => {
    const server = await startServer();
    try {
      const config = (await httpJson(`${server.url}/api/config`)).json as { data: { entregas: { zonas: { codigosPostales: string[] }[] } } };
      const cp = config.data.entregas.zonas[0]!.codigosPostales[0]!.slice(0, 5);
      const products = (await httpJson(`${server.url}/api/productos`)).json as { data: { id: number; precio: number; venta?: unknown }[] };
      // Sold by the piece (the seed sells some by weight, priced per kilo): the items below reach $600.
      const product = products.data.find((p) => p.precio >= 40 && !p.venta)!;
      const order = (metodo_pago: unknown, localAddress = '127.0.3.1') =>
        httpJson(`${server.url}/api/crear-pedido`, {
          body: { nombre: 'Flood', direccion: 'Calle 1, Centro', telefono: '646 123 4567', email: 'flood@example.mx', codigo_postal: cp, productos: [{ id: product.id, items: Math.ceil(600 / product.precio) }], metodo_pago },
          localAddress,
        });

      const rss = sampleRss(server.pid);
      const started = Date.now();
      const vouchers = await Promise.all(Array.from({ length: 40 }, () => order('oxxo')));
      const floodMs = Date.now() - started;
      const oversized = await Promise.all(Array.from({ length: 50 }, (_, i) => order('x'.repeat(30_000), `127.0.4.${i + 1}`)));
      const strangers = await Promise.all(
        ['route.day', 'route.deliver', 'route.reorder', 'drivers.cashReport', 'orders.simulatePayment'].map((path) =>
          path === 'route.day' || path === 'drivers.cashReport'
            ? httpJson(`${server.url}/admin/trpc/${path}?input=${encodeURIComponent(JSON.stringify(path === 'route.day' ? undefined : { dia: '2026-11-24' }))}`)
            : httpJson(`${server.url}/admin/trpc/${path}`, { body: { id: 1, recibio: 'x', ids: [1] }, headers: { origin: server.url } }),
        ),
      );

      // The owner clicks «Simular pago recibido» 20 times at once on one voucher (test mode).
      const cookie = await ownerCookie(server);
      const first = vouchers.find((v) => v.status === 201)!.json as { pedido: { id: number } };
      const clicks = await Promise.all(
        Array.from({ length: 20 }, () => httpJson(`${server.url}/admin/trpc/orders.simulatePayment`, { body: { id: first.pedido.id }, headers: { origin: server.url, cookie } })),
      );
      const seen = (await httpJson(`${server.url}/admin/trpc/orders.get?input=${encodeURIComponent(JSON.stringify({ id: first.pedido.id }))}`, { headers: { cookie } })).json as {
        result: { data: { estado: string; dinero: { tipo: string }[] } };
      };
      const peak = rss.stop();
      report('payment methods and driver’s day (issue 33)', {
        '40 OXXO orders from one address': `${tally(vouchers.map((v) => v.status))} in ${secs(floodMs)}`,
        '50 orders with a 30 KB method': `${tally(oversized.map((v) => v.status))}, answers ≤ ${Math.max(...oversized.map((o) => o.text.length))} B`,
        'driver/owner procedures without a session': tally(strangers.map((s) => s.status)),
        '20 racing simulated payments': `${tally(clicks.map((c) => c.status))} → ${seen.result.data.estado}, ${seen.result.data.dinero.length} money record`,
        'peak RSS': mb(peak),
      });
      // One address gets its allowance of orders that hold stock for days (5 a day), then 429s naming why.
      expect(vouchers.filter((v) => v.status === 201)).toHaveLength(5);
      expect((vouchers.find((v) => v.status === 429)!.json as { message: string }).message).toMatch(/^Ya hiciste varios pedidos por pagar en OXXO/);
      expect(vouchers.every((v) => v.status === 201 || v.status === 429)).toBe(true);
      expect(oversized.every((o) => o.status === 400 && o.text.length < 400 && !LEAK.test(o.text))).toBe(true);
      expect(strangers.every((s) => s.status === 401)).toBe(true);
      expect(clicks.every((c) => c.status === 200)).toBe(true);
      expect(seen.result.data.estado).toBe('pagado');
      expect(seen.result.data.dinero).toHaveLength(1);
      expect(peak).toBeLessThan(200 * MB);
      expect(server.alive()).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
