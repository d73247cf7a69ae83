import type { LeftoverChoice, OrderMethod } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';

/**
 * A cart with products sold by weight is charged what is packed (issue 35). Said at the chosen method:
 * a card is authorized for the estimate plus a margin and charged only what was packed; a voucher or a
 * transfer pays the estimate plus the margin and the rest comes back — refunded, or kept as credit (a
 * signed-in shopper's choice, sent as `sobrante`); on delivery the driver collects what was packed.
 */
export function WeighedCharge({ metodo, sobrante, onSobrante, signedIn }: { metodo: OrderMethod; sobrante: LeftoverChoice; onSobrante: (c: LeftoverChoice) => void; signedIn: boolean }) {
  if (metodo === 'credito') return <p className="weighed-charge">{t('Tienes productos por peso: tu cuenta queda con lo que pesó tu pedido.')}</p>;
  if (metodo === 'contra_entrega') return <p className="weighed-charge">{t('Tienes productos por peso: al recibir pagas lo que pesó tu pedido.')}</p>;
  if (metodo === 'tarjeta') return <p className="weighed-charge">{t('Tienes productos por peso: autorizamos en tu tarjeta el estimado más un margen y te cobramos solo lo que pese tu pedido al empacarlo.')}</p>;
  return (
    <fieldset className="weighed-charge">
      <legend>{t('Tienes productos por peso: pagas el estimado más un margen. Si tu pedido pesa menos, lo que sobre:')}</legend>
      <label>
        <input type="radio" name="sobrante" value="reembolso" checked={sobrante === 'reembolso'} onChange={() => onSobrante('reembolso')} /> {t('Te lo reembolsamos')}
      </label>
      {signedIn && (
        <label>
          <input type="radio" name="sobrante" value="saldo" checked={sobrante === 'saldo'} onChange={() => onSobrante('saldo')} /> {t('Queda como saldo a favor en tu cuenta')}
        </label>
      )}
    </fieldset>
  );
}
