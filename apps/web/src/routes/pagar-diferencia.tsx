import { Suspense, lazy, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { toCentavos } from '@huerta/contracts/rules';
import { stringParam } from '../lib/search-params';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { errorMessage } from '../lib/errors';
import { t } from '../i18n/i18n';
import { money } from '../i18n/format';
import { useConfig } from '../modules/layout/use-config';
import { TestCardForm } from '../modules/checkout/test-card-form';
import { FormMessage } from '../modules/layout/form-message';
import { VoucherOrTransfer } from '../modules/payments/payment-instructions';
import '../modules/checkout/checkout.css';

const StripePayment = lazy(() => import('../modules/checkout/stripe-payment'));

// The link's query is read in the page itself (no validateSearch): a route's options stay in the first
// bundle, its component does not — and the home page's JavaScript budget has no room to spare.
export const Route = createFileRoute('/pagar-diferencia')({ component: DifferencePage });

const linkQuery = () => {
  const q = new URLSearchParams(window.location.search);
  return { pedido: Number(q.get('pedido')) || 0, pago: stringParam(q.get('pago') ?? undefined, 300) };
};

/**
 * The e-mailed link of a weighed order that came to more than the card holds (issue 35), or of a change to
 * more (issue 47): the difference and the card form of the configured provider — paying it goes through the
 * usual confirmation page — or, for an order paid at OXXO or by SPEI, its new voucher or transfer.
 */
function DifferencePage() {
  useTitle(t('Pagar la diferencia'));
  const [{ pedido, pago }] = useState(linkQuery);
  const pagos = useConfig()?.pagos;
  const owed = trpc.order.difference.useQuery({ pedido_id: pedido, pago: pago ?? '' }, { enabled: pedido > 0 && Boolean(pago), retry: false });
  return (
    <section className="page page--narrow">
      <div className="card-surface payment">
        <h1 className="page-title">{t('Paga la diferencia de tu pedido #{id}', { id: pedido })}</h1>
        {!pago || owed.error ? (
          <FormMessage message={{ ok: false, text: owed.error ? errorMessage(owed.error, t('Este enlace no es válido.')) : t('Este enlace no es válido.') }} />
        ) : !owed.data ? (
          <p className="muted">{t('Cargando el formulario de pago…')}</p>
        ) : (
          <>
            <p>{owed.data.cambio ? t('Agregaste productos a tu pedido. Paga la diferencia y lo preparamos con tus cambios.') : t('Tu pedido pesó un poco más de lo que autorizaste. Paga la diferencia y lo enviamos como lo empacamos.')}</p>
            <p className="payment__total">
              <span>{t('Diferencia')}</span> <strong>{money(toCentavos(owed.data.monto))}</strong>
            </p>
            {owed.data.pagado ? (
              <FormMessage message={{ ok: true, text: t('Ya recibimos este pago. ¡Gracias!') }} />
            ) : owed.data.metodo !== 'tarjeta' ? (
              <VoucherOrTransfer id={owed.data.pedido} dia={owed.data.dia_entrega} centavos={toCentavos(owed.data.monto)} given={{ oxxo: owed.data.oxxo, spei: owed.data.spei, pendiente: null, vence: owed.data.vence }} diferencia />
            ) : !pagos ? (
              <p className="muted">{t('Cargando el formulario de pago…')}</p>
            ) : pagos.proveedor === 'stripe' && pagos.publishableKey ? (
              <Suspense fallback={<p className="muted">{t('Cargando el formulario de pago…')}</p>}>
                <StripePayment publishableKey={pagos.publishableKey} clientSecret={owed.data.client_secret} />
              </Suspense>
            ) : (
              <TestCardForm clientSecret={owed.data.client_secret} />
            )}
          </>
        )}
      </div>
    </section>
  );
}
