import type { PublicConfig } from '@huerta/contracts';
import type { AppConfig } from '../config';
import type { CatalogService } from './catalog';

/** What the browser may know about the shop: contact data and shipping rule (the owner's, now), and the payment provider. */
export async function publicConfig(config: AppConfig, catalog: CatalogService): Promise<PublicConfig> {
  const { nombre, telefono, whatsapp, email, envioCosto, envioGratisDesde } = await catalog.shop();
  return {
    tienda: { nombre, telefono, whatsapp, email },
    envio: { costo: envioCosto, gratisDesde: envioGratisDesde },
    pagos: config.stripe ? { proveedor: 'stripe', publishableKey: config.stripe.publishableKey } : { proveedor: 'prueba' },
  };
}
