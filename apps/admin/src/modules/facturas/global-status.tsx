import { PERIODICIDADES_GLOBAL, formatMXN } from '@huerta/contracts';
import { shortDayLabel, when } from '../../lib/dates';
import { trpc } from '../../lib/trpc';
import { ErrorLine } from '../../lib/error-line';

type Period = { periodicidad: string; desde: string; hasta: string };

/** «lun 16 nov al dom 22 nov 2026» (one day: «dom 1 nov 2026»), and how often («semanal»). */
const periodText = (p: Period) => {
  const days = p.desde === p.hasta ? shortDayLabel(p.desde) : `${shortDayLabel(p.desde)} al ${shortDayLabel(p.hasta)}`;
  const every = PERIODICIDADES_GLOBAL.find((x) => x.clave === p.periodicidad)?.nombre.toLowerCase() ?? '';
  return `${days} ${p.hasta.slice(0, 4)} (${every})`;
};

/**
 * «Facturas»: the factura global of the sales nobody asked a factura for — the last one (its period, total,
 * folio fiscal and files) and when the next is issued and due (the SAT wants it within 24 hours).
 */
export function GlobalStatus() {
  const status = trpc.facturas.globalStatus.useQuery(undefined, { refetchInterval: 60_000 });
  const s = status.data;
  if (status.error) return <ErrorLine error={status.error} />;
  if (!s) return null;
  const last = s.ultima;
  return (
    <div className="global-status stack small" aria-label="Factura global">
      <p>
        <strong>Factura global</strong> (ventas sin factura, a público en general):{' '}
        {!last && 'aún no se ha emitido ninguna.'}
        {last && (
          <>
            la última cubre {last.periodo ? periodText(last.periodo) : 'un periodo anterior'}, {formatMXN(last.totalCentavos)}
            {last.estado === 'timbrada' ? (
              <>
                , folio fiscal <code>{last.uuid}</code> · <a href={`/admin/cfdis/${last.id}/pdf`}>PDF</a> · <a href={`/admin/cfdis/${last.id}/xml`}>XML</a>
                {last.modo === 'prueba' && <span className="method-tag">Prueba: sin validez fiscal</span>}
              </>
            ) : last.estado === 'error' ? (
              <span role="alert" className="error">
                {' '}
                — el PAC no la timbró: {last.error}
              </span>
            ) : (
              ' — timbrando…'
            )}
          </>
        )}
      </p>
      <p className="muted">
        {s.manual
          ? 'Se timbra a mano («Ajustes → Facturación»): emite la factura global en tu PAC.'
          : `La siguiente cubre ${periodText(s.siguiente)}: se emite al cerrar el periodo (${when(s.siguiente.emision)}) y el SAT la pide a más tardar el ${when(s.siguiente.vence)}.`}
      </p>
    </div>
  );
}
