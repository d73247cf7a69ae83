import { Link, createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Order } from '@huerta/contracts';
import { notify } from '../lib/notify';
import { stringParam } from '../lib/search-params';
import { isServerError } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { useCart } from '../modules/cart/cart-store';
import { SuccessIcon } from './-components/page-icons';
import { contactEmailFor } from '../modules/checkout/checkout-contact';
import { ConfirmConfetti, loadConfetti } from './-components/confirm-confetti';
import { ConfirmSummary } from './-components/confirm-summary';
import './-components/confirm.css';
import { deliveryLabel } from '@huerta/contracts/rules';

export const Route = createFileRoute('/checkout-confirm')({
  validateSearch: (search: Record<string, unknown>) => ({
    payment_intent: stringParam(search.payment_intent, 300),
    payment_intent_client_secret: stringParam(search.payment_intent_client_secret, 300),
  }),
  component: ConfirmPage,
});

type Status = 'pending' | 'ok' | 'error';

function ConfirmPage() {
  useTitle('Confirmación del pedido');
  const { payment_intent, payment_intent_client_secret } = Route.useSearch();
  const { clear } = useCart();
  const confirm = trpc.order.confirm.useMutation();
  const [status, setStatus] = useState<Status>('pending');
  const [pedido, setPedido] = useState<Order | null>(null);
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
          clear();
        },
        onError: (err) => {
          setStatus('error');
          if (isServerError(err)) {
            setDetail(err.message);
            notify.error('Error en la confirmación del pedido');
          } else {
            notify.error('Error al procesar la petición');
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
          <h1 className="page-title">Confirmando tu pago…</h1>
          <p className="muted">Un momento, por favor.</p>
        </div>
      )}
      {shown === 'ok' && pedido && <Thanks pedido={pedido} />}
      {shown === 'error' && (
        <div className="card-surface confirm__card">
          <h1 className="page-title">No pudimos confirmar tu pedido</h1>
          <p className="msg msg--error">{detail || 'Faltan los datos del pago o no se pudo contactar a la tienda.'}</p>
          <p className="muted">Si se hizo un cargo a tu tarjeta, escríbenos y lo revisamos contigo.</p>
          <div className="confirm__actions">
            <Link to="/carrito" className="btn btn--ghost">
              Volver al Carrito
            </Link>
            <Link to="/contacto" className="btn btn--primary">
              Contáctanos
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

function Thanks({ pedido }: { pedido: Order }) {
  // Kept from this tab's checkout; after Stripe's redirect on another device there is none.
  const email = contactEmailFor(pedido.id);
  return (
    <>
      {/* Before the card, under it: the pieces fall behind the thanks, never over the text. */}
      <ConfirmConfetti orderId={pedido.id} />
      <div className="card-surface confirm__card">
        <SuccessIcon className="confirm__icon" />
        <h1 className="page-title">¡Gracias por tu compra!</h1>
        <p className="confirm__order">Pedido #{pedido.id}</p>
        {pedido.dia_entrega && (
          <p className="confirm__delivery">
            Entrega: <strong>{deliveryLabel(pedido.dia_entrega, pedido.ventana)}</strong>
          </p>
        )}
        <p>Pronto nos pondremos en contacto contigo, revisa tu correo.</p>
        <p className="muted">
          {email ? (
            <>
              Te enviamos la confirmación a <strong className="confirm__email">{email}</strong>.
            </>
          ) : (
            'Te enviamos la confirmación al correo que nos diste.'
          )}
        </p>
        <ConfirmSummary pedido={pedido} />
        <Link to="/tienda" className="btn btn--primary">
          Seguir Comprando
        </Link>
      </div>
    </>
  );
}
