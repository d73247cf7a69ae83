import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';

const { app } = await createTestApp();
const { call, addStaff } = adminClient(app, '10.17.0');
const { db, t } = dataOf(app);
const cookie = await addStaff('promos@huertabaja.mx', 'empleado', 'Paty');

const dayFrom = (days: number) => new Date(Date.parse(`${app.services.today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
type Listed = { id: number; titulo: string; descuento: number | 'N/A'; producto_id: number | null };
const shop = async () => (await app.inject({ method: 'GET', url: '/api/promocionesActive' })).json().data as Listed[];
const auditOf = async (accion: string, id: number) =>
  db.select().from(t.auditoria).where(and(eq(t.auditoria.accion, accion), eq(t.auditoria.entidadId, String(id))));
const promo = {
  titulo: 'Semana del mango Ataulfo',
  descripcion: 'Mango Ataulfo de Sinaloa, dulce y sin fibra, con descuento toda la semana.',
  imgUrl: '/img/fallback.webp',
  descuento: 20,
  productoId: 1,
  fechaVigInicio: dayFrom(-1),
  fechaVigFin: dayFrom(6),
};

describe('promotions in the back office', () => {
  it('creates, edits and deletes a promotion: the shop follows on the next request and each write is audited', async () => {
    await shop(); // the shop has the list in memory: the write must make it read again
    const created = (await call('promotions.create', promo, { cookie })).data as { id: number; estado: string; producto: string };
    expect(created).toMatchObject({ titulo: promo.titulo, estado: 'vigente', producto: expect.any(String) });
    expect((await shop()).find((p) => p.id === created.id)).toMatchObject({ titulo: promo.titulo, descuento: 20, producto_id: 1 });
    expect(await auditOf('crear_promocion', created.id)).toHaveLength(1);

    const edited = { ...promo, titulo: 'Semana del mango', descuento: null, productoId: null };
    expect((await call('promotions.update', { id: created.id, promocion: edited }, { cookie })).status).toBe(200);
    expect((await shop()).find((p) => p.id === created.id)).toMatchObject({ titulo: 'Semana del mango', descuento: 'N/A', producto_id: null });
    const [entry] = await auditOf('editar_promocion', created.id);
    expect(JSON.parse(entry!.antes!)).toMatchObject({ titulo: promo.titulo, descuento: 20 });
    expect(JSON.parse(entry!.despues!)).toMatchObject({ titulo: 'Semana del mango', descuento: null });

    expect((await call('promotions.remove', { id: created.id }, { cookie })).status).toBe(200);
    expect((await shop()).some((p) => p.id === created.id)).toBe(false);
    expect(JSON.parse((await auditOf('borrar_promocion', created.id))[0]!.antes!)).toMatchObject({ titulo: 'Semana del mango' });
    expect(await call('promotions.get', { id: created.id }, { cookie })).toMatchObject({ status: 404, message: 'Promoción no encontrada.' });
    expect(await call('promotions.remove', { id: created.id }, { cookie })).toMatchObject({ status: 404, message: 'Promoción no encontrada.' });
  });

  it('lists every promotion with its state; a scheduled one stays off the shop until its day, an ended one leaves it', async () => {
    const scheduled = (await call('promotions.create', { ...promo, titulo: 'Posada de guayaba', fechaVigInicio: dayFrom(3), fechaVigFin: null }, { cookie })).data as { id: number };
    const ending = (await call('promotions.create', { ...promo, titulo: 'Fin de la uva', fechaVigInicio: dayFrom(-10), fechaVigFin: dayFrom(0) }, { cookie })).data as { id: number };
    const listed = await shop();
    expect(listed.some((p) => p.id === scheduled.id)).toBe(false);
    expect(listed.some((p) => p.id === ending.id)).toBe(true); // the end day still counts

    await call('promotions.update', { id: ending.id, promocion: { ...promo, titulo: 'Fin de la uva', fechaVigInicio: dayFrom(-10), fechaVigFin: dayFrom(-1) } }, { cookie });
    expect((await shop()).some((p) => p.id === ending.id)).toBe(false);
    const all = (await call('promotions.list', undefined, { cookie })).data as { id: number; estado: string }[];
    expect(all.find((p) => p.id === scheduled.id)?.estado).toBe('programada');
    expect(all.find((p) => p.id === ending.id)?.estado).toBe('vencida');
    // The seed's ended promotion is listed too.
    expect(all.find((p) => p.id === 4)?.estado).toBe('vencida');
  });

  it('refuses bad fields with a Spanish message, storing nothing', async () => {
    const archived = (await call('products.archive', { id: 3 }, { cookie })).status;
    expect(archived).toBe(200);
    const count = async () => [(await db.select().from(t.promociones)).length, (await db.select().from(t.auditoria).where(eq(t.auditoria.entidad, 'promocion'))).length];
    const before = await count();
    const image = expect.stringContaining('La imagen debe ser una de la tienda o una subida en el panel.');
    for (const [change, message] of [
      [{ descuento: 0 }, 'El descuento va de 1 a 99 %.'],
      [{ descuento: 100 }, 'El descuento va de 1 a 99 %.'],
      [{ fechaVigFin: dayFrom(-2) }, 'Fin de vigencia: La fecha de fin no puede ser anterior a la de inicio.'],
      [{ productoId: 999_999 }, 'El producto #999999 no existe. Elige otro o deja la promoción sin producto.'],
      [{ productoId: 3 }, 'El producto #3 está archivado. Elige otro o deja la promoción sin producto.'],
      [{ imgUrl: 'https://evil/x.png' }, image],
      [{ imgUrl: '/img/../x.webp' }, image],
      [{ imgUrl: '/img//x.webp' }, image],
      [{ titulo: 'ab' }, 'Título: Debe tener al menos 3 caracteres.'],
      [{ descripcion: 'Corta' }, 'La descripción debe tener al menos 10 caracteres.'],
    ] as const) {
      expect(await call('promotions.create', { ...promo, ...change }, { cookie }), JSON.stringify(change)).toMatchObject({ status: 400, message });
    }
    const seeded = (await call('promotions.get', { id: 1 }, { cookie })).data as Record<string, unknown>;
    const { id: _id, producto: _p, estado: _e, ...fields } = seeded;
    expect(await call('promotions.update', { id: 1, promocion: { ...fields, descuento: 100 } }, { cookie })).toMatchObject({ status: 400 });
    expect(await call('promotions.update', { id: 1, promocion: { ...fields, productoId: 3 } }, { cookie })).toMatchObject({ status: 400 });
    expect(await call('promotions.update', { id: 999_999, promocion: promo }, { cookie })).toMatchObject({ status: 404, message: 'Promoción no encontrada.' });
    expect(await count()).toEqual(before);
    expect((await call('promotions.get', { id: 1 }, { cookie })).data).toEqual(seeded);
    await call('products.restore', { id: 3 }, { cookie });
  });
});
