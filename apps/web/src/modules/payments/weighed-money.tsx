import type { OrderPayment } from '@huerta/contracts';
import { toCentavos } from '@huerta/contracts/rules';
import { money } from '../../i18n/format';
import { t } from '../../i18n/i18n';

/** Sold by weight, paid online: what was held or paid, what packing charged and what came back (/account). */
export function WeighedMoney({ pago }: { pago: OrderPayment }) {
  if (pago.retenido == null) return null;
  const held = money(toCentavos(pago.retenido));
  if (pago.cobrado == null) {
    return <p className="order__due">{pago.metodo === 'tarjeta' ? t('Autorizado en tu tarjeta: {monto}. Te cobramos lo que pese al empacarlo.', { monto: held }) : t('Pagaste {monto}: al empacar te devolvemos lo que no se use.', { monto: held })}</p>;
  }
  const back = pago.devuelto ? money(toCentavos(pago.devuelto.monto)) : null;
  return (
    <p className="order__due">
      {t('Cobrado lo pesado: {monto}', { monto: money(toCentavos(pago.cobrado)) })}
      {back && pago.devuelto?.como === 'liberado' && ` · ${t('liberamos {monto} de tu tarjeta', { monto: back })}`}
      {back && pago.devuelto?.como === 'reembolso' && ` · ${t('te reembolsamos {monto}', { monto: back })}`}
      {back && pago.devuelto?.como === 'saldo' && ` · ${t('{monto} de saldo a favor', { monto: back })}`}
    </p>
  );
}
