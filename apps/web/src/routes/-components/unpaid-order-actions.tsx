import type { Order } from '@huerta/contracts';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { PaymentStage, type PendingPayment } from '../../modules/checkout/payment-stage';
import { FormMessage } from '../../modules/layout/form-message';
import { t } from '../../i18n/i18n';

/**
 * An order still waiting for its payment: pay it now (its payment is made again on the server if it
 * never was) or cancel it, instead of leaving it "Pendiente de pago" for ever.
 */
export function UnpaidOrderActions({ order }: { order: Order }) {
  const utils = trpc.useUtils();
  const resume = trpc.order.resume.useMutation();
  const cancel = trpc.order.cancel.useMutation({ onSuccess: () => utils.account.orders.invalidate() });
  const [payment, setPayment] = useState<PendingPayment | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = resume.isPending || cancel.isPending;
  const error = resume.error ?? cancel.error;

  if (payment) return <PaymentStage payment={payment} />;
  // A voucher or transfer is paid where its instructions say (shown above it), not here.
  const payable = order.pago.oxxo === null && order.pago.spei === null;
  return (
    <div className="order__actions">
      {confirming ? (
        <>
          <span>{t('¿Cancelar el pedido #{id}?', { id: order.id })}</span>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => cancel.mutate({ pedido_id: order.id })}>
            {t('Sí, cancelar')}
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setConfirming(false)}>
            {t('No, conservarlo')}
          </button>
        </>
      ) : (
        <>
          {payable && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            aria-label={t('Pagar el pedido #{id}', { id: order.id })}
            onClick={() => resume.mutate({ pedido_id: order.id }, { onSuccess: (r) => setPayment({ clientSecret: r.clientSecret, pedido: r.pedido }) })}
          >
            {resume.isPending ? t('Cargando…') : t('Pagar')}
          </button>
          )}
          <button type="button" className="btn btn--ghost" disabled={busy} aria-label={t('Cancelar el pedido #{id}', { id: order.id })} onClick={() => setConfirming(true)}>
            {t('Cancelar')}
          </button>
        </>
      )}
      {error && <FormMessage message={{ ok: false, text: errorMessage(error, t('No pudimos completar la acción. Intenta de nuevo.')) }} />}
    </div>
  );
}
