import { Link } from '@tanstack/react-router';
import { useLoaded } from '../../lib/use-loaded';
import type { Product } from '@huerta/contracts';
import { srcSetOf } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import { hasDiscount, priceBefore, unitCentavos } from '../../lib/money';
import { useCart } from '../cart/cart-store';
import { onImageError } from '../cart/cart-image';
import { kiloSteps, saleHint } from '../cart/weight-label';
import { CardStockHint } from '../cart/stock-left';
import { CheckIcon, ExpandIcon, PlusCartIcon } from '../layout/icons';
import { categoryName } from './category-name';
import { ListBadge, TierHint, WasPrice } from './list-price';
import './product-card.css';

// A card shows its quantity only once its product is in the cart, never on a first screen (the server renders it
// with no cart): its code is fetched at the first press or key anywhere, before the «Agregar» it leads to.
const loadQuantityInput = () => import('../cart/quantity-input');
if (typeof window !== 'undefined') for (const first of ['pointerdown', 'keydown']) window.addEventListener(first, () => void loadQuantityInput().catch(() => undefined), { once: true, capture: true, passive: true });

/** `first`: the card opens its page's first screen (its photo is loaded at once, first). */
export function ProductCard({ product, headingLevel = 3, first = false }: { product: Product; headingLevel?: 2 | 3; first?: boolean }) {
  const { add, lines, setItems } = useCart();
  const index = lines.findIndex((l) => l.id === product.id);
  const line = lines[index];
  const quantity = useLoaded(loadQuantityInput, line !== undefined);
  const discounted = hasDiscount(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-card">
      <div className="product-card__media">
        <img src={product.img_url} srcSet={srcSetOf(product.img_url, 'producto')} sizes="(max-width: 600px) 40vw, 200px" alt={product.nombre} width={256} height={256} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} decoding="async" onError={onImageError} />
        {discounted && !product.agotado && <span className="product-card__badge">-{product.descuento}%</span>}
        {product.agotado && <span className="product-card__badge product-card__badge--out">{t('Agotado')}</span>}
        {product.lista && !product.agotado && <ListBadge lista={product.lista} />}
        {/* SPEC's «fullScreenProduct» control: the product's own page. */}
        {product.slug && (
          <Link to="/producto/$slug" params={{ slug: product.slug }} className="product-card__expand" aria-label={t('Ver {nombre} en grande', { nombre: product.nombre })} title={t('Ver en grande')} tabIndex={-1}>
            <ExpandIcon width={18} height={18} />
          </Link>
        )}
      </div>
      <div className="product-card__body">
        <p className="product-card__category">{categoryName(product.categoria_id, product.nombre_categoria)}</p>
        <Heading className="product-card__name">
          {/* The product's own page (SPEC's «fullScreenProduct»): linkable, shareable, found by search engines. */}
          {product.slug ? (
            <Link to="/producto/$slug" params={{ slug: product.slug }} className="product-card__link">
              {product.nombre}
            </Link>
          ) : (
            product.nombre
          )}
        </Heading>
        <div className="product-card__bottom">
          <p className="product-card__price">
            {/* The shop's price only when higher: a list with only a tier may leave it equal. */}
            <WasPrice centavos={priceBefore(product, unitCentavos(product))} />
            <strong>{money(unitCentavos(product))}</strong>
            <span className="product-card__unit">{t('por {cantidad}', { cantidad: product.cantidad })}</span>
            {product.venta && <span className="product-card__sale">{saleHint(product.venta, unitCentavos(product))}</span>}
            <TierHint product={product} />
          </p>
          {/* The same element in both states, so focus can come back to it when the panel closes. Its name
              starts with its hover text and names the product, so a screen reader tells the cards apart. */}
          {product.agotado && !line ? (
            <button type="button" className="product-card__add is-out" aria-label={t('Agotado: {nombre}', { nombre: product.nombre })} title={t('Agotado')} disabled>
              <PlusCartIcon />
            </button>
          ) : line ? (
            <button type="button" className="product-card__add is-in-cart" aria-label={t('En el carrito: {nombre}', { nombre: product.nombre })} title={t('En el carrito')}>
              <CheckIcon />
            </button>
          ) : (
            <button
              type="button"
              className="product-card__add"
              aria-label={t('Agregar al carrito: {nombre}', { nombre: product.nombre })}
              title={t('Agregar al carrito')}
              onClick={() => add(product)}
            >
              <PlusCartIcon />
            </button>
          )}
        </div>
        {line &&
          (quantity ? (
            <quantity.QuantityInput name={product.nombre} value={line.items} onChange={(n) => setItems(index, n)} kilos={kiloSteps(line.venta)} />
          ) : (
            <div className="qty-field qty-field--loading" />
          ))}
        {line && <CardStockHint line={line} />}
      </div>
    </article>
  );
}
