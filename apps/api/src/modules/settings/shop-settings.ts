import type { ShopSettings } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import type { CatalogService } from '../catalog';
import type { SettingsService } from './settings';
import { recordAudit } from '../../platform/audit';
import type { Staff } from '@huerta/contracts';

/**
 * The shop's name, contact data and shipping rule, set by the owner. Saved whole in `ajustes` (key
 * `tienda`); the storefront, its page shells, new orders and e-mails use them from the next request,
 * in every process (the catalogue version moves with the write: PostgreSQL's trigger, or invalidate()).
 */
export function createShopSettings(deps: { database: Database; settings: SettingsService; catalog: CatalogService }) {
  const { database, settings, catalog } = deps;
  return {
    current: () => catalog.shop(),
    async update(next: ShopSettings, by: Staff): Promise<ShopSettings> {
      const before = await catalog.shop();
      await database.transaction(async (tx) => {
        await settings.set('tienda', next, tx);
        await recordAudit(tx, database.t, [{ personalId: by.id, accion: 'cambiar_ajuste', entidad: 'ajustes', entidadId: 'tienda', antes: before, despues: next }]);
      });
      catalog.invalidate();
      return catalog.shop();
    },
  };
}
