import { createFileRoute, Link } from '@tanstack/react-router';
import { kgLabel } from '@huerta/contracts';
import { useState } from 'react';
import { shopToday, shortDayLabel } from '../lib/dates';
import { DayField } from '../lib/day-field';
import { ErrorLine } from '../lib/error-line';
import { ChoiceButtons } from '../lib/choice-buttons';
import { trpc, type Outputs } from '../lib/trpc';
import { DataTable, NUM, col } from '../lib/data-table';

export const Route = createFileRoute('/comprar')({ component: DemandPage });

type Cell = { items: number; gramos: number | null; pedidos: number; recurrentes: number };
type Row = Outputs['demand']['productos'][number];
const RANGES = [1, 3, 7].map((n) => ({ value: n, label: n === 1 ? '1 día' : `${n} días` }));

/** A product's amount as the buyer reads it: kilos for what is weighed, pieces otherwise. */
const amount = (c: Cell | undefined) => (!c ? '' : c.gramos !== null ? `≈ ${kgLabel(c.gramos)}` : String(c.items));
/** How many of a cell's orders are standing orders not generated yet («rec.»). */
const standing = (c: Cell | undefined) => (c?.recurrentes ? <span className="muted"> ({c.recurrentes} rec.)</span> : null);

/**
 * «Qué comprar» (issue 34): what the coming days' confirmed orders need, per product and day, for the
 * buyer going to the market — dense, printable, the range a keystroke away.
 */
function DemandPage() {
  const [desde, setDesde] = useState(shopToday);
  const [dias, setDias] = useState<number>(3);
  const demand = trpc.demand.useQuery({ desde, dias });
  return (
    <section aria-labelledby="demand-title">
      <h1 id="demand-title">Qué comprar</h1>
      <p className="muted no-print">Pedidos pagados, en preparación, por cobrar y a crédito de los próximos días, más los recurrentes que aún no se generan («rec.»), por producto. Los productos por peso, en kilos.</p>
      <div className="actions no-print">
        <DayField value={desde} onChange={setDesde} />
        <ChoiceButtons label="Días a sumar" choices={RANGES} value={dias} onChoose={setDias} />
        <button type="button" className="secondary" onClick={() => window.print()} disabled={!demand.data}>
          Imprimir
        </button>
        <Link className="button-link" to="/compras/proponer" search={{ desde, dias }}>
          Hacer órdenes de compra
        </Link>
      </div>
      <ErrorLine error={demand.error} />
      {demand.data && demand.data.productos.length === 0 && <p className="muted">No hay pedidos confirmados para estos días.</p>}
      {demand.data && demand.data.productos.length > 0 && (
        <DataTable
          data={demand.data.productos}
          rowKey={(p) => p.productoId}
          columns={[
            col<Row>('producto', 'Producto', (p) => p.nombre, { rowHeader: true }),
            ...demand.data.dias.map((d) =>
              col<Row>(d, shortDayLabel(d), (p) => (
                <>
                  {amount(p.porDia[d])}
                  {standing(p.porDia[d])}
                </>
              ), NUM),
            ),
            col<Row>('total', 'Total', (p) => <strong>{amount(p.total)}</strong>, NUM),
            col<Row>('pedidos', 'Pedidos', (p) => p.total.pedidos, NUM),
          ]}
        />
      )}
    </section>
  );
}
