import { trpc } from '../../lib/trpc';

/** «Reponer: …» on the customer's next order (issue 47): what earlier reports owe them, printed on the slip too. */
export function PendingReplacements({ id }: { id: number }) {
  const list = trpc.problemReplacements.useQuery({ pedido_id: id });
  if (!list.data?.length) return null;
  return (
    <section className="card replacements" aria-label="Reponer">
      {list.data.map((r) => (
        <p key={r.reporte_id}>
          <strong>Reponer:</strong> {r.productos.join(', ')} <span className="muted">(reporte #{r.reporte_id} del pedido #{r.pedido_id}{r.hecho ? ', salió con este pedido' : ''})</span>
        </p>
      ))}
    </section>
  );
}
