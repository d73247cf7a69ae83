import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Product } from '@huerta/contracts';
import { newestProducts } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { ProductGrid } from '../catalog/product-grid';
import { WhatsAppIcon } from '../layout/icons';
import { useConfig, whatsappUrl } from '../layout/use-config';
import { closestProducts } from './closest-products';
import './search-page.css';

/**
 * What /busqueda offers when nothing matches: a way to ask the shop (it may sell it, or get it) and
 * the products closest to what was typed — or, when nothing is close, the newest ones — so the page
 * never ends in a dead end.
 */
export function NoResults({ query, products }: { query: string; products: readonly Product[] }) {
  const tienda = useConfig()?.tienda;
  const closest = useMemo(() => closestProducts(products, query), [products, query]);
  const suggestions = closest.length > 0 ? closest : newestProducts(products, 4);
  return (
    <div className="search-empty">
      <div className="search-empty__help">
        <h2 className="search-empty__title">{t('No encontramos productos para «{query}»', { query: query.trim() })}</h2>
        <p>
          {t(
            'Revisa cómo está escrito o prueba con otro nombre. Si buscas algo que no ves en la tienda, escríbenos y te decimos si podemos conseguirlo.',
          )}
        </p>
        <p className="search-empty__actions">
          <Link to="/contacto" className="btn btn--primary">
            {t('Escríbenos')}
          </Link>
          {tienda && (
            <a className="btn btn--ghost" href={whatsappUrl(tienda.whatsapp)} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon width={20} height={20} />
              <span>
                {t('WhatsApp')} <span className="search-empty__phone">{tienda.whatsapp}</span>
              </span>
            </a>
          )}
        </p>
      </div>
      {suggestions.length > 0 && (
        <section aria-labelledby="search-suggestions">
          <h2 id="search-suggestions" className="search-empty__subtitle">
            {closest.length > 0 ? t('¿Quizá buscabas…?') : t('Te pueden interesar')}
          </h2>
          <ProductGrid products={suggestions} />
        </section>
      )}
    </div>
  );
}
