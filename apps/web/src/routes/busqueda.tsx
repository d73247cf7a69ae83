import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { searchMatcher, searchWords } from '@huerta/contracts/rules';
import { stringParam } from '../lib/search-params';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { countLabel, firstPageUntil } from '../modules/catalog/filter-products';
import { ProductGrid } from '../modules/catalog/product-grid';
import { RestFailed } from '../modules/catalog/rest-failed';
import { useCatalogue } from '../modules/catalog/use-catalogue';
import { SearchIcon } from '../modules/layout/icons';
import { NoResults } from '../modules/search/no-results';
import '../modules/catalog/home.css';

export const Route = createFileRoute('/busqueda')({
  validateSearch: (search: Record<string, unknown>) => ({ q: stringParam(search.q, 100) }),
  component: SearchPage,
});

function SearchPage() {
  useTitle(t('Busqueda'));
  const { q = '' } = Route.useSearch();
  const navigate = useNavigate({ from: '/busqueda' });
  const { products, complete, failed, retry } = useCatalogue();
  // The same rule as the catalogue's search box (plurals, synonyms), from the contracts.
  const results = useMemo(() => {
    const matches = searchMatcher(q);
    return firstPageUntil(
      complete,
      (products ?? []).filter((p) => matches(p.nombre)),
    );
  }, [products, complete, q]);
  const searching = searchWords(q).length > 0;

  return (
    <section className="page">
      <h1 className="page-title">{t('Busqueda')}</h1>
      <form role="search" className="catalog__search search-page__form" onSubmit={(e) => e.preventDefault()}>
        <SearchIcon width={20} height={20} />
        <label htmlFor="q" className="visually-hidden">
          {t('Buscar productos')}
        </label>
        <input
          id="q"
          type="search"
          placeholder={t('Busca productos')}
          value={q}
          onChange={(e) => void navigate({ search: { q: e.target.value || undefined }, replace: true })}
          autoComplete="off"
        />
      </form>
      {searching ? (
        <>
          <p className="catalog__count" aria-live="polite">
            {complete || failed ? countLabel(results.length) : t('Buscando en todo el catálogo…')}
            {failed && <RestFailed retry={retry} />}
          </p>
          {results.length > 0 && <ProductGrid products={results} />}
          {results.length === 0 && complete && products && <NoResults query={q} products={products} />}
        </>
      ) : (
        <p className="muted">{t('Escribe el nombre de una fruta, verdura o producto.')}</p>
      )}
    </section>
  );
}
