import { formatMXN } from '@huerta/contracts/rules';
import type { CartCharges } from './charges';
import './cart.css';

/**
 * The cart's delivery row, as far as it applies (charges.ts): the fee or «Envío Gratis» with what is still
 * needed for it once the order can be charged; before a postal code, only that it depends on it; nothing
 * below the minimum or where the shop does not deliver (the notices beside it say why).
 */
export function ShippingLine({ charges }: { charges: CartCharges }) {
  if (charges.kind === 'sin-codigo') {
    return (
      <p className="shipping">
        <span>Envío</span> <span className="muted">Según tu código postal</span>
      </p>
    );
  }
  if (charges.kind !== 'cobrable') return null;
  if (charges.envio === 0) {
    return (
      <p className="shipping shipping--free">
        <span>Envío</span> <strong>Envío Gratis</strong>
      </p>
    );
  }
  return (
    <>
      <p className="shipping">
        <span>Envío</span> <strong>{formatMXN(charges.envio)}</strong>
      </p>
      <p className="shipping__hint">
        {charges.missingForFree > 0 ? `Agrega más de ${formatMXN(charges.missingForFree)} para obtener Envío Gratis.` : 'Agrega un producto más para obtener Envío Gratis.'}
      </p>
    </>
  );
}
