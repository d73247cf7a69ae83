import { formatMXN, toCentavos } from '@huerta/contracts';
import { messageOf, trpc } from '../../lib/trpc';

const money = (pesos: number) => formatMXN(toCentavos(pesos));

/**
 * Packed over what the card holds (or was paid): instead of reducing a line, the shopper can be e-mailed a
 * link to pay the difference. Says whether it was asked and paid; the move to «Enviado» waits for it. A shopper's
 * change to more asked its own difference, by card or by a new voucher or transfer: shown with its reference.
 */
type Difference = {
  porPedir: number | null;
  pedida: number | null;
  pagada: boolean;
  metodo: 'tarjeta' | 'oxxo' | 'spei';
  oxxo?: { numero: string } | null;
  spei?: { clabe: string; referencia: string } | null;
};

export function DifferenceRequest({ id, enabled, diferencia, onResult }: { id: number; enabled: boolean; diferencia: Difference; onResult: (text: string) => void }) {
  const utils = trpc.useUtils();
  const request = trpc.orders.requestDifference.useMutation({
    onSuccess: async (r) => {
      onResult(r.mensaje);
      await utils.orders.get.invalidate();
    },
    onError: (error) => onResult(messageOf(error)),
  });
  if (diferencia.pagada) return <p className="notice">Diferencia pagada por el cliente: {money(diferencia.pedida ?? 0)}.</p>;
  // A shopper's change to more (issue 47): asked when they saved it; the reference is read out if they phone.
  if (diferencia.porPedir === null && diferencia.pedida !== null)
    return (
      <p className="notice">
        Diferencia del cambio por pagar: <strong>{money(diferencia.pedida)}</strong>
        {diferencia.oxxo ? (
          <>
            {' '}· ficha OXXO <code>{diferencia.oxxo.numero}</code>
          </>
        ) : diferencia.spei ? (
          <>
            {' '}· CLABE <code>{diferencia.spei.clabe}</code> · referencia <code>{diferencia.spei.referencia}</code>
          </>
        ) : (
          ' · con tarjeta, por el enlace que recibió'
        )}
        .
      </p>
    );
  if (diferencia.porPedir === null) return null;
  return (
    <p className="difference no-print">
      <strong>El pedido pesado pasa lo pagado por {money(diferencia.porPedir)}.</strong>{' '}
      {diferencia.pedida !== null && <span className="muted">Enlace enviado ({money(diferencia.pedida)}), esperando el pago. </span>}
      <button type="button" className="secondary" disabled={!enabled || request.isPending} onClick={() => request.mutate({ id })}>
        {diferencia.pedida !== null ? 'Enviar el enlace otra vez' : 'Pedir la diferencia al cliente'}
      </button>
    </p>
  );
}
