import { Link, createFileRoute } from '@tanstack/react-router';
import { CATEGORIES, slugFromTitle } from '@huerta/contracts/rules';
import { t } from '../i18n/i18n';
import { useTitle } from '../lib/use-title';
import { categoryName } from '../modules/catalog/category-name';
import { ProductGrid } from '../modules/catalog/product-grid';
import { useCatalogue } from '../modules/catalog/use-catalogue';
import './-components/category-page.css';

export const Route = createFileRoute('/categoria/$slug')({ component: CategoryPage });

/**
 * A category's own address (/categoria/frutas): linkable and found by search engines (the server sends its
 * title, description and list of products for crawlers, apps/api/src/seo). Its products, paged like the shop's.
 */
function CategoryPage() {
  const { slug } = Route.useParams();
  const { products, complete } = useCatalogue();
  const category = CATEGORIES.find((c) => slugFromTitle(c.nombre) === slug);
  const listed = category && products ? products.filter((p) => p.categoria_id === category.id) : [];
  const name = category ? categoryName(category.id, category.nombre) : '';
  useTitle(name || t('Página no encontrada'));
  if (!category || (complete && listed.length === 0)) {
    return (
      <section className="page page--narrow">
        <h1 className="page-title">{t('Página no encontrada')}</h1>
        <Link to="/tienda" className="btn btn--primary">
          {t('Ver la tienda')}
        </Link>
      </section>
    );
  }
  return (
    <section className="page category-page">
      <nav aria-label={t('Ruta')} className="category-page__crumbs">
        <Link to="/tienda">{t('Tienda')}</Link> › <span aria-current="page">{name}</span>
      </nav>
      <h1 className="page-title">{name}</h1>
      <p className="muted">{t('{n, plural, one {# producto} other {# productos}}', { n: listed.length })}</p>
      {products ? <ProductGrid products={listed} headingLevel={2} firstScreen={2} /> : <p className="muted">{t('Cargando…')}</p>}
    </section>
  );
}
