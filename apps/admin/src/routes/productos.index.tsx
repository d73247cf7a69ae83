import { productsSearchSchema } from '../modules/catalog/products-search';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { PRODUCT_FILTERS, PRODUCT_SORTS, formatMXN, toCentavos, type ProductFilter, type ProductSort } from '@huerta/contracts';
import type { FormEvent } from 'react';
import { Pager } from '../lib/pager';
import { CatalogImport } from '../modules/catalog/catalog-import';
import { trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';
import { CategoryOptions } from '../modules/orders/filters';
import { DataTable, NUM, col, type Columns } from '../lib/data-table';

export const Route = createFileRoute('/productos/')({
  validateSearch: productsSearchSchema,
  component: ProductsPage,
});

const FILTER_LABELS: Record<ProductFilter, string> = { activos: 'En la tienda', agotados: 'Agotados', futuros: 'Aún no vigentes', vencidos: 'Ya no vigentes', archivados: 'Archivados' };
const SORT_LABELS: Record<ProductSort, string> = { nombre: 'Nombre', precio: 'Precio (menor primero)', existencias: 'Existencias (menos primero)' };

/**
 * The catalogue for staff: search, filters, sort and page in the address (each product link carries them,
 * so the form comes back to the same list), each product's price and stock at a glance.
 */
function ProductsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const list = trpc.products.list.useQuery({ pagina: search.pagina, q: search.q || undefined, categoriaId: search.categoriaId, filtro: search.filtro, orden: search.orden }, { placeholderData: (previous) => previous });
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const value = (k: string) => String(data.get(k) ?? '').trim() || undefined;
    const categoria = value('categoriaId');
    const orden = value('orden') as ProductSort | undefined;
    void navigate({ search: { pagina: 1, q: value('q'), categoriaId: categoria ? (Number(categoria) as 1 | 2 | 3) : undefined, filtro: value('filtro') as ProductFilter | undefined, orden: orden === 'nombre' ? undefined : orden } });
  };
  const rows = list.data?.productos ?? [];
  const columns: Columns<(typeof rows)[number]> = [
    col('producto', 'Producto', (p) => (
      <>
        <Link to="/productos/$id" params={{ id: p.id }} search={search}>
          {p.nombre}
        </Link>{' '}
        <span className="muted">por {p.cantidad}</span>
        {p.archivado && <span className="state"> Archivado</span>}
      </>
    )),
    col('categoria', 'Categoría', (p) => p.categoria),
    col('precio', 'Precio', (p) => formatMXN(toCentavos(p.precio)), NUM),
    col('descuento', 'Descuento', (p) => (p.descuento === null ? '—' : `${p.descuento} %`), NUM),
    col('existencias', 'Existencias', (p) => (p.agotado ? <strong className="error">Agotado</strong> : p.disponibles === null ? <span className="muted uncounted">sin contar</span> : p.disponibles <= 0 ? <strong className="error">0</strong> : p.disponibles), NUM),
    col('vigencia', 'Vigencia', (p) => `${p.fechaVigInicio}${p.fechaVigFin ? ` → ${p.fechaVigFin}` : ''}`),
  ];
  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title">
        Productos
        <Link to="/productos/nuevo" search={search} className="button-link">
          Nuevo producto
        </Link>
        <Link to="/precios" className="button-link secondary">
          Precios del día
        </Link>
      </h1>
      <CatalogImport />
      <form className="filters" role="search" onSubmit={apply}>
        <label>
          Buscar
          <input name="q" type="search" placeholder="Nombre del producto" defaultValue={search.q ?? ''} />
        </label>
        <label>
          Categoría
          <select name="categoriaId" defaultValue={search.categoriaId ?? ''}>
            <option value="">Todas</option>
            <CategoryOptions />
          </select>
        </label>
        <label>
          Mostrar
          <select name="filtro" defaultValue={search.filtro ?? ''}>
            <option value="">Todos menos archivados</option>
            {PRODUCT_FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Ordenar por
          <select name="orden" defaultValue={search.orden ?? 'nombre'}>
            {PRODUCT_SORTS.map((o) => (
              <option key={o} value={o}>
                {SORT_LABELS[o]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Filtrar</button>
      </form>
      <ErrorLine error={list.error} />
      <DataTable className="products-table" data={rows} columns={columns} rowKey={(p) => p.id} loaded={!!list.data} empty="Ningún producto con estos filtros." />
      <Pager page={search.pagina} perPage={list.data?.porPagina ?? 50} total={list.data?.total} noun="productos" go={(pagina) => void navigate({ search: { ...search, pagina } })} />
    </section>
  );
}
