import { createFileRoute, Link } from '@tanstack/react-router';
import { formatMXN, lotQuantityLabel, toCentavos, costUnitLabel } from '@huerta/contracts';
import { z } from 'zod';
import { useNavigate } from '@tanstack/react-router';
import { shortDayLabel } from '../lib/dates';
import { ErrorLine } from '../lib/error-line';
import { ChoiceButtons } from '../lib/choice-buttons';
import { DataTable, NUM, col } from '../lib/data-table';
import { trpc, type Outputs } from '../lib/trpc';

export const Route = createFileRoute('/vence-pronto')({
  validateSearch: z.object({ dias: z.number().int().min(0).max(60).optional().catch(undefined) }),
  component: ExpiringPage,
});

type Lot = Outputs['lots']['expiring']['lotes'][number];
type Stocked = Outputs['lots']['stock']['productos'][number];
const RANGES = [1, 3, 7].map((n) => ({ value: n, label: n === 1 ? '1 día' : `${n} días` }));
const money = (pesos: number) => formatMXN(toCentavos(pesos));

/** «vence hoy», «en 2 días», «venció hace 1 día». */
const dueLabel = (dias: number) => (dias === 0 ? 'hoy' : dias === 1 ? 'mañana' : dias > 1 ? `en ${dias} días` : `venció hace ${-dias} ${dias === -1 ? 'día' : 'días'}`);

/**
 * «Vence pronto» (issue 46): what is on hand and must be sold or discounted in the next days, soonest first,
 * with what is left and what it cost — one click to a promotion of that product, or to record it as waste —
 * and below, every product's stock by lot. Dense and printable.
 */
function ExpiringPage() {
  const dias = Route.useSearch().dias ?? 3;
  const navigate = useNavigate({ from: '/vence-pronto' });
  const soon = trpc.lots.expiring.useQuery({ dias });
  const stock = trpc.lots.stock.useQuery();
  return (
    <section aria-labelledby="expiring-title">
      <h1 id="expiring-title">Vence pronto</h1>
      <div className="actions no-print">
        <ChoiceButtons label="Vence en" choices={RANGES} value={dias} onChoose={(d) => void navigate({ search: { dias: d } })} />
        <button type="button" className="secondary" onClick={() => window.print()} disabled={!soon.data}>
          Imprimir
        </button>
      </div>
      <ErrorLine error={soon.error ?? stock.error} />
      {soon.data && (
        <p className="muted">
          Lotes con existencia que vencen hasta el {shortDayLabel(soon.data.hasta)}, el más próximo primero. Queda por {money(soon.data.lotes.reduce((n, l) => n + l.costoRestante, 0))} de costo.
        </p>
      )}
      {soon.data && (
        <DataTable
          className="expiring-table"
          data={soon.data.lotes}
          rowKey={(l) => l.id}
          loaded
          empty="Nada vence en estos días."
          rowProps={(l) => (l.dias < 0 ? { className: 'expired' } : {})}
          columns={[
            col<Lot>('vence', 'Vence', (l) => (
              <>
                {shortDayLabel(l.vence)}
                <span className="muted cell-line">{dueLabel(l.dias)}</span>
              </>
            )),
            col<Lot>('producto', 'Producto y lote', (l) => (
              <>
                {l.producto}
                <span className="muted cell-line">Lote {l.codigo ?? `#${l.id}`}</span>
              </>
            ), { rowHeader: true }),
            col<Lot>('queda', 'Queda', (l) => (
              <>
                {lotQuantityLabel(l.restante, l.unidad)}
                <span className="cell-line">{money(l.costoRestante)}</span>
                <span className="muted cell-line">
                  {money(l.costoUnitario)} {costUnitLabel(l.unidad)}
                </span>
              </>
            ), NUM),
            col<Lot>('acciones', <span className="sr-only">Acciones</span>, (l) => (
              <span className="actions row-actions">
                <Link className="button-link" to="/promociones/nueva" search={{ producto: l.productoId, titulo: `${l.producto} en oferta` }}>
                  Promoción
                </Link>
                <Link className="button-link secondary" to="/merma" search={{ lote: l.id }}>
                  Merma
                </Link>
              </span>
            )),
          ]}
        />
      )}
      <h2 className="lots-title">Existencias por lote</h2>
      {stock.data && (
        <DataTable
          className="lots-table"
          data={stock.data.productos}
          rowKey={(p) => p.productoId}
          loaded
          empty="Aún no hay lotes recibidos."
          columns={[
            col<Stocked>('producto', 'Producto', (p) => p.producto, { rowHeader: true }),
            col<Stocked>('total', 'En lotes', (p) => lotQuantityLabel(p.restante, p.unidad), NUM),
            col<Stocked>('lotes', 'Lotes (vence)', (p) => (
              <ul className="lot-list">
                {p.lotes.map((l) => (
                  <li key={l.id}>
                    {l.codigo ?? `#${l.id}`}: {lotQuantityLabel(l.restante, l.unidad)} · {shortDayLabel(l.vence)}
                    {l.proveedor ? <span className="muted"> · {l.proveedor}</span> : null}
                  </li>
                ))}
              </ul>
            )),
          ]}
        />
      )}
    </section>
  );
}
