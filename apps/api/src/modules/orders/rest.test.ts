import { createOrderResponseSchema } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { counts, customer, dataOf, listedProduct, orderRow, outbox, post, productRow } from '../../test/orders-helpers';
import { createTestApp } from '../../test/helpers';

const { app } = await createTestApp();
const discounted = await listedProduct(app, true);
const plain = await listedProduct(app, false);
const createOrder = (productosBody: unknown[], headers: Record<string, string> = {}) => post(app, '/api/crear-pedido', { ...customer, productos: productosBody }, headers);
const card = (secret: string, numero_tarjeta: string, vencimiento = '12/34') => ({ payment_intent_client_secret: secret, numero_tarjeta, vencimiento, cvc: '123' });

describe('creating an order', () => {
  it('prices from the database, ignoring prices and discounts sent by the browser', async () => {
    const res = await createOrder([
      { id: discounted.id, items: 2, precio: 0.01, descuento: 99, nombre: 'Trampa' },
      { id: plain.id, items: 3, precio: 0 },
    ]);
    expect(res.statusCode).toBe(201);
    const body = createOrderResponseSchema.parse(res.json());
    const rows = new Map([[discounted.id, await productRow(app, discounted.id)], [plain.id, await productRow(app, plain.id)]]);
    const row = (id: number) => rows.get(id)!;
    const unit = (id: number) => {
      const p = row(id);
      return p.descuento ? Math.round((p.precioCentavos * (100 - p.descuento)) / 100) : p.precioCentavos;
    };
    const subtotal = unit(discounted.id) * 2 + unit(plain.id) * 3;
    const envio = subtotal > 50_000 ? 0 : 10_000;
    expect(body.pedido).toMatchObject({ estado: 'pendiente_pago', moneda: 'MXN', subtotal: subtotal / 100, envio: envio / 100, total: (subtotal + envio) / 100 });
    expect(body.pedido.lineas[0]).toMatchObject({ producto_id: discounted.id, nombre: row(discounted.id).nombre, items: 2, precio_unitario: unit(discounted.id) / 100 });
    expect(body.data).toMatch(/^pi_prueba_\w+_secret_\w+$/);
    expect(body.message).toBe('Pedido creado correctamente. Completa el pago para confirmarlo.');
  });

  it('adds up repeated lines of the same product and ships free above $500', async () => {
    const res = await createOrder([{ id: plain.id, items: 400 }, { id: plain.id, items: 100 }]);
    const body = createOrderResponseSchema.parse(res.json());
    expect(body.pedido.lineas).toHaveLength(1);
    expect(body.pedido.lineas[0]!.items).toBe(500);
    expect(body.pedido.envio).toBe(0);
  });

  it('names unknown and unavailable products', async () => {
    const unknown = await createOrder([{ id: 99_999, items: 1 }]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Producto no encontrado: 99999.');
    const today = app.services.today();
    const { db, t } = dataOf(app);
    const all = await db.select().from(t.productos);
    const expired = all.find((p) => p.fechaVigFin !== null && p.fechaVigFin < today)!;
    const res = await createOrder([{ id: expired.id, items: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Producto no disponible: ${expired.nombre}.`);
  });

  const bad: [string, unknown][] = [
    ['negative quantity', { ...customer, productos: [{ id: 1, items: -1 }] }],
    ['zero quantity', { ...customer, productos: [{ id: 1, items: 0 }] }],
    ['fractional quantity', { ...customer, productos: [{ id: 1, items: 1.5 }] }],
    ['huge quantity', { ...customer, productos: [{ id: 1, items: 1e9 }] }],
    ['quantity as text', { ...customer, productos: [{ id: 1, items: '2' }] }],
    ['empty cart', { ...customer, productos: [] }],
    ['no cart', { ...customer }],
    ['extra field', { ...customer, total: 1, productos: [{ id: 1, items: 1 }] }],
    ['extra line field', { ...customer, productos: [{ id: 1, items: 1, precio_final: 1 }] }],
    ['wrong types', { ...customer, nombre: 42, productos: [{ id: 1, items: 1 }] }],
    ['101 lines', { ...customer, productos: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, items: 1 })) }],
    ['bad e-mail', { ...customer, email: 'x', productos: [{ id: 1, items: 1 }] }],
    ['an array body', [1, 2, 3]],
  ];
  it.each(bad)('rejects %s with a Spanish 400 and writes nothing', async (_name, body) => {
    const before = (await counts(app));
    const res = await post(app, '/api/crear-pedido', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(/[a-záéíóú]/i);
    expect((await counts(app))).toEqual(before);
  });

  it('rejects malformed JSON and a 3 MB body without writing anything', async () => {
    const before = (await counts(app));
    const malformed = await app.inject({ method: 'POST', url: '/api/crear-pedido', headers: { 'content-type': 'application/json' }, payload: '{"nombre": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('El cuerpo de la petición no es JSON válido.');
    const huge = await app.inject({ method: 'POST', url: '/api/crear-pedido', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...customer, mensaje: 'x'.repeat(3 * 1024 * 1024) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('La petición es demasiado grande.');
    expect((await counts(app))).toEqual(before);
  });

  it('rejects an invalid token with 401 and links a valid one to the user', async () => {
    const before = (await counts(app));
    const invalid = await createOrder([{ id: plain.id, items: 1 }], { authorization: 'Bearer no-es-un-token' });
    expect(invalid.statusCode).toBe(401);
    expect((await counts(app))).toEqual(before);
    const reg = await post(app, '/api/registrar', { nombre: 'Hotel Bahía', tel: '', direccion: '', usuario: 'compras@hotelbahia.mx', password: 'clave-del-hotel' });
    const jwt = reg.json().data.jwt;
    const res = await createOrder([{ id: plain.id, items: 1 }], { authorization: `Bearer ${jwt}` });
    const mine = await app.inject({ url: '/api/mis-pedidos', headers: { authorization: `Bearer ${jwt}` } });
    expect(mine.json().data.map((o: { id: number }) => o.id)).toEqual([res.json().pedido.id]);
  });
});

describe('paying in test mode and confirming', () => {
  it('declines 4000 0000 0000 0002 and records it; rejects malformed cards', async () => {
    const { data: secret, pedido } = (await createOrder([{ id: plain.id, items: 1 }])).json();
    const declined = await post(app, '/api/pago-prueba', card(secret, '4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Tu tarjeta fue rechazada.');
    const row = await orderRow(app, pedido.id);
    expect(row).toMatchObject({ estado: 'pendiente_pago', errorPago: 'Tu tarjeta fue rechazada.' });

    expect((await post(app, '/api/pago-prueba', card(secret, '4242 4242 4242 4241'))).json().message).toBe('El número de tarjeta no es válido.');
    expect((await post(app, '/api/pago-prueba', card(secret, '4242 4242 4242 4242', '01/20'))).json().message).toBe('La tarjeta está vencida.');
    expect((await post(app, '/api/pago-prueba', card(secret, '4242 4242 4242 4242', '13/30'))).json().message).toBe('La fecha de vencimiento no es válida (MM/AA).');
    expect((await post(app, '/api/pago-prueba', card('pi_x_secret_y', '4242 4242 4242 4242'))).statusCode).toBe(404);
  });

  it('pays with 4242…, and three concurrent confirmations change the state once and send one e-mail', async () => {
    const { data: secret, pedido } = (await createOrder([{ id: discounted.id, items: 2 }])).json();
    const intent = secret.split('_secret_')[0];
    const notYet = await post(app, '/api/confirmar-pedido', { payment_intent: intent, payment_intent_client_secret: secret });
    expect(notYet.statusCode).toBe(402);

    const paid = await post(app, '/api/pago-prueba', card(secret, '4242 4242 4242 4242'));
    expect(paid.json()).toEqual({ success: true, message: 'Pago aprobado.', data: { payment_intent: intent, status: 'succeeded' } });

    const mailsBefore = (await outbox(app)).length;
    const results = await Promise.all([1, 2, 3].map(() => post(app, '/api/confirmar-pedido', { payment_intent: intent, payment_intent_client_secret: secret })));
    for (const r of results) expect(r.json()).toMatchObject({ success: true, message: '¡Pago confirmado! Gracias por tu compra.', pedido: { estado: 'pagado' } });
    expect((await outbox(app)).length).toBe(mailsBefore);
    const mails = (await outbox(app)).filter((m) => m.asunto.includes(`#${pedido.id}`));
    expect(mails.map((m) => m.para).sort()).toEqual([customer.email, 'hola@huertabaja.mx'].sort());
    expect(mails.find((m) => m.para === customer.email)!.texto).toContain('Total pagado: $');
    expect((await orderRow(app, pedido.id)).estado).toBe('pagado');
  });

  it('refuses a confirmation whose client secret belongs to another order', async () => {
    const a = (await createOrder([{ id: plain.id, items: 1 }])).json();
    const b = (await createOrder([{ id: plain.id, items: 2 }])).json();
    const res = await post(app, '/api/confirmar-pedido', { payment_intent: a.data.split('_secret_')[0], payment_intent_client_secret: b.data });
    expect(res.statusCode).toBe(404);
  });
});
