import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { ChoiceButtons } from '../lib/choice-buttons';
import { ErrorLine } from '../lib/error-line';
import { trpc } from '../lib/trpc';
import { DECISION_KEYS, ProblemCard } from '../modules/problems/problem-card';
import '../modules/problems/problems.css';

export const Route = createFileRoute('/problemas')({ component: ProblemsPage });

type Filter = 'abierto' | 'decididos';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'abierto', label: 'Por decidir' },
  { value: 'decididos', label: 'Decididos' },
];

/**
 * «Problemas reportados» (issue 47): the shoppers' reports, oldest first. Keyboard-first: J/K move between
 * reports, and on the focused one R refunds, S gives shop credit, P replaces in the next order, X declines.
 */
function ProblemsPage() {
  const [filter, setFilter] = useState<Filter>('abierto');
  const [focus, setFocus] = useState(0);
  const [notice, setNotice] = useState('');
  const me = trpc.auth.me.useQuery();
  const owner = me.data?.rol === 'dueño';
  const list = trpc.problemQueue.useQuery({ estado: filter }, { refetchInterval: 60_000 });
  const reports = useMemo(() => list.data ?? [], [list.data]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (target.closest('input, textarea, select') || e.metaKey || e.ctrlKey || e.altKey) return;
      if (e.key !== 'j' && e.key !== 'k') return;
      const next = Math.max(0, Math.min(reports.length - 1, focus + (e.key === 'j' ? 1 : -1)));
      setFocus(next);
      document.querySelector<HTMLElement>(`[data-report="${reports[next]?.id}"]`)?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focus, reports]);

  return (
    <section aria-labelledby="problems-title">
      <h1 id="problems-title">Problemas reportados</h1>
      <ChoiceButtons label="Filtrar reportes" choices={FILTERS} value={filter} onChoose={setFilter} />
      <p className="muted">
        <kbd>J</kbd>/<kbd>K</kbd> siguiente/anterior{owner ? <> · <kbd>{DECISION_KEYS.reembolso.toUpperCase()}</kbd> reembolso · <kbd>{DECISION_KEYS.saldo.toUpperCase()}</kbd> saldo a favor · <kbd>{DECISION_KEYS.reponer.toUpperCase()}</kbd> reponer · <kbd>{DECISION_KEYS.rechazado.toUpperCase()}</kbd> rechazar</> : null}
      </p>
      <p role="status" className="notice">
        {notice}
      </p>
      <ErrorLine error={list.error} />
      {list.data?.length === 0 && <p className="muted">{filter === 'abierto' ? 'No hay reportes por decidir.' : 'Aún no hay reportes decididos.'}</p>}
      <ul className="problem-list">
        {reports.map((r, i) => (
          <ProblemCard key={r.id} report={r} owner={owner} focused={i === focus} onFocus={() => setFocus(i)} onDecided={setNotice} />
        ))}
      </ul>
    </section>
  );
}
