import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { customer, listedProduct, outbox, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const product = await listedProduct(app, false);
const EMAIL = 'invitada@example.mx';

const guestOrder = async (email = EMAIL) => (await post(app, '/api/crear-pedido', { ...customer, email, productos: [{ id: product.id, items: 1 }] })).json().pedido.id as number;
/** account.guestOrders as the storefront asks it (tRPC over HTTP). */
const guestStatus = async (auth: Record<string, string>) => (await app.inject({ url: '/trpc/account.guestOrders', headers: auth })).json().result.data as { pendientes: number | null; verificado: boolean };
const myOrders = async (auth: Record<string, string>) => ((await app.inject({ url: '/api/mis-pedidos', headers: auth })).json().data as { id: number }[]).map((o) => o.id);
/** The token of the last verification link e-mailed to `email` (the development outbox). */
const linkToken = async (email: string) => /verificar-correo\?token=([\w-]+)/.exec((await outbox(app)).filter((m) => m.para === email && m.tipo === 'verificar-correo').at(-1)?.texto ?? '')?.[1];

describe("a guest's orders join the account only once the e-mail is proven", () => {
  it('registering with the same e-mail shows nothing; the verification link attaches them, and later ones too', async () => {
    const first = await guestOrder();
    const second = await guestOrder();
    const elsewhere = await guestOrder('otra.persona@example.mx');
    const reg = await post(app, '/api/registrar', { nombre: 'Invitada', usuario: EMAIL.toUpperCase(), password: 'clave-segura-1' });
    const auth = { authorization: `Bearer ${reg.json().data.jwt}` };
    // Registration alone proves nothing: anyone can type someone else's e-mail — nor does it learn that
    // orders were placed with it.
    expect(await myOrders(auth)).toEqual([]);
    expect(await guestStatus(auth)).toEqual({ pendientes: null, verificado: false });
    const stranger = await post(app, '/api/registrar', { nombre: 'Nadie', usuario: 'sin.pedidos@example.mx', password: 'clave-segura-1' });
    expect(await guestStatus({ authorization: `Bearer ${stranger.json().data.jwt}` })).toEqual({ pendientes: null, verificado: false });

    const asked = await post(app, '/api/verificar-correo/solicitar', {}, auth);
    expect(asked.json()).toEqual({ success: true, message: `Te enviamos un enlace a ${EMAIL}. Ábrelo para ver aquí tus pedidos como invitado.` });
    const token = await linkToken(EMAIL);
    expect(token).toBeDefined();
    expect((await post(app, '/api/verificar-correo', { token: 'x'.repeat(43) })).statusCode).toBe(400);

    const verified = await post(app, '/api/verificar-correo', { token });
    expect(verified.json()).toEqual({ success: true, message: 'Correo verificado. Agregamos 2 pedidos a tu cuenta.', data: { pedidos_agregados: 2 } });
    expect((await myOrders(auth)).sort()).toEqual([first, second].sort());
    expect(await guestStatus(auth)).toEqual({ pendientes: 0, verificado: true });
    expect(await myOrders(auth)).not.toContain(elsewhere);
    // The link is single-use; a guest order made later with the verified e-mail joins on its own.
    expect((await post(app, '/api/verificar-correo', { token })).json()).toEqual({ success: false, message: 'El enlace no es válido o ya expiró. Pide uno nuevo desde tu cuenta.' });
    const later = await guestOrder();
    expect(await myOrders(auth)).toContain(later);
  });

  it('needs a signed-in shopper to send the link', async () => {
    expect((await post(app, '/api/verificar-correo/solicitar', {})).statusCode).toBe(401);
  });
});
