import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { getSession } from '../../lib/session';
import { Field } from '../layout/field';
import { FacturaChoiceBox, useFacturaChoice, type FacturaChoice } from '../factura/factura-choice';

export interface CustomerData {
  nombre: string;
  direccion: string;
  telefono: string;
  email: string;
  /** For the whole order: "dejar en recepción". */
  nota?: string;
}

const fromStoredUser = (): CustomerData => {
  const user = getSession().user;
  return {
    nombre: user?.nombre_completo ?? '',
    direccion: user?.direccion ?? '',
    telefono: user?.telefono ?? '',
    email: user?.email ?? '',
  };
};

/** "Datos del Cliente", prefilled from the stored user. */
export function CustomerForm({ busy, onSubmit }: { busy: boolean; onSubmit: (data: CustomerData, factura: FacturaChoice) => void }) {
  const [data, setData] = useState<CustomerData>(fromStoredUser);
  const [factura, setFactura] = useFacturaChoice();
  const set = (key: keyof CustomerData) => (value: string) => setData((d) => ({ ...d, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(data, factura);
  };

  return (
    <form className="card-surface form" onSubmit={submit} aria-labelledby="customer-heading">
      <h2 id="customer-heading">Datos del Cliente</h2>
      <fieldset disabled={busy} className="checkout__fieldset">
        <Field id="nombre" label="Nombre Completo" value={data.nombre} onChange={set('nombre')} required autoComplete="name" />
        <Field id="direccion" label="Dirección" value={data.direccion} onChange={set('direccion')} required autoComplete="street-address" />
        <div className="field-row">
          <Field id="telefono" label="Teléfono" type="tel" value={data.telefono} onChange={set('telefono')} required autoComplete="tel" />
          <Field id="email" label="Email" type="email" value={data.email} onChange={set('email')} required autoComplete="email" />
        </div>
        <Field id="nota" label="Nota para tu pedido (opcional)" value={data.nota ?? ''} onChange={set('nota')} placeholder="Ej. entregar en recepción, tocar el timbre" multiline />
        <FacturaChoiceBox value={factura} onChange={setFactura} />
      </fieldset>
      <div className="checkout__actions">
        <Link to="/carrito" className="btn btn--ghost">
          Volver al Carrito
        </Link>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Procesando pedido' : 'Confirmar Pedido'}
        </button>
      </div>
    </form>
  );
}
