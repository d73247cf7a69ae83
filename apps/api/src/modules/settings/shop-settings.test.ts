import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test/engine';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, listedProduct, outbox, post } from '../../test/orders-helpers';

// On PostgreSQL a second app on the same database stands for a second process of the shop: it must see
// the owner's change on its next request. On SQLite (one process by design) both names are one app.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true', STORE_NAME: 'Huerta Baja', SHIPPING_FEE: '100', FREE_SHIPPING_ABOVE: '500' });
const other: FastifyInstance = testEngine === 'postgres' ? (await createTestApp({ RATE_LIMIT_DISABLED: 'true', DATABASE_URL: app.services.config.databaseUrl })).app : app;
const { call, addStaff } = adminClient(app, '10.17.0');
const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
const employee = await addStaff('beto@huertabaja.mx', 'empleado');

const configOf = async (a: FastifyInstance) => (await a.inject({ method: 'GET', url: '/api/config' })).json().data;
const next = { nombre: 'Huerta Baja Ensenada', telefono: '+52 646 555 0199', whatsapp: '+52 646 100 2000', email: 'pedidos@huertabaja.mx', envioCosto: 80, envioGratisDesde: 700 };

describe('shop settings', () => {
  it('starts from the environment, and only the owner reads or changes them', async () => {
    expect(await configOf(app)).toMatchObject({ tienda: { nombre: 'Huerta Baja' }, envio: { costo: 100, gratisDesde: 500 } });
    expect((await call('shop.get', undefined, { cookie: owner })).data).toMatchObject({ nombre: 'Huerta Baja', envioCosto: 100, envioGratisDesde: 500 });
    expect((await call('shop.get', undefined, { cookie: employee })).status).toBe(403);
    expect((await call('shop.update', next, { cookie: employee })).status).toBe(403);
  });

  it('refuses bad values with a Spanish message and changes nothing', async () => {
    for (const [change, message] of [
      [{ envioCosto: -1 }, 'El costo de envío no puede ser negativo.'],
      [{ envioCosto: 50_000 }, 'El costo de envío no puede pasar de $10,000.'],
      [{ envioGratisDesde: 10.001 }, 'El monto para envío gratis tiene como máximo dos decimales.'],
      [{ email: 'no-es-correo' }, 'Escribe un correo válido.'],
      [{ whatsapp: 'llámanos' }, 'Escribe el número con lada, por ejemplo +52 646 555 0142.'],
      [{ nombre: 'H' }, 'Debe tener al menos 2 caracteres.'],
    ] as const) {
      const res = await call('shop.update', { ...next, ...change }, { cookie: owner });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.message).toContain(message);
    }
    expect(await configOf(app)).toMatchObject({ tienda: { nombre: 'Huerta Baja' }, envio: { costo: 100 } });
  });

  it("serves the owner's change on the next request of every process: config, new orders' shipping, e-mails and the audit log", async () => {
    expect((await call('shop.update', next, { cookie: owner })).data).toMatchObject(next);
    for (const a of [app, other]) {
      const config = await configOf(a);
      expect(config).toMatchObject({
        tienda: { nombre: 'Huerta Baja Ensenada', telefono: '+52 646 555 0199', whatsapp: '+52 646 100 2000', email: 'pedidos@huertabaja.mx' },
        envio: { costo: 80, gratisDesde: 700 },
        pagos: { proveedor: 'prueba' },
      });
      // Zones without a rule of their own follow the shop's.
      expect(config.entregas.zonas[0]).toMatchObject({ nombre: 'Tijuana', costo: 80, gratisDesde: 700 });
    }
    // An order of $600 (over the old threshold, under the new one) pays the new fee, on the other process too.
    const p = await listedProduct(other, false);
    const items = Math.ceil(600 / p.precio);
    const order = (await post(other, '/api/crear-pedido', { ...customer, productos: [{ id: p.id, items }] })).json().pedido;
    expect(order.subtotal).toBeLessThanOrEqual(700);
    expect(order.envio).toBe(80);
    // A message from the shop goes to its new address, under its new name.
    await post(other, '/api/send-contact', { nombre: 'Chef Ana', correo: 'ana@laola.mx', mensaje: 'Precio por caja' });
    const mails = (await outbox(other)).filter((m) => m.tipo === 'contacto');
    expect(mails.at(-1)).toMatchObject({ para: 'pedidos@huertabaja.mx', asunto: 'Huerta Baja Ensenada: nuevo mensaje de Chef Ana' });
    const audit = (await call('audit', { pagina: 1 }, { cookie: owner })).data as { entradas: { accion: string; entidadId: string }[] };
    expect(audit.entradas[0]).toMatchObject({ accion: 'cambiar_ajuste', entidadId: 'tienda' });
  });
});
