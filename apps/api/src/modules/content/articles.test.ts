import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';

const { app } = await createTestApp();
const { call, addStaff } = adminClient(app, '10.16.0');
const cookie = await addStaff('blog@huertabaja.mx', 'empleado', 'Bea');

const blog = async () => (await app.inject({ method: 'GET', url: '/api/articulos-blog' })).json().data as { slug: string; titulo: string; contenido: string }[];
const article = {
  titulo: 'Temporada de mango en Baja',
  resumen: 'Cuándo llega el mango Ataulfo y cómo elegirlo en su punto.',
  contenido: '## El mango\n\nLlega en **mayo**. <script>alert(1)</script> [raro](javascript:alert(1))',
  autor: 'Bea',
  fechaPublicacion: '2026-11-01',
  borrador: true,
  imgUrl: '/img/blog/temporada-de-fresa-en-san-quintin.webp',
};

describe('the blog in the back office', () => {
  it('writes a draft the blog does not show, publishes it at its address made from the title, and refuses a second one with that address', async () => {
    const created = await call('articles.create', article, { cookie });
    expect(created.data).toMatchObject({ slug: 'temporada-de-mango-en-baja', borrador: true });
    expect((await blog()).some((a) => a.slug === 'temporada-de-mango-en-baja')).toBe(false);

    const { id } = created.data as { id: number };
    expect((await call('articles.update', { id, articulo: { ...article, borrador: false, titulo: 'Temporada de mango Ataulfo' } }, { cookie })).status).toBe(200);
    const published = (await blog()).find((a) => a.slug === 'temporada-de-mango-en-baja');
    // The address stays when the title changes; the Markdown is kept as typed (the page sanitizes it).
    expect(published).toMatchObject({ titulo: 'Temporada de mango Ataulfo', contenido: article.contenido });

    expect(await call('articles.create', { ...article, titulo: 'Temporada de MANGO en Baja!' }, { cookie })).toMatchObject({
      status: 409,
      message: 'Ya hay un artículo con la dirección «/blog/temporada-de-mango-en-baja». Cambia el título.',
    });
  });

  it('refuses bad fields with a clear message, storing nothing', async () => {
    const before = (await call('articles.list', undefined, { cookie })).data as unknown[];
    for (const [change, message] of [
      [{ titulo: 'ab' }, 'Título: Debe tener al menos 3 caracteres.'],
      [{ contenido: 'corto' }, 'Contenido: Debe tener al menos 20 caracteres.'],
      [{ fechaPublicacion: 'mañana' }, 'Fecha de publicación: La fecha debe tener el formato AAAA-MM-DD.'],
      [{ imgUrl: 'javascript:alert(1)' }, 'La imagen debe ser una de la tienda o una subida en el panel.'],
      [{ titulo: '¡¿?!' }, 'El título necesita letras o números para formar la dirección del artículo.'],
    ] as const) {
      expect(await call('articles.create', { ...article, ...change }, { cookie }), JSON.stringify(change)).toMatchObject({ status: 400, message });
    }
    expect((await call('articles.list', undefined, { cookie })).data).toHaveLength(before.length);
  });
});
