import type { Centavos, ShippingRule } from '@huerta/contracts';
import { formatMXN, missingForFreeShipping, shippingCentavos } from '@huerta/contracts/rules';
import { shippingRuleOf } from '../../lib/money';
import { useConfig } from '../layout/use-config';
import './cart.css';

/** "Envío Gratis", or the fee plus how much is still needed for free shipping (one rule, from the server). */
export function ShippingLine({ subtotal, rule: zoneRule }: { subtotal: Centavos; rule?: ShippingRule }) {
  const shopRule = shippingRuleOf(useConfig());
  const rule = zoneRule ?? shopRule;
  const fee = shippingCentavos(subtotal, rule);
  if (subtotal > 0 && fee === 0) {
    return (
      <p className="shipping shipping--free">
        <span>Envío</span> <strong>Envío Gratis</strong>
      </p>
    );
  }
  return (
    <>
      <p className="shipping">
        <span>Envío</span> <strong>{formatMXN(subtotal > 0 ? fee : rule.feeCentavos)}</strong>
      </p>
      <p className="shipping__hint">Agrega más de {formatMXN(missingForFreeShipping(subtotal, rule))} para obtener Envío Gratis.</p>
    </>
  );
}
