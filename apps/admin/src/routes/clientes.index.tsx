import { z } from 'zod';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { formatMXN, toCentavos } from '@huerta/contracts';
import type { FormEvent } from 'react';
import { Pager } from '../lib/pager';
import { when } from '../lib/dates';
import { trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';
import { PhoneLinks } from '../lib/phone-links';
import { DataTable, NUM, col, type Columns } from '../lib/data-table';

export const Route = createFileRoute('/clientes/')({
  validateSearch: z.object({
    pagina: z.number().int().min(1).catch(1),
    q: z.string().max(100).optional().catch(undefined),
    orden: z.enum(['ultimo', 'gastado', 'pedidos', 'nombre']).catch('ultimo'),
  }),
  component: CustomersPage,
});

const SORTS = { ultimo: 'Último pedido', gastado: 'Total comprado', pedidos: 'Pedidos', nombre: 'Nombre' } as const;

/** Customers (accounts) with what they bought; sorted and searched on the server, filters in the address. */
function CustomersPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const list = trpc.customers.list.useQuery(
    { pagina: search.pagina, q: search.q || undefined, orden: search.orden, sentido: search.orden === 'nombre' ? 'asc' : 'desc' },
    { placeholderData: (previous) => previous },
  );
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    void navigate({ search: { pagina: 1, q: String(data.get('q') ?? '').trim() || undefined, orden: data.get('orden') as keyof typeof SORTS } });
  };
  const rows = list.data?.clientes ?? [];
  const columns: Columns<(typeof rows)[number]> = [
    col('cliente', 'Cliente', (c) => (
      <>
        <Link to="/clientes/$id" params={{ id: c.id }}>
          {c.nombre}
        </Link>
        <br />
        <span className="muted email">{c.email}</span>
      </>
    )),
    col('telefono', 'Teléfono', (c) => (c.telefono ? <PhoneLinks telefono={c.telefono} /> : '—')),
    col('pedidos', 'Pedidos', (c) => c.pedidos, NUM),
    col('gastado', 'Total comprado', (c) => formatMXN(toCentavos(c.gastado)), NUM),
    col('ultimo', 'Último pedido', (c) => (c.ultimoPedido ? when(c.ultimoPedido) : '—')),
  ];
  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title">Clientes</h1>
      <form className="filters" role="search" onSubmit={apply}>
        <label>
          Buscar
          <input name="q" type="search" placeholder="Nombre, correo o teléfono" defaultValue={search.q ?? ''} />
        </label>
        <label>
          Ordenar por
          <select name="orden" defaultValue={search.orden}>
            {Object.entries(SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Buscar</button>
      </form>
      <ErrorLine error={list.error} />
      <DataTable className="customers-table" data={rows} columns={columns} rowKey={(c) => c.id} loaded={!!list.data} empty="Ningún cliente coincide con la búsqueda." />
      <Pager page={search.pagina} perPage={list.data?.porPagina ?? 25} total={list.data?.total} noun="clientes" go={(pagina) => void navigate({ search: { ...search, pagina } })} />
    </section>
  );
}
