import { Suspense, lazy } from 'react';
import type { Order } from '@huerta/contracts';
import { toCentavos } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import { useConfig } from '../layout/use-config';
import { TestCardForm } from './test-card-form';
import { PaymentInstructions } from '../payments/payment-instructions';
import { amountDue } from '../payments/amount-due';

const StripePayment = lazy(() => import('./stripe-payment'));

export interface PendingPayment {
  clientSecret: string;
  /** The order as created and priced by the server. */
  pedido: Order;
}

/**
 * Stage 2 of the checkout: the order number, the server's total and the payment form of the configured
 * provider — or, for a voucher or a transfer, how to pay it (nothing more is typed here).
 */
export function PaymentStage({ payment }: { payment: PendingPayment }) {
  const pagos = useConfig()?.pagos;
  const deferred = payment.pedido.pago.oxxo !== null || payment.pedido.pago.spei !== null;
  return (
    <section className="card-surface payment" aria-labelledby="payment-heading">
      <div className="payment__head">
        <h2 id="payment-heading">{t('Pago')}</h2>
        <p className="payment__order">{t('Pedido #{id}', { id: payment.pedido.id })}</p>
      </div>
      <p className="payment__total">
        {/* Sold by weight, by card: what is authorized now, not charged (the summary's total is the estimate). */}
        <span>{payment.pedido.pago.retenido != null && payment.pedido.pago.metodo === 'tarjeta' ? t('A autorizar en tu tarjeta') : t('Total a Pagar')}</span> <strong>{money(amountDue(payment.pedido))}</strong>
      </p>
      {payment.pedido.pago.saldo_aplicado != null && <p className="muted">{t('Saldo a favor aplicado: −{monto}', { monto: money(toCentavos(payment.pedido.pago.saldo_aplicado)) })}</p>}
      {/* Sold by weight: what is held (or paid) is the estimate plus the margin; packing charges what was packed. */}
      {payment.pedido.pago.retenido != null && (
        <p className="muted">
          {payment.pedido.pago.metodo === 'tarjeta'
            ? t('Estimado {total}; autorizamos {monto} y cobramos solo lo que pese tu pedido.', { total: money(toCentavos(payment.pedido.total)), monto: money(amountDue(payment.pedido)) })
            : t('Estimado {total}; pagas {monto} y te devolvemos lo que no se use.', { total: money(toCentavos(payment.pedido.total)), monto: money(amountDue(payment.pedido)) })}
        </p>
      )}
      {deferred ? (
        <PaymentInstructions pedido={payment.pedido} />
      ) : !pagos ? (
        <p className="muted">{t('Cargando el formulario de pago…')}</p>
      ) : pagos.proveedor === 'stripe' && pagos.publishableKey ? (
        <Suspense fallback={<p className="muted">{t('Cargando el formulario de pago…')}</p>}>
          <StripePayment publishableKey={pagos.publishableKey} clientSecret={payment.clientSecret} />
        </Suspense>
      ) : (
        <TestCardForm clientSecret={payment.clientSecret} />
      )}
    </section>
  );
}
