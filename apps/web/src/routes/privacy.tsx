import { createFileRoute } from '@tanstack/react-router';
import { useTitle } from '../lib/use-title';
import { msg, t } from '../i18n/i18n';
import { LegalPage } from './-components/legal-page';

export const Route = createFileRoute('/privacy')({ component: PrivacyPage });

function PrivacyPage() {
  useTitle(t('Políticas de privacidad'));
  return (
    <LegalPage
      title={t('POLÍTICAS DE PRIVACIDAD')}
      intro={msg('En {tienda} cuidamos tus datos personales. Aquí te explicamos qué información recabamos y cómo la usamos.')}
      clave="privacidad"
    />
  );
}
