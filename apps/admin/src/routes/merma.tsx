import { createFileRoute } from '@tanstack/react-router';
import { WASTE_REASONS, WASTE_REASON_LABELS, formatMXN, lotQuantityLabel, toCentavos, type WasteReason } from '@huerta/contracts';
import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { shortDayLabel, when } from '../lib/dates';
import { ErrorLine } from '../lib/error-line';
import { ChoiceButtons } from '../lib/choice-buttons';
import { DataTable, NUM, col } from '../lib/data-table';
import { messageOf, trpc, type Outputs } from '../lib/trpc';
import { newEntryKey, typedQuantity, unitWord } from '../modules/buying/lot-inputs';

export const Route = createFileRoute('/merma')({
  // The lot to take it from, when the page is opened from «Vence pronto».
  validateSearch: z.object({ lote: z.number().int().positive().optional().catch(undefined) }),
  component: WastePage,
});

type Entry = Outputs['waste']['recent'][number];
const REASONS = WASTE_REASONS.map((r) => ({ value: r, label: WASTE_REASON_LABELS[r] }));
const money = (pesos: number) => formatMXN(toCentavos(pesos));

/**
 * «Merma» (issue 46): what is thrown away or given away, from one lot, and why. The server refuses more than
 * the lot holds, naming it; the stock falls. The latest entries below, with what they cost.
 */
function WastePage() {
  const search = Route.useSearch();
  const utils = trpc.useUtils();
  const stock = trpc.lots.stock.useQuery();
  const recent = trpc.waste.recent.useQuery();
  const record = trpc.waste.record.useMutation();
  const [loteId, setLoteId] = useState<number | null>(search.lote ?? null);
  const [qty, setQty] = useState('');
  const [motivo, setMotivo] = useState<WasteReason>('dañado');
  const [nota, setNota] = useState('');
  const [clave, setClave] = useState(newEntryKey);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const described = useId();
  const lots = stock.data?.productos.flatMap((p) => p.lotes) ?? [];
  const lot = lots.find((l) => l.id === loteId);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!lot) return setProblem('Elige el lote.');
    const typed = typedQuantity(qty, lot.unidad);
    if ('problema' in typed) return setProblem(typed.problema);
    try {
      const done = await record.mutateAsync({ clave, loteId: lot.id, cantidad: typed.cantidad, motivo, ...(nota.trim() ? { nota: nota.trim() } : {}) });
      setProblem(null);
      setQty('');
      setNota('');
      setClave(newEntryKey());
      setSaid(done.mensaje);
      await Promise.all([utils.lots.invalidate(), utils.waste.recent.invalidate()]);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  return (
    <section aria-labelledby="waste-title">
      <h1 id="waste-title">Merma</h1>
      <form className="card stack no-print" onSubmit={(e) => void save(e)} aria-label="Registrar merma">
        <div className="form-grid">
          <label className="wide">
            Lote
            <select required value={loteId ?? ''} onChange={(e) => setLoteId(e.target.value ? Number(e.target.value) : null)}>
              <option value="">Elige producto y lote…</option>
              {stock.data?.productos.map((p) => (
                <optgroup key={p.productoId} label={p.producto}>
                  {p.lotes.map((l) => (
                    <option key={l.id} value={l.id}>
                      {p.producto} · {l.codigo ?? `#${l.id}`} · quedan {lotQuantityLabel(l.restante, l.unidad)} · vence {shortDayLabel(l.vence)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <label>
            Cantidad ({unitWord(lot?.unidad ?? 'pza')})
            <input type="text" inputMode="decimal" autoComplete="off" value={qty} readOnly={record.isPending} onChange={(e) => setQty(e.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? described : undefined} />
          </label>
        </div>
        <div>
          <strong aria-hidden="true">Motivo</strong>
          <ChoiceButtons label="Motivo" choices={REASONS} value={motivo} onChoose={setMotivo} />
        </div>
        <label>
          Nota (opcional)
          <input type="text" maxLength={300} value={nota} onChange={(e) => setNota(e.target.value)} />
        </label>
        {problem && (
          <p className="error" id={described} role="alert">
            {problem}
          </p>
        )}
        <div className="actions">
          <button type="submit" disabled={record.isPending}>
            Dar de baja
          </button>
        </div>
        <p role="status">{said}</p>
      </form>
      <ErrorLine error={stock.error ?? recent.error} />
      <h2>Últimas mermas</h2>
      {recent.data && (
        <DataTable
          className="waste-table"
          data={recent.data}
          rowKey={(m) => m.id}
          loaded
          empty="Aún no hay mermas registradas."
          columns={[
            col<Entry>('cuando', 'Cuándo', (m) => when(m.creada)),
            col<Entry>('producto', 'Producto y lote', (m) => (
              <>
                {m.producto}
                <span className="muted cell-line">Lote {m.codigo ?? `#${m.loteId}`}</span>
              </>
            ), { rowHeader: true }),
            col<Entry>('cantidad', 'Cantidad y costo', (m) => (
              <>
                {lotQuantityLabel(m.cantidad, m.unidad)}
                <span className="cell-line">{money(m.costo)}</span>
              </>
            ), NUM),
            col<Entry>('motivo', 'Motivo', (m) => (
              <>
                {WASTE_REASON_LABELS[m.motivo as WasteReason] ?? m.motivo}
                {m.nota ? <span className="muted cell-line">{m.nota}</span> : null}
              </>
            )),
            col<Entry>('quien', 'Quién', (m) => m.quien ?? ''),
          ]}
        />
      )}
    </section>
  );
}
