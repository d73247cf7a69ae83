import type { Order } from '@huerta/contracts';
import { minuteOfDay, shopMoment, toCentavos, voucherOutlastsCutoff } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { formatDate, money } from '../../i18n/format';
import { amountDue } from './amount-due';
import { notify } from '../../lib/notify';
import { useConfig } from '../layout/use-config';
import './payments.css';

/** A voucher's or transfer's deadline on the shop's clock, in the page's language. */
function deadline(iso: string, timeZone: string | undefined) {
  return formatDate(new Date(iso), { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
}

/** A wall-clock minute of the shop («23:00» → 1380) as the deadline beside it says times: «11:00 p.m.», «11:00 PM». */
const clockTime = (minute: number) => formatDate(new Date(Date.UTC(2000, 0, 1, Math.floor(minute / 60), minute % 60)), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/**
 * The owner's cut-off when the voucher lasts past the eve's (a payment then moves the delivery to the next
 * day with room: the server's paid-day rule); null otherwise, or before the shop's calendar is known.
 */
function lateCutoff(dia: string | null, vence: string, entregas: { corte: string; zonaHoraria: string } | undefined): number | null {
  if (!entregas) return null;
  const cutoffMinute = minuteOfDay(entregas.corte);
  return voucherOutlastsCutoff(dia, shopMoment(new Date(vence), entregas.zonaHoraria), { cutoffMinute }) ? cutoffMinute : null;
}

/** Copies a reference or CLABE: a phone's banking app is one paste away. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('Copiado: {valor}', { valor: value }));
    } catch {
      notify.error(t('No se pudo copiar: selecciónalo y cópialo a mano.'));
    }
  };
  return (
    <button type="button" className="btn btn--ghost pay-copy" aria-label={label} onClick={() => void copy()}>
      {t('Copiar')}
    </button>
  );
}

/** «1234 5678 …»: long numbers read and typed in groups of four. */
const grouped = (digits: string) => digits.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * How to pay an order's OXXO voucher or SPEI transfer, at the checkout and in /account: the number or
 * CLABE to copy, the amount, the deadline and what happens next. Nothing here marks anything paid: the
 * provider's signed event does (or, in test mode, the shop's «Simular pago recibido»).
 */
export function PaymentInstructions({ pedido }: { pedido: Order }) {
  const { oxxo, spei, pendiente, vence } = pedido.pago;
  return <VoucherOrTransfer id={pedido.id} dia={pedido.dia_entrega} centavos={amountDue(pedido)} given={{ oxxo, spei, pendiente, vence }} />;
}

/** What a voucher or transfer shows: the provider's instructions, what is still missing and the deadline. */
export interface GivenInstructions {
  oxxo: Order['pago']['oxxo'];
  spei: Order['pago']['spei'];
  pendiente: number | null;
  vence: string | null;
}

/**
 * The voucher or transfer itself: an order's, or (`diferencia`) the new one a paid OXXO/SPEI order changed to
 * more is given for its difference (issue 47) — the order is already scheduled, so paying it late moves nothing
 * and not paying it cancels nothing.
 */
export function VoucherOrTransfer({ id, dia, centavos, given, diferencia = false }: { id: number; dia: string | null; centavos: number; given: GivenInstructions; diferencia?: boolean }) {
  const config = useConfig();
  const { oxxo, spei, pendiente, vence } = given;
  const total = money(centavos);
  const zone = config?.entregas.zonaHoraria;
  const testMode = config?.pagos.proveedor === 'prueba';
  if (oxxo) {
    const late = diferencia ? null : lateCutoff(dia, oxxo.vence, config?.entregas);
    return (
      <div className="pay-instructions" aria-labelledby={`oxxo-${id}`}>
        <h3 id={`oxxo-${id}`}>{t('Paga en efectivo en OXXO')}</h3>
        <p className="pay-instructions__label">{t('Referencia')}</p>
        <div className="pay-instructions__ref">
          <output className="pay-ref" aria-label={t('Referencia OXXO')}>
            {grouped(oxxo.numero)}
          </output>
          <CopyButton value={oxxo.numero} label={t('Copiar la referencia OXXO')} />
        </div>
        <p className="pay-instructions__amount">{t('Monto a pagar: {monto}', { monto: total })}</p>
        <p className="pay-instructions__deadline">{t('Vence: {fecha}', { fecha: deadline(oxxo.vence, zone) })}</p>
        {late !== null && (
          <p className="pay-instructions__late">{t('Si pagas después de las {hora} del día anterior a la entrega, tu pedido se entrega el siguiente día con cupo.', { hora: clockTime(late) })}</p>
        )}
        <ol className="pay-instructions__steps">
          <li>{t('Ve a cualquier tienda OXXO y di que quieres hacer un pago con OXXO Pay.')}</li>
          <li>{t('Dicta o muestra la referencia y paga el monto exacto en efectivo.')}</li>
          <li>{diferencia ? t('Conserva tu comprobante. Al recibir el pago te confirmamos por correo.') : t('Conserva tu comprobante. Al recibir el pago te confirmamos por correo y programamos tu entrega.')}</li>
        </ol>
        {oxxo.url && (
          <a className="btn btn--ghost" href={oxxo.url} target="_blank" rel="noreferrer">
            {t('Ver ficha para imprimir')}
          </a>
        )}
        {testMode && <p className="muted pay-instructions__test">{t('Modo de prueba: esta ficha no se paga en OXXO; la tienda la marca como pagada desde su panel.')}</p>}
      </div>
    );
  }
  if (spei) {
    return (
      <div className="pay-instructions" aria-labelledby={`spei-${id}`}>
        <h3 id={`spei-${id}`}>{t('Transfiere por SPEI')}</h3>
        <dl className="pay-instructions__list">
          <div>
            <dt>{t('CLABE')}</dt>
            <dd className="pay-instructions__ref">
              <output className="pay-ref" aria-label={t('CLABE')}>
                {grouped(spei.clabe)}
              </output>
              <CopyButton value={spei.clabe} label={t('Copiar la CLABE')} />
            </dd>
          </div>
          <div>
            <dt>{t('Banco')}</dt>
            <dd>{spei.banco}</dd>
          </div>
          {spei.beneficiario && (
            <div>
              <dt>{t('Beneficiario')}</dt>
              <dd>{spei.beneficiario}</dd>
            </div>
          )}
          <div>
            <dt>{t('Referencia')}</dt>
            <dd className="pay-instructions__ref">
              <span>{spei.referencia}</span>
              <CopyButton value={spei.referencia} label={t('Copiar la referencia de la transferencia')} />
            </dd>
          </div>
          <div>
            <dt>{t('Monto')}</dt>
            <dd>
              <strong>{total}</strong>
            </dd>
          </div>
        </dl>
        {pendiente !== null && (
          <p className="msg pay-instructions__missing" role="status">
            {t('Recibimos parte de tu transferencia: faltan {monto}.', { monto: money(toCentavos(pendiente)) })}
          </p>
        )}
        {vence && <p className="pay-instructions__deadline">{diferencia ? t('Transfiere antes del {fecha}.', { fecha: deadline(vence, zone) }) : t('Transfiere antes del {fecha}; si no llega, el pedido se cancela.', { fecha: deadline(vence, zone) })}</p>}
        <p className="muted">{diferencia ? t('Usa la CLABE y la referencia desde la app de tu banco. Al recibir el pago te confirmamos por correo.') : t('Usa la misma CLABE y referencia desde la app de tu banco. Al recibir el pago te confirmamos por correo y programamos tu entrega.')}</p>
        {spei.url && (
          <a className="btn btn--ghost" href={spei.url} target="_blank" rel="noreferrer">
            {t('Ver instrucciones')}
          </a>
        )}
        {testMode && <p className="muted pay-instructions__test">{t('Modo de prueba: esta CLABE no recibe dinero; la tienda marca el pago desde su panel.')}</p>}
      </div>
    );
  }
  return null;
}
