import type { Order } from '@huerta/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCart } from '../../modules/cart/cart-store';
import { useCatalogue } from '../../modules/catalog/use-catalogue';
import { reorderPlan, reorderSummary } from '../../modules/cart/reorder';
import { t } from '../../i18n/i18n';

/** «Volver a pedir»: the order's lines into the cart at today's prices, saying what was left out and why. */
export function ReorderButton({ order }: { order: Order }) {
  // Every product, not the first screen's: a line missing from the catalogue is reported as no longer sold.
  const { products, complete } = useCatalogue();
  const { addMany } = useCart();
  const [summary, setSummary] = useState<string[]>([]);
  const [added, setAdded] = useState(0);
  const again = () => {
    const listed = new Map((products ?? []).map((p) => [p.id, p]));
    const plan = reorderPlan(order.lineas, listed);
    addMany(plan.add);
    setSummary(reorderSummary(plan));
    setAdded(plan.add.length);
  };
  return (
    <div className="reorder">
      <button type="button" className="btn btn--ghost" onClick={again} disabled={!complete} aria-label={t('Volver a pedir el pedido #{id}', { id: order.id })}>
        {t('Volver a pedir')}
      </button>
      <div role="status" className="reorder__summary">
        {summary.map((s) => (
          <p key={s}>{s}</p>
        ))}
        {added > 0 && (
          <Link to="/carrito">
            {t('Ir al carrito')}
          </Link>
        )}
      </div>
    </div>
  );
}
