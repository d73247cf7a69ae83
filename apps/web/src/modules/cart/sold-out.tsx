import type { CartLine } from '@huerta/contracts';
import { t } from '../../i18n/i18n';
import { useCatalogue } from '../catalog/use-catalogue';

/**
 * The cart's products that the shop now shows as «Agotado» (out of stock, or switched off by the owner).
 * Cart lines are copies made when added: only the live catalogue knows (and the server, at the order).
 */
export function useSoldOut(lines: CartLine[]): CartLine[] {
  const { products } = useCatalogue();
  if (!products) return [];
  const out = new Set(products.filter((p) => p.agotado).map((p) => p.id));
  return lines.filter((l) => out.has(l.id));
}

/** «Quita … para continuar», at the cart and at checkout. */
export function SoldOutNotice({ lines }: { lines: CartLine[] }) {
  if (lines.length === 0) return null;
  const names = lines.map((l) => t('«{nombre}»', { nombre: l.nombre })).join(', ');
  return (
    <p className="sold-out-notice" role="alert">
      {lines.length === 1
        ? t('«{nombre}» se agotó. Quítalo de tu carrito para continuar.', { nombre: lines[0]!.nombre })
        : t('Se agotaron: {nombres}. Quítalo de tu carrito para continuar.', { nombres: names })}
    </p>
  );
}
