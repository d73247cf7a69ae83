import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ErrorLine } from '../lib/error-line';
import { messageOf, trpc } from '../lib/trpc';

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
        <table>
          <thead>
            <tr>
              <th scope="col">Lista</th>
              <th scope="col">Descuento general</th>
              <th scope="col">Productos con precio propio</th>
              <th scope="col">Negocios</th>
            </tr>
          </thead>
          <tbody>
            {lists.data.map((l) => (
              <tr key={l.id}>
                <td>
                  <Link to="/listas/$id" params={{ id: String(l.id) }}>
                    {l.nombre}
                  </Link>
                </td>
                <td>{l.descuento_general === null ? '—' : `${l.descuento_general} %`}</td>
                <td>{l.lineas}</td>
                <td>{l.negocios}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
