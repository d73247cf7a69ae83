import { createFileRoute, Link } from '@tanstack/react-router';
import { ORDER_STATES, ORDER_STATE_LABELS, deliveryDayLabel, formatMXN, toCentavos } from '@huerta/contracts';
import { nearDay, shopToday } from '../lib/dates';
import { trpc } from '../lib/trpc';
import { SalesChart } from '../modules/orders/sales-chart';
import { ErrorLine } from '../lib/error-line';
import { DriverProgress } from '../modules/delivery/driver-progress';
import { WeekGlance } from '../modules/margins/week-glance';

export const Route = createFileRoute('/')({ component: DashboardPage });

const money = (pesos: number) => formatMXN(toCentavos(pesos));

/** The morning view; a new paid order shows within 30 s without reloading. */
function DashboardPage() {
  const d = trpc.dashboard.useQuery(undefined, { refetchInterval: 30_000 });
  const me = trpc.auth.me.useQuery();
  if (d.error) return <ErrorLine error={d.error} />;
  if (!d.data) return <p className="muted">Cargando…</p>;
  const s = d.data;
  // The next day with orders to pack (this evening's paid orders are tomorrow's), named in the link.
  const next = s.surtido.siguiente;
  const pickDay = next?.dia ?? shopToday();
  const near = nearDay(pickDay);
  const late = s.surtido.atrasados;
  return (
    <section aria-labelledby="dash-title">
      <h1 id="dash-title">Resumen</h1>
      <div className="tiles">
        <div className="card tile">
          <span className="muted">Ventas de hoy</span>
          <strong>{money(s.hoy.total)}</strong>
          <span className="muted">{s.hoy.pedidos} pedido(s)</span>
        </div>
        <div className="card tile">
          <span className="muted">Esta semana</span>
          <strong>{money(s.semana.total)}</strong>
          <span className="muted">{s.semana.pedidos} pedido(s)</span>
        </div>
        <div className="card tile">
          <span className="muted">Este mes</span>
          <strong>{money(s.mes.total)}</strong>
          <span className="muted">{s.mes.pedidos} pedido(s)</span>
        </div>
        <Link className="card tile" to="/preparar" search={{ dia: pickDay }}>
          <span className="muted">Por preparar</span>
          <strong>{s.porPreparar}</strong>
          <span>
            Ver lista de surtido del {deliveryDayLabel(pickDay)}
            {near && ` (${near})`} →
          </span>
          {next && next.pedidos !== s.porPreparar && <span className="muted">{next.pedidos === 1 ? '1 pedido ese día' : `${next.pedidos} pedidos ese día`}</span>}
          {late && (
            <span className="error">
              {late.pedidos === 1 ? '1 atrasado' : `${late.pedidos} atrasados`} desde el {deliveryDayLabel(late.desde)}
            </span>
          )}
        </Link>
        <Link className="card tile" to="/mensajes">
          <span className="muted">Mensajes sin leer</span>
          <strong>{s.mensajesSinLeer}</strong>
          <span>Ir a mensajes →</span>
        </Link>
        {me.data?.rol === 'dueño' && <WeekGlance />}
      </div>
      <DriverProgress />
      <div className="columns">
        <section className="card" aria-labelledby="states-title">
          <h2 id="states-title">Pedidos por estado</h2>
          <table>
            <tbody>
              {ORDER_STATES.map((state) => (
                <tr key={state}>
                  <th scope="row">
                    <Link to="/pedidos" search={{ pagina: 1, estado: state }}>
                      {ORDER_STATE_LABELS[state]}
                    </Link>
                    {(state === 'entregado' || state === 'cancelado') && <span className="muted"> (30 días)</span>}
                  </th>
                  <td className="num">{s.porEstado[state] ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>Más vendidos de la semana</h2>
          {s.masVendidos.length === 0 ? (
            <p className="muted">Aún no hay ventas esta semana.</p>
          ) : (
            <ol>
              {s.masVendidos.map((p) => (
                <li key={p.productoId}>
                  {p.nombre} — {p.cantidad}
                </li>
              ))}
            </ol>
          )}
          <h2>Poco inventario</h2>
          {s.pocoInventario.length === 0 ? (
            <p className="muted">Todo con existencias suficientes.</p>
          ) : (
            <table>
              <tbody>
                {s.pocoInventario.map((p) => (
                  <tr key={p.productoId}>
                    <th scope="row">{p.nombre}</th>
                    <td className="num">{p.disponibles === 0 ? <strong className="error">Agotado</strong> : `${p.disponibles} (mín. ${p.umbral})`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="card" aria-labelledby="chart-title">
          <h2 id="chart-title">Ventas diarias, últimos 30 días</h2>
          <SalesChart days={s.ventasDiarias} />
        </section>
      </div>
    </section>
  );
}
