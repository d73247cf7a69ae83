import { asc } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { freshDatabaseUrl, testEngine } from '../../test/engine';
import { customer, listedProduct, post } from '../../test/orders-helpers';
import { COPY_ORDER, copyDatabase } from './copy';
import type { Database, Tables } from './database';
import { openDatabase } from '../../schema';

// `pnpm db:copy`: a SQLite shop with accounts, orders and mail moved to this run's engine (PostgreSQL
// on the PostgreSQL run — the move README "Scaling out" describes).

const dir = mkdtempSync(join(tmpdir(), 'huerta-copy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const dump = async (database: Database) => {
  const out: Record<string, unknown[]> = {};
  for (const name of COPY_ORDER) {
    const table = database.t[name] as Tables['correos'];
    // Every table has an id but the settings (keyed by name), the stock (by product), photos (by hash and width)
    // and products' page addresses (by address).
    const keys = name === 'ajustes' ? [database.t.ajustes.clave] : name === 'productoSlugs' ? [database.t.productoSlugs.slug] : name === 'traducciones' ? [database.t.traducciones.tipo, database.t.traducciones.ref, database.t.traducciones.campo, database.t.traducciones.idioma] : name === 'existencias' ? [database.t.existencias.productoId] : name === 'imagenes' ? [database.t.imagenes.hash, database.t.imagenes.ancho] : name === 'cuposEntrega' ? [database.t.cuposEntrega.zonaId, database.t.cuposEntrega.dia, database.t.cuposEntrega.ventana] : name === 'facturas' ? [database.t.facturas.pedidoId] : name === 'clientesStripe' ? [database.t.clientesStripe.email] : name === 'saldos' ? [database.t.saldos.usuarioId] : name === 'recordatoriosRecurrentes' ? [database.t.recordatoriosRecurrentes.planId, database.t.recordatoriosRecurrentes.dia] : name === 'ocurrenciasRecurrentes' ? [database.t.ocurrenciasRecurrentes.planId, database.t.ocurrenciasRecurrentes.dia] : name === 'creditosNegocio' ? [database.t.creditosNegocio.negocioId] : name === 'negocioPersonas' ? [database.t.negocioPersonas.usuarioId] : name === 'listaPrecioProductos' ? [database.t.listaPrecioProductos.listaId, database.t.listaPrecioProductos.productoId] : [table.id];
    out[name] = await database.db.select().from(table).orderBy(...keys.map((k) => asc(k)));
  }
  return out;
};

describe('copying a shop between engines', () => {
  it(`copies every row of a SQLite shop to an empty ${testEngine} database, ids kept, and new ids follow`, async () => {
    // A SQLite shop in use: the catalogue, an account, orders (one paid), e-mails and a message.
    const { app } = await createTestApp({ DATABASE_URL: `file:${join(dir, 'tienda.db')}`, RATE_LIMIT_DISABLED: 'true', JWT_SECRET: 'x'.repeat(40), SEED_STOCK: 'realista' });
    await post(app, '/api/registrar', { nombre: 'Hotel Coral', usuario: 'compras@hotelcoral.mx', password: 'huerta-segura-1' });
    const p = await listedProduct(app, true);
    const factura = { rfc: 'TEF190312AB1', razon_social: 'TAQUERIA EL FARO', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };
    const made = (await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: p.id, items: 4 }], factura })).json();
    // An issued factura's files are bytes that must arrive unchanged.
    await app.services.database.db.update(app.services.database.t.facturas).set({ estado: 'emitida', pdf: Buffer.from('%PDF-1.4 \x00\xff %%EOF', 'latin1'), xml: Buffer.from('<cfdi/>') });
    await post(app, '/api/pago-prueba', { payment_intent_client_secret: made.data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' });
    await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: p.id, items: 1 }] });
    await post(app, '/api/send-contact', { nombre: 'Chef', correo: 'chef@laola.mx', mensaje: 'Precio de mayoreo' });
    // The back office's own rows: an owner with two-step verification and recovery codes, a setting.
    const [owner] = await app.services.database.db.insert(app.services.database.t.personal).values({ email: 'rosa@huertabaja.mx', nombre: 'Rosa', passwordHash: 'h', rol: 'dueño', totpSecreto: 'JBSWY3DPEHPK3PXP' }).returning();
    await app.services.database.db.insert(app.services.database.t.codigosRecuperacion).values({ personalId: owner!.id, codigoHash: 'a'.repeat(64) });
    await app.services.twoFactor.setRequired(true, { id: owner!.id, nombre: 'Rosa', email: 'rosa@huertabaja.mx', rol: 'dueño' });
    // A photo's bytes, which must arrive byte for byte (SQLite blob → PostgreSQL bytea).
    const bytes = Buffer.from([0, 255, 1, 254, ...Buffer.from('RIFF-webp')]);
    await app.services.database.db.insert(app.services.database.t.imagenes).values({ hash: 'f'.repeat(32), ancho: 320, alto: 320, tipo: 'producto', datos: bytes });
    const from = app.services.database;
    const to = await openDatabase(await freshDatabaseUrl(dir, 'destino'));
    const copied = await copyDatabase(from, to);
    expect(copied.pedidos).toBe(2);
    expect(copied.correos).toBeGreaterThanOrEqual(3);
    // The seed's payment methods and the two-step policy.
    expect([copied.ajustes, copied.codigosRecuperacion, copied.auditoria]).toEqual([2, 1, 1]);
    expect(copied.existencias).toBe(copied.productos);
    const [photo] = await to.db.select().from(to.t.imagenes);
    expect(Buffer.compare(photo!.datos, bytes)).toBe(0);
    expect(await dump(to)).toEqual(await dump(from));
    const [order] = await to.db.insert(to.t.pedidos).values({ nombre: 'n', direccion: 'd', telefono: '6461234567', email: 'a@b.mx', subtotalCentavos: 1, envioCentavos: 0, totalCentavos: 1, proveedorPago: 'prueba' }).returning();
    expect(order!.id).toBe(made.pedido.id + 2);
    // A second copy into a database that is no longer empty is refused, and changes nothing.
    await expect(copyDatabase(from, to)).rejects.toThrow('La base de datos de destino no está vacía (tabla categorias): copia solo a una base nueva.');
    await to.close();
  });
});
