import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { testEngine } from '../../test/engine';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';

// On PostgreSQL a second app on the same database stands for a second process of the shop.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true', SHIPPING_FEE: '100', FREE_SHIPPING_ABOVE: '500' });
const other: FastifyInstance = testEngine === 'postgres' ? (await createTestApp({ RATE_LIMIT_DISABLED: 'true', DATABASE_URL: app.services.config.databaseUrl })).app : app;
const { call, addStaff } = adminClient(app, '10.18.0');
const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
const employee = await addStaff('beto@huertabaja.mx', 'empleado');

type PublicZone = { id: number; nombre: string; codigosPostales: string[]; costo: number; gratisDesde: number; minimo: number; diasEntrega: number[] };
const deliveryOf = async (a: FastifyInstance) => (await a.inject({ method: 'GET', url: '/api/config' })).json().data.entregas as { zonaHoraria: string; corte: string; cerrados: string[]; zonas: PublicZone[] };
const zoneCount = async () => (await dataOf(app).db.select().from(dataOf(app).t.zonasEntrega)).length;
const WINDOWS = [
  { id: 'manana', nombre: 'Mañana (8:00 a 12:00)' },
  { id: 'tarde', nombre: 'Tarde (16:00 a 20:00)' },
];
const tecate = { nombre: 'Tecate', codigosPostales: ['21400-21540'], costo: 150, gratisDesde: 1000, minimo: 600, diasEntrega: [2, 4, 6], activa: true, capacidad: 40 };

describe('delivery zones and calendar', () => {
  it('starts with the four cities, the shop’s shipping rule, a $500 minimum and an 11 pm cut-off', async () => {
    const delivery = await deliveryOf(app);
    expect(delivery).toMatchObject({ zonaHoraria: 'America/Tijuana', corte: '23:00', cerrados: [], ventanas: [{ id: 'manana', nombre: 'Mañana (9:00 a 13:00)' }, { id: 'tarde', nombre: 'Tarde (15:00 a 19:00)' }] });
    expect(delivery.zonas.map((z) => z.nombre)).toEqual(['Tijuana', 'Rosarito', 'Ensenada', 'Tecate']);
    expect(delivery.zonas[0]).toEqual({ id: 1, nombre: 'Tijuana', codigosPostales: ['22000-22699'], costo: 100, gratisDesde: 500, minimo: 500, diasEntrega: [1, 2, 3, 4, 5, 6] });
    expect(delivery.zonas[3]!.diasEntrega).toEqual([2, 4, 6]);
  });

  it('lets only the owner change them, and refuses bad zones with a Spanish message, storing nothing', async () => {
    expect((await call('delivery.zones', undefined, { cookie: employee })).status).toBe(403);
    expect((await call('delivery.createZone', { ...tecate, nombre: 'Valle' }, { cookie: employee })).status).toBe(403);
    const before = await zoneCount();
    for (const [zona, status, message] of [
      [{ ...tecate, nombre: 'Valle de Guadalupe', codigosPostales: ['22750-22760'] }, 400, 'Los códigos 22750-22760 ya son de la zona «Rosarito»: un código postal lleva a una sola zona.'],
      [{ ...tecate, nombre: 'Valle', codigosPostales: ['2275'] }, 400, 'Escribe códigos postales de 5 dígitos o rangos como 22000-22699.'],
      [{ ...tecate, nombre: 'Valle', codigosPostales: ['22999-22950'] }, 400, 'Un rango de códigos postales va del menor al mayor.'],
      [{ ...tecate, nombre: 'Valle', codigosPostales: ['22950'], diasEntrega: [] }, 400, 'Elige al menos un día de entrega.'],
      [{ ...tecate, nombre: 'Valle', codigosPostales: ['22950'], minimo: -1 }, 400, 'El pedido mínimo no puede ser negativo.'],
      [{ ...tecate, codigosPostales: ['22950'] }, 409, 'Ya hay una zona con ese nombre.'],
    ] as const) {
      const res = await call('delivery.createZone', zona, { cookie: owner });
      expect(res.status, JSON.stringify(zona)).toBe(status);
      expect(res.message).toContain(message);
    }
    expect(await zoneCount()).toBe(before);
    expect((await call('delivery.updateCalendar', { corte: '25:00', cerrados: [], ventanas: [{ id: 'manana', nombre: 'Mañana' }] }, { cookie: owner })).message).toContain('Escribe la hora de corte como 23:00.');
  });

  it("serves the owner's zones and calendar on the next request of every process, audited", async () => {
    expect((await call('delivery.updateZone', { id: 4, zona: tecate }, { cookie: owner })).status).toBe(200);
    const created = (await call('delivery.createZone', { nombre: 'San Quintín', codigosPostales: ['22930', '22940-22950'], costo: 200, gratisDesde: null, minimo: 800, diasEntrega: [5], activa: true, capacidad: 20 }, { cookie: owner })).data as { id: number };
    expect((await call('delivery.updateZone', { id: 2, zona: { nombre: 'Rosarito', codigosPostales: ['22700-22790'], costo: null, gratisDesde: null, minimo: 500, diasEntrega: [1, 3, 5], activa: false, capacidad: 40 } }, { cookie: owner })).status).toBe(200);
    expect((await call('delivery.updateCalendar', { corte: '22:00', cerrados: ['2026-12-25', '2026-12-25', '2027-01-01'], ventanas: WINDOWS }, { cookie: owner })).data).toEqual({ corte: '22:00', cerrados: ['2026-12-25', '2027-01-01'], ventanas: WINDOWS });
    for (const a of [app, other]) {
      const delivery = await deliveryOf(a);
      expect(delivery).toMatchObject({ corte: '22:00', cerrados: ['2026-12-25', '2027-01-01'], ventanas: WINDOWS });
      // Rosarito is off: no postal code leads to it; a zone without its own threshold takes the shop's.
      expect(delivery.zonas.map((z) => z.nombre)).toEqual(['Tijuana', 'Ensenada', 'Tecate', 'San Quintín']);
      expect(delivery.zonas.find((z) => z.nombre === 'Tecate')).toMatchObject({ costo: 150, gratisDesde: 1000, minimo: 600 });
      expect(delivery.zonas.find((z) => z.id === created.id)).toMatchObject({ costo: 200, gratisDesde: 500, minimo: 800, diasEntrega: [5] });
    }
    // The back office sees every zone, the inactive one too.
    expect(((await call('delivery.zones', undefined, { cookie: owner })).data as { nombre: string; activa: boolean }[]).find((z) => z.nombre === 'Rosarito')?.activa).toBe(false);
    const audit = (await call('audit', { pagina: 1, entidad: 'zona' }, { cookie: owner })).data as { entradas: { accion: string }[] };
    expect(audit.entradas.map((e) => e.accion).sort()).toEqual(['crear_zona', 'editar_zona', 'editar_zona']);
  });
});
