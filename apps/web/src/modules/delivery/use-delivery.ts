import type { Centavos, DeliveryZone, ShippingRule } from '@huerta/contracts';
import { calendarOf, deliveryPromise, missingForMinimum, shopMoment, zoneForPostalCode, zoneFromPublic, zoneShipping } from '@huerta/contracts/rules';
import { useMemo } from 'react';
import { shippingRuleOf } from '../../lib/money';
import { useConfig } from '../layout/use-config';
import { usePostalCode } from './postal-code-store';

export type DeliveryState =
  | { status: 'sin-codigo'; cp: ''; zone: null; rule: ShippingRule }
  | { status: 'fuera'; cp: string; zone: null; rule: ShippingRule }
  | { status: 'zona'; cp: string; zone: DeliveryZone; rule: ShippingRule; promise: string | null };

/**
 * Where the cart goes, from the remembered postal code and the shop's zones (/api/config): the zone's
 * shipping rule and minimum, and the delivery promise on the shop's clock. The server applies the very
 * same rules (packages/contracts/src/delivery.ts) when the order is placed.
 */
export function useDelivery(): DeliveryState & { setCp: (cp: string) => void; missing: (subtotal: Centavos) => Centavos } {
  const config = useConfig();
  const [cp, setCp] = usePostalCode();
  const state = useMemo<DeliveryState>(() => {
    const shopRule = shippingRuleOf(config);
    if (!cp) return { status: 'sin-codigo', cp: '', zone: null, rule: shopRule };
    const zone = config ? zoneForPostalCode(config.entregas.zonas.map(zoneFromPublic), cp) : undefined;
    if (!zone || !config) return { status: 'fuera', cp, zone: null, rule: shopRule };
    return { status: 'zona', cp, zone, rule: zoneShipping(zone), promise: deliveryPromise(shopMoment(new Date(), config.entregas.zonaHoraria), zone, calendarOf(config.entregas)) };
  }, [config, cp]);
  return { ...state, setCp, missing: (subtotal) => (state.zone ? missingForMinimum(subtotal, state.zone) : 0) };
}
