import type { CartLine, Order } from '@huerta/contracts';
import { shippingCentavos, toCentavos } from '@huerta/contracts/rules';
import { cartSubtotalCentavos, lineCentavos, shippingRuleOf, unitCentavos } from '../../lib/money';
import { useConfig } from '../layout/use-config';
import { SoldOutNotice, useSoldOut } from '../cart/sold-out';
import { SummaryCard } from './summary-card';

/** Step 1: what the shopper is about to pay, from the cart, with the same shipping rule as the cart. */
export function OrderSummary({ lines }: { lines: CartLine[] }) {
  const rule = shippingRuleOf(useConfig());
  const subtotal = cartSubtotalCentavos(lines);
  const envio = shippingCentavos(subtotal, rule);
  const rows = lines.map((l) => ({ id: l.id, nombre: l.nombre, unidad: l.cantidad, items: l.items, unit: unitCentavos(l), total: lineCentavos(l) }));
  const soldOut = useSoldOut(lines);
  return (
    <>
      <SoldOutNotice lines={soldOut} />
      <SummaryCard rows={rows} subtotal={subtotal} envio={envio} total={subtotal + envio} />
    </>
  );
}

/** Step 2: the order as the server priced it (its numbers are what the card is charged); unit texts come from the cart. */
export function PlacedOrderSummary({ pedido, lines }: { pedido: Order; lines: CartLine[] }) {
  const unidad = new Map(lines.map((l) => [l.id, l.cantidad]));
  const rows = pedido.lineas.map((l) => ({
    id: l.producto_id,
    nombre: l.nombre,
    unidad: unidad.get(l.producto_id),
    items: l.items,
    unit: toCentavos(l.precio_unitario),
    total: toCentavos(l.total_linea),
  }));
  return <SummaryCard rows={rows} subtotal={toCentavos(pedido.subtotal)} envio={toCentavos(pedido.envio)} total={toCentavos(pedido.total)} />;
}
