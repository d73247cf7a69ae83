import type { CartLine, StockLeft } from '@huerta/contracts';
import { t } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';
import { useCart } from './cart-store';

/**
 * What is left of the cart's products, asked live (catalog.stock; the cached catalogue only knows «Agotado»)
 * and shared by the cart page, the side panel and the cards through one query. Compared with each line's
 * quantity on the spot: the shopper hears «Solo quedan N» as the quantity passes it, not after the form.
 */
export function useStockLeft(): StockLeft | undefined {
  const { lines } = useCart();
  const ids = [...new Set(lines.map((l) => l.id))].sort((a, b) => a - b);
  return trpc.catalog.stock.useQuery({ ids }, { enabled: ids.length > 0, staleTime: 20_000 }).data;
}

/** Units left when the line asks for more than that, else null. */
export const shortageOf = (line: Pick<CartLine, 'id' | 'items'>, stock: StockLeft | undefined): number | null => {
  const left = stock?.[line.id];
  return left !== undefined && line.items > left ? left : null;
};

/** «Solo quedan N», under a line's quantity: on the card, in the panel and in the cart. */
export function StockHint({ line, stock }: { line: CartLine; stock: StockLeft | undefined }) {
  const left = shortageOf(line, stock);
  if (left === null) return null;
  return (
    <p className="stock-hint" role="status">
      {left === 0 ? t('«{nombre}» se agotó: quítalo del carrito.', { nombre: line.nombre }) : t('Solo quedan {n}: ajusta la cantidad.', { n: left })}
    </p>
  );
}

/** A card's hint, mounted only for products in the cart (the grid's other cards do not subscribe). */
export function CardStockHint({ line }: { line: CartLine }) {
  return <StockHint line={line} stock={useStockLeft()} />;
}
