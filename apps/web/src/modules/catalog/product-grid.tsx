import type { Product } from '@huerta/contracts';
import { useRef, useState } from 'react';
import { CATALOG_PAGE_SIZE } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { ProductCard } from './product-card';
import './home.css';

/**
 * Cards shown at once. A grocer's real catalogue has thousands of products: rendering a whole category
 * (≈17 DOM nodes a card) made pages of 12,000 nodes. Whatever the catalogue size, a page stays small;
 * filtering and search still run over every product before paging.
 */
export const PAGE_SIZE = CATALOG_PAGE_SIZE;

/** `headingLevel`: the cards' names under the page's h1 (2) or a section's h2 (3); `firstScreen`: cards whose photos load at once. */
export function ProductGrid({ products, headingLevel = 3, firstScreen = 0 }: { products: Product[]; headingLevel?: 2 | 3; firstScreen?: number }) {
  // The page belongs to the list it was chosen in: a new category or search starts on the first page.
  const [paged, setPaged] = useState({ list: products, page: 0 });
  const top = useRef<HTMLDivElement>(null);
  const pages = Math.max(1, Math.ceil(products.length / PAGE_SIZE));
  const current = paged.list === products ? Math.min(paged.page, pages - 1) : 0;
  const shown = products.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const go = (to: number) => {
    setPaged({ list: products, page: to });
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div ref={top} className="product-grid__wrap">
      <ul className="product-grid">
        {shown.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} headingLevel={headingLevel} first={current === 0 && i < firstScreen} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="pager" aria-label={t('Páginas de productos')}>
          <button type="button" className="btn btn--ghost" disabled={current === 0} onClick={() => go(current - 1)}>
            {t('Anterior')}
          </button>
          <span aria-live="polite">
            {t('Página {page} de {pages}', { page: current + 1, pages })}
          </span>
          <button type="button" className="btn btn--ghost" disabled={current === pages - 1} onClick={() => go(current + 1)}>
            {t('Siguiente')}
          </button>
        </nav>
      )}
    </div>
  );
}
