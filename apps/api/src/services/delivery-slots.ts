import { DELIVERY_MESSAGES, deliveryDayLabel, deliveryDays, minuteOfDay, shopMoment, zoneForPostalCode } from '@huerta/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { badRequest } from '../lib/errors';
import type { CatalogService } from './catalog';
import { activeZones } from './delivery-zones';
import type { ShopInfo } from './shop';

export interface DeliverySlots {
  zona: string;
  dias: { dia: string; etiqueta: string; ventanas: { id: string; nombre: string; lleno: boolean }[] }[];
}

/**
 * The days and windows a postal code can choose from now, each window marked full («Lleno») from the
 * counts the orders keep (one indexed read). The order re-checks all of it when it is placed.
 */
export function createDeliverySlots(deps: { database: Database; catalog: CatalogService; shop: ShopInfo; timezone: string }) {
  const { db, t } = deps.database;
  return {
    async forPostalCode(cp: string): Promise<DeliverySlots> {
      const delivery = await deps.catalog.delivery();
      const zone = zoneForPostalCode(activeZones(delivery, (await deps.shop()).shipping), cp);
      if (!zone) throw badRequest(DELIVERY_MESSAGES.unknownPostalCode(cp));
      const { calendar } = delivery;
      const days = deliveryDays(shopMoment(new Date(), deps.timezone), zone, { cutoffMinute: minuteOfDay(calendar.corte), closed: calendar.cerrados });
      const capacity = delivery.zones.find((z) => z.id === zone.id)?.capacidad ?? 0;
      const c = t.cuposEntrega;
      const used = days.length
        ? await db
            .select({ dia: c.dia, ventana: c.ventana, usados: c.usados })
            .from(c)
            .where(and(eq(c.zonaId, zone.id), inArray(c.dia, days)))
        : [];
      const full = new Set(used.filter((u) => u.usados >= capacity).map((u) => `${u.dia}|${u.ventana}`));
      return {
        zona: zone.nombre,
        dias: days.map((dia) => ({ dia, etiqueta: deliveryDayLabel(dia), ventanas: calendar.ventanas.map((w) => ({ id: w.id, nombre: w.nombre, lleno: full.has(`${dia}|${w.id}`) })) })),
      };
    },
  };
}
