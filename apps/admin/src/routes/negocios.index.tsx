import { createFileRoute } from '@tanstack/react-router';
import { BUSINESS_STATE_LABELS, GIRO_LABELS, type BusinessState } from '@huerta/contracts';
import { useState } from 'react';
import { when } from '../lib/dates';
import { ErrorLine } from '../lib/error-line';
import { messageOf, trpc, type Outputs } from '../lib/trpc';
import { DataTable, col } from '../lib/data-table';
import { BusinessCreate } from '../modules/business/business-create';
import { ChoiceButtons } from '../lib/choice-buttons';
import { CreditTerms } from '../modules/business/credit-terms';

export const Route = createFileRoute('/negocios/')({ component: BusinessesPage });

const FILTERS: { value: BusinessState | undefined; label: string }[] = [
  { value: 'solicitada', label: 'En revisión' },
  { value: 'aprobada', label: 'Aprobadas' },
  { value: 'rechazada', label: 'Rechazadas' },
  { value: undefined, label: 'Todas' },
];

/** Business accounts (issue 34): applications to review (oldest asks first), approved and declined ones. */
type Business = Outputs['businesses']['list'][number];

function BusinessesPage() {
  const [estado, setEstado] = useState<BusinessState | undefined>('solicitada');
  const [said, setSaid] = useState('');
  const list = trpc.businesses.list.useQuery(estado ? { estado } : {}, { refetchInterval: 60_000 });
  const columns = [
    col<Business>('negocio', 'Negocio', (b) => (
      <>
        <strong>{b.razon_social}</strong>
        <br />
        <span className="muted">
          {GIRO_LABELS[b.giro]}
          {b.ventana && ` · entrega: ${b.ventana}`}
        </span>
      </>
    )),
    col<Business>('rfc', 'RFC', (b) => <code>{b.rfc}</code>),
    col<Business>('contacto', 'Contacto', (b) => b.contacto),
    col<Business>('cuenta', 'Cuenta', (b) => (
      <>
        {b.cuenta.nombre}
        <br />
        <span className="muted">{b.cuenta.email}</span>
      </>
    )),
    col<Business>('solicitada', 'Solicitada', (b) => when(b.creado)),
    col<Business>('estado', 'Estado', (b) => (b.estado === 'solicitada' ? <Decide id={b.id} name={b.razon_social} onResult={setSaid} /> : `${BUSINESS_STATE_LABELS[b.estado]}${b.motivo ? `: ${b.motivo}` : ''}`)),
    col<Business>('lista', 'Lista de precios', (b) => (b.estado === 'aprobada' ? <ListChoice id={b.id} name={b.razon_social} current={b.lista?.id ?? null} onResult={setSaid} /> : <span className="muted">—</span>)),
    col<Business>('credito', 'Crédito', (b) => (b.estado === 'aprobada' ? <CreditTerms id={b.id} name={b.razon_social} onResult={setSaid} /> : <span className="muted">—</span>)),
  ];
  return (
    <section aria-labelledby="businesses-title">
      <h1 id="businesses-title">Negocios</h1>
      <ChoiceButtons label="Filtrar negocios" choices={FILTERS} value={estado} onChoose={setEstado} />
      <BusinessCreate onResult={setSaid} />
      <p role="status" className="notice">
        {said}
      </p>
      <ErrorLine error={list.error} />
      {list.data && list.data.length === 0 && <p className="muted">No hay negocios en esta lista.</p>}
      {list.data && list.data.length > 0 && (
        <DataTable data={list.data} columns={columns} rowKey={(b) => b.id} />
      )}
    </section>
  );
}

/** «Aprobar», or «Rechazar» with the reason the applicant will read (the owner's; staff see the queue). */
function Decide({ id, name, onResult }: { id: number; name: string; onResult: (text: string) => void }) {
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  const decide = trpc.businesses.decide.useMutation({
    onSuccess: async (r) => {
      onResult(r.mensaje);
      await utils.businesses.invalidate();
    },
    onError: (error) => onResult(messageOf(error)),
  });
  return (
    <div className="decide">
      <button type="button" disabled={decide.isPending} onClick={() => decide.mutate({ id, aprobar: true })}>
        Aprobar
      </button>{' '}
      <label className="sr-only" htmlFor={`motivo-${id}`}>
        Motivo para rechazar a {name}
      </label>
      <input id={`motivo-${id}`} placeholder="Motivo para rechazar" value={reason} onChange={(e) => setReason(e.target.value)} />{' '}
      <button type="button" className="secondary" disabled={decide.isPending} onClick={() => decide.mutate({ id, aprobar: false, ...(reason.trim() ? { motivo: reason } : {}) })}>
        Rechazar
      </button>
    </div>
  );
}

/** Which price list the business buys at; its people see the new prices on their next page. */
function ListChoice({ id, name, current, onResult }: { id: number; name: string; current: number | null; onResult: (text: string) => void }) {
  const utils = trpc.useUtils();
  const lists = trpc.priceLists.list.useQuery(undefined, { staleTime: 60_000 });
  const setList = trpc.businesses.setList.useMutation({
    onSuccess: async (r) => {
      onResult(r.mensaje);
      await Promise.all([utils.businesses.invalidate(), utils.priceLists.invalidate()]);
    },
    onError: (error) => onResult(messageOf(error)),
  });
  return (
    <select aria-label={`Lista de precios de ${name}`} value={current ?? ''} disabled={setList.isPending} onChange={(e) => setList.mutate({ id, lista_id: e.target.value === '' ? null : Number(e.target.value) })}>
      <option value="">Precios de la tienda</option>
      {(lists.data ?? []).map((l) => (
        <option key={l.id} value={l.id}>
          {l.nombre}
        </option>
      ))}
    </select>
  );
}
