import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/i18n';
import './cart.css';

/** What the cart page and the checkout show when there is nothing to buy. */
export function EmptyCart() {
  return (
    <div className="card-surface empty-cart">
      <p>{t('Aun no tienes productos en tu carrito.')}</p>
      <Link to="/tienda" className="btn btn--primary">
        {t('Ir a la tienda')}
      </Link>
    </div>
  );
}
