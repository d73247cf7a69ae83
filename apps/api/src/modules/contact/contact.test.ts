import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { dataOf, outbox } from '../../test/orders-helpers';

const { app } = await createTestApp();
const { db, t } = dataOf(app);
const messages = () => db.select().from(t.mensajesContacto).orderBy(t.mensajesContacto.id);
let ip = 0;
// Each case comes from its own address so the per-IP limit does not mix them up (only the limit case repeats one).
const send = (body: object, remoteAddress = `10.0.0.${++ip}`) => app.inject({ method: 'POST', url: '/api/send-contact', payload: body, remoteAddress });

describe('POST /api/send-contact', () => {
  it('stores the message and notifies the shop', async () => {
    const res = await send({ nombre: 'Restaurante La Ola', correo: 'chef@laola.mx', telefono: '646 111 2222', mensaje: '¿Tienen precio de mayoreo para tomate?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Mensaje enviado correctamente. Te responderemos pronto.' });
    expect((await messages()).at(-1)).toMatchObject({ nombre: 'Restaurante La Ola', correo: 'chef@laola.mx', mensaje: '¿Tienen precio de mayoreo para tomate?' });
    const mail = (await outbox(app)).at(-1)!;
    expect(mail).toMatchObject({ para: 'hola@huertabaja.mx', tipo: 'contacto' });
    expect(mail.texto).toContain('¿Tienen precio de mayoreo para tomate?');
  });

  it('answers a bot that fills the honeypot politely and stores nothing', async () => {
    const before = (await messages()).length;
    const res = await send({ nombre: 'Bot', correo: 'bot@spam.example', sitio_web: 'http://spam.example' });
    expect(res.json().success).toBe(true);
    expect((await messages()).length).toBe(before);
  });

  it.each([
    [{ correo: 'a@b.mx' }, 'Nombre: Es obligatorio.'],
    [{ nombre: 'Ana', correo: 'no-es-correo' }, 'Correo electrónico inválido.'],
    [{ nombre: 'Ana', correo: 'a@b.mx', mensaje: 'x'.repeat(2001) }, 'Mensaje: Debe tener como máximo 2000 caracteres.'],
    [{ nombre: 'Ana', correo: 'a@b.mx', telefono: 5 }, 'Teléfono: Debe ser texto.'],
    [{ nombre: 'Ana', correo: 'a@b.mx', telefono: 'abc' }, 'Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).'],
    [{ nombre: 'Ana', correo: 'a@b.mx', telefono: '646 123 45' }, 'Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).'],
  ])('rejects invalid input with a message naming the field (%#)', async (body, message) => {
    const before = (await messages()).length;
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect((await messages()).length).toBe(before);
  });

  it('limits repeated messages from one address with a Spanish 429', async () => {
    const body = { nombre: 'Insistente', correo: 'insiste@example.mx', mensaje: 'Hola' };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(body, '10.0.1.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await send(body, '10.0.1.1');
    expect(limited.json()).toEqual({ success: false, message: 'Ya recibimos varios mensajes de este correo. Espera unos minutos.' });
  });

  it('never slows catalogue browsing', async () => {
    for (let i = 0; i < 150; i++) expect((await app.inject({ url: '/api/productos' })).statusCode).toBe(200);
  });
});
