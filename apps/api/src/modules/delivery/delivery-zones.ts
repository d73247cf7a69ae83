import { calendarOf, deliveryDays, shopMoment, zoneForPostalCode, type DeliveryZone, type ShippingRule } from '@huerta/contracts';
import { localizedError } from '../../platform/i18n/error-text';
import type { DeliveryData } from '../catalog';

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

/**
 * Where a postal code is delivered now: its zone (rules resolved), the days it can choose on the shop's
 * clock and each window's capacity. The one place the checkout's choices and the order's checks come from;
 * a code no active zone serves is refused (never a paid order).
 */
export function deliveryFor(delivery: DeliveryData, shop: ShippingRule, cp: string, timeZone: string, now: Date) {
  const zone = zoneForPostalCode(activeZones(delivery, shop), cp);
  if (!zone) throw localizedError(400, (m) => m.t('Aún no entregamos en el código postal {cp}. Escríbenos por WhatsApp y vemos cómo ayudarte.', { cp }));
  const days = deliveryDays(shopMoment(now, timeZone), zone, calendarOf(delivery.calendar));
  const capacity = delivery.zones.find((z) => z.id === zone.id)?.capacidad ?? 0;
  return { zone, days, capacity, windows: delivery.calendar.ventanas };
}
