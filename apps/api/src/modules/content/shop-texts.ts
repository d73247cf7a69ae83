import type { Staff, UpdateShopTextInput } from '@huerta/contracts';
import { DEFAULT_SHOP_TEXTS, SHOP_TEXT_KEYS, type ShopTextKey } from '@huerta/contracts/shop-texts';
import type { Database } from '../../platform/db/database';
import type { CatalogService } from '../catalog';
import type { SettingsService } from '../settings';
import { recordAudit } from '../../platform/audit';

/**
 * The FAQ, terms and privacy texts, edited by the owner as Markdown (SPEC.md's texts the first version).
 * Kept whole in `ajustes` (key `textos`), so every process serves the same from the next request (the
 * catalogue version moves with the write, as for the shop's settings). Audited with both versions.
 */
export function createShopTexts(deps: { database: Database; settings: SettingsService; catalog: CatalogService }) {
  const { database, settings, catalog } = deps;

  async function save(clave: ShopTextKey, contenido: string | null, by: Staff) {
    const own = await catalog.texts();
    const before = own[clave] ?? null;
    const next = { ...own };
    if (contenido === null) delete next[clave];
    else next[clave] = contenido;
    await database.transaction(async (tx) => {
      await settings.set('textos', next, tx);
      await recordAudit(tx, database.t, [
        { personalId: by.id, accion: contenido === null ? 'restaurar_texto' : 'cambiar_texto', entidad: 'ajustes', entidadId: `textos.${clave}`, antes: { contenido: before }, despues: { contenido } },
      ]);
    });
    catalog.invalidate();
  }

  return {
    /** Each text as the shop shows it now (the owner's version or the first one), and whether it was edited. */
    async list() {
      const own = await catalog.texts();
      return SHOP_TEXT_KEYS.map((clave) => ({ clave, contenido: own[clave] ?? DEFAULT_SHOP_TEXTS[clave], editado: own[clave] !== undefined }));
    },
    update: (input: UpdateShopTextInput, by: Staff) => save(input.clave, input.contenido, by),
    /** Back to the first version (SPEC.md's text). */
    reset: (clave: ShopTextKey, by: Staff) => save(clave, null, by),
  };
}
export type ShopTexts = ReturnType<typeof createShopTexts>;
