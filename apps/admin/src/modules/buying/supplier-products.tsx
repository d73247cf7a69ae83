import { formatMXN, lotQuantityLabel, lotUnitOf } from '@huerta/contracts/rules';
import { useState } from 'react';
import { ErrorLine } from '../../lib/error-line';
import { trpc, type Outputs } from '../../lib/trpc';
import { packFromLotUnits, packToLotUnits, pesosToCentavos } from './purchase-state';
import './buying.css';

type Supplier = Outputs['suppliers']['get'];
type Row = Supplier['productos'][number];
type Typed = { empaque: string; cantidad: string; costo: string; preferido: boolean };
const typedOf = (r: Row): Typed => ({ empaque: r.empaque, cantidad: packFromLotUnits(r.empaqueCantidad, r.unidad), costo: (r.costoCentavos / 100).toFixed(2), preferido: r.preferido });

/**
 * What a supplier sells the shop, one dense row each: the pack's name («caja de 10 kg»), how much it holds
 * (kilos for what the shop buys by weight, pieces otherwise — stored in grams or pieces), the last cost of a
 * pack in pesos, and whether the proposal buys the product from this supplier (one preferred per product).
 */
export function SupplierProducts({ supplier }: { supplier: Supplier }) {
  const utils = trpc.useUtils();
  const [edits, setEdits] = useState<Record<number, Typed>>({});
  const refresh = async () => {
    await utils.suppliers.invalidate();
  };
  const save = trpc.suppliers.saveProduct.useMutation({
    onSuccess: async (_r, input) => {
      setEdits(({ [input.productoId]: _done, ...rest }) => rest);
      await refresh();
    },
  });
  const remove = trpc.suppliers.removeProduct.useMutation({ onSuccess: refresh });
  const typed = (r: Row) => edits[r.productoId] ?? typedOf(r);
  const edit = (r: Row, patch: Partial<Typed>) => setEdits((now) => ({ ...now, [r.productoId]: { ...typed(r), ...patch } }));
  const submit = (r: Row, t: Typed) =>
    save.mutate({ proveedorId: supplier.id, productoId: r.productoId, empaque: t.empaque, empaqueCantidad: packToLotUnits(t.cantidad, r.unidad) ?? 0, costoCentavos: pesosToCentavos(t.costo) ?? 0, preferido: t.preferido });
  return (
    <section className="card" aria-labelledby="supplier-products-title">
      <h2 id="supplier-products-title">Productos que vende</h2>
      <ErrorLine error={save.error ?? remove.error} />
      {supplier.productos.length === 0 && <p className="muted">Aún no tiene productos: agrégalos abajo con su empaque y costo.</p>}
      {supplier.productos.length > 0 && (
        <div className="table-wrap">
          <table className="buy-lines supplier-products">
            <thead>
              <tr>
                <th scope="col">Producto</th>
                <th scope="col">Empaque</th>
                <th scope="col" className="num">Contiene</th>
                <th scope="col" className="num">Costo</th>
                <th scope="col">Preferido</th>
                <th scope="col">
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {supplier.productos.map((r) => {
                const t = typed(r);
                const changed = JSON.stringify(t) !== JSON.stringify(typedOf(r));
                return (
                  <tr key={r.productoId} className={changed ? 'changed' : undefined}>
                    <th scope="row">
                      {r.nombre}
                      {r.archivado && <span className="muted"> (archivado)</span>}
                      <span className="why">
                        {lotQuantityLabel(r.empaqueCantidad, r.unidad)} por {formatMXN(r.costoCentavos)}
                      </span>
                    </th>
                    <td data-label="Empaque">
                      <input className="pack-name" aria-label={`Empaque de ${r.nombre}`} value={t.empaque} maxLength={60} onChange={(e) => edit(r, { empaque: e.target.value })} />
                    </td>
                    <td className="num" data-label="Contiene">
                      <input type="number" inputMode="decimal" min="0" step="any" aria-label={`${r.unidad === 'g' ? 'Kilos' : 'Piezas'} por empaque de ${r.nombre}`} value={t.cantidad} onChange={(e) => edit(r, { cantidad: e.target.value })} /> {r.unidad === 'g' ? 'kg' : 'pzas'}
                    </td>
                    <td className="num" data-label="Costo del empaque">
                      $<input className="money" type="number" inputMode="decimal" min="0" step="0.01" aria-label={`Costo del empaque de ${r.nombre}, en pesos`} value={t.costo} onChange={(e) => edit(r, { costo: e.target.value })} />
                    </td>
                    <td data-label="Preferido">
                      <input type="checkbox" aria-label={`Comprar ${r.nombre} a este proveedor`} checked={t.preferido} onChange={(e) => edit(r, { preferido: e.target.checked })} />
                    </td>
                    <td className="row-actions">
                      <div className="actions">
                        <button type="button" disabled={!changed || save.isPending} onClick={() => submit(r, t)}>
                          Guardar
                        </button>
                        <button type="button" className="link" disabled={remove.isPending} onClick={() => window.confirm(`¿Quitar «${r.nombre}» de este proveedor? Sus órdenes pasadas no cambian.`) && remove.mutate({ proveedorId: supplier.id, productoId: r.productoId })}>
                          Quitar
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AddProduct supplier={supplier} />
    </section>
  );
}

/** A product added from the catalogue's search, with its pack and cost. */
function AddProduct({ supplier }: { supplier: Supplier }) {
  const utils = trpc.useUtils();
  const [q, setQ] = useState('');
  const [productoId, setProductoId] = useState<number | null>(null);
  const [t, setT] = useState<Typed>({ empaque: '', cantidad: '', costo: '', preferido: false });
  const found = trpc.products.list.useQuery({ q: q.trim() || undefined, filtro: undefined, orden: 'nombre', pagina: 1 }, { enabled: q.trim().length >= 2 });
  const options = (found.data?.productos ?? []).filter((p) => !supplier.productos.some((r) => r.productoId === p.id));
  const chosen = found.data?.productos.find((p) => p.id === productoId);
  const unidad = lotUnitOf(chosen?.venta?.modo);
  const save = trpc.suppliers.saveProduct.useMutation({
    onSuccess: async () => {
      setProductoId(null);
      setQ('');
      setT({ empaque: '', cantidad: '', costo: '', preferido: false });
      await utils.suppliers.invalidate();
    },
  });
  return (
    <form
      className="stack add-product"
      aria-label="Agregar producto"
      onSubmit={(e) => {
        e.preventDefault();
        if (productoId === null) return;
        save.mutate({ proveedorId: supplier.id, productoId, empaque: t.empaque, empaqueCantidad: packToLotUnits(t.cantidad, unidad) ?? 0, costoCentavos: pesosToCentavos(t.costo) ?? 0, preferido: t.preferido });
      }}
    >
      <h3>Agregar producto</h3>
      <div className="form-grid">
        <label>
          Buscar producto
          <input type="search" value={q} placeholder="Jitomate, aguacate…" onChange={(e) => setQ(e.target.value)} />
        </label>
        <label>
          Producto
          <select required value={productoId ?? ''} onChange={(e) => setProductoId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{q.trim().length < 2 ? 'Escribe para buscar' : options.length ? 'Elige uno' : 'Sin resultados'}</option>
            {options.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nombre}
              </option>
            ))}
          </select>
        </label>
        <label>
          Empaque
          <input required maxLength={60} value={t.empaque} placeholder={unidad === 'g' ? 'caja de 10 kg' : 'caja de 24 piezas'} onChange={(e) => setT({ ...t, empaque: e.target.value })} />
        </label>
        <label>
          {unidad === 'g' ? 'Kilos por empaque' : 'Piezas por empaque'}
          <input required type="number" inputMode="decimal" min="0" step="any" value={t.cantidad} onChange={(e) => setT({ ...t, cantidad: e.target.value })} />
        </label>
        <label>
          Costo del empaque ($)
          <input required type="number" inputMode="decimal" min="0" step="0.01" value={t.costo} onChange={(e) => setT({ ...t, costo: e.target.value })} />
        </label>
        <label className="inline">
          <input type="checkbox" checked={t.preferido} onChange={(e) => setT({ ...t, preferido: e.target.checked })} /> Preferido para este producto
        </label>
      </div>
      <ErrorLine error={save.error ?? found.error} />
      <div className="actions">
        <button type="submit" disabled={productoId === null || save.isPending}>
          Agregar
        </button>
      </div>
    </form>
  );
}
