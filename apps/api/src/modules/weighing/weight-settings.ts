import type { Staff, WeightSettings } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import type { SettingsService } from '../settings';
import { recordAudit } from '../../platform/audit';

/**
 * «Venta por peso» in Ajustes: the weighing tolerance and the margin held over the estimate, saved in
 * `ajustes` (key `peso`, audited). Orders placed from then on are held with the new margin; orders already
 * placed keep what was held for them.
 */
export function createWeightSettings(deps: { database: Database; settings: SettingsService }) {
  const { database, settings } = deps;
  return {
    current: () => settings.get('peso'),
    async update(next: WeightSettings, by: Staff): Promise<WeightSettings> {
      const before = await settings.get('peso');
      await database.transaction(async (tx) => {
        await settings.set('peso', next, tx);
        await recordAudit(tx, database.t, [{ personalId: by.id, accion: 'cambiar_ajuste', entidad: 'ajustes', entidadId: 'peso', antes: before, despues: next }]);
      });
      return settings.get('peso');
    },
  };
}
