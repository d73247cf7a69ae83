import { CATEGORIES, categoryTotal } from '@huerta/contracts/rules';
import { trpc } from '../../lib/trpc';

const TILE_TEXT: Record<number, { img: string; texto: string }> = {
  1: { img: '/img/categorias/frutas.webp', texto: 'Dulces, jugosas y de temporada' },
  2: { img: '/img/categorias/vegetales.webp', texto: 'Verdura fresca para tu cocina diaria' },
  3: { img: '/img/categorias/varios.webp', texto: 'Huevo, miel, tortillas y más' },
};

/** Three tiles; choosing one selects that tab in the catalogue below. */
export function CategoryTiles({ onPick }: { onPick: (categoriaId: number) => void }) {
  const counts = trpc.catalog.categories.useQuery().data;
  return (
    <section className="section" aria-labelledby="cat-heading">
      <div className="section__head">
        <p className="eyebrow">Explora</p>
        <h2 id="cat-heading" className="section__title">
          Nuestras categorías
        </h2>
      </div>
      <ul className="category-tiles">
        {CATEGORIES.map((c) => {
          const t = TILE_TEXT[c.id]!;
          const total = counts && categoryTotal(counts, c.id);
          return (
            <li key={c.id}>
              <button type="button" className="category-tile" onClick={() => onPick(c.id)}>
                <img src={t.img} alt="" width={800} height={600} loading="lazy" />
                <span className="category-tile__text">
                  <span className="category-tile__name">{c.nombre}</span>
                  <span className="category-tile__desc">
                    {t.texto}
                    {total !== undefined && ` · ${total} productos`}
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
