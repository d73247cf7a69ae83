import { createFileRoute, Link } from '@tanstack/react-router';
import { ErrorLine } from '../lib/error-line';
import { trpc } from '../lib/trpc';
import { SupplierForm } from '../modules/buying/supplier-form';
import { SupplierProducts } from '../modules/buying/supplier-products';

export const Route = createFileRoute('/proveedores/$id')({ component: SupplierPage });

/** One supplier: its fields, the products it sells with their pack and cost, and turning it off or on. */
function SupplierPage() {
  const id = Number(Route.useParams().id);
  const utils = trpc.useUtils();
  const supplier = trpc.suppliers.get.useQuery({ id });
  const toggle = trpc.suppliers.update.useMutation({ onSuccess: () => utils.suppliers.invalidate() });
  if (supplier.error) return <ErrorLine error={supplier.error} />;
  if (!supplier.data) return <p className="muted">Cargando…</p>;
  const s = supplier.data;
  const fields = { nombre: s.nombre, contacto: s.contacto ?? '', telefono: s.telefono ?? '', whatsapp: s.whatsapp ?? '', correo: s.correo ?? '', diasEntrega: s.diasEntrega, notas: s.notas ?? '' };
  return (
    <section aria-labelledby="supplier-title">
      <p className="no-print">
        <Link to="/proveedores" search={{}}>
          ← Proveedores
        </Link>
      </p>
      <h1 id="supplier-title">
        {s.nombre}
        {!s.activo && <span className="state state-cancelada">Inactivo</span>}
      </h1>
      <SupplierProducts supplier={s} />
      <section className="card" aria-label="Datos">
        <h2>Datos</h2>
        <SupplierForm key={s.id} supplier={s} onSaved={() => undefined} />
        <div className="actions">
          <button type="button" className={s.activo ? 'danger' : 'secondary'} disabled={toggle.isPending} onClick={() => toggle.mutate({ id: s.id, ...fields, activo: !s.activo })}>
            {s.activo ? 'Desactivar proveedor' : 'Activar proveedor'}
          </button>
          <span className="muted small">{s.activo ? 'Desactivado sale de las listas y de la propuesta; sus órdenes y lotes se quedan.' : 'Inactivo: no aparece en las listas ni en la propuesta.'}</span>
        </div>
        <ErrorLine error={toggle.error} />
      </section>
    </section>
  );
}
