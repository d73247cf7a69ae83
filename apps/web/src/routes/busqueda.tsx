import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { matchesSearch } from '@huerta/contracts/rules';
import { stringParam } from '../lib/search-params';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { countLabel } from '../modules/catalog/filter-products';
import { ProductGrid } from '../modules/catalog/product-grid';
import { SearchIcon } from '../modules/layout/icons';
import '../modules/catalog/home.css';

export const Route = createFileRoute('/busqueda')({
  validateSearch: (search: Record<string, unknown>) => ({ q: stringParam(search.q, 100) }),
  component: SearchPage,
});

function SearchPage() {
  useTitle('Busqueda');
  const { q = '' } = Route.useSearch();
  const navigate = useNavigate({ from: '/busqueda' });
  const products = trpc.catalog.products.useQuery().data;
  const results = useMemo(() => (q.trim() ? (products ?? []).filter((p) => matchesSearch(p.nombre, q)) : []), [products, q]);

  return (
    <section className="page">
      <h1 className="page-title">Busqueda</h1>
      <form role="search" className="catalog__search search-page__form" onSubmit={(e) => e.preventDefault()}>
        <SearchIcon width={20} height={20} />
        <label htmlFor="q" className="visually-hidden">
          Buscar productos
        </label>
        <input
          id="q"
          type="search"
          placeholder="Busca productos"
          value={q}
          onChange={(e) => void navigate({ search: { q: e.target.value || undefined }, replace: true })}
          autoComplete="off"
        />
      </form>
      {q.trim() ? (
        <>
          <p className="catalog__count" aria-live="polite">
            {countLabel(results.length)}
          </p>
          <ProductGrid products={results} />
        </>
      ) : (
        <p className="muted">Escribe el nombre de una fruta, verdura o producto.</p>
      )}
    </section>
  );
}
