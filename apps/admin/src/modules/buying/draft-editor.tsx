import { formatMXN, lotQuantityLabel } from '@huerta/contracts/rules';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorLine } from '../../lib/error-line';
import { useSaveShortcut } from '../../lib/save-shortcut';
import { trpc, type Outputs } from '../../lib/trpc';
import { packsOf } from './proposal-group';
import { AddSupplierProduct, type OfferedProduct } from './add-supplier-product';
import './buying.css';

type Order = Outputs['purchases']['get'];
type Line = OfferedProduct & { paquetes: string };

/**
 * A draft's lines, arrival day and notes, saved together (Ctrl+S / ⌘S too). Costs shown are the supplier's
 * list's; the server prices the lines again when saving. A product is taken out with «Quitar» (or 0 packs).
 */
export function DraftEditor({ order, onDirty, onSaid }: { order: Order; onDirty: (dirty: boolean) => void; onSaid: (text: string) => void }) {
  const utils = trpc.useUtils();
  const [lines, setLines] = useState<Line[]>(() => order.lineas.map((l) => ({ productoId: l.productoId, nombre: l.nombre, unidad: l.unidad, empaque: l.empaque, empaqueCantidad: l.empaqueCantidad, costoPaqueteCentavos: l.costoPaqueteCentavos, paquetes: String(l.paquetes) })));
  const [llegada, setLlegada] = useState(order.llegada ?? '');
  const [notas, setNotas] = useState(order.notas ?? '');
  const edit = trpc.purchases.edit.useMutation({
    onSuccess: async () => {
      onSaid('Borrador guardado.');
      await utils.purchases.invalidate();
    },
  });
  const kept = lines.map((l) => ({ productoId: l.productoId, paquetes: packsOf(l.paquetes) })).filter((l) => l.paquetes > 0);
  const changed = JSON.stringify(kept) !== JSON.stringify(order.lineas.map((l) => ({ productoId: l.productoId, paquetes: l.paquetes }))) || llegada !== (order.llegada ?? '') || notas !== (order.notas ?? '');
  useEffect(() => onDirty(changed), [changed, onDirty]);
  const save = () => {
    if (changed && kept.length > 0 && !edit.isPending) edit.mutate({ id: order.id, lineas: kept, ...(llegada ? { llegada } : {}), notas });
  };
  useSaveShortcut(save);
  const total = lines.reduce((sum, l) => sum + packsOf(l.paquetes) * l.costoPaqueteCentavos, 0);
  const set = (productoId: number, paquetes: string) => {
    onSaid('');
    setLines((now) => now.map((l) => (l.productoId === productoId ? { ...l, paquetes } : l)));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save();
  };
  return (
    <form className="stack" onSubmit={submit} aria-label="Editar borrador">
      <div className="table-wrap">
        <table className="buy-lines">
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col" className="num">
                Paquetes
              </th>
              <th scope="col" className="num cost">
                Costo
              </th>
              <th scope="col" className="no-print">
                <span className="sr-only">Quitar</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.productoId}>
                <th scope="row">
                  {l.nombre}
                  <span className="why">
                    {l.empaque} · {lotQuantityLabel(packsOf(l.paquetes) * l.empaqueCantidad, l.unidad)}
                  </span>
                </th>
                <td className="num">
                  <input type="number" inputMode="numeric" min="0" step="1" aria-label={`Paquetes de ${l.nombre}`} value={l.paquetes} onChange={(e) => set(l.productoId, e.target.value)} />
                </td>
                <td className="num cost">{formatMXN(packsOf(l.paquetes) * l.costoPaqueteCentavos)}</td>
                <td className="no-print">
                  <button type="button" className="link" onClick={() => set(l.productoId, '0')} aria-label={`Quitar ${l.nombre}`}>
                    Quitar
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="cost">
            <tr>
              <th scope="row">Total estimado</th>
              <td />
              <td className="num">{formatMXN(total)}</td>
              <td className="no-print" />
            </tr>
          </tfoot>
        </table>
      </div>
      <AddSupplierProduct proveedorId={order.proveedor.id} nombre={order.proveedor.nombre} taken={lines.map((l) => l.productoId)} onAdd={(p) => setLines((now) => [...now, { ...p, paquetes: '1' }])} />
      <div className="form-grid no-print">
        <label>
          Llegada
          <input type="date" value={llegada} onChange={(e) => setLlegada(e.target.value)} />
        </label>
        <label className="wide">
          Notas para el proveedor
          <textarea rows={2} maxLength={1000} value={notas} onChange={(e) => setNotas(e.target.value)} placeholder="Entregar antes de las 7, puerta de atrás…" />
        </label>
      </div>
      {notas && <p className="pre print-only">{notas}</p>}
      <ErrorLine error={edit.error} className="no-print" />
      <div className="actions no-print">
        <button type="submit" disabled={!changed || kept.length === 0 || edit.isPending}>
          Guardar borrador
        </button>
        {kept.length === 0 && <span className="error small">Una orden lleva al menos un producto.</span>}
      </div>
    </form>
  );
}
