import { idParams } from '../lib/route-params';
import { createFileRoute, Link } from '@tanstack/react-router';
import { formatMXN, toCentavos } from '@huerta/contracts';
import { StateBadge } from '../modules/orders/filters';
import { when } from '../lib/dates';
import { trpc, type Outputs } from '../lib/trpc';
import { DataTable, NUM, col } from '../lib/data-table';
import { ErrorLine } from '../lib/error-line';
import { PhoneLinks } from '../lib/phone-links';

export const Route = createFileRoute('/clientes/$id')({
  params: idParams,
  component: CustomerPage,
});

const money = (pesos: number) => formatMXN(toCentavos(pesos));

type Past = Outputs['customers']['get']['historial'][number];
const HISTORY = [
  col<Past>('pedido', 'Pedido', (o) => (
    <Link to="/pedidos/$id" params={{ id: o.id }}>
      #{o.id}
    </Link>
  )),
  col<Past>('fecha', 'Fecha', (o) => when(o.creado)),
  col<Past>('total', 'Total', (o) => money(o.total), NUM),
  col<Past>('estado', 'Estado', (o) => <StateBadge estado={o.estado} />),
];

/** One customer: how to reach them, what they bought, and their orders (every state). */
function CustomerPage() {
  const { id } = Route.useParams();
  const customer = trpc.customers.get.useQuery({ id });
  if (customer.error) return <ErrorLine error={customer.error} />;
  if (!customer.data) return <p className="muted">Cargando…</p>;
  const c = customer.data;
  return (
    <article aria-labelledby="customer-title">
      <p>
        <Link to="/clientes" search={{ pagina: 1, orden: 'ultimo' }}>
          ← Clientes
        </Link>
      </p>
      <h1 id="customer-title">{c.nombre}</h1>
      <div className="tiles">
        <p className="card tile">
          <span className="muted">Pedidos pagados</span>
          <strong>{c.pedidos}</strong>
        </p>
        <p className="card tile">
          <span className="muted">Total comprado</span>
          <strong>{money(c.gastado)}</strong>
        </p>
        <p className="card tile">
          <span className="muted">Último pedido</span>
          <strong>{c.ultimoPedido ? when(c.ultimoPedido).slice(0, 10) : '—'}</strong>
        </p>
      </div>
      <section className="card" aria-labelledby="contact-title">
        <h2 id="contact-title">Contacto</h2>
        <p>
          <a href={`mailto:${c.email}`}>{c.email}</a> {c.correoVerificado ? <span className="muted">(verificado)</span> : <span className="muted">(sin verificar)</span>}
          <br />
          {c.telefono ? <PhoneLinks telefono={c.telefono} /> : 'Sin teléfono'}
          <br />
          {c.direccion ?? <span className="muted">Sin dirección guardada</span>}
          <br />
          <span className="muted">Cliente desde {when(c.creado).slice(0, 10)}</span>
        </p>
      </section>
      <section aria-labelledby="history-title">
        <h2 id="history-title">Pedidos</h2>
        <DataTable data={c.historial} columns={HISTORY} rowKey={(o) => o.id} loaded empty="Aún no tiene pedidos." />
      </section>
    </article>
  );
}
