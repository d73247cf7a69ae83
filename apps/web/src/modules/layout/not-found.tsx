import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/i18n';
import { useTitle } from '../../lib/use-title';

export function NotFound() {
  useTitle(t('Página no encontrada'));
  return (
    <section className="page page--narrow not-found">
      <h1 className="page-title">{t('NotFound')}</h1>
      <p className="muted">{t('La página que buscas no existe o cambió de lugar.')}</p>
      <Link to="/tienda" className="btn btn--primary">
        {t('Ir a la tienda')}
      </Link>
    </section>
  );
}
