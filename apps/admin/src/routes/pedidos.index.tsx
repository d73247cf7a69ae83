import { ordersSearchSchema } from '../modules/orders/orders-search';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ORDER_STATES, ORDER_STATE_LABELS, formatMXN, toCentavos, type OrderListFilter } from '@huerta/contracts';
import { useState, type FormEvent } from 'react';
import { firstOfMonth, shopToday, when } from '../lib/dates';
import { trpc } from '../lib/trpc';
import { DateRangeFields, StateBadge } from '../modules/orders/filters';
import { Pager } from '../lib/pager';
import { MOVES, type MovingOrder } from '../modules/orders/state-actions';
import { MoveNotice, useOrderMoves } from '../modules/orders/order-moves';
import { ErrorLine } from '../lib/error-line';
import { PhoneLinks } from '../lib/phone-links';
import { DriverAssign } from '../modules/delivery/driver-assign';
import { DataTable, NUM, col, type Columns } from '../lib/data-table';

export const Route = createFileRoute('/pedidos/')({
  validateSearch: ordersSearchSchema,
  component: OrdersPage,
});

const PER_PAGE = 25;

/** The orders: filters in the address, server-side paging, several moved at once; refreshed every 30 s. */
function OrdersPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const me = trpc.auth.me.useQuery();
  // What the question before a move needs of each chosen order (chosen ones may be on another page).
  const [selected, setSelected] = useState<MovingOrder[]>([]);
  const list = trpc.orders.list.useQuery(
    { pagina: search.pagina, porPagina: PER_PAGE, estado: search.estado, q: search.q || undefined, desde: search.desde || undefined, hasta: search.hasta || undefined, entrega: search.entrega || undefined },
    { refetchInterval: 30_000, placeholderData: (previous) => previous },
  );
  const moves = useOrderMoves(() => setSelected([]));

  const applyFilters = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const value = (k: string) => String(data.get(k) ?? '').trim() || undefined;
    void navigate({ search: { pagina: 1, estado: value('estado') as OrderListFilter | undefined, q: value('q'), desde: value('desde'), hasta: value('hasta'), entrega: value('entrega') } });
  };
  const rows = list.data?.pedidos ?? [];
  const isChosen = (id: number) => selected.some((x) => x.id === id);
  const toggle = (o: MovingOrder) => setSelected((s) => (s.some((x) => x.id === o.id) ? s.filter((x) => x.id !== o.id) : [...s, { id: o.id, estado: o.estado, diaEntrega: o.diaEntrega }]));
  const columns: Columns<(typeof rows)[number]> = [
    col('elegir', <span className="sr-only">Elegir</span>, (o) => <input type="checkbox" aria-label={`Elegir el pedido ${o.id}`} checked={isChosen(o.id)} onChange={() => toggle(o)} />),
    col('pedido', 'Pedido', (o) => (
      <Link to="/pedidos/$id" params={{ id: o.id }}>
        #{o.id}
      </Link>
    )),
    col('fecha', 'Fecha', (o) => when(o.creado)),
    col('entrega', 'Entrega', (o) => o.diaEntrega ?? '—'),
    col('cliente', 'Cliente', (o) => (
      <>
        {o.nombre}
        <br />
        <span className="muted email">{o.email}</span>
        {/* On a phone's screen the phone column is left out: the number goes under the name, one tap to call. */}
        <span className="phone-narrow">
          <PhoneLinks telefono={o.telefono} />
        </span>
      </>
    )),
    col('telefono', 'Teléfono', (o) => <PhoneLinks telefono={o.telefono} />),
    // Sold by weight: charged what was packed; the estimate it was ordered at stays beside it.
    col('total', 'Total', (o) => (
      <>
        {formatMXN(toCentavos(o.totalFinal ?? o.total))}
        {o.totalFinal !== null && o.totalFinal !== o.total && <div className="muted small">Estimado {formatMXN(toCentavos(o.total))}</div>}
      </>
    ), NUM),
    col('estado', 'Estado', (o) => (
      <>
        <StateBadge estado={o.estado} />
        {o.estado === 'cancelado' && !o.pagadoEn && <span className="muted"> sin pago</span>}
        {o.porCobrar && <span className="state por-cobrar">Por cobrar</span>}
        {/* Waiting on a voucher or a transfer, not on a card that failed. */}
        {o.estado === 'pendiente_pago' && (o.metodoPago === 'oxxo' || o.metodoPago === 'spei') && <span className="method-tag">{o.metodoPago.toUpperCase()}</span>}
      </>
    )),
  ];

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">Pedidos</h1>
      <form className="filters" onSubmit={applyFilters} role="search">
        <label>
          Estado
          <select name="estado" defaultValue={search.estado ?? ''}>
            <option value="">Todos</option>
            {ORDER_STATES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATE_LABELS[s]}
              </option>
            ))}
            <option value="cancelado_sin_pago">Cancelado sin pago (automático)</option>
          </select>
        </label>
        <label>
          Buscar
          <input name="q" type="search" placeholder="Número, nombre, correo o teléfono" defaultValue={search.q ?? ''} />
        </label>
        <DateRangeFields desde={search.desde} hasta={search.hasta} />
        <label>
          Día de entrega
          <input name="entrega" type="date" defaultValue={search.entrega ?? ''} />
        </label>
        <button type="submit">Filtrar</button>
        {me.data?.rol === 'dueño' && (
          <a href={`/admin/exportar/pedidos.csv?desde=${search.desde || firstOfMonth()}&hasta=${search.hasta || shopToday()}`} download>
            Exportar CSV
          </a>
        )}
      </form>

      <div className="actions" aria-label="Acciones con los pedidos elegidos">
        <span>{selected.length === 0 ? 'Elige pedidos para cambiar su estado:' : `${selected.length} elegido(s):`}</span>
        {MOVES.map((m) => (
          <button key={m.estado} type="button" className={m.estado === 'cancelado' ? 'danger' : undefined} disabled={selected.length === 0 || moves.busy} onClick={() => moves.moveTo(m.estado, selected)}>
            {m.label}
          </button>
        ))}
        <DriverAssign ids={selected.map((o) => o.id)} onResult={moves.say} />
      </div>
      <MoveNotice moves={moves} />
      <ErrorLine error={list.error} />

      <DataTable className="orders-table" data={rows} columns={columns} rowKey={(o) => o.id} rowProps={(o) => ({ 'aria-selected': isChosen(o.id) })} loaded={!!list.data} empty="No hay pedidos con estos filtros." />

      <Pager page={search.pagina} perPage={PER_PAGE} total={list.data?.total} exact={list.data?.totalExacto} noun="pedidos" go={(pagina) => void navigate({ search: { ...search, pagina } })} />
    </section>
  );
}
