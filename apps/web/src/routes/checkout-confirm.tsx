import { Link, createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Order } from '@huerta/contracts';
import { notify } from '../lib/notify';
import { stringParam } from '../lib/search-params';
import { isServerError, serverText } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { rich } from './-components/rich';
import { useCart } from '../modules/cart/cart-store';
import { SuccessIcon } from './-components/page-icons';
import { contactEmailFor } from '../modules/checkout/checkout-contact';
import { ConfirmConfetti, loadConfetti } from './-components/confirm-confetti';
import { ConfirmSummary } from './-components/confirm-summary';
import './-components/confirm.css';
import { slotLabel } from '../modules/delivery/delivery-labels';
import { RepeatOnConfirm } from '../modules/standing/repeat-on-confirm';
import { ChangeOnConfirm } from '../modules/order-changes/change-on-confirm';

export const Route = createFileRoute('/checkout-confirm')({
  validateSearch: (search: Record<string, unknown>) => ({
    payment_intent: stringParam(search.payment_intent, 300),
    payment_intent_client_secret: stringParam(search.payment_intent_client_secret, 300),
  }),
  component: ConfirmPage,
});

type Status = 'pending' | 'ok' | 'error';

function ConfirmPage() {
  useTitle(t('Confirmación del pedido'));
  const { payment_intent, payment_intent_client_secret } = Route.useSearch();
  const { clear } = useCart();
  const confirm = trpc.order.confirm.useMutation();
  const [status, setStatus] = useState<Status>('pending');
  const [pedido, setPedido] = useState<Order | null>(null);
  // The difference of a weighed order paid by its link: the order was placed long ago, and the cart is another's.
  const [difference, setDifference] = useState(false);
  const [detail, setDetail] = useState('');
  const sent = useRef(false);
  const complete = Boolean(payment_intent && payment_intent_client_secret);

  useEffect(() => {
    // Exactly one confirmation per visit, even if React runs this effect twice.
    if (sent.current || !payment_intent || !payment_intent_client_secret) return;
    sent.current = true;
    // The checkout's «Pedido creado…» would otherwise linger over the thanks.
    notify.dismissAll();
    // Fetched alongside the confirmation so the confetti starts with the thanks, not a round trip later.
    void loadConfetti();
    confirm.mutate(
      { payment_intent, payment_intent_client_secret },
      {
        onSuccess: (res) => {
          setPedido(res.pedido);
          setStatus('ok');
          if (res.diferencia) setDifference(true);
          else clear();
        },
        onError: (err) => {
          setStatus('error');
          if (isServerError(err)) {
            setDetail(serverText(err.message));
            notify.error(t('Error en la confirmación del pedido'));
          } else {
            notify.error(t('Error al procesar la petición'));
          }
        },
      },
    );
  }, [payment_intent, payment_intent_client_secret, confirm, clear]);

  const shown: Status = complete ? status : 'error';
  return (
    <section className="page page--narrow confirm">
      {shown === 'pending' && (
        <div className="card-surface confirm__card" role="status">
          <h1 className="page-title">{t('Confirmando tu pago…')}</h1>
          <p className="muted">{t('Un momento, por favor.')}</p>
        </div>
      )}
      {shown === 'ok' && pedido && !difference && <Thanks pedido={pedido} pago={payment_intent_client_secret ?? ''} />}
      {shown === 'ok' && pedido && difference && (
        <div className="card-surface confirm__card">
          <SuccessIcon className="confirm__icon" />
          <h1 className="page-title">{t('¡Listo! Recibimos la diferencia')}</h1>
          <p className="confirm__order">{t('Pedido #{id}', { id: pedido.id })}</p>
          <p>{t('Tu pedido sale como lo empacamos. Te avisamos por correo cuando vaya en camino.')}</p>
        </div>
      )}
      {shown === 'error' && (
        <div className="card-surface confirm__card">
          <h1 className="page-title">{t('No pudimos confirmar tu pedido')}</h1>
          <p className="msg msg--error">{detail || t('Faltan los datos del pago o no se pudo contactar a la tienda.')}</p>
          <p className="muted">{t('Si se hizo un cargo a tu tarjeta, escríbenos y lo revisamos contigo.')}</p>
          <div className="confirm__actions">
            <Link to="/carrito" className="btn btn--ghost">
              {t('Volver al Carrito')}
            </Link>
            <Link to="/contacto" className="btn btn--primary">
              {t('Contáctanos')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

function Thanks({ pedido, pago }: { pedido: Order; pago: string }) {
  // Kept from this tab's checkout; after Stripe's redirect on another device there is none.
  const email = contactEmailFor(pedido.id);
  return (
    <>
      {/* Before the card, under it: the pieces fall behind the thanks, never over the text. */}
      <ConfirmConfetti orderId={pedido.id} />
      <div className="card-surface confirm__card">
        <SuccessIcon className="confirm__icon" />
        <h1 className="page-title">{t('¡Gracias por tu compra!')}</h1>
        <p className="confirm__order">{t('Pedido #{id}', { id: pedido.id })}</p>
        {pedido.dia_entrega && (
          <p className="confirm__delivery">{rich(t('Entrega: <0>{entrega}</0>', { entrega: slotLabel(pedido.dia_entrega, pedido.ventana) }), <strong />)}</p>
        )}
        <p>{t('Pronto nos pondremos en contacto contigo, revisa tu correo.')}</p>
        <p className="muted">
          {email
            ? rich(t('Te enviamos la confirmación a <0>{email}</0>.', { email }), <strong className="confirm__email" />)
            : t('Te enviamos la confirmación al correo que nos diste.')}
        </p>
        <ConfirmSummary pedido={pedido} />
        {/* No factura asked at checkout: it can still be had within the month, from the order's number. */}
        {!pedido.factura && pedido.pago.metodo !== 'credito' && (
          <p className="muted">
            {t('¿Necesitas factura?')}{' '}
            <Link to="/facturar" search={{ pedido: pedido.id } as never}>
              {t('Facturar mi compra')}
            </Link>
          </p>
        )}
        {pago && <ChangeOnConfirm pedido={pedido.id} pago={pago} />}
        <RepeatOnConfirm pedido={pedido} />
        <Link to="/tienda" className="btn btn--primary">
          {t('Seguir Comprando')}
        </Link>
      </div>
    </>
  );
}
