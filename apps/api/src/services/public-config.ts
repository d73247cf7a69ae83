import { toCentavos, toPesos, type PublicConfig } from '@huerta/contracts';
import { activeZones } from './delivery-zones';
import type { AppConfig } from '../config';
import type { CatalogService } from './catalog';

/**
 * What the browser may know about the shop: contact data, the shipping rule, the delivery zones and
 * calendar (the owner's, now), and the payment provider.
 */
export async function publicConfig(config: AppConfig, catalog: CatalogService): Promise<PublicConfig> {
  const [{ nombre, telefono, whatsapp, email, envioCosto, envioGratisDesde }, delivery] = await Promise.all([catalog.shop(), catalog.delivery()]);
  return {
    tienda: { nombre, telefono, whatsapp, email },
    envio: { costo: envioCosto, gratisDesde: envioGratisDesde },
    entregas: {
      zonaHoraria: config.timezone,
      corte: delivery.calendar.corte,
      cerrados: delivery.calendar.cerrados,
      ventanas: delivery.calendar.ventanas,
      zonas: activeZones(delivery, { feeCentavos: toCentavos(envioCosto), freeAboveCentavos: toCentavos(envioGratisDesde) }).map((z) => ({
        id: z.id,
        nombre: z.nombre,
        codigosPostales: [...z.codigosPostales],
        costo: toPesos(z.costoCentavos),
        gratisDesde: toPesos(z.gratisDesdeCentavos),
        minimo: toPesos(z.minimoCentavos),
        diasEntrega: [...z.diasEntrega],
      })),
    },
    pagos: config.stripe ? { proveedor: 'stripe', publishableKey: config.stripe.publishableKey } : { proveedor: 'prueba' },
  };
}
