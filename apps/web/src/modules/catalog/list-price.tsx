import type { Product } from '@huerta/contracts';
import { toCentavos, type Centavos } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';

/** A business's price (issue 34): its list's name on the photo, where an offer's badge would be. */
export const ListBadge = ({ lista }: { lista: string }) => (
  <span className="product-card__badge product-card__badge--list" title={t('Precio {lista}', { lista })}>
    <span className="visually-hidden">{`${t('Precio')} `}</span>
    {lista}
  </span>
);

/** Its first volume tier under the price: «Desde 6 kg: $32.13». */
export function TierHint({ product }: { product: Product }) {
  const tier = product.tramos?.[0];
  if (!tier) return null;
  return <span className="product-card__sale">{t('Desde {cantidad}: {precio}', { cantidad: `${tier.desde} ${product.venta ? 'kg' : product.cantidad}`, precio: money(toCentavos(tier.precio)) })}</span>;
}

/** «Antes $40.00», struck through (the card's, the product page's, the cart's and the checkout's). */
export const WasPrice = ({ centavos }: { centavos: Centavos | null }) =>
  centavos === null ? null : (
    <s className="product-card__old">
      <span className="visually-hidden">{`${t('Antes')} `}</span>
      {money(centavos)}
    </s>
  );

/** «Precios de tu lista «Restaurantes A».»: said once above lines a business's list priced (as its e-mail does). */
export const ListNote = ({ lista }: { lista: string | null | undefined }) => (lista ? <p className="list-note">{t('Precios de tu lista «{lista}».', { lista })}</p> : null);
