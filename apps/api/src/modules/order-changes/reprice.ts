import { computeTotals, holdCentavos, lineTotalCentavos, missingForMinimum, zoneShipping, type CreateOrderInput } from '@huerta/contracts';
import { badRequest } from '../../platform/errors';
import { localizedError } from '../../platform/i18n/error-text';
import type { CatalogService } from '../catalog';
import type { Coupons } from '../coupons';
import { deliveryFor } from '../delivery';
import { pricedLineRow, type OrdersService } from '../orders';
import type { SettingsService, ShopInfo } from '../settings';
import type { Tables } from '../../platform/db/database';
import type { Now } from '../../platform/clock';

type OrderRow = Tables['pedidos']['$inferSelect'];

export interface RepriceDeps {
  orders: Pick<OrdersService, 'priceCart'>;
  catalog: CatalogService;
  settings: SettingsService;
  shop: ShopInfo;
  timezone: string;
  now: Now;
  /** Discount codes (issue 47): the order's code checked again on its new lines. */
  coupons?: Pick<Coupons, 'requote' | 'retake'>;
}

/** A changed order's new lines and totals, as the server prices them (never the browser). */
export type Repriced = Awaited<ReturnType<typeof reprice>>;

/**
 * THE re-pricing of a shopper's change (issue 47), in one place: the preview and the change itself both call
 * it. The buyer's price list (of the order's account, not of whoever holds the link), promotions and volume
 * tiers (orders' priceCart, as at checkout), the zone's shipping and minimum, and with weighed lines paid
 * online the hold (estimate plus the margin). A changed day or window is checked against what the checkout
 * offers now; its place is taken in the change's transaction (capacity).
 */
export async function reprice(deps: RepriceDeps, order: OrderRow, input: { productos: CreateOrderInput['productos']; dia_entrega?: string | undefined; ventana?: string | undefined }) {
  const buyer = order.usuarioId === null ? undefined : (await deps.catalog.priceLists()).byUser[order.usuarioId];
  const priced = await deps.orders.priceCart(input.productos, buyer?.lista ?? null);
  const { shipping } = await deps.shop();
  const delivery = order.codigoPostal ? deliveryFor(await deps.catalog.delivery(), shipping, order.codigoPostal, deps.timezone, deps.now()) : null;
  const zone = delivery?.zone ?? null;
  let slot: { dia: string; ventana: string; ventanaNombre: string; capacidad: number } | null = null;
  const dia = input.dia_entrega ?? order.diaEntrega;
  const ventana = input.ventana ?? order.ventana;
  if ((dia !== order.diaEntrega || ventana !== order.ventana) && dia && ventana) {
    if (!delivery) throw badRequest('Día de entrega: este pedido no tiene zona de entrega; escríbenos por WhatsApp para cambiarlo.');
    if (!delivery.days.includes(dia)) throw localizedError(400, (m) => m.t('Día de entrega: el {dia} no está disponible; elige uno de la lista.', { dia: m.delivery(dia, null) ?? dia }));
    const window = delivery.windows.find((w) => w.id === ventana);
    if (!window) throw badRequest('Ventana de entrega: elige una de la lista.');
    slot = { dia, ventana: window.id, ventanaNombre: window.nombre, capacidad: delivery.capacity };
  }
  const beforeCode = computeTotals(priced, zone ? zoneShipping(zone) : shipping);
  // The order's discount code, checked again on the new lines (coupons' `requote`: the minimum, something
  // eligible, zone and customer; its uses and dates were met at checkout). Not met any more: dropped, and the
  // preview says why — the shopper sees the total without it before saving.
  const requoted = order.cuponCodigo && deps.coupons
    ? await deps.coupons.requote(order.cuponCodigo, {
        lines: priced.map((l) => ({ totalCentavos: lineTotalCentavos(l), categoriaId: l.categoriaId, lista: l.lista !== null })),
        subtotalCentavos: beforeCode.subtotal,
        envioCentavos: beforeCode.envio,
        zonaId: order.zonaId,
        usuarioId: order.usuarioId,
        email: order.email,
      })
    : null;
  const kept = requoted && requoted.refusal === null ? requoted.result : null;
  const descuento = kept?.descuento ?? 0;
  const envio = kept ? kept.envio : beforeCode.envio;
  const totals = { subtotal: beforeCode.subtotal, envio, descuento, total: beforeCode.subtotal - descuento + envio };
  const cupon = requoted ? { codigo: requoted.codigo, aviso: requoted.refusal === null ? null : `Tu cupón ${requoted.codigo} ya no aplica: ${requoted.refusal}` } : null;
  if (zone) {
    const missing = missingForMinimum(totals.subtotal, zone);
    if (missing > 0) throw localizedError(400, (m) => m.t('El pedido mínimo para entregar en {zona} es de {minimo}: te faltan {faltan}.', { zona: zone.nombre, minimo: m.money(zone.minimoCentavos), faltan: m.money(missing) }));
  }
  const offline = order.metodoPago === 'contra_entrega' || order.metodoPago === 'credito';
  const weighedSubtotal = priced.filter((l) => l.gramos !== null).reduce((n, l) => n + lineTotalCentavos(l), 0);
  const cobro = !offline && weighedSubtotal > 0 ? holdCentavos(totals.total, weighedSubtotal, (await deps.settings.get('peso')).margen) : null;
  const lines = priced.map((l, i) => pricedLineRow(l, kept?.lineas[i] ?? 0));
  return { lines, totals, cobro, slot, cupon };
}
