import { effectiveUnitCentavos, toCentavos } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { counts, customer, outbox, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { call, addStaff } = adminClient(app, '10.21.0');
const packer = await addStaff('beto@huertabaja.mx', 'empleado');

type Listed = { id: number; nombre: string; precio: number; descuento: number | 'N/A'; agotado?: boolean; venta?: unknown };
// Sold by the piece: the seed sells some by weight (issue 35), whose items are steps of a kilo price.
const [a, b] = ((await app.inject({ method: 'GET', url: '/api/productos' })).json().data as Listed[]).filter((p) => !p.agotado && !p.venta);
const enough = (p: Listed) => Math.ceil(60_000 / effectiveUnitCentavos(toCentavos(p.precio), p.descuento));

describe('notes and substitutions', () => {
  it('travel with the order to the shopper’s e-mail, the order page, the pick list and the packing slips', async () => {
    const res = await post(app, '/api/crear-pedido', {
      ...customer,
      codigo_postal: '22800',
      nota: 'Entregar en la cocina, puerta trasera',
      productos: [
        { id: a!.id, items: enough(a!), nota: 'para hoy', sustitucion: 'llamar' },
        { id: b!.id, items: 1, sustitucion: 'no' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const pedido = res.json().pedido;
    expect(pedido.nota).toBe('Entregar en la cocina, puerta trasera');
    expect(pedido.lineas).toEqual(
      expect.arrayContaining([expect.objectContaining({ producto_id: a!.id, nota: 'para hoy', sustitucion: 'llamar' }), expect.objectContaining({ producto_id: b!.id, nota: null, sustitucion: 'no' })]),
    );
    await post(app, '/api/pago-prueba', { payment_intent_client_secret: res.json().data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' });
    const mail = (await outbox(app)).find((m) => m.tipo === 'pedido')!;
    expect(mail.texto).toContain('(para hoy; si se agota: Llamarme)');
    expect(mail.texto).toContain('Nota: Entregar en la cocina, puerta trasera');
    const order = (await call('orders.get', { id: pedido.id }, { cookie: packer })).data as { nota: string; lineas: { nota: string | null; sustitucion: string | null }[] };
    expect(order.nota).toBe('Entregar en la cocina, puerta trasera');
    expect(order.lineas).toEqual(expect.arrayContaining([expect.objectContaining({ nota: 'para hoy', sustitucion: 'Llamarme' }), expect.objectContaining({ nota: null, sustitucion: 'No sustituir' })]));
    // The pick list of its delivery day carries them to the packing slip.
    const slips = (await call('orders.pickList', { dia: pedido.dia_entrega }, { cookie: packer })).data as { pedidos: { id: number; nota: string; lineas: { nota: string | null }[] }[] };
    expect(slips.pedidos.find((p) => p.id === pedido.id)).toMatchObject({ nota: 'Entregar en la cocina, puerta trasera' });
  });

  it('refuses notes over their length and unknown substitutions, storing nothing', async () => {
    const before = await counts(app);
    for (const [extra, message] of [
      [{ nota: 'x'.repeat(501) }, 'La nota del pedido tiene como máximo 500 caracteres.'],
      [{ productos: [{ id: a!.id, items: enough(a!), nota: 'y'.repeat(121) }] }, 'La nota de un producto tiene como máximo 120 caracteres.'],
      [{ productos: [{ id: a!.id, items: enough(a!), sustitucion: 'cualquiera' }] }, 'Elige qué hacer si se agota: sustituir, no sustituir o llamarte.'],
    ] as const) {
      const res = await post(app, '/api/crear-pedido', { ...customer, codigo_postal: '22800', productos: [{ id: a!.id, items: enough(a!) }], ...extra });
      expect(res.statusCode, JSON.stringify(extra).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await counts(app)).toEqual(before);
  });
});
