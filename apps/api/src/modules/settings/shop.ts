import { toCentavos, type ShippingRule } from '@huerta/contracts';
import type { CatalogService } from '../catalog';

export interface ShopIdentity {
  storeName: string;
  shopEmail: string;
  shipping: ShippingRule;
}
/** The shop's name, e-mail and shipping rule now (the owner may change them at any time: read per use). */
export type ShopInfo = () => Promise<ShopIdentity>;

export const shopInfo =
  (catalog: CatalogService): ShopInfo =>
  async () => {
    const s = await catalog.shop();
    return { storeName: s.nombre, shopEmail: s.email, shipping: { feeCentavos: toCentavos(s.envioCosto), freeAboveCentavos: toCentavos(s.envioGratisDesde) } };
  };
