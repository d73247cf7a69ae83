import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ErrorLine } from '../lib/error-line';
import { messageOf, trpc, type Outputs } from '../lib/trpc';
import { DataTable, col } from '../lib/data-table';

type PriceList = Outputs['priceLists']['list'][number];
const columns = [
  col<PriceList>('lista', 'Lista', (l) => (
    <Link to="/listas/$id" params={{ id: String(l.id) }}>
      {l.nombre}
    </Link>
  )),
  col<PriceList>('descuento', 'Descuento general', (l) => (l.descuento_general === null ? '—' : `${l.descuento_general} %`)),
  col<PriceList>('lineas', 'Productos con precio propio', (l) => l.lineas),
  col<PriceList>('negocios', 'Negocios', (l) => l.negocios),
];

export const Route = createFileRoute('/listas/')({ component: PriceListsPage });

/** Wholesale price lists (issue 34): each with its lines and businesses; a new one by name. */
function PriceListsPage() {
  const lists = trpc.priceLists.list.useQuery();
  return (
    <section aria-labelledby="lists-title">
      <h1 id="lists-title">Listas de precios</h1>
      <p className="muted">Precios de mayoreo para los negocios aprobados. Asigna la lista de cada negocio en «Negocios».</p>
      <NewList />
      <ErrorLine error={lists.error} />
      {lists.data && lists.data.length === 0 && <p className="muted">Aún no hay listas.</p>}
      {lists.data && lists.data.length > 0 && (
        <DataTable data={lists.data} columns={columns} rowKey={(l) => l.id} />
      )}
    </section>
  );
}

function NewList() {
  const navigate = useNavigate();
  const [nombre, setNombre] = useState('');
  const [general, setGeneral] = useState('');
  const create = trpc.priceLists.create.useMutation({ onSuccess: (r) => navigate({ to: '/listas/$id', params: { id: String(r.id) }, state: { aviso: r.mensaje } }) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ nombre, descuento_general: general === '' ? null : Number(general) });
  };
  return (
    <form className="actions" onSubmit={submit} aria-label="Nueva lista">
      <label>
        Nombre
        <input required value={nombre} onChange={(e) => setNombre(e.target.value)} placeholder="Mayoreo" maxLength={60} />
      </label>
      <label>
        Descuento general %
        <input type="number" inputMode="numeric" min="1" max="99" value={general} onChange={(e) => setGeneral(e.target.value)} placeholder="—" />
      </label>
      <button type="submit" disabled={create.isPending}>
        Crear lista
      </button>
      {create.error && <span className="error">{messageOf(create.error)}</span>}
    </form>
  );
}
