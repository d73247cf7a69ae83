import type { Order, OrderLine } from '@huerta/contracts';
import { lineTotalCentavos, toCentavos } from '@huerta/contracts/rules';
import { money } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { ivaDisplayRows, orderIvaRows } from '../../modules/cart/iva-rows';
import { ListNote, WasPrice } from '../../modules/catalog/list-price';
import { orderLineLabel } from '../../modules/cart/weight-label';
import { amountDue } from '../../modules/payments/amount-due';
import { useProductName } from '../../modules/translations/use-translations';

const mxn = (pesos: number) => money(toCentavos(pesos));

/** A line priced at a business's list: what it would have cost at the shop's price, struck through beside it. */
const shopTotal = (l: OrderLine) =>
  l.precio_publico ? lineTotalCentavos({ unitCentavos: toCentavos(l.precio_publico), items: l.items, gramos: l.gramos === null ? null : l.gramos / l.items }) : null;

/**
 * How the order's money stands now. Sold by weight (issue 35), nothing final is paid yet: the total is an
 * estimate, a card is only authorized (the estimate plus a margin), a voucher or a transfer paid that much
 * and gets back what is not used, and on delivery or on account the packed weight is what counts.
 */
function totalRows(pedido: Order): { label: string; value: string }[] {
  const weighed = pedido.lineas.some((l) => l.gramos !== null);
  if (!weighed) return [{ label: pedido.pago.por_cobrar !== null ? t('Total a pagar al recibir') : t('Total pagado'), value: mxn(pedido.total) }];
  const rows = [{ label: t('Total estimado'), value: mxn(pedido.total) }];
  if (pedido.pago.saldo_aplicado != null) rows.push({ label: t('Saldo a favor aplicado'), value: `−${mxn(pedido.pago.saldo_aplicado)}` });
  if (pedido.pago.retenido != null) rows.push({ label: pedido.pago.metodo === 'tarjeta' ? t('Autorizado en tu tarjeta') : t('Pagaste'), value: money(amountDue(pedido)) });
  return rows;
}

/**
 * What happens to the money paid online for products sold by weight, said under the totals (on delivery and
 * on account, the page above the summary says it: on-delivery-confirmed.tsx).
 */
function weighedNote(pedido: Order): string | null {
  if (!pedido.lineas.some((l) => l.gramos !== null)) return null;
  const { metodo } = pedido.pago;
  if (metodo === 'tarjeta') return t('Aún no te cobramos: al empacar pesamos tu pedido y te cobramos solo lo que pese; el resto de lo autorizado se libera.');
  if (metodo === 'oxxo' || metodo === 'spei') return t('Al empacar pesamos tu pedido y te devolvemos lo que no se use.');
  return null;
}

/** The placed order in short: what was bought, shipping and the totals (the server's numbers). */
export function ConfirmSummary({ pedido }: { pedido: Order }) {
  // The lines come from the server in Spanish: an English page shows the owner's English, as the cart did.
  const name = useProductName();
  const note = weighedNote(pedido);
  return (
    <section className="confirm__summary" aria-labelledby="confirm-summary-heading">
      <h2 id="confirm-summary-heading">{t('Tu pedido')}</h2>
      <ListNote lista={pedido.lista_precios} />
      <ul className="confirm__lines">
        {pedido.lineas.map((l) => (
          <li key={l.producto_id} className="confirm__row">
            <span>{orderLineLabel(l, name(l.producto_id, l.nombre))}</span>
            <span>
              <WasPrice centavos={shopTotal(l)} /> {mxn(l.total_linea)}
            </span>
          </li>
        ))}
      </ul>
      {pedido.cupon && (pedido.descuento ?? 0) > 0 && (
        <p className="confirm__row discount-line">
          <span>{t('Descuento ({codigo})', { codigo: pedido.cupon })}</span>
          <span>−{mxn(pedido.descuento!)}</span>
        </p>
      )}
      <p className="confirm__row">
        <span>{t('Envío')}</span>
        <span>{pedido.envio === 0 ? t('Envío Gratis') : mxn(pedido.envio)}</span>
      </p>
      {totalRows(pedido).map((r) => (
        <p key={r.label} className="confirm__row confirm__total">
          <span>{r.label}</span>
          <strong>{r.value}</strong>
        </p>
      ))}
      {note && <p className="confirm__note">{note}</p>}
      {ivaDisplayRows(orderIvaRows(pedido.impuestos)).map((r) => (
        <p key={r.label} className="confirm__row confirm__tax">
          <span>{r.label}</span>
          <span>{r.value}</span>
        </p>
      ))}
    </section>
  );
}
