import { deliveryDayLabel } from '@huerta/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import type { CatalogService } from '../catalog';
import { deliveryFor } from './delivery-zones';
import type { ShopInfo } from '../settings';
import type { Now } from '../../platform/clock';

export interface DeliverySlots {
  zona: string;
  dias: { dia: string; etiqueta: string; ventanas: { id: string; nombre: string; lleno: boolean }[] }[];
}

/**
 * The days and windows a postal code can choose from now, each window marked full («Lleno») from the
 * counts the orders keep (one indexed read). The order re-checks all of it when it is placed.
 */
export function createDeliverySlots(deps: { database: Database; catalog: CatalogService; shop: ShopInfo; timezone: string; now: Now }) {
  const { db, t } = deps.database;
  return {
    async forPostalCode(cp: string): Promise<DeliverySlots> {
      const { zone, days, capacity, windows } = deliveryFor(await deps.catalog.delivery(), (await deps.shop()).shipping, cp, deps.timezone, deps.now());
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
        dias: days.map((dia) => ({ dia, etiqueta: deliveryDayLabel(dia), ventanas: windows.map((w) => ({ id: w.id, nombre: w.nombre, lleno: full.has(`${dia}|${w.id}`) })) })),
      };
    },
  };
}
