import { toCentavos, toPesos, type PaymentOptions, type PaymentSettings, type Staff } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { PAYMENT_SETTINGS_KEY, type CatalogService } from '../catalog';
import { badRequest } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';

/** Stored options (centavos) as the form shows them (pesos). */
const toForm = (o: PaymentOptions): PaymentSettings => ({
  metodos: [...o.metodos],
  contraEntregaMaximo: toPesos(o.contraEntrega.maximoCentavos),
  contraEntregaZonas: o.contraEntrega.zonas ? [...o.contraEntrega.zonas] : null,
  contraEntregaSoloConEntregado: o.contraEntrega.soloConEntregado,
});

/**
 * «Formas de pago» in Ajustes: which methods the checkout offers and pay on delivery's limits, saved in
 * `ajustes` (key `pagos`, audited). Every process's checkout and orders use them from the next request.
 */
export function createPaymentSettings(deps: { database: Database; catalog: CatalogService }) {
  const { database, catalog } = deps;
  return {
    current: async () => toForm(await catalog.payments()),
    async update(next: PaymentSettings, by: Staff): Promise<PaymentSettings> {
      const zones = new Set((await catalog.delivery()).zones.map((z) => z.id));
      const unknown = (next.contraEntregaZonas ?? []).filter((id) => !zones.has(id));
      if (unknown.length) throw badRequest(`Zona de entrega desconocida: ${unknown.join(', ')}.`);
      const before = await catalog.payments();
      const stored: PaymentOptions = {
        metodos: [...new Set(next.metodos)],
        contraEntrega: { maximoCentavos: toCentavos(next.contraEntregaMaximo), zonas: next.contraEntregaZonas ? [...new Set(next.contraEntregaZonas)] : null, soloConEntregado: next.contraEntregaSoloConEntregado },
      };
      await database.transaction(async (tx) => {
        const valor = JSON.stringify(stored);
        await tx.insert(database.t.ajustes).values({ clave: PAYMENT_SETTINGS_KEY, valor }).onConflictDoUpdate({ target: database.t.ajustes.clave, set: { valor } });
        await recordAudit(tx, database.t, [{ personalId: by.id, accion: 'cambiar_ajuste', entidad: 'ajustes', entidadId: PAYMENT_SETTINGS_KEY, antes: before, despues: stored }]);
      });
      catalog.invalidate();
      return toForm(await catalog.payments());
    },
  };
}
