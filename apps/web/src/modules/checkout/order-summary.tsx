import type { CartLine, Order } from '@huerta/contracts';
import { kgLabel, toCentavos } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import { cartSubtotalCentavos, lineCentavos, shopPriceBeside, unitCentavos } from '../../lib/money';
import { lineWeight } from '../cart/weight-label';
import { DeliverySlotPicker, type useSlotChoice } from '../delivery/delivery-slot-picker';
import { PostalCodeBox } from '../delivery/postal-code-box';
import { useDelivery } from '../delivery/use-delivery';
import { SoldOutNotice, useSoldOut } from '../cart/sold-out';
import { cartCharges } from '../cart/charges';
import { orderIvaRows, useCartIva } from '../cart/iva-rows';
import { SummaryCard } from './summary-card';
import { deliveryMessages } from '../delivery/delivery-labels';
import { useProductName } from '../translations/use-translations';
import { CouponBox } from '../coupons/coupon-box';
import type { CouponState } from '../coupons/use-coupon';
import { chargesWithCoupon } from '../coupons/discount-line';

/**
 * Step 1, first: where and when (postal code, day and window) and the zone's minimum, before who (in the
 * words of DELIVERY_MESSAGES.belowMinimum, contracts/delivery.ts, which the server says too).
 */
export function DeliveryCard({ lines, slot }: { lines: CartLine[]; slot: ReturnType<typeof useSlotChoice> }) {
  const delivery = useDelivery();
  const missing = delivery.missing(cartSubtotalCentavos(lines));
  return (
    <div className="card-surface checkout__delivery">
      <PostalCodeBox />
      <DeliverySlotPicker choice={slot} />
      {delivery.zone && missing > 0 && (
        <p className="minimum-notice">
          {deliveryMessages.belowMinimum(delivery.zone.nombre, money(delivery.zone.minimoCentavos), money(missing))}
        </p>
      )}
    </div>
  );
}

/** Step 1: what the shopper is about to pay, from the cart, with the same shipping rule as the cart. */
export function OrderSummary({ lines, coupon }: { lines: CartLine[]; coupon: CouponState }) {
  const delivery = useDelivery();
  const subtotal = cartSubtotalCentavos(lines);
  const charges = chargesWithCoupon(cartCharges(subtotal, delivery, delivery.missing(subtotal)), coupon);
  const iva = useCartIva(lines, charges.kind === 'cobrable' ? charges.envio : 0);
  const rows = lines.map((l) => ({ id: l.id, nombre: l.nombre, unidad: l.cantidad, items: l.items, peso: lineWeight(l), unit: unitCentavos(l, l.items), antes: shopPriceBeside(l, unitCentavos(l, l.items)), total: lineCentavos(l) }));
  const soldOut = useSoldOut(lines);
  return (
    <div className="checkout__aside checkout__summary">
      <SoldOutNotice lines={soldOut} />
      <SummaryCard rows={rows} subtotal={subtotal} envio={charges.kind === 'cobrable' ? charges.envio : null} total={charges.kind === 'cobrable' ? charges.total : null} iva={iva} pending={charges.kind === 'minimo' ? t('Al completar el pedido mínimo') : undefined} lista={lines.find((l) => l.lista)?.lista} estimated={lines.some((l) => l.venta)} descuento={coupon.ok ? { codigo: coupon.ok.codigo, centavos: charges.descuento } : null}>
        <CouponBox coupon={coupon} />
      </SummaryCard>
    </div>
  );
}

/**
 * Step 2: the order as the server priced it (its numbers are what the card is charged, or — sold by weight —
 * the estimate); unit texts come from the cart, names in the page's language.
 */
export function PlacedOrderSummary({ pedido, lines }: { pedido: Order; lines: CartLine[] }) {
  const unidad = new Map(lines.map((l) => [l.id, l.cantidad]));
  const name = useProductName();
  const rows = pedido.lineas.map((l) => ({
    id: l.producto_id,
    nombre: name(l.producto_id, l.nombre),
    unidad: unidad.get(l.producto_id),
    items: l.items,
    // The server's estimate of a weighed line's weight («≈»: it is weighed at packing).
    peso: l.gramos === null ? null : `≈ ${kgLabel(l.gramos)}`,
    unit: toCentavos(l.precio_unitario),
    antes: l.precio_publico ? toCentavos(l.precio_publico) : null,
    total: toCentavos(l.total_linea),
  }));
  return <SummaryCard rows={rows} subtotal={toCentavos(pedido.subtotal)} envio={toCentavos(pedido.envio)} total={toCentavos(pedido.total)} iva={orderIvaRows(pedido.impuestos)} lista={pedido.lista_precios} estimated={pedido.lineas.some((l) => l.gramos !== null)} descuento={pedido.cupon ? { codigo: pedido.cupon, centavos: toCentavos(pedido.descuento ?? 0) } : null} />;
}
