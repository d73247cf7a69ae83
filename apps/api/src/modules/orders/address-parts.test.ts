// The address was one free-text line («Av. Reforma 123» went through with no colonia) and registration asked
// no postal code. Registration, the account and orders take calle y número, colonia, código postal and
// references; the REST contract's `direccion` stays, as their joined line.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, outbox, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const parts = { calle: 'Av. Reforma 123, int. 4', colonia: 'Zona Centro', codigo_postal: '22800', referencias: 'Portón verde, junto a la farmacia' };
const joined = 'Av. Reforma 123, int. 4, Zona Centro, C.P. 22800. Referencias: Portón verde, junto a la farmacia';

describe('the address in its parts', () => {
  it('registration keeps them, with `direccion` their joined line and the postal code for the cart', async () => {
    const res = await post(app, '/api/registrar', { nombre: 'Partes', usuario: 'partes@example.mx', password: 'clave-segura-1', direccion: 'lo que sea', ...parts });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.usuario).toMatchObject({ ...parts, direccion: joined });
  });

  it('a part without the others is refused, naming what is missing; a first-contract client’s one line still works', async () => {
    const missing = await post(app, '/api/registrar', { nombre: 'Incompleta', usuario: 'incompleta@example.mx', password: 'clave-segura-1', calle: 'Av. Reforma 123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Escribe la colonia.');
    const legacy = await post(app, '/api/registrar', { nombre: 'Una línea', tel: '646 123 4567', direccion: 'Calle 1 #2, Ensenada', usuario: 'linea@example.mx', password: 'clave-segura-1' });
    expect(legacy.json().data.usuario).toMatchObject({ direccion: 'Calle 1 #2, Ensenada', calle: null, colonia: null });
  });

  it('an order stores the parts and writes `direccion` from them, whatever line the client joined', async () => {
    const product = await listedProduct(app, false);
    const created = await post(app, '/api/crear-pedido', { ...customer, direccion: 'otra cosa', ...parts, productos: [{ id: product.id, items: 20 }] });
    expect(created.statusCode).toBe(201);
    const { db, t } = dataOf(app);
    const [row] = (await db.select().from(t.pedidos)).filter((o) => o.id === created.json().pedido.id);
    expect(row).toMatchObject({ direccion: joined, calle: parts.calle, colonia: parts.colonia, codigoPostal: '22800', referencias: parts.referencias });
  });

  it('the account edits them (PATCH /api/mi-cuenta) and refuses leaving out the colonia', async () => {
    const jwt = (await post(app, '/api/registrar', { nombre: 'Cambia', usuario: 'cambia@example.mx', password: 'clave-segura-1', direccion: 'vieja' })).json().data.jwt as string;
    const patch = (body: object) => app.inject({ method: 'PATCH', url: '/api/mi-cuenta', headers: { authorization: `Bearer ${jwt}` }, payload: body });
    expect((await patch({ calle: 'Calle 2 #30' })).statusCode).toBe(400);
    const ok = await patch(parts);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ ...parts, direccion: joined });
  });

  it('the order’s e-mails print the address once: its postal code and its references each a single time', async () => {
    const product = await listedProduct(app, false);
    const card = (secret: string) => ({ payment_intent_client_secret: secret, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' });
    const place = async (email: string, headers: Record<string, string> = {}) => {
      const created = await post(app, '/api/crear-pedido', { ...customer, email, ...parts, productos: [{ id: product.id, items: 20 }] }, headers);
      expect(created.statusCode, created.body).toBe(201);
      expect((await post(app, '/api/pago-prueba', card(created.json().data))).statusCode).toBe(200);
    };
    await place('partes.es@example.mx');
    await place('partes.en@example.mx', { 'x-idioma': 'en' });
    const mails = await outbox(app);
    const mine = (to: string, tipo: string) => mails.filter((m) => m.para === to && m.tipo === tipo).at(-1)!.texto;
    const times = (text: string, part: string) => text.split(part).length - 1;

    const es = mine('partes.es@example.mx', 'pedido');
    expect(es).toContain(`Entregaremos en: ${joined}\n`);
    expect(times(es, '22800')).toBe(1);
    const en = mine('partes.en@example.mx', 'pedido');
    expect(en).toContain('We will deliver to: Av. Reforma 123, int. 4, Zona Centro, postal code 22800. Directions: Portón verde, junto a la farmacia\n');
    expect(times(en, '22800')).toBe(1);
    // The shop's own notice (Spanish): the line once, then the zone.
    const shop = mails.filter((m) => m.tipo === 'pedido-tienda' && m.texto.includes('partes.es@example.mx')).at(-1)!.texto;
    expect(shop).toMatch(new RegExp(`Dirección: ${joined.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`));
    expect(times(shop, '22800')).toBe(1);
  });
});
