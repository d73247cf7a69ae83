import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { ErrorLine } from '../lib/error-line';
import { PhoneLinks } from '../lib/phone-links';
import { trpc, type Outputs } from '../lib/trpc';
import { DataTable, NUM, col } from '../lib/data-table';
import { SupplierForm } from '../modules/buying/supplier-form';

type Supplier = Outputs['suppliers']['list'][number];
const columns = [
  col<Supplier>('nombre', 'Proveedor', (s) => (
    <>
      <Link to="/proveedores/$id" params={{ id: String(s.id) }}>
        {s.nombre}
      </Link>
      {!s.activo && <span className="muted"> (inactivo)</span>}
      {s.contacto && <span className="why">{s.contacto}</span>}
    </>
  ), { rowHeader: true }),
  col<Supplier>('telefono', 'Teléfono', (s) => <PhoneLinks telefono={s.whatsapp ?? s.telefono} />),
  col<Supplier>('productos', 'Productos', (s) => s.productos, NUM),
  col<Supplier>('dias', <span title="Días de entrega">Días</span>, (s) => s.diasEntrega, { className: 'num hide-phone' }),
];

export const Route = createFileRoute('/proveedores/')({
  validateSearch: z.object({ q: z.string().max(100).optional().catch(undefined), inactivos: z.boolean().optional().catch(undefined) }),
  component: SuppliersPage,
});

/** «Proveedores» (issue 46): who the shop buys from, found by name, contact or phone; a new one in a few fields. */
function SuppliersPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const list = trpc.suppliers.list.useQuery({ q: search.q || undefined, inactivos: search.inactivos ?? false });
  return (
    <section aria-labelledby="suppliers-title">
      <h1 id="suppliers-title">Proveedores</h1>
      <div className="filters" role="search">
        <label>
          Buscar
          <input type="search" value={search.q ?? ''} placeholder="Nombre, contacto o teléfono" onChange={(e) => void navigate({ search: (s) => ({ ...s, q: e.target.value || undefined }), replace: true })} />
        </label>
        <label className="inline">
          <input type="checkbox" checked={search.inactivos ?? false} onChange={(e) => void navigate({ search: (s) => ({ ...s, inactivos: e.target.checked || undefined }), replace: true })} /> Mostrar inactivos
        </label>
        <Link className="button-link secondary" to="/compras" search={{}}>
          Órdenes de compra
        </Link>
      </div>
      <ErrorLine error={list.error} />
      {list.data && (
        <DataTable
          className="supplier-list"
          data={list.data}
          columns={columns}
          rowKey={(s) => s.id}
          loaded
          empty={search.q ? 'Ningún proveedor coincide con la búsqueda.' : 'Aún no hay proveedores: agrega el primero abajo.'}
        />
      )}
      <details className="card">
        <summary>
          <strong>Nuevo proveedor</strong>
        </summary>
        <SupplierForm onSaved={(s) => navigate({ to: '/proveedores/$id', params: { id: String(s.id) }, state: { aviso: `Proveedor «${s.nombre}» creado: agrega sus productos.` } })} />
      </details>
    </section>
  );
}
