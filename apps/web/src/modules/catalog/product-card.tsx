import type { Product } from '@huerta/contracts';
import { formatMXN, toCentavos } from '@huerta/contracts/rules';
import { hasDiscount, unitCentavos } from '../../lib/money';
import { useCart } from '../cart/cart-store';
import { onImageError } from '../cart/cart-image';
import { CheckIcon, PlusCartIcon } from '../layout/icons';
import './product-card.css';

export function ProductCard({ product, headingLevel = 3 }: { product: Product; headingLevel?: 2 | 3 }) {
  const { add, has } = useCart();
  const inCart = has(product.id);
  const discounted = hasDiscount(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-card">
      <div className="product-card__media">
        <img src={product.img_url} alt={product.nombre} width={256} height={256} loading="lazy" decoding="async" onError={onImageError} />
        {discounted && <span className="product-card__badge">-{product.descuento}%</span>}
      </div>
      <div className="product-card__body">
        <p className="product-card__category">{product.nombre_categoria}</p>
        <Heading className="product-card__name">{product.nombre}</Heading>
        <div className="product-card__bottom">
          <p className="product-card__price">
            {discounted && (
              <s className="product-card__old">
                <span className="visually-hidden">Antes </span>
                {formatMXN(toCentavos(product.precio))}
              </s>
            )}
            <strong>{formatMXN(unitCentavos(product))}</strong>
            <span className="product-card__unit">por {product.cantidad}</span>
          </p>
          {inCart ? (
            <button type="button" className="product-card__add is-in-cart" aria-label="En el carrito" title="En el carrito">
              <CheckIcon />
            </button>
          ) : (
            <button type="button" className="product-card__add" aria-label="Agregar al carrito" title="Agregar al carrito" onClick={() => add(product)}>
              <PlusCartIcon />
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
