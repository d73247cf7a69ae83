import { PROBLEM_KINDS, PROBLEM_KIND_LABELS, PROBLEM_PHOTO_MAX_BYTES, toCentavos, type ProblemKind } from '@huerta/contracts/rules';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { money } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { longDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../layout/form-message';
import { shrinkPhoto } from './shrink-photo';
import './problems.css';

interface Choice {
  motivo: ProblemKind | null;
  cantidad: string;
  nota: string;
  foto: File | null;
}
const EMPTY: Choice = { motivo: null, cantidad: '1', nota: '', foto: null };

/** «Reportar un problema» on one delivered order (issue 47): per line what was wrong, how many, a note and a photo. */
export function ReportProblem({ pedidoId, firma }: { pedidoId: number; firma?: string }) {
  const key = { pedido_id: pedidoId, ...(firma ? { firma } : {}) };
  const view = trpc.problem.view.useQuery(key, { staleTime: 0 });
  const report = trpc.problem.report.useMutation();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  if (view.isPending) return <p className="muted">{t('Cargando pedido…')}</p>;
  if (view.isError) return <FormMessage message={{ ok: false, text: errorMessage(view.error, t('Error al cargar los datos.')) }} />;
  const { pedido, lineas, reportes } = view.data;
  const set = (id: number, change: Partial<Choice> | null) =>
    setChoices((c) => {
      const next = { ...c };
      if (change === null) delete next[id];
      else next[id] = { ...(c[id] ?? EMPTY), ...change };
      return next;
    });
  const chosen = Object.entries(choices).map(([id, c]) => ({ id: Number(id), ...c }));
  const canReport = pedido.abierto && !pedido.en_revision && lineas.some((l) => !l.reportado);

  async function send() {
    setMessage(null);
    const missing = chosen.find((c) => c.motivo === null);
    if (chosen.length === 0) return setMessage({ ok: false, text: t('Productos: elige al menos un producto con problema.') });
    if (missing) return setMessage({ ok: false, text: t('Motivo: elige qué estuvo mal con «{nombre}».', { nombre: lineas.find((l) => l.id === missing.id)?.nombre ?? '' }) });
    setSending(true);
    try {
      const done = await report.mutateAsync({ ...key, lineas: chosen.map((c) => ({ linea_id: c.id, motivo: c.motivo!, cantidad: Number(c.cantidad), ...(c.nota.trim() ? { nota: c.nota.trim() } : {}) })) });
      // The photos go to the addresses the report answered, one per line; a refused photo is said, the report stands.
      const refused: string[] = [];
      for (const c of chosen) {
        const to = done.fotos.find((f) => f.linea_id === c.id)?.subir;
        if (!c.foto || !to) continue;
        const body = await shrinkPhoto(c.foto);
        const res = await fetch(to, { method: 'POST', body, headers: { 'content-type': body.type || 'application/octet-stream' } });
        if (!res.ok) refused.push(((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? t('No se pudo subir la foto.'));
      }
      setChoices({});
      setMessage({ ok: refused.length === 0, text: [done.message, ...refused].join(' ') });
      await view.refetch();
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')) });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="problem">
      <p className="muted">
        {t('Pedido #{id}', { id: pedido.id })}
        {pedido.limite ? ` · ${t('Puedes reportar hasta el {fecha}', { fecha: longDate(pedido.limite) })}` : ''}
      </p>
      {reportes.map((r) => (
        <section key={r.id} className={`problem__report problem__report--${r.estado}`} aria-label={t('Reporte #{id}', { id: r.id })}>
          <div className="problem__report-head">
            <strong>{t('Reporte #{id}', { id: r.id })}</strong>
            <span className="problem__state">{t(r.etiqueta)}</span>
          </div>
          <ul className="problem__lines">
            {r.lineas.map((l) => (
              <li key={l.id}>
                {l.cantidad} {l.unidad === 'g' ? 'g' : t('pza')} · {l.nombre} · {t(l.motivo)} — {money(toCentavos(l.monto))}
                {l.foto && <img className="problem__thumb" src={l.foto} alt={t('Foto de {nombre}', { nombre: l.nombre })} />}
              </li>
            ))}
          </ul>
          {r.motivo_decision && <p className="muted">{r.motivo_decision}</p>}
        </section>
      ))}
      {!pedido.abierto && <p className="msg msg--error">{pedido.estado === 'entregado' ? t('Pasaron más de 48 horas desde la entrega: ya no se puede reportar un problema con este pedido.') : t('Podrás reportar un problema cuando el pedido esté entregado.')}</p>}
      {pedido.abierto && pedido.en_revision && <p className="muted">{t('Estamos revisando tu reporte; te escribimos en cuanto lo decidamos.')}</p>}
      {canReport && (
        <form
          className="problem__form"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <p>{t('Marca cada producto que llegó mal y cuéntanos qué pasó.')}</p>
          {lineas
            .filter((l) => !l.reportado)
            .map((l) => {
              const c = choices[l.id];
              const unit = l.unidad === 'g' ? t('gramos') : t('piezas');
              return (
                <fieldset key={l.id} className={`problem__line${c ? ' problem__line--on' : ''}`}>
                  <label className="problem__pick">
                    <input type="checkbox" checked={Boolean(c)} onChange={(e) => set(l.id, e.target.checked ? {} : null)} />
                    <span>
                      <strong>{l.nombre}</strong> <span className="muted">· {money(toCentavos(l.pagado))}</span>
                    </span>
                  </label>
                  {c && (
                    <div className="problem__detail">
                      <div className="problem__kinds" role="radiogroup" aria-label={t('¿Qué estuvo mal?')}>
                        {PROBLEM_KINDS.map((k) => (
                          <label key={k} className={`chip${c.motivo === k ? ' chip--on' : ''}`}>
                            <input type="radio" name={`motivo-${l.id}`} checked={c.motivo === k} onChange={() => set(l.id, { motivo: k })} />
                            {t(PROBLEM_KIND_LABELS[k])}
                          </label>
                        ))}
                      </div>
                      <label className="field">
                        <span>{t('¿Cuántos? (máximo {max} {unidad})', { max: l.maximo, unidad: unit })}</span>
                        <input type="number" inputMode="numeric" min={1} max={l.maximo} value={c.cantidad} onChange={(e) => set(l.id, { cantidad: e.target.value })} />
                      </label>
                      <label className="field">
                        <span>{t('Nota (opcional)')}</span>
                        <textarea rows={2} maxLength={500} value={c.nota} onChange={(e) => set(l.id, { nota: e.target.value })} />
                      </label>
                      <label className="field">
                        <span>{t('Foto (opcional, hasta {mb} MB)', { mb: PROBLEM_PHOTO_MAX_BYTES / 1024 / 1024 })}</span>
                        <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => set(l.id, { foto: e.target.files?.[0] ?? null })} />
                      </label>
                    </div>
                  )}
                </fieldset>
              );
            })}
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {sending ? t('Enviando…') : t('Enviar reporte')}
          </button>
        </form>
      )}
      <FormMessage message={message} />
      <p>
        <Link to="/account" className="btn btn--ghost">
          {t('Ver mi cuenta')}
        </Link>
      </p>
    </div>
  );
}
