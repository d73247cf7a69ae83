import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { PURCHASE_STATES, PURCHASE_STATE_LABELS, formatMXN, type PurchaseState } from '@huerta/contracts/rules';
import { z } from 'zod';
import { ErrorLine } from '../lib/error-line';
import { ChoiceButtons } from '../lib/choice-buttons';
import { shortDayLabel, when } from '../lib/dates';
import { trpc, type Outputs } from '../lib/trpc';
import { DataTable, NUM, col } from '../lib/data-table';
import { PurchaseStateBadge } from '../modules/buying/purchase-state';

type Row = Outputs['purchases']['list'][number];
const CHANNELS: Record<string, string> = { whatsapp: 'WhatsApp', correo: 'correo', impresa: 'impresa' };
const columns = [
  col<Row>('orden', 'Orden', (o) => (
    <Link to="/compras/$id" params={{ id: String(o.id) }}>
      #{o.id} {o.proveedor}
    </Link>
  ), { rowHeader: true }),
  col<Row>('estado', 'Estado', (o) => (
    <>
      <PurchaseStateBadge estado={o.estado} />
      {o.enviadaPor && <span className="why">por {CHANNELS[o.enviadaPor] ?? o.enviadaPor}</span>}
    </>
  )),
  col<Row>('llegada', 'Llega', (o) => (o.llegada ? shortDayLabel(o.llegada) : '—'), { className: 'nowrap' }),
  col<Row>('lineas', 'Productos', (o) => o.lineas, { className: 'num hide-phone' }),
  col<Row>('total', 'Total', (o) => formatMXN(o.totalCentavos), NUM),
  col<Row>('creada', 'Creada', (o) => when(o.creada), { className: 'hide-phone' }),
];
const FILTERS = [{ value: undefined as PurchaseState | undefined, label: 'Todas' }, ...PURCHASE_STATES.map((s) => ({ value: s as PurchaseState | undefined, label: PURCHASE_STATE_LABELS[s] }))];

export const Route = createFileRoute('/compras/')({
  validateSearch: z.object({ estado: z.enum(PURCHASE_STATES).optional().catch(undefined) }),
  component: PurchaseOrdersPage,
});

/** «Órdenes de compra» (issue 46): by state, newest first; drafts are made from «Qué comprar». */
function PurchaseOrdersPage() {
  const { estado } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const list = trpc.purchases.list.useQuery({ estado });
  return (
    <section aria-labelledby="purchases-title">
      <h1 id="purchases-title">Órdenes de compra</h1>
      <div className="actions">
        <Link className="button-link" to="/comprar">
          Qué comprar
        </Link>
        <Link className="button-link secondary" to="/proveedores" search={{}}>
          Proveedores
        </Link>
      </div>
      <ChoiceButtons label="Estado" choices={FILTERS} value={estado} onChoose={(v) => void navigate({ search: { estado: v }, replace: true })} />
      <ErrorLine error={list.error} />
      {list.data && <DataTable className="purchase-list" data={list.data} columns={columns} rowKey={(o) => o.id} loaded empty={estado ? `No hay órdenes en «${PURCHASE_STATE_LABELS[estado]}».` : 'Aún no hay órdenes: hazlas desde «Qué comprar».'} />}
    </section>
  );
}
