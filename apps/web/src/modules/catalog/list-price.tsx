import type { Product } from '@huerta/contracts';
import { toCentavos } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';

/** A business's price (issue 34): its list's name, and its first volume tier («Desde 10 kg: $30.00»). */
export function ListPrice({ product }: { product: Product }) {
  if (!product.lista) return null;
  const tier = product.tramos?.[0];
  return (
    <span className="product-card__list">
      {t('Precio {lista}', { lista: product.lista })}
      {tier && ` · ${t('desde {cantidad}: {precio}', { cantidad: `${tier.desde} ${product.venta ? 'kg' : product.cantidad}`, precio: money(toCentavos(tier.precio)) })}`}
    </span>
  );
}
