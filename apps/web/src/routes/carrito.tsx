import { Link, createFileRoute } from '@tanstack/react-router';
import { useRef } from 'react';
import { cartSubtotalCentavos, lineCentavos, shopPriceBeside, unitCentavos } from '../lib/money';
import { kiloSteps, lineWeight } from '../modules/cart/weight-label';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { money } from '../i18n/format';
import { CartImage } from '../modules/cart/cart-image';
import { useCart } from '../modules/cart/cart-store';
import { useRemoveLine } from '../modules/cart/focus';
import { QuantityInput } from '../modules/cart/quantity-input';
import { LineWishes } from '../modules/cart/line-wishes';
import { ShippingLine } from '../modules/cart/shipping-line';
import { cartCharges } from '../modules/cart/charges';
import { ivaDisplayRows, useCartIva } from '../modules/cart/iva-rows';
import { RemoveLineButton } from '../modules/cart/remove-line-button';
import { SoldOutNotice, useSoldOut } from '../modules/cart/sold-out';
import { StockHint, shortageOf, useStockLeft } from '../modules/cart/stock-left';
import { PostalCodeBox } from '../modules/delivery/postal-code-box';
import { useDelivery } from '../modules/delivery/use-delivery';
import { EmptyCart } from '../modules/cart/empty-cart';
import { ListNote, WasPrice } from '../modules/catalog/list-price';
import './-components/cart-page.css';
import { deliveryMessages } from '../modules/delivery/delivery-labels';
import { CouponBox } from '../modules/coupons/coupon-box';
import { useCoupon } from '../modules/coupons/use-coupon';
import { chargesWithCoupon, DiscountLine } from '../modules/coupons/discount-line';

export const Route = createFileRoute('/carrito')({ component: CartPage });

function CartPage() {
  useTitle(t('Carrito'));
  const { lines, resold, setItems, setWishes } = useCart();
  const soldOut = useSoldOut(lines);
  const pageRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removeLine = useRemoveLine(pageRef, headingRef);
  const delivery = useDelivery();
  const subtotal = cartSubtotalCentavos(lines);
  const missing = delivery.missing(subtotal);
  // A discount code (issue 47): what the server says it gives this cart.
  const coupon = useCoupon(lines);
  const charges = chargesWithCoupon(cartCharges(subtotal, delivery, missing), coupon);
  const iva = useCartIva(lines, charges.kind === 'cobrable' ? charges.envio : 0);
  // Payment opens once the order can be delivered: nothing sold out, a served postal code, the zone's minimum.
  // The server refuses an order that takes more than is left: said here, and no way to pay until fixed.
  const stock = useStockLeft();
  const short = lines.filter((l) => shortageOf(l, stock) !== null);
  const canPay = soldOut.length === 0 && short.length === 0 && charges.kind === 'cobrable';
  const whyNot = [short.length > 0 ? 'why-stock' : '', delivery.status === 'sin-codigo' || missing > 0 ? 'why-not-pay' : ''].filter(Boolean).join(' ');

  return (
    <section ref={pageRef} className="page cart-page">
      <h1 ref={headingRef} className="page-title" tabIndex={-1}>
        {t('Carrito de compras')}
      </h1>
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-page__layout">
          <div className="card-surface table-wrap">
            <ListNote lista={lines.find((l) => l.lista)?.lista} />
            <table className="table cart-table">
              <thead>
                <tr>
                  <th scope="col">{t('Producto')}</th>
                  <th scope="col" className="num">{t('Precio')}</th>
                  <th scope="col">{t('Cantidad')}</th>
                  <th scope="col" className="num">{t('Subtotal')}</th>
                  <th scope="col"><span className="visually-hidden">{t('Acciones')}</span></th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => (
                  <tr key={line.id}>
                    <td>
                      <div className="cart-table__product">
                        <CartImage src={line.img_url} alt={line.nombre} size={56} />
                        <div>
                          <p className="cart-table__name">{line.nombre}</p>
                          <p className="muted cart-table__unit">
                            {t('Por {cantidad}', { cantidad: line.cantidad })}
                            {lineWeight(line) && ` · ${lineWeight(line)}`}
                          </p>
                          {soldOut.includes(line) && <p className="cart-table__out">{t('Agotado')}</p>}
                          {!soldOut.includes(line) && <StockHint line={line} stock={stock} />}
                          <LineWishes line={line} onChange={(nota, sustitucion) => setWishes(index, nota, sustitucion)} />
                        </div>
                      </div>
                    </td>
                    <td className="num" data-label={t('Precio')}>
                      <span>
                        <WasPrice centavos={shopPriceBeside(line, unitCentavos(line, line.items))} />
                        {money(unitCentavos(line, line.items))}
                      </span>
                    </td>
                    <td data-label={t('Cantidad')}>
                      <QuantityInput name={line.nombre} value={line.items} onChange={(n) => setItems(index, n)} kilos={kiloSteps(line.venta)} />
                      {resold.includes(line.id) && (
                        <p className="qty-note" role="status">
                          {t('Cambió cómo se vende: revisa la cantidad.')}
                        </p>
                      )}
                    </td>
                    <td className="num" data-label={t('Subtotal')}>{money(lineCentavos(line))}</td>
                    <td>
                      <RemoveLineButton nombre={line.nombre} onRemove={() => removeLine(line, index)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <aside className="card-surface cart-summary" aria-label={t('Resumen')}>
            <h2>{t('Resumen')}</h2>
            <PostalCodeBox />
            <CouponBox coupon={coupon} />
            <p className="shipping">
              <span>{t('Subtotal')}</span> <strong>{money(subtotal)}</strong>
            </p>
            <DiscountLine codigo={coupon.ok?.codigo} centavos={charges.descuento} />
            <ShippingLine charges={charges} />
            {charges.kind === 'cobrable' && (
              <>
                <p className="shipping cart-summary__total">
                  <span>{t('Total')}</span> <strong>{money(charges.total)}</strong>
                </p>
                {ivaDisplayRows(iva).map((r) => (
                  <p key={r.label} className="shipping shipping--tax">
                    <span>{r.label}</span> <span>{r.value}</span>
                  </p>
                ))}
              </>
            )}
            <SoldOutNotice lines={soldOut} />
            {short.length > 0 && (
              <p id="why-stock" className="minimum-notice">
                {t('No tenemos tanto de {productos}: ajusta la cantidad para continuar.', {
                  productos: short.map((l) => t('«{nombre}»', { nombre: l.nombre })).join(', '),
                })}
              </p>
            )}
            {delivery.zone && missing > 0 && (
              <p id="why-not-pay" className="minimum-notice">
                {deliveryMessages.belowMinimum(delivery.zone.nombre, money(delivery.zone.minimoCentavos), money(missing))}
              </p>
            )}
            {/* A greyed-out button says why: without a postal code nothing else on the page would. */}
            {delivery.status === 'sin-codigo' && (
              <p id="why-not-pay" className="minimum-notice">
                {t('Escribe tu código postal en «¿Dónde entregamos?» para ver el envío y continuar al pago.')}
              </p>
            )}
            {canPay ? (
              <Link to="/checkout" className="btn btn--primary btn--block">
                {t('Proceder al Pago')}
              </Link>
            ) : (
              <button type="button" className="btn btn--primary btn--block" disabled aria-describedby={whyNot || undefined}>
                {t('Proceder al Pago')}
              </button>
            )}
            <Link to="/tienda" className="btn btn--ghost btn--block">
              {t('Seguir comprando')}
            </Link>
          </aside>
        </div>
      )}
    </section>
  );
}
