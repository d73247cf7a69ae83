import { toCentavos } from '@huerta/contracts/rules';
import './payments.css';
import { money } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';

/** The account's shop credit («saldo a favor»), when it has some: /account says it and how it is used. */
export function CreditNote() {
  const credit = trpc.account.credit.useQuery(undefined, { staleTime: 0 });
  if (!credit.data || credit.data.saldo <= 0) return null;
  return <p className="credit-note">{t('Tienes {monto} de saldo a favor: se descuenta solo de tu próximo pedido pagado en línea.', { monto: money(toCentavos(credit.data.saldo)) })}</p>;
}
