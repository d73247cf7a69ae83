import { t } from '../../i18n/i18n';
import './loading-screen.css';

/** Full-page screen shown until the start requests settle. */
export function LoadingScreen({ name }: { name: string }) {
  return (
    <main className="loading-screen" aria-busy="true">
      <div className="loading-dots" role="status" aria-label={t('Cargando')}>
        <span />
        <span />
        <span />
        <span />
      </div>
      <h1 className="loading-title">{name.toUpperCase()}</h1>
    </main>
  );
}
