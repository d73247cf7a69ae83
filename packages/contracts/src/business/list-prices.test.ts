import { describe, expect, it } from 'vitest';
import { listLineOf, listPriceFor, showsShopPrice, unitForQuantity, withListPrice, type PriceListRules } from './list-prices';
import { CASE_STEP_GRAMS, LIST_PRICE_CASES } from './list-price-cases';
import { toCentavos } from '../shared/money';
import { priceListLineSchema } from './price-lists';

const tomate = { id: 1, precio: 40, descuento: 'N/A' as const, venta: { modo: 'peso' as const, gramos: 250 } };
const huevo = { id: 2, precio: 80, descuento: 'N/A' as const };
const fresa = { id: 3, precio: 100, descuento: 20 };
const list = (productos: PriceListRules['productos'], descuentoGeneral: number | null = null): PriceListRules => ({ nombre: 'Mayoreo', descuentoGeneral, productos });

describe('a price list over the shop’s prices', () => {
  it('a fixed price replaces the shop’s, marked with the list and the shop’s price beside it', () => {
    expect(withListPrice(huevo, list({ 2: { precioCentavos: 7000, descuento: null, tramos: [] } }))).toMatchObject({ precio: 70, descuento: 'N/A', lista: 'Mayoreo', precio_publico: 80 });
  });

  it('a percentage is taken off the shop’s price, rounded to the centavo', () => {
    expect(withListPrice({ ...huevo, precio: 33.33 }, list({ 2: { precioCentavos: null, descuento: 15, tramos: [] } })).precio).toBe(28.33);
  });

  it('the general percentage covers products without a line; a line overrides it', () => {
    const l = list({ 2: { precioCentavos: 7500, descuento: null, tramos: [] } }, 10);
    expect(withListPrice(tomate, l).precio).toBe(36);
    expect(withListPrice(huevo, l).precio).toBe(75);
  });

  it('list and offer never add up: the lower of the two is paid', () => {
    // The shop's offer (−20 % → $80) beats the list's −10 % ($90): the shop's price, unmarked.
    expect(withListPrice(fresa, list({ 3: { precioCentavos: null, descuento: 10, tramos: [] } }))).toBe(fresa);
    // The list's −30 % ($70) beats the offer: the list's, from the price before the offer (not −20 % then −30 %).
    expect(withListPrice(fresa, list({ 3: { precioCentavos: null, descuento: 30, tramos: [] } }))).toMatchObject({ precio: 70, precio_publico: 80 });
  });

  it('a product the list does not lower stays exactly the shop’s', () => {
    expect(withListPrice(huevo, list({}))).toBe(huevo);
    expect(withListPrice(huevo, list({ 2: { precioCentavos: 9000, descuento: null, tramos: [] } }))).toBe(huevo);
  });

  it('tiers apply from their quantity on, in kilos for weighed products (grams compared: 40 × 0.25 kg is 10 kg)', () => {
    const p = withListPrice(tomate, list({ 1: { precioCentavos: 3600, descuento: null, tramos: [{ desde: 10, precio_centavos: 3200 }, { desde: 25, precio_centavos: 3000 }] } }));
    expect(p.tramos).toEqual([{ desde: 10, precio: 32 }, { desde: 25, precio: 30 }]);
    expect(unitForQuantity(p, 39)).toBe(3600); // 9.75 kg
    expect(unitForQuantity(p, 40)).toBe(3200); // 10 kg
    expect(unitForQuantity(p, 99)).toBe(3200); // 24.75 kg
    expect(unitForQuantity(p, 100)).toBe(3000); // 25 kg
  });

  it('tiers by the piece, and a tier not below the price before it is dropped', () => {
    const p = withListPrice(huevo, list({ 2: { precioCentavos: null, descuento: null, tramos: [{ desde: 5, precio_centavos: 8500 }, { desde: 10, precio_centavos: 7000 }] } }));
    expect(p.tramos).toEqual([{ desde: 10, precio: 70 }]);
    expect([9, 10].map((n) => unitForQuantity(p, n))).toEqual([8000, 7000]);
  });

  it('the owner’s line is refused when it is contradictory, naming what to fix', () => {
    const bad = (line: object) => priceListLineSchema.safeParse({ producto_id: 1, precio: null, descuento: null, tramos: [], ...line }).error?.issues[0]?.message;
    expect(bad({ precio: 30, descuento: 10 })).toBe('Pon un precio fijo o un descuento, no los dos.');
    expect(bad({ tramos: [{ desde: 10, precio: 30 }, { desde: 5, precio: 28 }] })).toBe('Los tramos van de menor a mayor cantidad, sin repetirla.');
    expect(bad({ tramos: [{ desde: 5, precio: 30 }, { desde: 10, precio: 31 }] })).toBe('Cada tramo tiene un precio menor que el anterior.');
    expect(bad({ tramos: [{ desde: 0, precio: 30 }] })).toBe('La cantidad del tramo debe ser mayor que 0.');
  });
});

// The table every part of the shop is tested against (the API's catalogue and orders, the storefront's cart,
// the browser's card and «Paga"): here the rule itself, and every case's line is one the owner may save.
describe.each(LIST_PRICE_CASES)('the shared table: $caso', (c) => {
  const product = { id: 7, precio: c.producto.precio, descuento: c.producto.descuento ?? ('N/A' as const), ...(c.producto.porKilo ? { venta: { modo: 'peso' as const, gramos: CASE_STEP_GRAMS } } : {}) };
  const rules: PriceListRules = { nombre: 'Restaurantes A', descuentoGeneral: c.descuentoGeneral, productos: c.linea ? { 7: listLineOf(c.linea) } : {} };

  it('the owner’s «Paga» and the catalogue say the same price, marked as the list’s only when it is', () => {
    const listed = withListPrice(product, rules);
    expect(listPriceFor(product, rules, c.linea)).toBe(c.paga);
    expect(unitForQuantity(listed, 1) / 100).toBe(c.paga);
    expect(listed.lista ?? null).toBe(c.tienda === null ? null : 'Restaurantes A');
    expect(listed.precio_publico ?? null).toBe(c.tienda);
    expect(showsShopPrice(listed, toCentavos(listed.precio))).toBe(c.tienda !== null && c.tienda > c.paga);
    if (c.linea) expect(priceListLineSchema.safeParse({ producto_id: 7, ...c.linea }).success).toBe(true);
  });

  it('a line of so many items pays its unit price (tiers from their quantity on)', () => {
    const listed = withListPrice(product, rules);
    expect(c.unidades.map(([items]) => [items, unitForQuantity(listed, items) / 100])).toEqual(c.unidades);
  });
});

