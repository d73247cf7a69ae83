import { createFileRoute } from '@tanstack/react-router';
import { effectiveUnitCentavos, formatMXN, toCentavos } from '@huerta/contracts';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  const products = trpc.catalog.products.useQuery();
  return (
    <main className="page">
      <h1>Huerta Baja</h1>
      {products.isPending && <p>Cargando…</p>}
      {products.error && <p role="alert">Error al cargar los datos.</p>}
      <ul className="grid" aria-label="Productos">
        {products.data?.map((p) => (
          <li key={p.id} className="card">
            <img src={p.img_url} alt={p.nombre} width={160} height={160} loading="lazy" />
            <h2>{p.nombre}</h2>
            <p>
              {formatMXN(effectiveUnitCentavos(toCentavos(p.precio), p.descuento))} por {p.cantidad}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
