import type { Centavos, PublicConfig, ShippingRule } from '@huerta/contracts';
import { lineTotalCentavos, showsShopPrice, subtotalCentavos, toCentavos, unitForQuantity, type WeighedSale } from '@huerta/contracts/rules';

interface Priced {
  precio: number;
  descuento: number | 'N/A';
  /** Sold by weight: `precio` is per kilo and each item is `gramos` (the server prices it the same way). */
  venta?: WeighedSale;
  /** A business's volume tiers (list-prices.ts). */
  tramos?: { desde: number; precio: number }[];
}

/** The price a shopper pays for one unit (discount applied; a business's tier reached by `items`), in centavos. */
export const unitCentavos = (p: Priced, items = 1): Centavos => unitForQuantity(p, items);

export const hasDiscount = (p: Priced): boolean => typeof p.descuento === 'number' && p.descuento > 0;

type Listed = Priced & { lista?: string; precio_publico?: number };

/** The shop's unit price beside a business's lower list price (`unit`, a tier's when reached); null otherwise. */
export const shopPriceBeside = (p: Listed, unit: Centavos): Centavos | null => (p.lista && showsShopPrice(p, unit) ? toCentavos(p.precio_publico!) : null);

/** What a card or a product page strikes through: the shop's price beside a list's, or the price before an offer. */
export const priceBefore = (p: Listed, unit: Centavos): Centavos | null => (p.lista ? shopPriceBeside(p, unit) : hasDiscount(p) ? toCentavos(p.precio) : null);

// A line's unit price counts its quantity: a business's tier applies from its quantity on (as the server's).
const priced = (l: Priced & { items: number }) => ({ unitCentavos: unitCentavos(l, l.items), items: l.items, gramos: l.venta?.gramos ?? null });

export const lineCentavos = (line: Priced & { items: number }): Centavos => lineTotalCentavos(priced(line));

export const cartSubtotalCentavos = (lines: readonly (Priced & { items: number })[]): Centavos => subtotalCentavos(lines.map(priced));

/** Shipping fixed by DECISIONS.md (100 MXN, free above 500) until the server's config arrives. */
export const DEFAULT_SHIPPING: ShippingRule = { feeCentavos: 10_000, freeAboveCentavos: 50_000 };

export const shippingRuleOf = (config: PublicConfig | undefined): ShippingRule =>
  config
    ? { feeCentavos: toCentavos(config.envio.costo), freeAboveCentavos: toCentavos(config.envio.gratisDesde) }
    : DEFAULT_SHIPPING;
