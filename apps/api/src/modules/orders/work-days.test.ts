import { addDays } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';
import { dayStart } from '../../platform/days';

// The owner's evening: the day's orders are paid for tomorrow, and today's pick list is empty.
const { app } = await createTestApp();
const { call, addStaff } = adminClient(app, '10.7.4');

type Surtido = { siguiente: { dia: string; pedidos: number } | null; atrasados: { pedidos: number; desde: string } | null };
type PickList = { dia: string; diasConPedidos: { dia: string; pedidos: number }[]; pedidos: { id: number; nombre: string }[] };

/** An order straight in the database, as checkout leaves it, with one line. */
async function order(nombre: string, estado: string, diaEntrega: string | null, creado = new Date().toISOString()) {
  const { db, t } = dataOf(app);
  const [row] = await db
    .insert(t.pedidos)
    .values({ nombre, direccion: 'Calle Primera 1234, Ensenada', telefono: '646 123 4567', email: 'cocina@example.mx', estado, subtotalCentavos: 60_000, envioCentavos: 0, totalCentavos: 60_000, proveedorPago: 'local', creado, diaEntrega })
    .returning();
  const [product] = await db.select().from(t.productos).limit(1);
  await db.insert(t.pedidoLineas).values({ pedidoId: row!.id, productoId: product!.id, nombre: product!.nombre, items: 3, precioUnitarioCentavos: 20_000, totalLineaCentavos: 60_000 });
  return row!.id;
}

describe('the next day with work', () => {
  it('points the dashboard and the pick list at tomorrow when the paid orders are for tomorrow, and tells late ones apart', async () => {
    const cookie = await addStaff('empaque@huertabaja.mx', 'empleado');
    const today = app.services.today();
    const tomorrow = addDays(today, 1);
    const dashboard = async () => ((await call('dashboard', undefined, { cookie })).data as { porPreparar: number; surtido: Surtido }).surtido;
    const pickList = async (dia: string) => (await call('orders.pickList', { dia }, { cookie })).data as PickList;

    expect(await dashboard()).toEqual({ siguiente: null, atrasados: null });

    // Paid this evening for tomorrow, one being prepared for the day after; unpaid and delivered ones are no work.
    const paid = await order('Hotel Coral', 'pagado', tomorrow);
    await order('Restaurante La Ola', 'preparando', addDays(today, 2));
    await order('Sin pagar', 'pendiente_pago', today);
    await order('Ya entregado', 'entregado', today);
    expect(await dashboard()).toEqual({ siguiente: { dia: tomorrow, pedidos: 1 }, atrasados: null });
    const todays = await pickList(today);
    expect(todays.pedidos).toEqual([]);
    expect(todays.diasConPedidos).toEqual([
      { dia: tomorrow, pedidos: 1 },
      { dia: addDays(today, 2), pedidos: 1 },
    ]);
    expect((await pickList(tomorrow)).pedidos.map((o) => o.id)).toEqual([paid]);

    // A day that passed unpacked is late work, not the next day's.
    await order('Olvidado', 'pagado', addDays(today, -2));
    expect(await dashboard()).toEqual({ siguiente: { dia: tomorrow, pedidos: 1 }, atrasados: { pedidos: 1, desde: addDays(today, -2) } });

    // An order without a delivery day (REST, before zones) is packed on the day it was placed: today has work now.
    await order('Por REST', 'pagado', null, new Date(new Date(dayStart(today)).getTime() + 60_000).toISOString());
    expect((await dashboard()).siguiente).toEqual({ dia: today, pedidos: 1 });
    expect((await pickList(today)).pedidos.map((o) => o.nombre)).toEqual(['Por REST']);
  });
});
