import { Link } from '@tanstack/react-router';
import type { Validity } from '@huerta/contracts';
import { trpc } from '../trpc';
import { ErrorLine } from '../components/error-line';

const VALIDITY: Record<Validity, { label: string; className: string }> = {
  vigente: { label: 'Vigente', className: 'state state-entregado' },
  programada: { label: 'Programada', className: 'state state-preparando' },
  vencida: { label: 'Vencida', className: 'state' },
};

/** Whether the shop shows it today, will show it, or did. */
export function ValidityBadge({ estado }: { estado: Validity }) {
  return <span className={VALIDITY[estado].className}>{VALIDITY[estado].label}</span>;
}

export const validityRange = (inicio: string, fin: string | null) => (fin ? `${inicio} → ${fin}` : `desde ${inicio}`);

/** Every promotion, current or not: the shop shows only the current ones. */
export function PromotionsPage() {
  const list = trpc.promotions.list.useQuery();
  return (
    <section aria-labelledby="promotions-title">
      <h1 id="promotions-title">
        Promociones
        <Link to="/promociones/nueva" className="button-link">
          Nueva promoción
        </Link>
      </h1>
      <ErrorLine error={list.error} />
      <div className="table-wrap">
        <table className="promotions-table">
          <thead>
            <tr>
              <th scope="col">Título</th>
              <th scope="col" className="num">
                Descuento
              </th>
              <th scope="col">Producto</th>
              <th scope="col">Vigencia</th>
              <th scope="col">Estado</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link to="/promociones/$id" params={{ id: p.id }}>
                    {p.titulo}
                  </Link>
                </td>
                <td className="num">{p.descuento === null ? '—' : `${p.descuento} %`}</td>
                <td>{p.producto ?? <span className="muted">—</span>}</td>
                <td>{validityRange(p.fechaVigInicio, p.fechaVigFin)}</td>
                <td>
                  <ValidityBadge estado={p.estado} />
                </td>
              </tr>
            ))}
            {list.data?.length === 0 && (
              <tr>
                <td colSpan={5} className="muted">
                  Aún no hay promociones.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
