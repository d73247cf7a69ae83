import type { LotUnit } from '@huerta/contracts/rules';
import { trpc } from '../../lib/trpc';

/** A product of the supplier's list, as a purchase line starts (1 pack, at the list's cost). */
export interface OfferedProduct {
  productoId: number;
  nombre: string;
  unidad: LotUnit;
  empaque: string;
  empaqueCantidad: number;
  costoPaqueteCentavos: number;
}

/**
 * «+ Agregar producto…»: another product the supplier sells (its list, less what the order already has),
 * picked by hand into a proposal's group or a draft. Nothing shows when the order has them all.
 */
export function AddSupplierProduct({ proveedorId, nombre, taken, onAdd }: { proveedorId: number; nombre: string; taken: number[]; onAdd: (p: OfferedProduct) => void }) {
  const supplier = trpc.suppliers.get.useQuery({ id: proveedorId });
  const more = (supplier.data?.productos ?? []).filter((p) => !p.archivado && !taken.includes(p.productoId));
  if (more.length === 0) return null;
  return (
    <label className="no-print">
      <span className="sr-only">Agregar un producto de {nombre}</span>
      <select
        value=""
        onChange={(e) => {
          const p = more.find((x) => x.productoId === Number(e.target.value));
          if (p) onAdd({ productoId: p.productoId, nombre: p.nombre, unidad: p.unidad, empaque: p.empaque, empaqueCantidad: p.empaqueCantidad, costoPaqueteCentavos: p.costoCentavos });
        }}
      >
        <option value="">+ Agregar producto…</option>
        {more.map((p) => (
          <option key={p.productoId} value={p.productoId}>
            {p.nombre} ({p.empaque})
          </option>
        ))}
      </select>
    </label>
  );
}
