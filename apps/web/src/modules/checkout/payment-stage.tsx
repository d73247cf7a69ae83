import { Suspense, lazy } from 'react';
import type { Order } from '@huerta/contracts';
import { formatMXN, toCentavos } from '@huerta/contracts/rules';
import { useConfig } from '../layout/use-config';
import { TestCardForm } from './test-card-form';

const StripePayment = lazy(() => import('./stripe-payment'));

export interface PendingPayment {
  clientSecret: string;
  /** The order as created and priced by the server. */
  pedido: Order;
}

/** Stage 2 of the checkout: the order number, the server's total and the payment form of the configured provider. */
export function PaymentStage({ payment }: { payment: PendingPayment }) {
  const pagos = useConfig()?.pagos;
  return (
    <section className="card-surface payment" aria-labelledby="payment-heading">
      <div className="payment__head">
        <h2 id="payment-heading">Pago</h2>
        <p className="payment__order">Pedido #{payment.pedido.id}</p>
      </div>
      <p className="payment__total">
        <span>Total a Pagar</span> <strong>{formatMXN(toCentavos(payment.pedido.total))}</strong>
      </p>
      {!pagos ? (
        <p className="muted">Cargando el formulario de pago…</p>
      ) : pagos.proveedor === 'stripe' && pagos.publishableKey ? (
        <Suspense fallback={<p className="muted">Cargando el formulario de pago…</p>}>
          <StripePayment publishableKey={pagos.publishableKey} clientSecret={payment.clientSecret} />
        </Suspense>
      ) : (
        <TestCardForm clientSecret={payment.clientSecret} />
      )}
    </section>
  );
}
