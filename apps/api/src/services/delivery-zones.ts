import type { DeliveryZone, ShippingRule } from '@huerta/contracts';
import type { DeliveryData } from './catalog';

/**
 * The active zones with every rule resolved: a zone without its own fee or free-shipping threshold takes
 * the shop's (Ajustes). The one conversion from stored zones, used by `/api/config` and by new orders, so
 * the browser and the server price a delivery alike.
 */
export const activeZones = (delivery: DeliveryData, shop: ShippingRule): DeliveryZone[] =>
  delivery.zones
    .filter((z) => z.activa)
    .map((z) => ({
      id: z.id,
      nombre: z.nombre,
      codigosPostales: z.codigosPostales,
      costoCentavos: z.costoCentavos ?? shop.feeCentavos,
      gratisDesdeCentavos: z.gratisDesdeCentavos ?? shop.freeAboveCentavos,
      minimoCentavos: z.minimoCentavos,
      diasEntrega: z.diasEntrega,
      activa: true,
    }));
