import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { CATEGORIES, imageAtWidth, slugFromTitle } from '@huerta/contracts/rules';
import { useEffect } from 'react';
import { errorMessage } from '../lib/errors';
import { hasDiscount, priceBefore, unitCentavos } from '../lib/money';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { money } from '../i18n/format';
import { onImageError } from '../modules/cart/cart-image';
import { useCart } from '../modules/cart/cart-store';
import { QuantityInput } from '../modules/cart/quantity-input';
import { kiloSteps } from '../modules/cart/weight-label';
import { CardStockHint } from '../modules/cart/stock-left';
import { ProductCard } from '../modules/catalog/product-card';
import { ListBadge, ListNote, TierHint, WasPrice } from '../modules/catalog/list-price';
import { productPageInput } from '../modules/translations/use-translations';
import { useArticleHtml } from '../modules/content/use-article-html';
import './-components/product-page.css';
import { categoryName } from '../modules/catalog/category-name';

export const Route = createFileRoute('/producto/$slug')({ component: ProductPage });

/**
 * A product's own page (/producto/<slug>): photo, price and discount, availability, the owner's description,
 * the quantity with its steppers, and others of its category. The server sends its title, description and
 * structured data with the shell (apps/api/src/seo.ts) for crawlers and link previews.
 */
function ProductPage() {
  const { slug } = Route.useParams();
  const navigate = useNavigate();
  const page = trpc.catalog.product.useQuery(productPageInput(slug), { retry: false });
  const data = page.data && 'producto' in page.data ? page.data : undefined;
  const moved = page.data && 'redirigir' in page.data ? page.data.redirigir : undefined;
  // A renamed product's old address, reached inside the app: to the new one (the server answers 301 itself).
  useEffect(() => {
    if (moved) void navigate({ to: '/producto/$slug', params: { slug: moved }, replace: true });
  }, [moved, navigate]);
  useTitle(data?.producto.nombre ?? t('Producto'));
  const descripcion = data?.descripcion ?? '';
  const html = useArticleHtml(descripcion, 'descripcion-producto');
  const { add, lines, setItems } = useCart();

  if (page.isPending || moved) return <p className="page muted">{t('Cargando…')}</p>;
  if (!data) {
    // A product no longer on sale sends the shopper to its category (the server answered its address 404).
    const gone = page.data && 'retirado' in page.data ? page.data.retirado.categoria_id : undefined;
    const retired = CATEGORIES.find((c) => c.id === gone);
    return (
      <section className="page page--narrow">
        <h1 className="page-title">{t('Producto no disponible')}</h1>
        <p className="msg msg--error">{retired ? t('Este producto no está a la venta.') : errorMessage(page.error, t('Este producto no está a la venta.'))}</p>
        {retired ? (
          <Link to="/categoria/$slug" params={{ slug: slugFromTitle(retired.nombre) }} className="btn btn--primary">
            {t('Ver más de {categoria}', { categoria: categoryName(retired.id, retired.nombre) })}
          </Link>
        ) : (
          <Link to="/tienda" className="btn btn--primary">
            {t('Ver la tienda')}
          </Link>
        )}
      </section>
    );
  }
  const { producto: p, relacionados } = data;
  const index = lines.findIndex((l) => l.id === p.id);
  const line = lines[index];
  const discounted = hasDiscount(p);
  return (
    <article className="page product-page">
      <nav aria-label={t('Ruta')} className="product-page__crumbs">
        <Link to="/tienda">{t('Tienda')}</Link> ›{' '}
        <Link to="/categoria/$slug" params={{ slug: slugFromTitle(CATEGORIES.find((c) => c.id === p.categoria_id)?.nombre ?? p.nombre_categoria) }}>
          {categoryName(p.categoria_id, p.nombre_categoria)}
        </Link>
      </nav>
      <div className="product-page__main">
        <div className="product-page__media">
          <img src={imageAtWidth(p.img_url, 640) ?? p.img_url} alt={p.nombre} width={480} height={480} fetchPriority="high" onError={onImageError} />
          {discounted && !p.agotado && <span className="product-card__badge">-{p.descuento}%</span>}
          {p.lista && !p.agotado && <ListBadge lista={p.lista} />}
        </div>
        <div className="product-page__info">
          <p className="product-card__category">{categoryName(p.categoria_id, p.nombre_categoria)}</p>
          <h1 className="page-title">{p.nombre}</h1>
          <p className="product-page__price">
            <WasPrice centavos={priceBefore(p, unitCentavos(p))} />
            <strong>{money(unitCentavos(p))}</strong> <span className="muted">{t('por {cantidad}', { cantidad: p.cantidad })}</span>
            <TierHint product={p} />
          </p>
          <ListNote lista={p.lista} />
          <p className={p.agotado ? 'product-page__stock is-out' : 'product-page__stock'}>{p.agotado ? t('Agotado por ahora') : t('Disponible')}</p>
          {!p.agotado &&
            (line ? (
              <div className="product-page__qty">
                <QuantityInput name={p.nombre} value={line.items} onChange={(n) => setItems(index, n)} kilos={kiloSteps(line.venta)} />
                <CardStockHint line={line} />
                <Link to="/carrito" className="btn btn--ghost">
                  {t('Ver carrito')}
                </Link>
              </div>
            ) : (
              <button type="button" className="btn btn--primary" onClick={() => add(p)}>
                {t('Agregar al carrito')}
              </button>
            ))}
          {html && <div id="descripcion-producto" className="product-page__desc article__body" dangerouslySetInnerHTML={{ __html: html }} />}
        </div>
      </div>
      {relacionados.length > 0 && (
        <section aria-labelledby="related-heading" className="product-page__related">
          <h2 id="related-heading" className="section__title">
            {t('Más de {categoria}', { categoria: categoryName(p.categoria_id, p.nombre_categoria) })}
          </h2>
          <ul className="product-grid">
            {relacionados.map((r) => (
              <li key={r.id}>
                <ProductCard product={r} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
