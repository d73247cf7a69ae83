import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import type { CartCharges } from '../cart/charges';
import type { CouponState } from './use-coupon';

/**
 * The cart's charges once the server said what the code gives: total = subtotal − descuento + envío, the
 * envío 0 with a free-delivery code. Unchanged without a valid code (or while the charges cannot be made).
 */
export function chargesWithCoupon(charges: CartCharges, coupon: CouponState): CartCharges & { descuento: number } {
  if (charges.kind !== 'cobrable' || !coupon.ok) return { ...charges, descuento: 0 };
  const envio = coupon.ok.envioGratis ? 0 : charges.envio;
  return { ...charges, envio, missingForFree: envio > 0 ? charges.missingForFree : 0, descuento: coupon.ok.descuento, total: charges.total - charges.envio + envio - coupon.ok.descuento };
}

/** «Descuento (VERANO10) −$12.30» under the subtotal, when the code takes something off. */
export function DiscountLine({ codigo, centavos }: { codigo: string | null | undefined; centavos: number }) {
  if (!codigo || centavos <= 0) return null;
  return (
    <p className="shipping discount-line">
      <span>{t('Descuento ({codigo})', { codigo })}</span> <strong>−{money(centavos)}</strong>
    </p>
  );
}
