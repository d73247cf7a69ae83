import { createFileRoute } from '@tanstack/react-router';
import { useTitle } from '../lib/use-title';
import { msg, t } from '../i18n/i18n';
import { LegalPage } from './-components/legal-page';

export const Route = createFileRoute('/terms')({ component: TermsPage });

function TermsPage() {
  useTitle(t('Términos y Condiciones'));
  return (
    <LegalPage
      title={t('Términos y Condiciones')}
      intro={msg('Estas son las políticas comerciales de {tienda}: cómo compras, pagas y recibes tus productos.')}
      clave="terminos"
    />
  );
}
