import { createFileRoute } from '@tanstack/react-router';
import { useTitle } from '../lib/use-title';
import { LegalPage } from './-components/legal-page';

export const Route = createFileRoute('/terms')({ component: TermsPage });

function TermsPage() {
  useTitle('Términos y Condiciones');
  return (
    <LegalPage
      title="Términos y Condiciones"
      intro="Estas son las políticas comerciales de {tienda}: cómo compras, pagas y recibes tus productos."
      clave="terminos"
    />
  );
}
