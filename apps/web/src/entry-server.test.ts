// The server's render of the storefront's first screens (issue 48): apps/api modules/first-screen sends this HTML
// to anonymous visitors, so whatever the owner types — a product's name, its description — must stay text.
import { describe, expect, it } from 'vitest';
import { render, type PageQuery } from './entry-server';

const HOSTILE = `</script><img src=x onerror=alert(1)>"'&$&<b>{{x}}</b>`;

const product = (id: number, nombre: string, slug: string) => ({
  id,
  nombre,
  nombre_categoria: 'Frutas',
  categoria_id: 1,
  precio: 69.9,
  cantidad: 'kg',
  descuento: 10,
  img_url: `/img/productos/${slug}.webp`,
  fecha_vig_inicio: '2025-01-06',
  fecha_vig_fin: null,
  agotado: false,
  tasa_iva: 0,
  slug,
});

const config = {
  tienda: { nombre: 'Huerta Baja', telefono: '+52 646 555 0142', whatsapp: '+52 646 555 0142', email: 'hola@huertabaja.mx' },
  envio: { costo: 100, gratisDesde: 500 },
  entregas: { zonaHoraria: 'America/Tijuana', corte: '23:00', cerrados: [], ventanas: [{ id: 'manana', nombre: 'Mañana (9:00 a 13:00)' }], zonas: [{ id: 1, nombre: 'Tijuana', codigosPostales: ['22000-22699'], costo: 100, gratisDesde: 500, minimo: 500, diasEntrega: [1, 2, 3, 4, 5, 6] }] },
  pagos: { proveedor: 'prueba', metodos: ['tarjeta'], contra_entrega: { maximo: 3000, zonas: null, solo_con_entregado: false } },
};

function start(products: ReturnType<typeof product>[]): PageQuery[] {
  return [
    { procedimiento: 'catalog.config', data: config },
    { procedimiento: 'catalog.firstProducts', data: { productos: products, total: products.length } },
    { procedimiento: 'catalog.promotions', data: [] },
    { procedimiento: 'catalog.categories', data: { categorias: [{ id: 1, nombre: 'Frutas' }], totalFrutas: products.length, totalVegetales: 0, totalVarios: 0 } },
    { procedimiento: 'catalog.articles', data: [] },
    { procedimiento: 'catalog.slides', data: [{ titulo: 'Frutas frescas del valle a tu puerta', img_slider: '/img/slides/1.webp' }] },
  ];
}

describe('the server-rendered first screen', () => {
  it('keeps a hostile product name and description as text, on the product page and in the home grid', async () => {
    const hostile = product(1, HOSTILE, 'aguacate-hass');
    const page: PageQuery = { procedimiento: 'catalog.product', input: { slug: 'aguacate-hass' }, data: { producto: hostile, descripcion: `Rico <script>alert(2)</script><img src=y onerror=alert(3)> [enlace](javascript:alert(4))`, relacionados: [] } };
    const { html, missing } = await render('/producto/aguacate-hass', 'es', [...start([hostile]), page]);
    expect(missing).toEqual([]);
    expect(html).toContain('<h1 class="page-title">&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#x27;&amp;$&amp;&lt;b&gt;{{x}}&lt;/b&gt;</h1>');
    expect(html).toContain('$69.90'.replace('69.90', '62.91')); // the price, discounted 10 %, in the first screen
    expect(html).not.toMatch(/<img src="?x/); // the name's markup is text, never an element
    const description = /<div id="descripcion-producto"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(description).toContain('Rico');
    expect(description).not.toMatch(/onerror|<script|javascript:/i); // the description's markup is sanitized

    const home = await render('/', 'es', start([hostile]));
    expect(home.missing).toEqual([]);
    expect(home.html).toContain('src="/img/slides/1.webp"'); // the hero's first slide
    expect(home.html).toContain('&lt;/script&gt;&lt;img src=x'); // LO NUEVO's card, its name as text
    expect(home.html).not.toMatch(/<img src="?x|<\/script>/i);
  });

  it('renders an English page in English and a Spanish one in Spanish when asked in turns', async () => {
    const p = product(1, 'Aguacate Hass', 'aguacate-hass');
    const translations: PageQuery = { procedimiento: 'catalog.translations', input: { idioma: 'en' }, data: { productos: { 1: { nombre: 'Hass avocado' } }, categorias: {}, articulos: {}, slides: {} } };
    const [en, es] = await Promise.all([render('/en/', 'en', [...start([p]), translations]), render('/', 'es', start([p]))]);
    expect(en.html).toContain('Hass avocado');
    expect(es.html).toContain('Aguacate Hass');
    expect(es.html).not.toContain('Hass avocado');
  });

  it('says what a page would still ask for instead of rendering a loading state', async () => {
    const { missing } = await render('/producto/aguacate-hass', 'es', start([]));
    expect(missing.join()).toContain('"catalog","product"');
  });
});
