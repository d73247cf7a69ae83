import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { counts, customer, listedProduct } from '../../test/orders-helpers';
import { createCaller } from '../../trpc/router';

const { app } = await createTestApp();
const callerFor = (authorization?: string) => createCaller({ services: app.services, authorization, ip: '127.0.0.1' });
const guest = callerFor();
const product = await listedProduct(app, false);

describe('account, order, payment and contact routers (createCaller)', () => {
  it('registers, logs in and reads the protected profile and orders', async () => {
    const reg = await guest.account.register({ nombre: 'Ana Ruiz', usuario: 'ana@example.mx', password: 'clave-segura-1' });
    expect(reg.usuario.email).toBe('ana@example.mx');
    const { jwt } = await guest.account.login({ usuario: 'ana@example.mx', password: 'clave-segura-1' });
    const me = callerFor(`Bearer ${jwt}`);
    expect((await me.account.me()).nombre_completo).toBe('Ana Ruiz');
    expect((await me.account.update({ direccion_facturacion: 'Calle 2, Tecate' })).direccion_facturacion).toBe('Calle 2, Tecate');
    // Where the orders usually go, remembered on the account (the cart on a new device starts from it); '' forgets it.
    expect((await me.account.update({ codigo_postal: '22800' })).codigo_postal).toBe('22800');
    expect((await me.account.me()).codigo_postal).toBe('22800');
    await expect(me.account.update({ codigo_postal: '2280' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await me.account.update({ codigo_postal: '' })).codigo_postal).toBeNull();
    await expect(guest.account.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(guest.account.login({ usuario: 'ana@example.mx', password: 'mala' })).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Correo o contraseña incorrectos.' });
  });

  it('creates, pays (test mode) and confirms an order linked to the user', async () => {
    const { jwt } = await guest.account.login({ usuario: 'ana@example.mx', password: 'clave-segura-1' });
    const me = callerFor(`Bearer ${jwt}`);
    const created = await me.order.create({ ...customer, productos: [{ id: product.id, items: 3 }] });
    const intent = created.clientSecret.split('_secret_')[0]!;
    // A decline is an answer for the page to show, not an error (no failed request in the browser).
    expect(await guest.payment.payTest({ payment_intent_client_secret: created.clientSecret, numero_tarjeta: '4000000000000002', vencimiento: '12/34', cvc: '123' })).toEqual({
      payment_intent: intent,
      status: 'requires_payment_method',
      error: 'Tu tarjeta fue rechazada.',
    });
    expect(await guest.payment.payTest({ payment_intent_client_secret: created.clientSecret, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' })).toEqual({ payment_intent: intent, status: 'succeeded' });
    expect(await guest.order.confirm({ payment_intent: intent, payment_intent_client_secret: created.clientSecret })).toMatchObject({
      message: '¡Pago confirmado! Gracias por tu compra.',
      pedido: { id: created.pedido.id, estado: 'pagado', total: created.pedido.total },
    });
    const orders = await me.account.orders();
    expect(orders.map((o) => [o.id, o.estado])).toEqual([[created.pedido.id, 'pagado']]);
  });

  it('rejects bad input with a Spanish BAD_REQUEST naming the field', async () => {
    const err = await guest.order.create({ ...customer, productos: [{ id: product.id, items: 0 }] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    expect((err as TRPCError).code).toBe('BAD_REQUEST');
  });

  it('over HTTP, a refused form names each field’s message for the form to show beside it, and changes nothing', async () => {
    await guest.account.register({ nombre: 'Antes', usuario: 'antes@example.mx', password: 'clave-segura-1' });
    const before = await counts(app);
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/order.create',
      headers: { 'content-type': 'application/json' },
      payload: { nombre: '', direccion: 'Calle 1, Tijuana', telefono: 'abc', email: 'ana@', productos: [{ id: product.id, items: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { message: string; data: { fields: Record<string, string> } } };
    expect(error.data.fields).toEqual({
      nombre: 'Es obligatorio.',
      telefono: 'Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).',
      email: 'Correo electrónico inválido.',
    });
    expect(error.message).toBe('Nombre: Es obligatorio.');
    expect(await counts(app)).toEqual(before);
    // A refusal that is not about the input's shape carries no field list.
    const wrong = await app.inject({ method: 'POST', url: '/trpc/account.login', headers: { 'content-type': 'application/json' }, payload: { usuario: 'antes@example.mx', password: 'mala' } });
    expect(wrong.statusCode).toBe(401);
    expect((wrong.json() as { error: { data: object } }).error.data).not.toHaveProperty('fields');
  });

  it('sends a contact message', async () => {
    expect((await guest.contact.send({ nombre: 'Ana', correo: 'ana@example.mx', mensaje: 'Hola' })).message).toBe('Mensaje enviado correctamente. Te responderemos pronto.');
  });
});
