import { Link, createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { notify, warmToasts } from '../lib/notify';
import { serverFieldErrors } from '../lib/field-errors';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { useCart } from '../modules/cart/cart-store';
import { CUSTOMER_FIELDS, CustomerForm, type CustomerData } from '../modules/checkout/customer-form';
import { DeliveryDetails } from '../modules/checkout/delivery-details';
import { DeliveryCard, OrderSummary, PlacedOrderSummary } from '../modules/checkout/order-summary';
import { PaymentStage, type PendingPayment } from '../modules/checkout/payment-stage';
import { EmptyCart } from '../modules/cart/empty-cart';
import { checkoutKeyFor, forgetCheckoutKey } from '../modules/checkout/checkout-key';
import { rememberContact } from '../modules/checkout/checkout-contact';
import { FormMessage } from '../modules/layout/form-message';
import '../modules/checkout/checkout.css';
import { t } from '../i18n/i18n';
import { money } from '../i18n/format';
import { cartSubtotalCentavos } from '../lib/money';
import { useCoupon } from '../modules/coupons/use-coupon';
import { forgetCoupon } from '../modules/coupons/coupon-store';
import { useDelivery } from '../modules/delivery/use-delivery';
import { useSlotChoice } from '../modules/delivery/delivery-slot-picker';
import type { FacturaChoice } from '../modules/factura/factura-choice';
import { fiscalInput, fiscalProblem } from '../modules/factura/fiscal-fields';
import { getSession, saveUser } from '../lib/session';
import { errorMessage, serverText } from '../lib/errors';
import { deliveryMessages } from '../modules/delivery/delivery-labels';
import { useConfig } from '../modules/layout/use-config';
import { PaymentChoice, creditChoice, methodChoices, paymentOptionsOf } from '../modules/payments/payment-choice';
import { OnDeliveryConfirmed } from '../modules/payments/on-delivery-confirmed';
import { shippingCentavos, type LeftoverChoice, type OrderMethod } from '@huerta/contracts/rules';
import { WeighedCharge } from '../modules/payments/weighed-charge';
import type { Order } from '@huerta/contracts';

export const Route = createFileRoute('/checkout')({ component: CheckoutPage });

function CheckoutPage() {
  useTitle(t('Pago'));
  const { lines, clear } = useCart();
  const create = trpc.order.create.useMutation();
  const saveFiscal = trpc.account.update.useMutation();
  const delivery = useDelivery();
  const slot = useSlotChoice();
  const [payment, setPayment] = useState<(PendingPayment & { cliente: CustomerData; lineas: typeof lines }) | null>(null);
  const [accepted, setAccepted] = useState<{ pedido: Order; email: string } | null>(null);
  const pagos = useConfig()?.pagos;
  const [chosen, setChosen] = useState<OrderMethod>('tarjeta');
  // A business that buys on account is offered it too (its people only: the server checks the same).
  const business = trpc.account.business.useQuery(undefined, { enabled: Boolean(getSession().user) });
  const [sobrante, setSobrante] = useState<LeftoverChoice>('reembolso');
  const weighed = lines.some((l) => l.venta);
  const subtotal = cartSubtotalCentavos(lines);
  // A discount code applied in the cart or here (issue 47): sent with the order, checked again by the server.
  const coupon = useCoupon(lines);
  const total = subtotal + (coupon.ok?.envioGratis ? 0 : shippingCentavos(subtotal, delivery.rule)) - (coupon.ok?.descuento ?? 0);
  const choices = pagos ? [...methodChoices(paymentOptionsOf(pagos), { totalCentavos: total, zonaId: delivery.zone?.id ?? null, signedIn: Boolean(getSession().user) }), ...creditChoice(business.data?.equipo?.credito, total)] : [];
  // The chosen method, or the first that can pay this order when it cannot (the cart or zone changed).
  const usable = choices.filter((c) => c.problem === null).map((c) => c.metodo);
  const metodo: OrderMethod = usable.includes(chosen) ? chosen : (usable[0] ?? 'tarjeta');
  const [error, setError] = useState('');
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'center' });
  }, [error]);

  async function onSubmit(data: CustomerData, factura: FacturaChoice) {
    setError('');
    // Said before any request: the server would refuse the same (same rules, packages/contracts/src/delivery.ts).
    const missing = delivery.missing(cartSubtotalCentavos(lines));
    if (delivery.status !== 'zona') {
      setError(delivery.status === 'fuera' ? deliveryMessages.unknownPostalCode(delivery.cp) : t('Escribe el código postal de entrega (en «¿Dónde entregamos?»).'));
      return;
    }
    if (missing > 0) {
      setError(deliveryMessages.belowMinimum(delivery.zone.nombre, money(delivery.zone.minimoCentavos), money(missing)));
      return;
    }
    // Days not loaded yet (no connection, most likely) do not block: the request says what is wrong, and
    // the server takes the earliest day and window with room when none is sent.
    if (!slot.chosen && slot.slots.isSuccess) {
      setError(t('No quedan horarios de entrega libres en los próximos días: escríbenos por WhatsApp.'));
      return;
    }
    const fiscalError = factura.wanted ? fiscalProblem(factura.fiscal) : null;
    if (fiscalError) {
      setError(fiscalError);
      return;
    }
    try {
      const productos = lines.map((l) => ({ id: l.id, items: l.items }));
      const order = {
        ...data,
        codigo_postal: delivery.cp,
        ...(slot.chosen ? { dia_entrega: slot.chosen.dia, ventana: slot.chosen.ventana } : {}),
        ...(factura.wanted ? { factura: fiscalInput(factura.fiscal) } : {}),
        // Sent only when not the card: a card order's request (and its idempotency key) stays as it was.
        ...(metodo !== 'tarjeta' ? { metodo_pago: metodo } : {}),
        // Sold by weight, paid up front: kept as credit only when asked (the server's default is a refund).
        ...(weighed && (metodo === 'oxxo' || metodo === 'spei') && sobrante === 'saldo' && getSession().user ? { sobrante } : {}),
        ...(coupon.codigo && !coupon.error ? { codigo: coupon.codigo } : {}),
      };
      const res = await create.mutateAsync({ ...order, productos: lines, clave_idempotencia: checkoutKeyFor({ ...order, productos }) });
      notify.success(serverText(res.message));
      rememberContact(res.pedido.id, data.email);
      if (order.factura && factura.saveToAccount && getSession().user) void saveFiscal.mutateAsync({ datos_fiscales: order.factura }).then(saveUser, () => null);
      // Placed for a voucher, a transfer or payment on delivery, the order is made: the cart is done.
      if (res.pedido.pago.metodo !== 'tarjeta') clear();
      // The code is spent on this order.
      if (res.pedido.cupon) forgetCoupon();
      if (res.pedido.pago.metodo === 'contra_entrega' || res.pedido.pago.metodo === 'credito') setAccepted({ pedido: res.pedido, email: data.email });
      else setPayment({ clientSecret: res.clientSecret, pedido: res.pedido, cliente: data, lineas: lines });
      window.scrollTo({ top: 0 });
    } catch (err) {
      // 409: the order behind this key was cancelled or differs; the next attempt is a new order.
      if ((err as { data?: { httpStatus?: number } })?.data?.httpStatus === 409) forgetCheckoutKey();
      const message = t('Error al crear el pedido: {error}', { error: errorMessage(err, t('no se pudo conectar con la tienda.')) });
      // Also on the page: offline, the toast's own code may not be there to show it.
      setError(message);
      notify.error(message);
      return serverFieldErrors(err, CUSTOMER_FIELDS);
    }
  }

  if (accepted) {
    return (
      <section className="page page--narrow confirm">
        <OnDeliveryConfirmed pedido={accepted.pedido} email={accepted.email} />
      </section>
    );
  }
  // Only the card, as before issue 33: no choice to make.
  const offersChoice = choices.length > 1 || (choices.length === 1 && choices[0]!.metodo !== 'tarjeta');
  return (
    <section className="page checkout">
      <p className="eyebrow">{payment ? t('Paso 2 de 2') : t('Paso 1 de 2')}</p>
      <h1 className="page-title">{t('Finalizar compra')}</h1>
      {payment ? (
        // Payment first in the source: on a phone (one column) the next thing to do comes first, with the
        // order number and total at its top; the full summary and the delivery details follow.
        <div className="checkout__layout">
          <PaymentStage payment={payment} />
          <div className="checkout__aside">
            <PlacedOrderSummary pedido={payment.pedido} lines={payment.lineas} />
            <DeliveryDetails cliente={payment.cliente} pedido={payment.pedido} />
            <Link to="/carrito" className="btn btn--ghost checkout__back">
              {t('Volver al Carrito')}
            </Link>
          </div>
        </div>
      ) : lines.length === 0 ? (
        <EmptyCart />
      ) : (
        // In reading order on a phone: where and when, what it costs, who — and «Confirmar Pedido» last,
        // after everything it depends on. On a wide screen the summary stands beside the two.
        <div className="checkout__layout checkout__layout--start">
          <div ref={errorRef} className="checkout__error">
            <FormMessage message={error ? { ok: false, text: error } : null} />
          </div>
          <DeliveryCard lines={lines} slot={slot} />
          <OrderSummary lines={lines} coupon={coupon} />
          {/* Toasts load with the first one: fetch them as the shopper starts, while there is a connection. */}
          <div className="checkout__form" onFocusCapture={warmToasts}>
            <CustomerForm busy={create.isPending} postalCode={delivery.cp} onSubmit={onSubmit}>
              {offersChoice && <PaymentChoice choices={choices} value={metodo} onChange={setChosen} />}
              {weighed && <WeighedCharge metodo={metodo} sobrante={sobrante} onSobrante={setSobrante} signedIn={Boolean(getSession().user)} />}
            </CustomerForm>
          </div>
        </div>
      )}
    </section>
  );
}
