import { PROBLEM_DECISION_LABELS, PROBLEM_DECISIONS, formatMXN, toCentavos, type ProblemDecision } from '@huerta/contracts';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { when } from '../../lib/dates';
import { ErrorLine } from '../../lib/error-line';
import { trpc, type Outputs } from '../../lib/trpc';

export type QueuedReport = Outputs['problemQueue'][number];
const money = (pesos: number) => formatMXN(toCentavos(pesos));
/** The keys that choose a decision on the focused report (shown on its buttons). */
export const DECISION_KEYS: Record<ProblemDecision, string> = { reembolso: 'r', saldo: 's', reponer: 'p', rechazado: 'x' };

/**
 * One reported problem: what the customer says of each line (with its photo), what is claimed, the customer's
 * earlier reports, and the owner's four decisions (a key each). A guest gets a refund only; declining needs a reason.
 */
export function ProblemCard({ report, owner, focused, onFocus, onDecided }: { report: QueuedReport; owner: boolean; focused: boolean; onFocus: () => void; onDecided: (text: string) => void }) {
  const utils = trpc.useUtils();
  const [declining, setDeclining] = useState(false);
  const [motivo, setMotivo] = useState('');
  const decide = trpc.problemDecide.useMutation({
    onSuccess: async (r) => {
      onDecided(r.message);
      await utils.problemQueue.invalidate();
    },
  });
  const allowed = (d: ProblemDecision) => report.con_cuenta || d === 'reembolso' || d === 'rechazado';
  const choose = (d: ProblemDecision) => {
    if (d === 'rechazado') return setDeclining(true);
    decide.mutate({ id: report.id, decision: d });
  };
  const decline = (e: FormEvent) => {
    e.preventDefault();
    decide.mutate({ id: report.id, decision: 'rechazado', motivo });
  };
  const open = report.estado === 'abierto';
  return (
    <li
      className={`card problem-card${focused ? ' problem-card--focused' : ''}`}
      tabIndex={0}
      aria-label={`Reporte #${report.id} de ${report.cliente}`}
      onFocus={onFocus}
      data-report={report.id}
      onKeyDown={(e) => {
        if (!open || !owner || e.target !== e.currentTarget || e.metaKey || e.ctrlKey || e.altKey) return;
        const d = PROBLEM_DECISIONS.find((x) => DECISION_KEYS[x] === e.key.toLowerCase());
        if (d && allowed(d)) {
          e.preventDefault();
          choose(d);
        }
      }}
    >
      <div className="problem-card__head">
        <strong>Reporte #{report.id}</strong>
        <span>
          <Link to="/pedidos/$id" params={{ id: report.pedido_id }}>
            Pedido #{report.pedido_id}
          </Link>{' '}
          · {report.cliente} · {report.email}
          {!report.con_cuenta && <span className="state"> Sin cuenta</span>}
        </span>
        <span className="muted">{when(report.creado)}</span>
        <strong className="num">{money(report.total)}</strong>
        {!open && <span className="state state-entregado">{report.etiqueta}</span>}
      </div>
      <table className="problem-card__lines">
        <thead>
          <tr>
            <th>Producto</th>
            <th>Qué pasó</th>
            <th className="num">Cantidad</th>
            <th className="num">Monto</th>
            <th>Foto</th>
          </tr>
        </thead>
        <tbody>
          {report.lineas.map((l) => (
            <tr key={l.id}>
              <td>
                {l.nombre}
                {l.nota && <div className="muted">«{l.nota}»</div>}
              </td>
              <td>{l.motivo}</td>
              <td className="num">
                {l.cantidad} {l.unidad === 'g' ? 'g' : 'pza'}
              </td>
              <td className="num">{money(l.monto)}</td>
              <td>
                {l.foto ? (
                  <a href={l.foto} target="_blank" rel="noreferrer">
                    <img className="problem-card__photo" src={l.foto} alt={`Foto de ${l.nombre}`} />
                  </a>
                ) : (
                  <span className="muted">Sin foto</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        {report.historial.length === 0
          ? 'Primer reporte de este cliente.'
          : `Reportes anteriores: ${report.historial.map((h) => `#${h.id} (pedido #${h.pedido_id}, ${money(h.total)}, ${h.estado})`).join(' · ')}`}
      </p>
      {!open && report.motivo_decision && <p>Motivo: {report.motivo_decision}</p>}
      {open && owner && (
        <div className="actions" role="group" aria-label="Decisión">
          {PROBLEM_DECISIONS.map((d) => (
            <button key={d} type="button" className={d === 'rechazado' ? 'secondary' : ''} disabled={!allowed(d) || decide.isPending} title={allowed(d) ? undefined : 'El cliente compró sin cuenta: solo reembolso.'} onClick={() => choose(d)}>
              {d === 'reembolso' && report.reembolso_en === 'efectivo' ? 'Reembolso en efectivo' : PROBLEM_DECISION_LABELS[d]} <kbd>{DECISION_KEYS[d].toUpperCase()}</kbd>
            </button>
          ))}
        </div>
      )}
      {open && !owner && <p className="muted">Solo el dueño decide los reportes.</p>}
      {declining && open && (
        <form className="actions" onSubmit={decline}>
          <label>
            Motivo del rechazo{' '}
            <input autoFocus value={motivo} maxLength={500} onChange={(e) => setMotivo(e.target.value)} size={50} />
          </label>
          <button type="submit" disabled={decide.isPending}>
            Rechazar
          </button>
          <button type="button" className="secondary" onClick={() => setDeclining(false)}>
            Cancelar
          </button>
        </form>
      )}
      <ErrorLine error={decide.error} />
    </li>
  );
}
