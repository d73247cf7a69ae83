import { z } from 'zod';
import { FACTURA_STATES } from '@huerta/contracts';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { when } from '../lib/dates';
import { trpc, type Outputs } from '../lib/trpc';
import { ChoiceButtons } from '../lib/choice-buttons';
import { ErrorLine } from '../lib/error-line';
import { FacturaUpload } from '../modules/facturas/factura-upload';
import { Pager } from '../lib/pager';

export const Route = createFileRoute('/facturas')({
  validateSearch: z.object({ estado: z.enum(FACTURA_STATES).catch('solicitada'), pagina: z.number().int().min(1).catch(1) }),
  component: FacturasPage,
});

/** Copies one value (RFC, razón social…) for the PAC's form; the button says it worked. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="link copy"
      aria-label={`Copiar ${label}`}
      onClick={() =>
        void navigator.clipboard?.writeText(value).then(() => {
          setDone(true);
          setTimeout(() => setDone(false), 1500);
        })
      }
    >
      {done ? 'Copiado' : 'Copiar'}
    </button>
  );
}

type Row = Outputs['facturas']['list']['facturas'][number];

/** Where a factura stands at the PAC: waiting for its moment, being stamped, or refused with what to fix. */
function StampState({ timbrado, credito, onRetried }: Pick<Row, 'timbrado' | 'credito'> & { onRetried: (message: string) => void }) {
  const utils = trpc.useUtils();
  const retry = trpc.facturas.retry.useMutation({
    onSuccess: async () => {
      onRetried('Se intentó timbrar de nuevo.');
      await utils.facturas.list.invalidate();
    },
  });
  if (!timbrado) return <div className="muted small">{credito ? 'Se timbra (PPD) al enviarse el pedido.' : 'Se timbra al pagarse y pesarse el pedido.'}</div>;
  if (timbrado.estado !== 'error') return <div className="muted small">Timbrando…</div>;
  return (
    <div className="stack small">
      <p role="alert" className="error">
        El PAC no la timbró: {timbrado.error}
      </p>
      <button type="button" disabled={retry.isPending} onClick={() => retry.mutate({ id: timbrado.id })}>
        Reintentar
      </button>
      <ErrorLine error={retry.error} />
    </div>
  );
}

/**
 * Facturas asked for with paid orders: the receiver's data to stamp at the PAC (each value copyable),
 * then the stamped PDF and XML uploaded here — checked, stored and mailed to the customer.
 */
function FacturasPage() {
  const { estado, pagina } = Route.useSearch();
  const navigate = useNavigate({ from: '/facturas' });
  const list = trpc.facturas.list.useQuery({ estado, pagina }, { refetchInterval: 60_000 });
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const waiting = estado === 'solicitada';
  return (
    <section aria-labelledby="facturas-title">
      <h1 id="facturas-title">Facturas</h1>
      <ChoiceButtons
        className="actions no-print"
        label="Mostrar"
        choices={[
          { value: 'solicitada', label: 'Por emitir' },
          { value: 'emitida', label: 'Emitidas' },
        ] as const}
        value={estado}
        onChoose={(e) => void navigate({ search: { estado: e, pagina: 1 } })}
      />
      <p role="status" className="notice">
        {notice}
      </p>
      <ErrorLine error={list.error} />
      {list.data?.facturas.length === 0 && <p className="muted">{waiting ? 'No hay facturas por emitir.' : 'Aún no hay facturas emitidas.'}</p>}
      {!!list.data?.facturas.length && (
        <div className="table-scroll">
          <table className="facturas">
            <thead>
              <tr>
                <th scope="col">Pedido</th>
                <th scope="col">{waiting ? 'Pagado' : 'Emitida'}</th>
                <th scope="col">RFC</th>
                <th scope="col">Razón social</th>
                <th scope="col">Régimen · Uso · C.P.</th>
                <th scope="col" className="num">
                  Total
                </th>
                <th scope="col" className="no-print">
                  {waiting ? 'Factura' : 'Archivos'}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.facturas.map((f) => (
                <Fragment key={f.pedido}>
                  <tr>
                    <td>
                      <Link to="/pedidos/$id" params={{ id: f.pedido }}>
                        #{f.pedido}
                      </Link>
                      <div className="muted small">{f.nombre}</div>
                    </td>
                    <td>{when((waiting ? f.pagadoEn : f.emitida) ?? f.pagadoEn ?? '')}</td>
                    <td>
                      <code>{f.rfc}</code> <CopyButton value={f.rfc} label={`RFC del pedido ${f.pedido}`} />
                    </td>
                    <td>
                      {f.razon_social} <CopyButton value={f.razon_social} label={`razón social del pedido ${f.pedido}`} />
                    </td>
                    <td className="small">
                      {f.regimen}
                      <br />
                      {f.uso}
                      <br />
                      C.P. {f.codigo_postal_fiscal}
                    </td>
                    <td className="num">
                      {f.total}
                      {/* A weighed order is invoiced for what was packed; the estimate it was ordered at, beside it. */}
                      {f.estimado && <div className="muted small">Estimado {f.estimado}</div>}
                    </td>
                    <td className="no-print">
                      {waiting ? (
                        <>
                          <StampState timbrado={f.timbrado} credito={f.credito} onRetried={setNotice} />
                          <button type="button" className="link" aria-expanded={open === f.pedido} onClick={() => setOpen(open === f.pedido ? null : f.pedido)}>
                            Subir factura timbrada en otro lado
                          </button>
                        </>
                      ) : (
                        <>
                          <a href={`/admin/facturas/${f.pedido}/pdf`}>PDF</a> · <a href={`/admin/facturas/${f.pedido}/xml`}>XML</a>
                          <div className="muted small">
                            <code>{f.uuid}</code>
                            {f.timbrado?.prueba && <span className="method-tag">Prueba: sin validez fiscal</span>}
                          </div>
                        </>
                      )}
                    </td>
                  </tr>
                  {open === f.pedido && (
                    <tr className="no-print">
                      <td colSpan={7}>
                        <FacturaUpload
                          pedido={f.pedido}
                          onDone={(message) => {
                            setNotice(message);
                            setOpen(null);
                          }}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && <Pager page={pagina} perPage={list.data.porPagina} total={list.data.total} noun="facturas" go={(p) => void navigate({ search: { estado, pagina: p } })} />}
    </section>
  );
}
