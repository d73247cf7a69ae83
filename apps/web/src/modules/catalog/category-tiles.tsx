import { CATEGORIES, categoryTotal } from '@huerta/contracts/rules';
import { msg, t } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';
import { categoryName } from './category-name';

const TILE_TEXT: Record<number, { img: string; texto: string }> = {
  1: { img: '/img/categorias/frutas.webp', texto: msg('Dulces, jugosas y de temporada') },
  2: { img: '/img/categorias/vegetales.webp', texto: msg('Verdura fresca para tu cocina diaria') },
  3: { img: '/img/categorias/varios.webp', texto: msg('Huevo, miel, tortillas y más') },
};

/** Three tiles; choosing one selects that tab in the catalogue below. */
export function CategoryTiles({ onPick }: { onPick: (categoriaId: number) => void }) {
  const counts = trpc.catalog.categories.useQuery().data;
  return (
    <section className="section" aria-labelledby="cat-heading">
      <div className="section__head">
        <p className="eyebrow">{t('Explora')}</p>
        <h2 id="cat-heading" className="section__title">
          {t('Nuestras categorías')}
        </h2>
      </div>
      <ul className="category-tiles">
        {CATEGORIES.map((c) => {
          const tile = TILE_TEXT[c.id]!;
          const total = counts && categoryTotal(counts, c.id);
          return (
            <li key={c.id}>
              <button type="button" className="category-tile" onClick={() => onPick(c.id)}>
                <img src={tile.img} alt="" width={800} height={600} loading="lazy" />
                <span className="category-tile__text">
                  <span className="category-tile__name">{categoryName(c.id, c.nombre)}</span>
                  <span className="category-tile__desc">
                    {t(tile.texto)}
                    {total !== undefined && ` · ${t('{total} productos', { total })}`}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
