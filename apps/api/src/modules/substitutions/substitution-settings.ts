import type { Staff, SubstitutionSettings } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import type { SettingsService } from '../settings';
import { recordAudit } from '../../platform/audit';

/**
 * «Minutos para aprobar una sustitución» in Ajustes (issue 47), saved in `ajustes` (key `sustituciones`,
 * audited). Proposals made from then on get the new time; those already sent keep theirs.
 */
export function createSubstitutionSettings(deps: { database: Database; settings: SettingsService }) {
  const { database, settings } = deps;
  return {
    current: () => settings.get('sustituciones'),
    async update(next: SubstitutionSettings, by: Staff): Promise<SubstitutionSettings> {
      const before = await settings.get('sustituciones');
      await database.transaction(async (tx) => {
        await settings.set('sustituciones', next, tx);
        await recordAudit(tx, database.t, [{ personalId: by.id, accion: 'cambiar_ajuste', entidad: 'ajustes', entidadId: 'sustituciones', antes: before, despues: next }]);
      });
      return settings.get('sustituciones');
    },
  };
}
