import type { User } from '@huerta/contracts';

const orNone = (v: string | null | undefined) => (v && v.trim() ? v : 'No disponible');

export function AccountDetails({ user, onEdit }: { user: User; onEdit: () => void }) {
  return (
    <>
      <dl className="account__details">
        <div>
          <dt>Nombre completo</dt>
          <dd>{user.nombre_completo}</dd>
        </div>
        <div>
          <dt>Correo electrónico</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Teléfono</dt>
          <dd>{orNone(user.telefono)}</dd>
        </div>
        <div>
          <dt>Dirección de envío</dt>
          <dd>{orNone(user.direccion)}</dd>
        </div>
        <div>
          <dt>Dirección de facturación</dt>
          <dd>{orNone(user.direccion_facturacion)}</dd>
        </div>
      </dl>
      <button type="button" className="btn btn--primary" onClick={onEdit}>
        Editar datos
      </button>
    </>
  );
}
