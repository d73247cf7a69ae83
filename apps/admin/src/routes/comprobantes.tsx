import { z } from 'zod';
import { formatMXN } from '@huerta/contracts';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { shopToday } from '../lib/dates';
import { trpc, type Outputs } from '../lib/trpc';
import { DataTable, NUM, col } from '../lib/data-table';
import { ErrorLine } from '../lib/error-line';

const TIPOS = ['ingreso', 'egreso', 'pago', 'global'] as const;
const TIPO_LABELS = { ingreso: 'Ingreso', egreso: 'Egreso', pago: 'Pago', global: 'Global' } as const;

export const Route = createFileRoute('/comprobantes')({
  validateSearch: z.object({
    mes: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .catch(() => shopToday().slice(0, 7)),
    tipo: z.enum(TIPOS).optional().catch(undefined),
  }),
  component: ComprobantesPage,
});

type Cfdi = Outputs['cfdis']['list']['cfdis'][number];

/** The SAT's motives (c_MotivoCancelacion), as the owner chooses them. */
const MOTIVOS = [
  { value: '02', label: '02 · Emitido con errores, sin relación' },
  { value: '01', label: '01 · Emitido con errores, con relación (se timbra uno que lo sustituye)' },
  { value: '03', label: '03 · No se llevó a cabo la operación' },
  { value: '04', label: '04 · Operación nominativa relacionada en una factura global' },
] as const;
type Motivo = (typeof MOTIVOS)[number]['value'];

/** Where a CFDI stands, in words: a refusal or a rejected cancellation shown with its reason. */
function Estado({ c }: { c: Cfdi }) {
  const label: Record<string, string> = {
    pendiente: 'Por timbrar',
    timbrando: 'Timbrando…',
    timbrada: 'Timbrada',
    error: 'Error',
    cancelacion_pendiente: 'Cancelación en espera de aceptación',
    cancelada: `Cancelada${c.cancelMotivo ? ` (${c.cancelMotivo})` : ''}`,
  };
  return (
    <>
      <span className={`cfdi-state cfdi-${c.estado}`}>{label[c.estado] ?? c.estado}</span>
      {c.error && <div className={c.estado === 'error' ? 'error small' : 'muted small'}>{c.error}</div>}
      {c.cancelSustituto && <div className="muted small">Sustituida por {c.cancelSustituto}</div>}
    </>
  );
}

/** The small form that cancels one CFDI: the motive, and for 01 what happens first. Escape closes it. */
function CancelForm({ cfdi, onDone, onClose }: { cfdi: Cfdi; onDone: (message: string) => void; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [motivo, setMotivo] = useState<Motivo>(cfdi.clase === 'global' ? '04' : '02');
  const cancel = trpc.cfdis.cancel.useMutation({
    onSuccess: async ({ estado }) => {
      onDone(estado === 'cancelada' ? `Comprobante ${cfdi.serieFolio} cancelado.` : `Cancelación de ${cfdi.serieFolio} en espera de que el receptor la acepte.`);
      await utils.cfdis.list.invalidate();
    },
    onError: () => void utils.cfdis.list.invalidate(),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!cancel.isPending) cancel.mutate({ id: cfdi.id, motivo });
  };
  return (
    <form className="cfdi-cancel stack no-print" aria-labelledby="cancel-title" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <h2 id="cancel-title">
        Cancelar {TIPO_LABELS[cfdi.clase].toLowerCase()} {cfdi.serieFolio} · {cfdi.nombre} · {formatMXN(cfdi.totalCentavos)}
      </h2>
      <label>
        Motivo ante el SAT
        <select autoFocus value={motivo} onChange={(e) => setMotivo(e.target.value as Motivo)}>
          {MOTIVOS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
      {motivo === '01' && <p className="muted small">Primero se timbra una factura nueva con los datos del pedido como están ahora, relacionada (04) con esta; luego se cancela esta indicando el folio fiscal de la nueva.</p>}
      {cfdi.totalCentavos > 100_000 && cfdi.clase === 'ingreso' && <p className="muted small">Si tiene más de 24 horas, el SAT pide al receptor que acepte la cancelación: quedará «en espera» hasta que responda.</p>}
      <ErrorLine error={cancel.error} />
      <div className="actions">
        <button type="submit" className="danger" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelando…' : 'Cancelar comprobante'}
        </button>
        <button type="button" className="link" onClick={onClose}>
          Volver
        </button>
      </div>
    </form>
  );
}

/**
 * Every CFDI the shop stamped (issue 45): ingresos, notas de crédito, complementos de pago and facturas globales
 * of a month, with their state at the PAC, their files, the month's ZIP and CSV for the accountant (owner),
 * and «Cancelar» with the SAT's motive (owner).
 */
function ComprobantesPage() {
  const { mes, tipo } = Route.useSearch();
  const navigate = useNavigate({ from: '/comprobantes' });
  const me = trpc.auth.me.useQuery();
  const owner = me.data?.rol === 'dueño';
  const list = trpc.cfdis.list.useQuery({ mes, ...(tipo ? { tipo } : {}) }, { refetchInterval: 60_000 });
  const [cancelling, setCancelling] = useState<Cfdi | null>(null);
  const [notice, setNotice] = useState('');
  const columns = [
    col<Cfdi>('tipo', 'Tipo', (c) => TIPO_LABELS[c.clase]),
    col<Cfdi>(
      'folio',
      'Serie-folio',
      (c) => (
        <>
          {c.serieFolio}
          {c.modo === 'prueba' && <span className="method-tag">Prueba</span>}
        </>
      ),
      { rowHeader: true },
    ),
    col<Cfdi>('fecha', 'Fecha', (c) => c.fecha.replace('T', ' ').slice(0, 16)),
    col<Cfdi>('receptor', 'Receptor', (c) => (
      <>
        {c.nombre}
        <div className="muted small">
          <code>{c.rfc}</code>
          {c.pedidoId !== null && (
            <>
              {' · '}
              <Link to="/pedidos/$id" params={{ id: c.pedidoId }}>
                #{c.pedidoId}
              </Link>
            </>
          )}
        </div>
      </>
    )),
    col<Cfdi>('total', 'Total', (c) => formatMXN(c.totalCentavos), NUM),
    col<Cfdi>('estado', 'Estado', (c) => <Estado c={c} />),
    col<Cfdi>('uuid', 'UUID', (c) => (
      <>
        <code className="uuid">{c.uuid ?? '—'}</code>
        {c.relacionadoUuid && <div className="muted small">Relacionado: {c.relacionadoUuid}</div>}
      </>
    )),
    col<Cfdi>(
      'archivos',
      'Archivos',
      (c) =>
        c.archivos ? (
          <>
            <a href={`/admin/cfdis/${c.id}/pdf`}>PDF</a> · <a href={`/admin/cfdis/${c.id}/xml`}>XML</a>
          </>
        ) : (
          <span className="muted">—</span>
        ),
      { className: 'no-print' },
    ),
    ...(owner
      ? [
          col<Cfdi>(
            'acciones',
            'Acciones',
            (c) =>
              c.estado === 'timbrada' && (
                <button type="button" className="link danger" aria-label={`Cancelar ${c.serieFolio}`} onClick={() => setCancelling(c)}>
                  Cancelar
                </button>
              ),
            { className: 'no-print' },
          ),
        ]
      : []),
  ];
  const go = (next: { mes?: string; tipo?: (typeof TIPOS)[number] | undefined }) => void navigate({ search: { mes, tipo, ...next } });
  const query = `mes=${mes}`;
  return (
    <section aria-labelledby="comprobantes-title">
      <h1 id="comprobantes-title">Comprobantes</h1>
      <form className="filters no-print" aria-label="Filtrar comprobantes" onSubmit={(e) => e.preventDefault()}>
        <label>
          Mes
          <input type="month" value={mes} onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && go({ mes: e.target.value })} />
        </label>
        <label>
          Tipo
          <select value={tipo ?? ''} onChange={(e) => go({ tipo: (e.target.value || undefined) as (typeof TIPOS)[number] | undefined })}>
            <option value="">Todos</option>
            {TIPOS.map((t) => (
              <option key={t} value={t}>
                {TIPO_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        {owner && (
          <>
            <a href={`/admin/exportar/cfdis.zip?${query}`} download>
              XML y PDF del mes (ZIP)
            </a>
            <a href={`/admin/exportar/cfdis.csv?${query}`} download>
              Lista del mes (CSV)
            </a>
          </>
        )}
      </form>
      <p role="status" className="notice">
        {notice}
      </p>
      {cancelling && (
        <CancelForm
          key={cancelling.id}
          cfdi={cancelling}
          onClose={() => setCancelling(null)}
          onDone={(message) => {
            setNotice(message);
            setCancelling(null);
          }}
        />
      )}
      <ErrorLine error={list.error} />
      <DataTable className="cfdis-table" data={list.data?.cfdis ?? []} columns={columns} rowKey={(c) => c.id} loaded={!!list.data} empty="No hay comprobantes en este mes." />
      {list.data && !list.data.completa && <p className="muted">Se muestran los 2,000 más recientes del mes; el CSV los trae todos.</p>}
    </section>
  );
}
