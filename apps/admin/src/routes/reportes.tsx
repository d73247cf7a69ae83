import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { formatMXN } from '@huerta/contracts';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { shopToday } from '../lib/dates';
import { ChoiceButtons } from '../lib/choice-buttons';
import { DataTable, NUM, col } from '../lib/data-table';
import { ErrorLine } from '../lib/error-line';
import { trpc, type Outputs } from '../lib/trpc';
import { LazyChart } from '../modules/margins/lazy-chart';
import { CsvLink, MarginTable, noCostLabel, pctLabel } from '../modules/margins/margin-table';
import { bucketLabel, periodInput, PERIODS, type Period } from '../modules/margins/periods';

export const Route = createFileRoute('/reportes')({
  validateSearch: z.object({ periodo: z.enum(['semana', '4semanas', 'mes']).catch('semana') }),
  component: ReportsPage,
});

type Report = Outputs['margins']['report'];
type Bucket = Report['serie'][number];
type Supplier = Report['proveedores'][number];
type Customer = Report['clientes'][number];

const GREEN = '#2f6b3a';
const SALES = { key: 'ventas', label: 'Ventas', color: '#7fa88a' };
const COST = { key: 'costo', label: 'Costo', color: '#b7a27a' };
const MARGIN = { key: 'margen', label: 'Margen', color: GREEN };
const WASTE = { key: 'merma', label: 'Merma', color: '#a3261c' };

/** A report's block: its title, the chart and the table beside it (the table is the accessible version), its CSV. */
function Block({ id, title, csv, query, chart, children }: { id: string; title: string; csv: string; query: string; chart: ReactNode; children: ReactNode }) {
  return (
    <section className="card report-block" aria-labelledby={`${id}-title`}>
      <div className="report-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <CsvLink tabla={csv} query={query} what={title.toLowerCase()} />
      </div>
      <div className="report-pair">
        {chart}
        <div>{children}</div>
      </div>
    </section>
  );
}

/**
 * «Reportes» (issue 46, item 7), the owner's: what the sales earned — sales without IVA, cost, gross margin and
 * waste by day or week; the best and worst products; margins per category, customer and price list; what
 * was spent with each supplier. Counted: orders that left the shop (Enviado, Entregado), on their delivery day.
 */
function ReportsPage() {
  const { periodo } = Route.useSearch();
  const navigate = useNavigate({ from: '/reportes' });
  const input = periodInput(periodo, shopToday());
  const report = trpc.margins.report.useQuery(input);
  const query = `desde=${input.desde}&dias=${input.dias}&agrupar=${input.agrupar}`;
  const r = report.data;
  return (
    <section aria-labelledby="reports-title" className="reports">
      <h1 id="reports-title">Reportes</h1>
      <p className="muted">
        Ventas sin IVA de los pedidos que salieron de la tienda (enviados y entregados), por su día de entrega; el costo es el que tenía cada producto al venderse. Las líneas vendidas antes de conocer su costo se cuentan aparte.
      </p>
      <ChoiceButtons label="Periodo" className="actions no-print" choices={PERIODS} value={periodo} onChoose={(p: Period) => void navigate({ search: { periodo: p } })} />
      <ErrorLine error={report.error} />
      {!r && !report.error && <p className="muted">Cargando…</p>}
      {r && (
        <>
          <p className="print-only">
            Del {r.desde} al {r.hasta}
          </p>
          <div className="tiles">
            <div className="card tile">
              <span className="muted">Ventas sin IVA</span>
              <strong>{formatMXN(r.total.ventas)}</strong>
              <span className="muted">
                {r.desde} a {r.hasta}
              </span>
            </div>
            <div className="card tile">
              <span className="muted">Costo</span>
              <strong>{formatMXN(r.total.costo)}</strong>
            </div>
            <div className="card tile">
              <span className="muted">Margen bruto</span>
              <strong>{formatMXN(r.total.margen)}</strong>
              <span>{pctLabel(r.total.pct)} de lo vendido con costo</span>
            </div>
            <div className="card tile">
              <span className="muted">Merma</span>
              <strong>{formatMXN(r.total.merma)}</strong>
              <span>{pctLabel(r.total.mermaPct)} de las ventas</span>
            </div>
          </div>
          {r.total.sinCosto.lineas > 0 && (
            <p className="warning card" role="note">
              {noCostLabel(r.total.sinCosto)}: vendidas antes de registrar una compra de esos productos, fuera del margen.
            </p>
          )}
          <Block
            id="serie"
            title={`Ventas, costo, margen y merma por ${r.agrupar === 'semana' ? 'semana' : 'día'}`}
            csv="periodo"
            query={query}
            chart={<LazyChart rows={r.serie.map((b) => ({ ...b, etiqueta: bucketLabel(b.desde, r.agrupar) }))} labelKey="etiqueta" series={[SALES, COST, MARGIN, WASTE]} />}
          >
            <DataTable
              className="report-table"
              data={r.serie}
              rowKey={(b) => b.desde}
              caption={<caption className="sr-only">Ventas, costo, margen y merma por {r.agrupar === 'semana' ? 'semana' : 'día'}</caption>}
              columns={[
                col<Bucket>('desde', r.agrupar === 'semana' ? 'Semana' : 'Día', (b) => bucketLabel(b.desde, r.agrupar), { rowHeader: true }),
                col<Bucket>('ventas', 'Ventas', (b) => formatMXN(b.ventas), NUM),
                col<Bucket>('costo', 'Costo', (b) => formatMXN(b.costo), NUM),
                col<Bucket>('margen', 'Margen', (b) => <strong>{formatMXN(b.margen)}</strong>, NUM),
                col<Bucket>('pct', '%', (b) => pctLabel(b.pct), NUM),
                col<Bucket>('merma', 'Merma', (b) => formatMXN(b.merma), NUM),
              ]}
            />
          </Block>
          <Block id="mejores" title="Mejores y peores productos por margen" csv="productos" query={query} chart={<LazyChart rows={uniqueRows([...r.mejores, ...r.peores])} labelKey="nombre" series={[MARGIN]} horizontal />}>
            <h3>Mejores</h3>
            <MarginTable rows={r.mejores} first="Producto" caption="Mejores productos por margen" />
            <h3>Peores</h3>
            <MarginTable rows={r.peores} first="Producto" caption="Peores productos por margen" />
          </Block>
          <Block id="categorias" title="Margen por categoría" csv="categorias" query={query} chart={<LazyChart rows={r.categorias} labelKey="nombre" series={[SALES, MARGIN]} horizontal />}>
            <MarginTable rows={r.categorias} first="Categoría" caption="Margen por categoría" />
          </Block>
          <Block id="listas" title="Margen por lista de precios" csv="listas" query={query} chart={<LazyChart rows={r.listas} labelKey="nombre" series={[SALES, MARGIN]} horizontal />}>
            <MarginTable rows={r.listas} first="Lista" caption="Margen por lista de precios" />
          </Block>
          <Block id="clientes" title="Margen por cliente" csv="clientes" query={query} chart={<LazyChart rows={r.clientes.slice(0, 10)} labelKey="nombre" series={[SALES, MARGIN]} horizontal />}>
            <MarginTable<Customer> rows={r.clientes} first="Cliente" caption="Margen por cliente" extra={[col<Customer>('pedidos', 'Pedidos', (c) => c.pedidos, NUM)]} detail={(c) => c.correo} />
          </Block>
          <Block id="proveedores" title="Compras por proveedor" csv="proveedores" query={query} chart={<LazyChart rows={r.proveedores} labelKey="nombre" series={[{ key: 'costo', label: 'Compras', color: COST.color }]} horizontal />}>
            <DataTable
              className="report-table"
              data={r.proveedores}
              rowKey={(s) => s.clave}
              loaded
              empty={<p className="muted">Sin compras recibidas en el periodo.</p>}
              caption={<caption className="sr-only">Compras por proveedor</caption>}
              columns={[
                col<Supplier>('nombre', 'Proveedor', (s) => s.nombre, { rowHeader: true }),
                col<Supplier>('lotes', 'Lotes', (s) => s.lotes, NUM),
                col<Supplier>('costo', 'Compras', (s) => formatMXN(s.costo), NUM),
              ]}
            />
          </Block>
          <section className="card" aria-labelledby="productos-title">
            <div className="report-head">
              <h2 id="productos-title">Todos los productos</h2>
              <CsvLink tabla="productos" query={query} what="de todos los productos" />
            </div>
            <MarginTable rows={r.productos} first="Producto" caption="Margen por producto" />
            <p className="no-print">
              Cada pedido con su margen: <CsvLink tabla="pedidos" query={query} what="del margen de cada pedido" />
            </p>
          </section>
        </>
      )}
    </section>
  );
}

/** The best and the worst together in one chart, each product once (a short list is both). */
function uniqueRows<T extends { clave: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.clave) && seen.add(r.clave));
}
