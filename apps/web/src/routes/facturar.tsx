import { useState, type FormEvent } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { SelfInvoiceResult } from '@huerta/contracts';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { errorMessage, serverText } from '../lib/errors';
import { t } from '../i18n/i18n';
import { Field } from '../modules/layout/field';
import { FormMessage, type FormMessageValue } from '../modules/layout/form-message';
import { FiscalFields, emptyFiscal, fiscalFieldProblems, fiscalInput, type FiscalErrors, type FiscalForm } from '../modules/factura/fiscal-fields';
import { SuccessIcon } from './-components/page-icons';
import '../modules/factura/self-invoice.css';

// The link's query is read in the page itself (no validateSearch), as /pagar-diferencia does: a route's
// options stay in the first bundle, its component does not.
export const Route = createFileRoute('/facturar')({ component: SelfInvoicePage });

/** The order e-mail's link: the order and its signature (then only the fiscal data is asked), or just the order's number. */
const linkQuery = () => {
  const q = new URLSearchParams(window.location.search);
  const pedido = /^\d{1,9}$/.test(q.get('pedido') ?? '') ? Number(q.get('pedido')) : null;
  const firma = /^[\w-]{1,100}$/.test(q.get('firma') ?? '') ? q.get('firma') : null;
  return { pedido: pedido || null, firma };
};

type Ticket = { pedido: string; email: string; total: string };
type TicketErrors = Partial<Record<keyof Ticket, string>>;

/** «1,234.50», «$1234.5», «1234»: the total as the ticket prints it, in pesos; null when it is not an amount. */
const pesosOf = (text: string): number | null => {
  const clean = text.replace(/[$\s,]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : null;
};

function ticketProblems(ticket: Ticket, signed: boolean): TicketErrors {
  if (signed) return {};
  const errors: TicketErrors = {
    pedido: /^\d{1,9}$/.test(ticket.pedido.trim().replace(/^#/, '')) ? undefined : t('Escribe el número de pedido de tu ticket.'),
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(ticket.email.trim()) ? undefined : t('Escribe el correo con el que hiciste tu pedido.'),
    total: pesosOf(ticket.total) === null ? t('Escribe el total de tu compra, con centavos (por ejemplo 1234.50).') : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as TicketErrors;
}

/**
 * «Facturar mi compra» (issue 45): a guest who bought without fiscal data gets the CFDI of the purchase, within
 * its month, by the ticket's number, e-mail and total — or, from the order e-mail's link, by the fiscal data alone.
 */
function SelfInvoicePage() {
  useTitle(t('Facturar mi compra'));
  const [link] = useState(linkQuery);
  const signed = link.pedido !== null && link.firma !== null;
  const [ticket, setTicket] = useState<Ticket>({ pedido: link.pedido ? String(link.pedido) : '', email: '', total: '' });
  const [fiscal, setFiscal] = useState<FiscalForm>(() => emptyFiscal());
  const [ticketErrors, setTicketErrors] = useState<TicketErrors>({});
  const [fiscalErrors, setFiscalErrors] = useState<FiscalErrors>({});
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [done, setDone] = useState<SelfInvoiceResult | null>(null);
  const send = trpc.factura.selfInvoice.useMutation();

  const setField = (key: keyof Ticket) => (value: string) => {
    setTicket((x) => ({ ...x, [key]: value }));
    setTicketErrors((e) => ({ ...e, [key]: undefined }));
  };
  const changeFiscal = (next: FiscalForm) => {
    // Each field's message goes as soon as that field is edited.
    setFiscalErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => next[k as keyof FiscalForm] === fiscal[k as keyof FiscalForm])));
    setFiscal(next);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const te = ticketProblems(ticket, signed);
    const fe = fiscalFieldProblems(fiscal);
    setTicketErrors(te);
    setFiscalErrors(fe);
    const first = [...Object.keys(te), ...Object.keys(fe).map((k) => `facturar-${{ rfc: 'rfc', razon_social: 'razon', regimen_fiscal: 'regimen', uso_cfdi: 'uso', codigo_postal_fiscal: 'cp' }[k]}`)][0];
    if (first) {
      requestAnimationFrame(() => document.getElementById(first)?.focus());
      return;
    }
    const proof = signed ? { pedido: link.pedido!, firma: link.firma! } : { pedido: Number(ticket.pedido.trim().replace(/^#/, '')), email: ticket.email.trim(), total: pesosOf(ticket.total)! };
    try {
      const res = await send.mutateAsync({ ...proof, factura: fiscalInput(fiscal) });
      if (res.uuid) setDone(res);
      else setMessage({ ok: true, text: serverText(res.message) });
    } catch (err) {
      // The RFC's check digit is the one rule only the server checks: said beside the RFC.
      const fields = (err as { data?: { fields?: Record<string, string> } }).data?.fields;
      if (fields?.factura) setFiscalErrors({ rfc: serverText(fields.factura) });
      else setMessage({ ok: false, text: errorMessage(err, t('No pudimos emitir tu factura. Intenta de nuevo.')) });
    }
  }

  if (done) return <Stamped result={done} />;
  return (
    <section className="page page--narrow self-invoice">
      <form className="card-surface form self-invoice__form" onSubmit={onSubmit} noValidate>
        <h1 className="page-title">{t('Facturar mi compra')}</h1>
        {signed ? (
          <p className="self-invoice__order">{t('Pedido #{id}', { id: link.pedido! })}</p>
        ) : (
          <p className="muted">{t('Si no pediste factura al comprar, puedes pedirla aquí dentro del mes de tu compra. Escribe los datos de tu ticket o del correo de tu pedido.')}</p>
        )}
        {!signed && (
          <fieldset className="self-invoice__ticket">
            <legend>{t('Tu compra')}</legend>
            <Field id="pedido" label={t('Número de pedido')} value={ticket.pedido} onChange={setField('pedido')} inputMode="numeric" required error={ticketErrors.pedido} />
            <Field id="email" label={t('Correo del pedido')} type="email" value={ticket.email} onChange={setField('email')} autoComplete="email" required error={ticketErrors.email} />
            <Field id="total" label={t('Total pagado')} value={ticket.total} onChange={setField('total')} placeholder="1234.50" required error={ticketErrors.total} />
          </fieldset>
        )}
        <fieldset className="self-invoice__fiscal">
          <legend>{t('Tus datos fiscales')}</legend>
          <FiscalFields value={fiscal} onChange={changeFiscal} idPrefix="facturar" errors={fiscalErrors} />
        </fieldset>
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {send.isPending ? t('Timbrando tu factura…') : t('Obtener mi factura')}
        </button>
        <FormMessage message={message} />
      </form>
    </section>
  );
}

/** The stamped CFDI: its folio fiscal and the two files (also sent by e-mail). */
function Stamped({ result }: { result: SelfInvoiceResult }) {
  return (
    <section className="page page--narrow self-invoice">
      <div className="card-surface self-invoice__done" role="status">
        <SuccessIcon className="self-invoice__icon" />
        <h1 className="page-title">{t('¡Listo! Tu factura está timbrada')}</h1>
        <p className="self-invoice__order">{t('Pedido #{id}', { id: result.pedido })}</p>
        <p className="self-invoice__uuid">
          <span>{t('Folio fiscal (UUID)')}</span>
          <code data-testid="uuid">{result.uuid}</code>
        </p>
        {result.prueba && <p className="msg msg--note">{t('Esta factura se emitió en modo de prueba: no tiene validez fiscal.')}</p>}
        <div className="self-invoice__downloads">
          <a className="btn btn--primary" href={result.pdf!} download>
            {t('Descargar PDF')}
          </a>
          <a className="btn btn--ghost" href={result.xml!} download>
            {t('Descargar XML')}
          </a>
        </div>
        <p className="muted">{t('También te la enviamos al correo de tu pedido.')}</p>
      </div>
    </section>
  );
}
