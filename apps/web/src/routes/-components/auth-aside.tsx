import { t } from '../../i18n/i18n';

export function AuthAside() {
  return (
    <div className="auth__aside">
      <h2>{t('Tu huerta, a un clic')}</h2>
      <p>{t('Guarda tus datos de entrega, consulta tus pedidos y recibe tu fruta y verdura fresca en Tecate, Tijuana, Rosarito o Ensenada.')}</p>
    </div>
  );
}
