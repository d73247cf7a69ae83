import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
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
        <span>{t('Envío')}</span> <span className="muted">{t('Según tu código postal')}</span>
      </p>
    );
  }
  if (charges.kind !== 'cobrable') return null;
  if (charges.envio === 0) {
    return (
      <p className="shipping shipping--free">
        <span>{t('Envío')}</span> <strong>{t('Envío Gratis')}</strong>
      </p>
    );
  }
  return (
    <>
      <p className="shipping">
        <span>{t('Envío')}</span> <strong>{money(charges.envio)}</strong>
      </p>
      <p className="shipping__hint">
        {charges.missingForFree > 0
          ? t('Agrega más de {monto} para obtener Envío Gratis.', { monto: money(charges.missingForFree) })
          : t('Agrega un producto más para obtener Envío Gratis.')}
      </p>
    </>
  );
}
