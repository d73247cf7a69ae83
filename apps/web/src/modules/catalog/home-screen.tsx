import { useMemo, useState } from 'react';
import { newestProducts } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { useTitle } from '../../lib/use-title';
import { Deferred } from '../layout/deferred';
import { CatalogSection } from './catalog-section';
import { CategoryTiles } from './category-tiles';
import { HeroSlider } from './hero-slider';
import { NewProducts } from './new-products';
import { scrollToCatalog } from './scroll-to-catalog';
import { useCatalogue } from './use-catalogue';

/** The store home, shared by / and /tienda (which scrolls to the catalogue on arrival). */
export function HomeScreen({ scrollOnArrival = false }: { scrollOnArrival?: boolean }) {
  useTitle(scrollOnArrival ? t('Tienda') : '');
  const { products } = useCatalogue();
  const newest = useMemo(() => newestProducts(products ?? []), [products]);
  const [categoriaId, setCategoriaId] = useState(1);
  const [query, setQuery] = useState('');

  return (
    <div className="home">
      <HeroSlider />
      <NewProducts products={newest} />
      {/* The first commit holds the hero and LO NUEVO (the first screen, and the largest paint, of both
          pages); /tienda is scrolled to its catalogue once that is laid out. */}
      <Deferred>
        <CategoryTiles
          onPick={(id) => {
            setCategoriaId(id);
            setQuery('');
            scrollToCatalog();
          }}
        />
        <CatalogSection scrollOnMount={scrollOnArrival} categoriaId={categoriaId} onCategory={setCategoriaId} query={query} onQuery={setQuery} />
      </Deferred>
    </div>
  );
}
