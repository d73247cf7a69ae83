import { PAYMENT_METHODS, toCentavos, toPesos, type PublicConfig } from '@huerta/contracts';
import { activeZones } from './delivery-zones';
import type { AppConfig } from '../../config';
import type { CatalogService } from '../catalog';

/**
 * What the browser may know about the shop: contact data, the shipping rule, the delivery zones and
 * calendar (the owner's, now), the payment provider and the methods the owner turned on.
 */
export async function publicConfig(config: AppConfig, catalog: CatalogService): Promise<PublicConfig> {
  const [{ nombre, telefono, whatsapp, email, envioCosto, envioGratisDesde }, delivery, payments] = await Promise.all([catalog.shop(), catalog.delivery(), catalog.payments()]);
  const onDelivery = payments.contraEntrega;
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
    pagos: {
      ...(config.stripe ? { proveedor: 'stripe' as const, publishableKey: config.stripe.publishableKey } : { proveedor: 'prueba' as const }),
      metodos: PAYMENT_METHODS.filter((m) => payments.metodos.includes(m)),
      contra_entrega: { maximo: toPesos(onDelivery.maximoCentavos), zonas: onDelivery.zonas ? [...onDelivery.zonas] : null, solo_con_entregado: onDelivery.soloConEntregado },
    },
  };
}
