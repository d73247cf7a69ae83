// SPEC.md §7 walked as an outside program would, through the client generated from /api/openapi.json:
// the start lists, an account, a contact message, an order of every product on sale with its lines built
// exactly as API.md says, the test-mode payment, the confirmation from the return address, mis-pedidos.
import { describe, expect, it } from 'vitest';
import { bearer, buyer, cartLine, fewestItems, lineCentavos, openShop, signUp, type Product } from './shop';

const { baseUrl, client } = await openShop();

describe('a stranger’s client walks SPEC.md §7', () => {
  let products: Product[] = [];
  let jwt = '';
  let secret = '';
  let orderId = 0;

  it('loads the four start lists and the carousel', async () => {
    const productos = await client.GET('/api/productos');
    const promos = await client.GET('/api/promocionesActive');
    const categorias = await client.GET('/api/categorias');
    const articulos = await client.GET('/api/articulos-blog');
    const carrusel = await client.GET('/api/carouselActive');
    for (const { response, data } of [productos, promos, categorias, articulos, carrusel]) {
      expect(response.status).toBe(200);
      expect(data?.success).toBe(true);
    }
    products = productos.data!.data;
    expect(products.length).toBeGreaterThanOrEqual(45);
    expect(promos.data!.data.length).toBeGreaterThanOrEqual(2);
    const totals = categorias.data!.data;
    expect(totals.totalFrutas + totals.totalVegetales + totals.totalVarios).toBe(products.length);
    expect(articulos.data!.data.length).toBeGreaterThanOrEqual(4);
    expect(carrusel.data!.data.length).toBeGreaterThanOrEqual(3);
    // A new shop's stock: some products are shown sold out, the rest are on sale.
    expect(products.some((p) => p.agotado)).toBe(true);
  });

  it('registers, then logs in with the same account', async () => {
    const registered = await signUp(client, 'cliente.externo@example.mx');
    expect(registered.usuario).toMatchObject({ email: 'cliente.externo@example.mx', nombre_completo: buyer.nombre });
    const { data, response } = await client.POST('/api/login', { body: { usuario: 'cliente.externo@example.mx', password: 'cosecha-de-otono-2026' } });
    expect(response.status).toBe(200);
    expect(data!.data.usuario.id).toBe(registered.usuario.id);
    jwt = data!.data.jwt;
  });

  it('sends a contact message', async () => {
    const { data, response } = await client.POST('/api/send-contact', {
      body: { nombre: buyer.nombre, correo: 'cliente.externo@example.mx', telefono: buyer.telefono, mensaje: '¿Entregan en Rosarito los sábados?' },
    });
    expect(response.status).toBe(200);
    expect(data!.success).toBe(true);
  });

  it('orders every product on sale, each line the product as received plus items and fechaAgregado', async () => {
    const onSale = products.filter((p) => !p.agotado);
    // A product sold in steps of weight may ask for a few steps at least (`venta.minimo`).
    const productos = onSale.map((p, i) => cartLine(p, Math.max((i % 3) + 1, fewestItems(p))));
    const { data, response } = await client.POST('/api/crear-pedido', {
      body: { ...buyer, email: 'cliente.externo@example.mx', productos },
      headers: bearer(jwt),
    });
    expect(response.status, JSON.stringify(data ?? (await response.clone().text()))).toBe(201);
    const pedido = data!.pedido;
    expect(pedido.estado).toBe('pendiente_pago');
    expect(pedido.lineas.map((l) => [l.producto_id, l.items])).toEqual(productos.map((l) => [l.id, l.items]));
    // Priced by the server from the listed prices: what the client was shown is what it is charged (a
    // weighed product's per kilo, for the line's whole weight).
    const subtotal = productos.reduce((sum, line, i) => sum + lineCentavos(onSale[i]!, line.items), 0);
    expect(Math.round(pedido.subtotal * 100)).toBe(subtotal);
    expect(Math.round(pedido.total * 100)).toBe(subtotal + Math.round(pedido.envio * 100));
    secret = data!.data;
    orderId = pedido.id;
  });

  it('refuses a sold-out product as received, saying «Agotado», and writes nothing', async () => {
    const soldOut = products.find((p) => p.agotado)!;
    const before = (await client.GET('/api/mis-pedidos', { headers: bearer(jwt) })).data!.data.length;
    const { error, response } = await client.POST('/api/crear-pedido', {
      body: { ...buyer, email: 'cliente.externo@example.mx', productos: [cartLine(soldOut, 1)] },
      headers: bearer(jwt),
    });
    expect(response.status).toBe(409);
    expect(error).toMatchObject({ success: false, message: expect.stringContaining(`Agotado: «${soldOut.nombre}»`) });
    expect((await client.GET('/api/mis-pedidos', { headers: bearer(jwt) })).data!.data.length).toBe(before);
  });

  it('pays in test mode and confirms with the return address’s query, as Stripe hands it back', async () => {
    const config = await client.GET('/api/config');
    expect(config.data!.data.pagos.proveedor).toBe('prueba');
    const paid = await client.POST('/api/pago-prueba', {
      body: { payment_intent_client_secret: secret, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' },
    });
    expect(paid.response.status).toBe(200);
    expect(paid.data!.data.status).toBe('succeeded');
    const returnUrl = new URL(`/checkout-confirm?payment_intent=${paid.data!.data.payment_intent}&payment_intent_client_secret=${secret}&redirect_status=succeeded`, baseUrl);
    const query = Object.fromEntries(returnUrl.searchParams) as { payment_intent: string; payment_intent_client_secret: string };
    const confirmed = await client.POST('/api/confirmar-pedido', { body: query });
    expect(confirmed.response.status).toBe(200);
    expect(confirmed.data).toMatchObject({ success: true, pedido: { id: orderId, estado: 'pagado' } });
  });

  it('finds the paid order in mis-pedidos', async () => {
    const { data, response } = await client.GET('/api/mis-pedidos', { headers: bearer(jwt) });
    expect(response.status).toBe(200);
    expect(data!.data.find((o) => o.id === orderId)).toMatchObject({ estado: 'pagado' });
  });

  it('takes a guest’s order built the same way, without a token', async () => {
    const onSale = products.filter((p) => !p.agotado).slice(0, 3);
    const { data, response } = await client.POST('/api/crear-pedido', {
      body: { ...buyer, email: 'invitado.externo@example.mx', productos: onSale.map((p) => cartLine(p, 2)) },
    });
    expect(response.status).toBe(201);
    expect(data!.pedido.lineas).toHaveLength(3);
  });
});
