import { createFileRoute } from '@tanstack/react-router';
import { useTitle } from '../lib/use-title';
import { LegalPage } from './-components/legal-page';

export const Route = createFileRoute('/privacy')({ component: PrivacyPage });

function PrivacyPage() {
  useTitle('Políticas de privacidad');
  return (
    <LegalPage
      title="POLÍTICAS DE PRIVACIDAD"
      intro="En {tienda} cuidamos tus datos personales. Aquí te explicamos qué información recabamos y cómo la usamos."
      clave="privacidad"
    />
  );
}
