import { billingSettingsSchema, type BillingSettingsInput, type BillingSettingsView, type Staff } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import type { BillingSettings, SettingsService } from '../settings';
import type { PacProvider } from './pac/provider';

/** What makes a provider: the test mode, or a real PAC with its key (and the address tests point at their fake). */
export interface PacFactory {
  test(): PacProvider;
  real(apiKey: string): PacProvider;
}

const viewOf = ({ clave_pac, ...rest }: BillingSettings): BillingSettingsView => ({ ...rest, clave_guardada: clave_pac !== null });

/**
 * «Ajustes → Facturación»: the shop's fiscal identity and the PAC it stamps through. The key is write-only
 * (an empty field keeps the saved one) and never leaves the server, not even in the audit log.
 */
export function createBilling(deps: { database: Database; settings: SettingsService; pacs: PacFactory }) {
  let cached: { key: string; provider: PacProvider } | null = null;
  // One test mode for the process: it remembers the cancellations it was asked for (test-pac.ts).
  let test: PacProvider | null = null;
  const real = (key: string) => {
    if (cached?.key !== key) cached = { key, provider: deps.pacs.real(key) };
    return cached.provider;
  };
  return {
    async view(): Promise<BillingSettingsView> {
      return viewOf(await deps.settings.get('facturacion'));
    },
    /** The settings in force, with the key (for the stamping service only). */
    current: () => deps.settings.get('facturacion'),

    async save(raw: BillingSettingsInput, staff: Staff): Promise<BillingSettingsView> {
      const input = billingSettingsSchema.parse(raw);
      const before = await deps.settings.get('facturacion');
      const clave_pac = input.clave_pac ? input.clave_pac : before.clave_pac;
      if (input.modo === 'pac' && !clave_pac) throw badRequest('Para timbrar con el PAC escribe su clave secreta (la de producción de tu cuenta).');
      const next: BillingSettings = { ...input, clave_pac };
      await deps.database.transaction(async (tx) => {
        await deps.settings.set('facturacion', next, tx);
        const { clave_pac: _old, ...antes } = before;
        const { clave_pac: _new, ...despues } = next;
        await recordAudit(tx, deps.database.t, [
          { personalId: staff.id, accion: 'ajustes_facturacion', entidad: 'ajustes', entidadId: 'facturacion', antes, despues: { ...despues, clave_cambiada: Boolean(input.clave_pac) } },
        ]);
      });
      return viewOf(next);
    },

    /** The provider the settings choose now (one per key: the SDK client is reused); null: stamped by hand elsewhere. */
    async provider(): Promise<PacProvider | null> {
      const s = await deps.settings.get('facturacion');
      if (s.modo === 'manual') return null;
      return s.modo === 'pac' && s.clave_pac ? real(s.clave_pac) : (test ??= deps.pacs.test());
    },

    /**
     * The provider that stamped a document, to cancel it or ask how its cancellation stands: a test-mode CFDI
     * is cancelled in test mode even after the shop moved to its PAC (the PAC never saw it); null when a PAC
     * document is asked about and no key is saved any more.
     */
    async providerOf(modo: string): Promise<PacProvider | null> {
      if (modo === 'prueba') return (test ??= deps.pacs.test());
      const s = await deps.settings.get('facturacion');
      return s.clave_pac ? real(s.clave_pac) : null;
    },
  };
}
export type Billing = ReturnType<typeof createBilling>;
