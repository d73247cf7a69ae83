import type { Order, OrderLine } from '@huerta/contracts';
import { lineTotalCentavos, toCentavos } from '@huerta/contracts/rules';
import { money } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { ivaDisplayRows, orderIvaRows } from '../../modules/cart/iva-rows';
import { ListNote, WasPrice } from '../../modules/catalog/list-price';

const mxn = (pesos: number) => money(toCentavos(pesos));

/** A line priced at a business's list: what it would have cost at the shop's price, struck through beside it. */
const shopTotal = (l: OrderLine) =>
  l.precio_publico ? lineTotalCentavos({ unitCentavos: toCentavos(l.precio_publico), items: l.items, gramos: l.gramos === null ? null : l.gramos / l.items }) : null;

/** The paid order in short: what was bought, shipping and the total charged (the server's numbers). */
export function ConfirmSummary({ pedido }: { pedido: Order }) {
  return (
    <section className="confirm__summary" aria-labelledby="confirm-summary-heading">
      <h2 id="confirm-summary-heading">{t('Tu pedido')}</h2>
      <ListNote lista={pedido.lista_precios} />
      <ul className="confirm__lines">
        {pedido.lineas.map((l) => (
          <li key={l.producto_id} className="confirm__row">
            <span>
              {l.items} × {l.nombre}
            </span>
            <span>
              <WasPrice centavos={shopTotal(l)} /> {mxn(l.total_linea)}
            </span>
          </li>
        ))}
      </ul>
      <p className="confirm__row">
        <span>{t('Envío')}</span>
        <span>{pedido.envio === 0 ? t('Envío Gratis') : mxn(pedido.envio)}</span>
      </p>
      <p className="confirm__row confirm__total">
        <span>{pedido.pago.por_cobrar !== null ? t('Total a pagar al recibir') : t('Total pagado')}</span>
        <strong>{mxn(pedido.total)}</strong>
      </p>
      {ivaDisplayRows(orderIvaRows(pedido.impuestos)).map((r) => (
        <p key={r.label} className="confirm__row confirm__tax">
          <span>{r.label}</span>
          <span>{r.value}</span>
        </p>
      ))}
    </section>
  );
}
