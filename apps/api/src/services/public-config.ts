import { toPesos, type PublicConfig } from '@huerta/contracts';
import type { AppConfig } from '../config';

/** What the browser may know about the shop: contact data, the shipping rule and the payment provider. */
export function publicConfig(config: AppConfig): PublicConfig {
  return {
    tienda: config.store,
    envio: { costo: toPesos(config.shipping.feeCentavos), gratisDesde: toPesos(config.shipping.freeAboveCentavos) },
    pagos: config.stripe
      ? { proveedor: 'stripe', publishableKey: config.stripe.publishableKey }
      : { proveedor: 'prueba' },
  };
}
