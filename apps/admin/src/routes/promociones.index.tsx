import { createFileRoute, Link } from '@tanstack/react-router';
import { trpc, type Outputs } from '../lib/trpc';
import { ValidityBadge, validityRange } from '../modules/content/validity-badge';
import { ErrorLine } from '../lib/error-line';
import { DataTable, NUM, col } from '../lib/data-table';

type Promotion = Outputs['promotions']['list'][number];
const columns = [
  col<Promotion>('titulo', 'Título', (p) => (
    <Link to="/promociones/$id" params={{ id: p.id }}>
      {p.titulo}
    </Link>
  )),
  col<Promotion>('descuento', 'Descuento', (p) => (p.descuento === null ? '—' : `${p.descuento} %`), NUM),
  col<Promotion>('producto', 'Producto', (p) => p.producto ?? <span className="muted">—</span>),
  col<Promotion>('vigencia', 'Vigencia', (p) => validityRange(p.fechaVigInicio, p.fechaVigFin)),
  col<Promotion>('estado', 'Estado', (p) => <ValidityBadge estado={p.estado} />),
];

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
      <DataTable className="promotions-table" data={list.data ?? []} columns={columns} rowKey={(p) => p.id} loaded={!!list.data} empty="Aún no hay promociones." />
    </section>
  );
}
