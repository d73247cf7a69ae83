import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { emailProblem, focusFirstInvalid, inputOf, phoneProblem, problemsOf, requiredProblem, useFieldErrors, type FieldErrors } from '../../lib/field-errors';
import { t } from '../../i18n/i18n';
import { getSession } from '../../lib/session';
import { Field } from '../layout/field';
import { joinAddress } from '@huerta/contracts/rules';
import { AddressFields, addressProblems } from '../address/address-fields';
import { FacturaChoiceBox, useFacturaChoice, type FacturaChoice } from '../factura/factura-choice';

export interface CustomerData {
  nombre: string;
  /** The address's parts joined (what the payment step and the REST contract show). */
  direccion: string;
  calle: string;
  colonia: string;
  referencias: string;
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
    // An account from before the address had parts: its one line starts as «Calle y número».
    calle: user?.calle ?? user?.direccion ?? '',
    colonia: user?.colonia ?? '',
    referencias: user?.referencias ?? '',
    telefono: user?.telefono ?? '',
    email: user?.email ?? '',
  };
};

/** The form's fields in their order on the page: the first with a message gets the focus. */
export const CUSTOMER_FIELDS = ['nombre', 'calle', 'colonia', 'referencias', 'telefono', 'email', 'nota'] as const;

/**
 * What the server would refuse, said before anything is sent and beside the field, in the page's language
 * (the browser's own bubbles come in the browser's language): the same rules as the order's schema.
 */
const customerProblems = (data: CustomerData, form: HTMLFormElement): FieldErrors =>
  problemsOf({
    nombre: requiredProblem(data.nombre),
    ...addressProblems({ ...data, codigo_postal: '' }, false),
    telefono: phoneProblem(data.telefono, true),
    email: emailProblem(inputOf(form, 'email')),
  });

/** The server's messages per field when it refused the order for one of them. */
type SubmitOutcome = Promise<FieldErrors | void>;

/**
 * "Datos del Cliente", prefilled from the stored user. `onSubmit` resolves to the server's messages per
 * field when it refused the order for one of them.
 */
export function CustomerForm({
  busy,
  postalCode,
  onSubmit,
  children,
}: {
  busy: boolean;
  postalCode: string;
  onSubmit: (data: CustomerData, factura: FacturaChoice) => SubmitOutcome;
  /** Asked last, just before «Confirmar Pedido» (the payment method). */
  children?: ReactNode;
}) {
  const [data, setData] = useState<CustomerData>(fromStoredUser);
  const [factura, setFactura] = useFacturaChoice();
  const { errors, setErrors, clear } = useFieldErrors();
  const set = (key: keyof CustomerData) => (value: string) => {
    setData((d) => ({ ...d, [key]: value }));
    clear(key);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const problems = customerProblems(data, e.currentTarget);
    const joined = { ...data, direccion: joinAddress({ ...data, codigo_postal: postalCode }) };
    if (Object.keys(problems).length === 0) Object.assign(problems, (await onSubmit(joined, factura)) ?? {});
    setErrors(problems);
    focusFirstInvalid(problems, CUSTOMER_FIELDS);
  };

  return (
    <form className="card-surface form" onSubmit={submit} aria-labelledby="customer-heading" noValidate>
      <h2 id="customer-heading">{t('Datos del Cliente')}</h2>
      <fieldset disabled={busy} className="checkout__fieldset">
        <Field id="nombre" label={t('Nombre Completo')} value={data.nombre} onChange={set('nombre')} required autoComplete="name" error={errors.nombre} />
        <AddressFields value={{ ...data, codigo_postal: postalCode }} onChange={(key, v) => set(key as keyof CustomerData)(v)} errors={errors} withPostalCode={false} />
        <p className="muted address-fields__cp">{postalCode ? t('Código postal {cp} (el de «¿Dónde entregamos?»).', { cp: postalCode }) : t('El código postal es el de «¿Dónde entregamos?».')}</p>
        <div className="field-row">
          <Field id="telefono" label={t('Teléfono')} type="tel" value={data.telefono} onChange={set('telefono')} required autoComplete="tel" error={errors.telefono} />
          <Field id="email" label={t('Email')} type="email" value={data.email} onChange={set('email')} required autoComplete="email" error={errors.email} />
        </div>
        <Field id="nota" label={t('Nota para tu pedido (opcional)')} value={data.nota ?? ''} onChange={set('nota')} placeholder={t('Ej. entregar en recepción, tocar el timbre')} multiline error={errors.nota} />
        <FacturaChoiceBox value={factura} onChange={setFactura} />
        {children}
      </fieldset>
      <div className="checkout__actions">
        <Link to="/carrito" className="btn btn--ghost">
          {t('Volver al Carrito')}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('Procesando pedido') : t('Confirmar Pedido')}
        </button>
      </div>
    </form>
  );
}
