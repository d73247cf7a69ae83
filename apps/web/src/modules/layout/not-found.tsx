import { Link } from '@tanstack/react-router';
import { useTitle } from '../../lib/use-title';

export function NotFound() {
  useTitle('Página no encontrada');
  return (
    <section className="page page--narrow not-found">
      <h1 className="page-title">NotFound</h1>
      <p className="muted">La página que buscas no existe o cambió de lugar.</p>
      <Link to="/tienda" className="btn btn--primary">
        Ir a la tienda
      </Link>
    </section>
  );
}
