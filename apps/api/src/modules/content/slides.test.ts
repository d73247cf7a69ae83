import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';

const { app } = await createTestApp();
const { call, addStaff } = adminClient(app, '10.18.0');
const { db, t } = dataOf(app);
const cookie = await addStaff('carrusel@huertabaja.mx', 'empleado', 'Caro');

const dayFrom = (days: number) => new Date(Date.parse(`${app.services.today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
type Listed = { titulo: string; img_slider: string };
const shop = async () => (await app.inject({ method: 'GET', url: '/api/carouselActive' })).json().data as Listed[];
type AdminSlide = { id: number; titulo: string; estado: string; orden: number };
const all = async () => (await call('slides.list', undefined, { cookie })).data as AdminSlide[];
const auditOf = async (accion: string, id: number | string) =>
  db.select().from(t.auditoria).where(and(eq(t.auditoria.accion, accion), eq(t.auditoria.entidadId, String(id))));
const slide = { titulo: 'Mango de temporada para tu mesa', imgUrl: '/img/slides/1.webp', fechaVigInicio: dayFrom(0), fechaVigFin: null };

describe('the carousel in the back office', () => {
  it('creates a slide last, edits and deletes it: the shop follows on the next request and each write is audited', async () => {
    await shop(); // the shop has the list in memory: the write must make it read again
    const created = (await call('slides.create', slide, { cookie })).data as AdminSlide;
    expect(created).toMatchObject({ titulo: slide.titulo, imgUrl: '/img/slides/1.webp', estado: 'vigente' });
    expect((await shop()).at(-1)).toEqual({ titulo: slide.titulo, img_slider: '/img/slides/1.webp' });
    expect((await all()).at(-1)!.id).toBe(created.id);
    expect(await auditOf('crear_slide', created.id)).toHaveLength(1);

    const edited = { ...slide, titulo: 'Mango Ataulfo directo del huerto', imgUrl: '/img/slides/2.webp' };
    expect((await call('slides.update', { id: created.id, slide: edited }, { cookie })).status).toBe(200);
    expect((await shop()).at(-1)).toEqual({ titulo: edited.titulo, img_slider: '/img/slides/2.webp' });
    const [entry] = await auditOf('editar_slide', created.id);
    expect(JSON.parse(entry!.antes!)).toMatchObject({ titulo: slide.titulo });
    expect(JSON.parse(entry!.despues!)).toMatchObject({ titulo: edited.titulo });

    expect((await call('slides.remove', { id: created.id }, { cookie })).status).toBe(200);
    expect((await shop()).some((s) => s.titulo === edited.titulo)).toBe(false);
    expect(await auditOf('borrar_slide', created.id)).toHaveLength(1);
    expect(await call('slides.get', { id: created.id }, { cookie })).toMatchObject({ status: 404, message: 'Diapositiva no encontrada.' });
  });

  it('keeps a scheduled slide off the shop until its day, and lists every slide with its state', async () => {
    const scheduled = (await call('slides.create', { ...slide, titulo: 'Guayaba para la posada', fechaVigInicio: dayFrom(2) }, { cookie })).data as AdminSlide;
    expect((await shop()).some((s) => s.titulo === 'Guayaba para la posada')).toBe(false);
    const listed = await all();
    expect(listed.find((s) => s.id === scheduled.id)?.estado).toBe('programada');
    expect(listed.find((s) => s.id === 4)?.estado).toBe('vencida'); // the seed's ended slide
    await call('slides.remove', { id: scheduled.id }, { cookie });
  });

  it('refuses bad fields with a Spanish message, storing nothing', async () => {
    const count = async () => [(await db.select().from(t.slides)).length, (await db.select().from(t.auditoria).where(eq(t.auditoria.entidad, 'slide'))).length];
    const before = await count();
    const image = expect.stringContaining('La imagen debe ser una de la tienda o una subida en el panel.');
    for (const [change, message] of [
      [{ fechaVigFin: dayFrom(-1) }, 'Fin de vigencia: La fecha de fin no puede ser anterior a la de inicio.'],
      [{ imgUrl: 'https://evil/x.png' }, image],
      [{ imgUrl: '/img/../x.webp' }, image],
      [{ titulo: 'ab' }, 'Título: Debe tener al menos 3 caracteres.'],
      [{ fechaVigInicio: 'hoy' }, 'Inicio de vigencia: La fecha debe tener el formato AAAA-MM-DD.'],
    ] as const) {
      expect(await call('slides.create', { ...slide, ...change }, { cookie }), JSON.stringify(change)).toMatchObject({ status: 400, message });
    }
    expect(await call('slides.update', { id: 999_999, slide }, { cookie })).toMatchObject({ status: 404, message: 'Diapositiva no encontrada.' });
    expect(await count()).toEqual(before);
  });

  it('reorders the whole carousel at once, and refuses an order that misses, adds or repeats a slide', async () => {
    const ids = (await all()).map((s) => s.id);
    const titles = new Map((await all()).map((s) => [s.id, s.titulo]));
    const reversed = [...ids].reverse();
    const audits = (await auditOf('ordenar_slides', 'carrusel')).length;

    const saved = (await call('slides.reorder', { ids: reversed }, { cookie })).data as AdminSlide[];
    expect(saved.map((s) => s.id)).toEqual(reversed);
    expect(saved.map((s) => s.orden)).toEqual(reversed.map((_, i) => i + 1));
    const current = new Set((await shop()).map((s) => s.titulo));
    expect((await shop()).map((s) => s.titulo)).toEqual(reversed.map((id) => titles.get(id)!).filter((title) => current.has(title)));
    const entries = await auditOf('ordenar_slides', 'carrusel');
    expect(entries).toHaveLength(audits + 1);
    expect(JSON.parse(entries.at(-1)!.despues!)).toEqual(reversed);

    const stale = 'El orden debe incluir todas las diapositivas, cada una una vez. Recarga la página e inténtalo de nuevo.';
    for (const [wrong, message] of [
      [reversed.slice(1), stale],
      [[...reversed, 999_999], stale],
      [[...reversed.slice(1), reversed[1]!], 'Cada diapositiva aparece una sola vez en el orden.'],
      [[], 'Indica el orden de al menos una diapositiva.'],
      [[-1], 'Diapositiva desconocida en el orden.'],
    ] as const) {
      expect(await call('slides.reorder', { ids: wrong }, { cookie }), JSON.stringify(wrong)).toMatchObject({ status: 400, message });
    }
    expect((await all()).map((s) => s.id)).toEqual(reversed);
    expect(await auditOf('ordenar_slides', 'carrusel')).toHaveLength(audits + 1);
  });

  it('has the home pages of the shop preload the image of the new first slide once the order changes', async () => {
    const preloaded = async () => /<link rel="preload" as="image" href="([^"]+)"/.exec((await app.inject({ url: '/tienda' })).body)?.[1];
    expect(await preloaded()).toBe((await shop())[0]!.img_slider);
    const created = (await call('slides.create', { ...slide, titulo: 'Calabaza de Castilla', imgUrl: '/img/slides/3.webp' }, { cookie })).data as AdminSlide;
    const ids = (await all()).map((s) => s.id);
    await call('slides.reorder', { ids: [created.id, ...ids.filter((id) => id !== created.id)] }, { cookie });
    expect((await shop())[0]!.titulo).toBe('Calabaza de Castilla');
    expect(await preloaded()).toBe('/img/slides/3.webp');
    await call('slides.remove', { id: created.id }, { cookie });
    expect(await preloaded()).toBe((await shop())[0]!.img_slider);
  });
});
