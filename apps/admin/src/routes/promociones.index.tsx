import { createFileRoute, Link } from '@tanstack/react-router';
import { trpc } from '../lib/trpc';
import { ValidityBadge, validityRange } from '../modules/content/validity-badge';
import { ErrorLine } from '../lib/error-line';

export const Route = createFileRoute('/promociones/')({ component: PromotionsPage });

/** Every promotion, current or not: the shop shows only the current ones. */
function PromotionsPage() {
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
