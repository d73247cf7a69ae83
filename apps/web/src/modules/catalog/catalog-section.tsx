import { Link } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { CATEGORIES, categoryTotal } from '@huerta/contracts/rules';
import { afterNextPaint } from '../../lib/after-next-paint';
import { t } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';
import { useStartData } from '../layout/start-data';
import { SearchIcon } from '../layout/icons';
import { categoryName } from './category-name';
import { CATALOG_ID, scrollToCatalog } from './scroll-to-catalog';
import { countLabel, filterProducts, firstPageUntil } from './filter-products';
import { ProductGrid } from './product-grid';
import { RestFailed } from './rest-failed';
import { useCatalogue } from './use-catalogue';

interface Props {
  categoriaId: number;
  onCategory: (id: number) => void;
  query: string;
  onQuery: (q: string) => void;
  /** /tienda opens on the catalogue: scrolled to once it is laid out (after the router's own restoration). */
  scrollOnMount?: boolean;
}

export function CatalogSection({ categoriaId, onCategory, query, onQuery, scrollOnMount = false }: Props) {
  const { products, complete, failed, retry } = useCatalogue();
  const totals = trpc.catalog.categories.useQuery().data;
  const { errors } = useStartData();
  const deferred = useDeferredValue(query);
  const shown = useMemo(
    () => firstPageUntil(complete, filterProducts(products ?? [], { categoriaId, query: deferred })),
    [products, complete, categoriaId, deferred],
  );
  const searching = deferred.trim() !== '';

  useEffect(() => {
    // After the browser has laid the catalogue out in its own frame: scrolling right away forced that
    // layout inside React's commit, making one long task of the two.
    if (scrollOnMount) return afterNextPaint(() => scrollToCatalog('auto'));
  }, [scrollOnMount]);

  return (
    <section id={CATALOG_ID} className="section catalog" aria-labelledby="catalog-heading">
      <div className="section__head">
        <p className="eyebrow">{t('Tienda')}</p>
        <h2 id="catalog-heading" className="section__title">
          {t('Nuestros productos')}
        </h2>
      </div>
      <div className="catalog__bar">
        <div className="catalog__tabs" role="group" aria-label={t('Categorías')}>
          {CATEGORIES.map((c) => (
            <button
              key={c.id}
              type="button"
              className="catalog__tab"
              aria-pressed={!searching && c.id === categoriaId}
              onClick={() => {
                onCategory(c.id);
                onQuery('');
              }}
            >
              {categoryName(c.id, c.nombre)}
            </button>
          ))}
        </div>
        <div className="catalog__search">
          <SearchIcon width={20} height={20} />
          <label htmlFor="catalog-search" className="visually-hidden">
            {t('Buscar productos')}
          </label>
          <input id="catalog-search" type="search" placeholder={t('Busca productos')} value={query} onChange={(e) => onQuery(e.target.value)} autoComplete="off" />
        </div>
      </div>
      {errors.length > 0 && !products && (
        <p className="msg msg--error" role="alert">
          {errors[0]}
        </p>
      )}
      <p className="catalog__count" aria-live="polite">
        {/* A large catalogue's first screen holds each tab's first page; its count is the categories'. */}
        {complete || (searching && failed)
          ? countLabel(shown.length)
          : searching
            ? t('Buscando en todo el catálogo…')
            : countLabel((totals && categoryTotal(totals, categoriaId)) ?? shown.length)}
        {failed && <RestFailed retry={retry} />}
        {complete && searching && shown.length === 0 && (
          <>
            {' · '}
            {/* The search page suggests the closest products and how to ask the shop. */}
            <Link to="/busqueda" search={{ q: deferred.trim() }}>
              {t('Ver sugerencias')}
            </Link>
          </>
        )}
      </p>
      <ProductGrid products={shown} />
    </section>
  );
}
