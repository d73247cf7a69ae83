import { createFileRoute, Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { CREDIT_PAYMENT_FORMS, CREDIT_PAYMENT_FORM_LABELS, formatMXN, toCentavos, type CreditOrder, type CreditPaymentForm } from '@huerta/contracts';
import { ErrorLine } from '../lib/error-line';
import { messageOf, trpc, type Outputs } from '../lib/trpc';
import { DataTable, NUM, col } from '../lib/data-table';
import { shopToday } from '../lib/dates';

export const Route = createFileRoute('/negocios/$id/cuenta')({ component: BusinessAccountPage });

const money = (pesos: number) => formatMXN(toCentavos(pesos));

type Move = Outputs['businesses']['statement']['movimientos'][number];
/** The statement: each charge and payment with the balance after it. */
const STATEMENT = [
  col<Move>('fecha', 'Fecha', (m) => m.fecha),
  col<Move>('concepto', 'Concepto', (m) => m.concepto),
  col<Move>('cargo', 'Cargo', (m) => (m.cargo === null ? '' : money(m.cargo)), NUM),
  col<Move>('abono', 'Abono', (m) => (m.abono === null ? '' : money(m.abono)), NUM),
  col<Move>('saldo', 'Saldo', (m) => money(m.saldo), NUM),
];

/**
 * A business's account (issue 34): its terms and balance, its orders on account (due, paid, owed, overdue),
 * a payment received recorded against the orders ticked, and the statement («Estado de cuenta») to print
 * or e-mail. The owner records; staff may look.
 */
function BusinessAccountPage() {
  const id = Number(Route.useParams().id);
  const utils = trpc.useUtils();
  const statement = trpc.businesses.statement.useQuery({ id });
  const [said, setSaid] = useState('');
  const send = trpc.businesses.sendStatement.useMutation({ onSuccess: (r) => setSaid(r.mensaje), onError: (e) => setSaid(messageOf(e)) });
  if (statement.error) return <ErrorLine error={statement.error} />;
  if (!statement.data) return <p className="muted">Cargando…</p>;
  const s = statement.data;
  return (
    <section aria-labelledby="account-title" className="statement">
      <p className="no-print">
        <Link to="/negocios">← Negocios</Link>
      </p>
      <h1 id="account-title">Estado de cuenta · {s.negocio.razon_social}</h1>
      <p>
        RFC <code>{s.negocio.rfc}</code> · {s.negocio.email} · al {shopToday()}
      </p>
      {s.cuenta ? (
        <p>
          Crédito a <strong>{s.cuenta.plazo_dias} días</strong>, límite {money(s.cuenta.limite)} · debe <strong>{money(s.cuenta.debe)}</strong>
          {s.cuenta.vencido > 0 && <strong className="error"> · vencido {money(s.cuenta.vencido)}</strong>} · disponible {money(s.cuenta.disponible)}
        </p>
      ) : (
        <p className="muted">Este negocio no compra a crédito.</p>
      )}
      <div className="actions">
        <button type="button" className="secondary" onClick={() => window.print()}>
          Imprimir
        </button>
        <button type="button" className="secondary" disabled={send.isPending} onClick={() => send.mutate({ id })}>
          Enviar por correo
        </button>
      </div>
      <p role="status" className="notice">
        {said}
      </p>
      <h2>Movimientos</h2>
      {s.movimientos.length === 0 ? (
        <p className="muted">Sin movimientos.</p>
      ) : (
        <div className="table-wrap">
        <DataTable data={s.movimientos} columns={STATEMENT} />
        </div>
      )}
      <RecordPayment negocioId={id} orders={s.pedidos} onDone={async (text) => (setSaid(text), await utils.businesses.invalidate())} />
    </section>
  );
}

type Orders = CreditOrder[];

/** The orders still owed, ticked to be paid (oldest first), and the payment received. */
function RecordPayment({ negocioId, orders, onDone }: { negocioId: number; orders: Orders; onDone: (text: string) => Promise<void> }) {
  const open = orders.filter((o) => o.pendiente > 0);
  const [ticked, setTicked] = useState<number[]>([]);
  const [monto, setMonto] = useState('');
  const [forma, setForma] = useState<CreditPaymentForm>('transferencia');
  const [referencia, setReferencia] = useState('');
  const [recibido, setRecibido] = useState(shopToday());
  const [error, setError] = useState('');
  const record = trpc.businesses.recordPayment.useMutation({
    onSuccess: async (r) => {
      setTicked([]);
      setMonto('');
      setReferencia('');
      setError('');
      await onDone(r.mensaje);
    },
    onError: (e) => setError(messageOf(e)),
  });
  if (open.length === 0) return null;
  const owed = open.filter((o) => ticked.includes(o.id)).reduce((n, o) => n + toCentavos(o.pendiente), 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    record.mutate({ negocio_id: negocioId, pedido_ids: ticked, monto: Number(monto), forma, recibido, ...(referencia.trim() ? { referencia } : {}) });
  };
  return (
    <form className="no-print card" onSubmit={submit} aria-labelledby="pay-title">
      <h2 id="pay-title">Registrar un pago recibido</h2>
      <DataTable
        data={open}
        rowKey={(o) => o.id}
        rowProps={(o) => ({ className: o.vencido ? 'overdue' : undefined })}
        columns={[
          col<Orders[number]>('paga', 'Paga', (o) => (
            <input type="checkbox" aria-label={`Pagar el pedido #${o.id}`} checked={ticked.includes(o.id)} onChange={(e) => setTicked((now) => (e.target.checked ? [...now, o.id] : now.filter((x) => x !== o.id)))} />
          )),
          col<Orders[number]>('pedido', 'Pedido', (o) => `#${o.id}`),
          col<Orders[number]>('vence', 'Vence', (o) => (
            <>
              {o.vence}
              {o.vencido && <strong className="error"> vencido</strong>}
            </>
          )),
          col<Orders[number]>('debe', 'Debe', (o) => money(o.pendiente), NUM),
        ]}
      />
      <div className="actions">
        <label>
          Monto
          <input type="number" inputMode="decimal" step="0.01" min="0.01" value={monto} placeholder={owed ? (owed / 100).toFixed(2) : ''} onChange={(e) => setMonto(e.target.value)} required />
        </label>
        <label>
          Forma
          <select value={forma} onChange={(e) => setForma(e.target.value as CreditPaymentForm)}>
            {CREDIT_PAYMENT_FORMS.map((f) => (
              <option key={f} value={f}>
                {CREDIT_PAYMENT_FORM_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Referencia
          <input value={referencia} maxLength={80} onChange={(e) => setReferencia(e.target.value)} placeholder="Folio, cheque…" />
        </label>
        <label>
          Recibido
          <input type="date" value={recibido} onChange={(e) => setRecibido(e.target.value)} required />
        </label>
        <button type="submit" disabled={record.isPending || ticked.length === 0}>
          Registrar pago
        </button>
      </div>
      {owed > 0 && <p className="muted">Los pedidos marcados deben {formatMXN(owed)}; el pago se aplica del más antiguo al más reciente.</p>}
      {error && <p className="error">{error}</p>}
    </form>
  );
}
