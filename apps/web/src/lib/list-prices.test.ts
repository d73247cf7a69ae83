import { describe, expect, it } from 'vitest';
import { lineTotalCentavos, toCentavos, withListPrice } from '@huerta/contracts/rules';
import { CASE_STEP_GRAMS, LIST_PRICE_CASES } from '../../../../packages/contracts/src/business/list-price-cases';
import { cartSubtotalCentavos, lineCentavos, priceBefore, shopPriceBeside, unitCentavos } from './money';

// The storefront's cart over the shared table (issue 43): a product as a business's catalogue gives it (the
// contracts' rule, which the server runs) becomes a cart line; what the cart shows and totals for so many items is
// what the server charges (apps/api price-list-table.test.ts runs the same table through real orders).
describe.each(LIST_PRICE_CASES)('the cart over the shared table: $caso', (c) => {
  const venta = c.producto.porKilo ? { modo: 'peso' as const, gramos: CASE_STEP_GRAMS } : undefined;
  const product = withListPrice(
    { id: 7, precio: c.producto.precio, descuento: c.producto.descuento ?? ('N/A' as const), ...(venta ? { venta } : {}) },
    { nombre: 'Restaurantes A', descuentoGeneral: c.descuentoGeneral, productos: c.linea ? { 7: { precioCentavos: c.linea.precio === null ? null : toCentavos(c.linea.precio), descuento: c.linea.descuento, tramos: c.linea.tramos.map((t) => ({ desde: t.desde, precio_centavos: toCentavos(t.precio) })) } } : {} },
  );

  it('the card’s price is the owner’s «Paga», the shop’s struck through only when higher', () => {
    expect(unitCentavos(product)).toBe(toCentavos(c.paga));
    // The list's product: the shop's price that day when higher; the shop's own: its price before its offer.
    const shop = c.tienda !== null ? (c.tienda > c.paga ? toCentavos(c.tienda) : null) : c.producto.descuento ? toCentavos(c.producto.precio) : null;
    expect(priceBefore(product, unitCentavos(product))).toBe(shop);
  });

  it('a line of so many items: its unit price (a tier from its quantity on) and its total, as the server charges', () => {
    for (const [items, unit] of c.unidades) {
      const line = { ...product, items };
      expect([items, unitCentavos(line, items)]).toEqual([items, toCentavos(unit)]);
      expect(lineCentavos(line)).toBe(lineTotalCentavos({ unitCentavos: toCentavos(unit), items, gramos: venta?.gramos ?? null }));
      expect(cartSubtotalCentavos([line])).toBe(lineCentavos(line));
      // The cart's and the checkout's struck price: the shop's, beside a lower list price only.
      expect(shopPriceBeside(line, toCentavos(unit))).toBe(c.tienda !== null && c.tienda > unit ? toCentavos(c.tienda) : null);
    }
  });
});
