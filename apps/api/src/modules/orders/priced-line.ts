import { lineTotalCentavos } from '@huerta/contracts';

/** A cart line as the server priced it (orders' `priceCart`): what both checkout and a shopper's change write. */
export interface PricedLine {
  productoId: number;
  nombre: string;
  items: number;
  unitCentavos: number;
  publicoCentavos: number | null;
  gramos: number | null;
  modo: string | null;
  tasaIva: number;
}

/**
 * A priced line as an order line's columns, with its part of a discount code: the one mapping checkout
 * (orders.ts) and «Modificar pedido» (order-changes/reprice.ts) share, so both write a line the same way.
 */
export const pricedLineRow = (l: PricedLine, descuentoCentavos: number) => ({
  productoId: l.productoId,
  nombre: l.nombre,
  items: l.items,
  precioUnitarioCentavos: l.unitCentavos,
  precioPublicoCentavos: l.publicoCentavos,
  totalLineaCentavos: lineTotalCentavos(l),
  gramosPorItem: l.gramos,
  ventaModo: l.modo,
  tasaIva: l.tasaIva,
  descuentoCentavos,
});
