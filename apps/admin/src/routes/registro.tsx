import { z } from 'zod';
import { AUDIT_KINDS } from '@huerta/contracts';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { auditActionLabel, auditChanges } from '@huerta/contracts/audit-changes';
import type { FormEvent } from 'react';
import { DateRangeFields } from '../modules/orders/filters';
import { Pager } from '../lib/pager';
import { when } from '../lib/dates';
import { trpc, type Outputs } from '../lib/trpc';
import { DataTable, col } from '../lib/data-table';
import { ErrorLine } from '../lib/error-line';

export const Route = createFileRoute('/registro')({
  validateSearch: z.object({
    pagina: z.number().int().min(1).catch(1),
    q: z.string().max(100).optional().catch(undefined),
    entidad: z.enum(AUDIT_KINDS).optional().catch(undefined),
    personalId: z.number().int().positive().optional().catch(undefined),
    desde: z.string().optional().catch(undefined),
    hasta: z.string().optional().catch(undefined),
  }),
  component: AuditPage,
});

const KINDS = { pedido: 'Pedidos', producto: 'Productos', articulo: 'Blog', promocion: 'Promociones', slide: 'Carrusel', zona: 'Entregas', personal: 'Personal', mensaje: 'Mensajes', ajustes: 'Ajustes', traduccion: 'Traducciones', proveedor: 'Proveedores', orden_compra: 'Órdenes de compra', lote: 'Lotes (recibido y merma)', cupon: 'Cupones' } as const satisfies Record<(typeof AUDIT_KINDS)[number], string>;
type Kind = keyof typeof KINDS;

const SETTINGS: Record<string, string> = { dosPasosObligatorio: 'Verificación en dos pasos obligatoria', tienda: 'Datos de la tienda', entregas: 'Calendario de entregas' };

/** Before → after, one line per changed field, in words (shown as text, never as markup). */
function Change({ entry }: { entry: { accion: string; antes?: unknown; despues?: unknown } }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return null;
  return (
    <ul className="changes">
      {changes.map((c, i) => (
        <li key={i}>
          <span className="muted">{c.campo}:</span>{' '}
          {c.antes === undefined ? (
            c.valor
          ) : (
            <>
              <del>{c.antes}</del> → <ins>{c.valor}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What a record is, in words. */
type Entry = Outputs['audit']['entradas'][number];
const columns = [
  col<Entry>('cuando', 'Cuándo', (e) => when(e.creado)),
  col<Entry>('quien', 'Quién', (e) => e.quien ?? <span className="muted">el sistema</span>),
  col<Entry>('accion', 'Acción', (e) => auditActionLabel(e.accion)),
  col<Entry>('registro', 'Registro', (e) =>
    e.entidad === 'pedido' ? (
      <Link to="/pedidos/$id" params={{ id: Number(e.entidadId) }}>
        Pedido #{e.entidadId}
      </Link>
    ) : (
      record(e.entidad, e.entidadId)
    ),
  ),
  col<Entry>('cambio', 'Cambio', (e) => <Change entry={e} />),
];

function record(entidad: string, id: string) {
  if (entidad === 'ajustes') return `Ajuste «${SETTINGS[id] ?? id}»`;
  const kind: Record<string, string> = { personal: 'Personal', mensaje: 'Mensaje', producto: 'Producto', articulo: 'Artículo', promocion: 'Promoción', slide: 'Diapositiva', zona: 'Zona', lote: 'Lote' };
  if (entidad === 'slide' && id === 'carrusel') return 'Orden del carrusel';
  return `${kind[entidad] ?? entidad} #${id}`;
}

/** The owner's audit log: who changed what and when, searchable; a record links to its page. */
function AuditPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/registro' });
  const staff = trpc.staff.list.useQuery();
  const log = trpc.audit.useQuery(
    { pagina: search.pagina, q: search.q || undefined, entidad: search.entidad, personalId: search.personalId, desde: search.desde || undefined, hasta: search.hasta || undefined },
    { placeholderData: (previous) => previous },
  );
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const value = (k: string) => String(data.get(k) ?? '').trim() || undefined;
    const personalId = value('personalId');
    void navigate({ search: { pagina: 1, q: value('q'), entidad: value('entidad') as Kind | undefined, personalId: personalId ? Number(personalId) : undefined, desde: value('desde'), hasta: value('hasta') } });
  };
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Registro de cambios</h1>
      <form className="filters" role="search" onSubmit={apply}>
        <label>
          Buscar
          <input name="q" type="search" placeholder="Acción, número o valor" defaultValue={search.q ?? ''} />
        </label>
        <label>
          Tipo
          <select name="entidad" defaultValue={search.entidad ?? ''}>
            <option value="">Todos</option>
            {Object.entries(KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Quién
          <select name="personalId" defaultValue={search.personalId ?? ''}>
            <option value="">Todos</option>
            {staff.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.nombre}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields desde={search.desde} hasta={search.hasta} />
        <button type="submit">Filtrar</button>
      </form>
      <ErrorLine error={log.error} />
      <DataTable className="audit-table" data={log.data?.entradas ?? []} columns={columns} rowKey={(e) => e.id} loaded={!!log.data} empty="No hay cambios con estos filtros." />
      <Pager page={search.pagina} perPage={log.data?.porPagina ?? 50} total={log.data?.total} noun="cambios" go={(pagina) => void navigate({ search: { ...search, pagina } })} />
    </section>
  );
}
