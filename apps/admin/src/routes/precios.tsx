import { createFileRoute, Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useSaveShortcut } from '../lib/save-shortcut';
import { SaveBar } from '../lib/save-bar';
import { messageOf, trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';

export const Route = createFileRoute('/precios')({ component: PriceDayPage });

type Row = { id: number; precio: number; descuento: number | null; disponibles: number | null; agotado: boolean };

/**
 * The morning's prices: every product in one editable table; what changed is highlighted and saved in
 * one go (one transaction on the server, one audit entry per product changed). The table is long, so
 * saving is where the owner is: a bar held at the bottom of the screen, and Ctrl+S / ⌘S.
 */
function PriceDayPage() {
  const utils = trpc.useUtils();
  const table = trpc.products.table.useQuery(undefined, { refetchOnWindowFocus: false });
  const [edits, setEdits] = useState<Record<number, Row>>({});
  const [q, setQ] = useState('');
  const [notice, setNotice] = useState('');
  const save = trpc.products.priceDay.useMutation({
    onSuccess: async (r) => {
      setNotice(r.cambiados === 1 ? '1 producto actualizado.' : `${r.cambiados} productos actualizados.`);
      setEdits({});
      await utils.products.invalidate();
    },
  });
  const original = useMemo(() => new Map((table.data ?? []).map((p) => [p.id, p])), [table.data]);
  const changed = Object.values(edits).filter((r) => {
    const o = original.get(r.id);
    return o && (o.precio !== r.precio || o.descuento !== r.descuento || o.disponibles !== r.disponibles || o.agotado !== r.agotado);
  });
  const rowOf = (id: number): Row => {
    const o = original.get(id)!;
    return edits[id] ?? { id, precio: o.precio, descuento: o.descuento, disponibles: o.disponibles, agotado: o.agotado };
  };
  const edit = (id: number, patch: Partial<Row>) => setEdits((now) => ({ ...now, [id]: { ...rowOf(id), ...patch } }));
  const canSave = changed.length > 0 && !save.isPending;
  const saveChanges = () => canSave && save.mutate({ cambios: changed });
  useSaveShortcut(saveChanges);
  const words = q.trim().toLowerCase();
  const shown = (table.data ?? []).filter((p) => !words || p.nombre.toLowerCase().includes(words));

  if (table.error) return <ErrorLine error={table.error} />;
  return (
    <section aria-labelledby="prices-title">
      <h1 id="prices-title">Precios del día</h1>
      <div className="actions">
        <label>
          Buscar
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Nombre del producto" />
        </label>
        <Link to="/productos" search={{ pagina: 1 }}>
          Productos
        </Link>
      </div>
      <div className="table-wrap">
        <table className="price-table">
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col">Precio</th>
              <th scope="col">Descuento %</th>
              <th scope="col">Existencias</th>
              <th scope="col">Agotado</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => {
              const r = rowOf(p.id);
              const isChanged = changed.some((c) => c.id === p.id);
              return (
                <tr key={p.id} className={isChanged ? 'changed' : undefined}>
                  <th scope="row">
                    {p.nombre} <span className="muted">por {p.cantidad}</span>
                  </th>
                  <td>
                    <input type="number" inputMode="decimal" step="0.01" min="0.5" aria-label={`Precio de ${p.nombre}`} value={r.precio} onChange={(e) => edit(p.id, { precio: Number(e.target.value) })} />
                  </td>
                  <td>
                    <input type="number" inputMode="numeric" min="1" max="99" aria-label={`Descuento de ${p.nombre}`} value={r.descuento ?? ''} placeholder="—" onChange={(e) => edit(p.id, { descuento: e.target.value === '' ? null : Number(e.target.value) })} />
                  </td>
                  <td>
                    {r.disponibles === null ? (
                      <span className="muted">sin contar</span>
                    ) : (
                      <input type="number" inputMode="numeric" min="0" aria-label={`Existencias de ${p.nombre}`} value={r.disponibles} onChange={(e) => edit(p.id, { disponibles: Number(e.target.value) })} />
                    )}
                  </td>
                  <td>
                    <input type="checkbox" aria-label={`${p.nombre} agotado`} checked={r.agotado} onChange={(e) => edit(p.id, { agotado: e.target.checked })} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <SaveBar
        label="Guardar precios"
        changed={changed.length}
        canSave={canSave}
        onSave={saveChanges}
        onDiscard={() => setEdits({})}
        said={save.error ? <span className="error">{messageOf(save.error)}</span> : notice}
      />
    </section>
  );
}
