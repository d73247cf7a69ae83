import type { Centavos, DeliveryZone, ShippingRule } from '@huerta/contracts';
import { calendarOf, missingForMinimum, shopMoment, zoneForPostalCode, zoneFromPublic, zoneShipping } from '@huerta/contracts/rules';
import { useMemo } from 'react';
import { currentLocale } from '../../i18n/i18n';
import { shippingRuleOf } from '../../lib/money';
import { useConfig } from '../layout/use-config';
import { promiseLabel } from './delivery-labels';
import { usePostalCode } from './postal-code-store';

export type DeliveryState =
  | { status: 'sin-codigo'; cp: ''; zone: null; rule: ShippingRule }
  | { status: 'fuera'; cp: string; zone: null; rule: ShippingRule }
  | { status: 'zona'; cp: string; zone: DeliveryZone; rule: ShippingRule; promise: string | null };

/**
 * Where the cart goes, from the remembered postal code and the shop's zones (/api/config): the zone's
 * shipping rule and minimum, and the delivery promise on the shop's clock. The server applies the very
 * same rules (packages/contracts/src/delivery.ts) when the order is placed. The promise is in the page's
 * language (delivery-labels.ts).
 */
export function useDelivery(): DeliveryState & { setCp: (cp: string) => void; missing: (subtotal: Centavos) => Centavos } {
  const config = useConfig();
  const [cp, setCp] = usePostalCode();
  const locale = currentLocale();
  const state = useMemo<DeliveryState>(() => {
    const shopRule = shippingRuleOf(config);
    if (!cp) return { status: 'sin-codigo', cp: '', zone: null, rule: shopRule };
    const zone = config ? zoneForPostalCode(config.entregas.zonas.map(zoneFromPublic), cp) : undefined;
    if (!zone || !config) return { status: 'fuera', cp, zone: null, rule: shopRule };
    return { status: 'zona', cp, zone, rule: zoneShipping(zone), promise: promiseLabel(shopMoment(new Date(), config.entregas.zonaHoraria), zone, calendarOf(config.entregas)) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `locale` is read by promiseLabel (t(), Intl): the promise is said again in a new language
  }, [config, cp, locale]);
  return { ...state, setCp, missing: (subtotal) => (state.zone ? missingForMinimum(subtotal, state.zone) : 0) };
}
