import { ORDER_METHOD_LABELS, formatMXN, toCentavos, type OrderPayment as Payment } from '@huerta/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { when } from '../../lib/dates';
import { messageOf, trpc } from '../../lib/trpc';

const money = (pesos: number) => formatMXN(toCentavos(pesos));

/**
 * An order's «Pago»: how it is paid, the voucher or transfer the customer was given (to read out on the
 * phone), what is still missing and what the driver collects. `children`: the processor's line and records.
 */
export function OrderPaymentBox({ id, pago, onResult, children }: { id: number; pago: Payment & { simulable: boolean }; onResult: (text: string) => void; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="order-payment">
      <h2 id={titleId}>Pago</h2>
      <p>
        <strong>{ORDER_METHOD_LABELS[pago.metodo]}</strong>
        {pago.credito && (
          <>
            {' '}
            <span className="state por-cobrar">
              Vence el {pago.credito.vence} · debe {money(pago.credito.pendiente)}
            </span>
          </>
        )}
        {pago.por_cobrar !== null && (
          <>
            {' '}
            <span className="state por-cobrar">Por cobrar: {money(pago.por_cobrar)}</span>
          </>
        )}
      </p>
      {pago.oxxo && (
        <p>
          Ficha OXXO <code>{pago.oxxo.numero}</code> · vence {when(pago.oxxo.vence)}
          {pago.oxxo.url && (
            <>
              {' '}
              · <a href={pago.oxxo.url} target="_blank" rel="noreferrer">Ver ficha</a>
            </>
          )}
        </p>
      )}
      {pago.spei && (
        <p>
          CLABE <code>{pago.spei.clabe}</code> · {pago.spei.banco}
          <br />
          Beneficiario: {pago.spei.beneficiario} · Referencia <code>{pago.spei.referencia}</code>
          {pago.vence && <span className="muted"> · vence {when(pago.vence)}</span>}
        </p>
      )}
      {pago.retenido != null && <PackedCharge pago={pago} />}
      {pago.pendiente !== null && (
        <p>
          <strong>Falta por recibir: {money(pago.pendiente)}</strong>
        </p>
      )}
      {pago.simulable && <SimulatePayment id={id} partial={pago.metodo === 'spei'} onResult={onResult} />}
      {children}
    </section>
  );
}

const BACK: Record<NonNullable<Payment['devuelto']>['como'], string> = { liberado: 'Se libera de la tarjeta', reembolso: 'Reembolsado', saldo: 'Saldo a favor del cliente' };

/** Sold by weight, paid online: what was held or paid before packing, and what packing charged. */
function PackedCharge({ pago }: { pago: Payment }) {
  return (
    <p>
      {pago.metodo === 'tarjeta' ? 'Autorizado en la tarjeta' : 'Pagado por adelantado'}: {money(pago.retenido!)} <span className="muted">(estimado + margen por el peso)</span>
      <br />
      {pago.cobrado != null ? <strong>Cobrado lo pesado: {money(pago.cobrado)}</strong> : <span className="muted">Se cobra lo pesado al marcarlo «Enviado».</span>}
      {pago.devuelto && (
        <>
          {' '}
          · {BACK[pago.devuelto.como]}: {money(pago.devuelto.monto)}
        </>
      )}
    </p>
  );
}

/** Test mode only: the voucher paid, or (SPEI) part of the transfer, as the provider would report it. */
function SimulatePayment({ id, partial, onResult }: { id: number; partial: boolean; onResult: (text: string) => void }) {
  const utils = trpc.useUtils();
  const [monto, setMonto] = useState('');
  const simulate = trpc.orders.simulatePayment.useMutation({
    onSuccess: async (result) => {
      setMonto('');
      onResult(result.estado === 'succeeded' ? 'Pago simulado: el pedido quedó pagado.' : `Pago simulado: faltan ${formatMXN(result.pendiente)}.`);
      await utils.orders.invalidate();
    },
    onError: (error) => onResult(messageOf(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    simulate.mutate({ id, ...(partial && monto.trim() !== '' ? { monto: Number(monto) } : {}) });
  };
  const inputId = useId();
  return (
    <form className="simulate-payment no-print" onSubmit={submit}>
      {partial && (
        <span className="simulate-payment__amount">
          <label htmlFor={inputId}>Monto recibido (MXN)</label>
          <input id={inputId} type="number" inputMode="decimal" step="0.01" min="0.01" placeholder="Todo lo que falta" value={monto} onChange={(e) => setMonto(e.target.value)} />
        </span>
      )}
      <button type="submit" className="secondary" disabled={simulate.isPending}>
        Simular pago recibido
      </button>
      <span className="test-mode">Modo de prueba</span>
    </form>
  );
}
