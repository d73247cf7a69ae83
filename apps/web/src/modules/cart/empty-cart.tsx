import { Link } from '@tanstack/react-router';
import './cart.css';

/** What the cart page and the checkout show when there is nothing to buy. */
export function EmptyCart() {
  return (
    <div className="card-surface empty-cart">
      <p>Aun no tienes productos en tu carrito.</p>
      <Link to="/tienda" className="btn btn--primary">
        Ir a la tienda
      </Link>
    </div>
  );
}
