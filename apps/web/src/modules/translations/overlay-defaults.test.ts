import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ArticleCard, Product, Slide, TranslationOverlay } from '@huerta/contracts';
import { registerOverlay, reselectLists, translatedProducts } from './overlay-defaults';

const slides: Slide[] = [
  { titulo: 'Frutas frescas del valle a tu puerta', img_slider: '/img/slides/1.webp' },
  { titulo: 'Sin traducir', img_slider: '/img/slides/2.webp' },
];
const card: ArticleCard = { id: 1, slug: 'aguacate', titulo: 'Cómo elegir un aguacate', resumen: 'Resumen en español.', img_url: '/img/blog/a.webp', autor: 'Mariana', fecha_publicacion: '2026-02-10' };
const overlay = (titulo: string): TranslationOverlay => ({
  productos: { 1: { nombre: 'Hass avocado' } },
  categorias: { 1: { nombre: 'Fruit' } },
  slides: { 'Frutas frescas del valle a tu puerta': { titulo } },
  articulos: { 1: { titulo: 'How to pick an avocado' } },
  textos: {},
});

/** A list's query as tRPC v11 keys it, observed as a component would. */
function observe<T>(client: QueryClient, path: [string, string], data: T, input?: unknown) {
  const queryKey: readonly unknown[] = [path, input === undefined ? { type: 'query' } : { input, type: 'query' }];
  client.setQueryData(queryKey, data);
  const observer = new QueryObserver<T, Error, T>(client, client.defaultQueryOptions({ queryKey, queryFn: () => data, staleTime: Infinity }));
  const unsubscribe = observer.subscribe(() => undefined);
  return { current: () => observer.getCurrentResult().data, unsubscribe };
}

describe('the English overlay of the lists (React Query defaults)', () => {
  it('gives every query of a list the English where translated, the Spanish elsewhere, and follows a newer overlay', () => {
    const client = new QueryClient();
    registerOverlay(client, overlay('Fresh fruit to your door'));
    const carousel = observe(client, ['catalog', 'slides'], slides);
    // The blog's cards (an article's own page is asked in English: use-translations.ts articlePageInput).
    const cards = observe(client, ['catalog', 'articles'], [card]);
    expect(carousel.current()!.map((s) => s.titulo)).toEqual(['Fresh fruit to your door', 'Sin traducir']);
    expect(cards.current()![0]).toEqual({ ...card, titulo: 'How to pick an avocado' });
    // The cache keeps the Spanish as served.
    expect(client.getQueryData<Slide[]>([['catalog', 'slides'], { type: 'query' }])![0]!.titulo).toBe('Frutas frescas del valle a tu puerta');

    registerOverlay(client, overlay('Fresh fruit from the valley'));
    reselectLists(client);
    expect(carousel.current()![0]!.titulo).toBe('Fresh fruit from the valley');

    // Back to Spanish: no select at all.
    registerOverlay(client, undefined);
    reselectLists(client);
    expect(carousel.current()).toBe(slides);
    carousel.unsubscribe();
    cards.unsubscribe();
  });

  it('translates the products once per list and overlay, names and categories, for the cards and the search', () => {
    const products = [
      { id: 1, nombre: 'Aguacate Hass', nombre_categoria: 'Frutas', categoria_id: 1, precio: 69.9, cantidad: 'kg', descuento: 'N/A', img_url: '', fecha_vig_inicio: '2025-01-01', fecha_vig_fin: null },
      { id: 2, nombre: 'Guayaba', nombre_categoria: 'Frutas', categoria_id: 1, precio: 39.9, cantidad: 'kg', descuento: 'N/A', img_url: '', fecha_vig_inicio: '2025-01-01', fecha_vig_fin: null },
    ] satisfies Product[];
    const o = overlay('x');
    const en = translatedProducts(products, o);
    expect(en.map((p) => [p.nombre, p.nombre_categoria])).toEqual([
      ['Hass avocado', 'Frutas'],
      ['Guayaba', 'Frutas'],
    ]);
    expect(translatedProducts(products, o)).toBe(en);
  });
});
